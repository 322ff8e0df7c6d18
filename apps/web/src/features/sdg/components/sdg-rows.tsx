import type { JobListItem, ProjectListItem } from '@app/contract';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '@/app/paths';
import { CardMeta, CardShell } from '@/components/cards/card-shell';
import { CARD_DESCRIPTION_LIMIT, truncateWords } from '@/components/cards/card-text';
import { formatDate } from '@/components/cards/format-date';
import { RaisedProgress } from '@/components/cards/raised-progress';
import { truncate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

/** Spec 9: a job card shows the first 15 words of its description. */
export const JOB_CARD_WORDS = 15;

/** A project of a non-profit: picture, name, its non-profit, description and raised amount. */
export function ProjectRow({ item }: { item: ProjectListItem }) {
  const { t } = useTranslation();
  return (
    <CardShell
      to={paths.discoverDetails.href('project', item.id)}
      title={item.name}
      picture={item.picture}
      label={t('cards.types.project')}
      meta={<CardMeta>{t('sdgPage.projectBy', { name: item.nonprofit.name })}</CardMeta>}
      description={item.description ? truncate(item.description, CARD_DESCRIPTION_LIMIT) : null}
      footer={<RaisedProgress raised={item.raised} />}
    />
  );
}

/** A vacancy: title, the non-profit, place and kind of work, description and deadline. */
export function JobRow({ item }: { item: JobListItem }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const deadline = formatDate(item.deadline, language);
  const where = [item.city, item.employment].filter(Boolean).join(' · ');
  return (
    <CardShell
      to={paths.jobDetails.href(item.id)}
      title={item.title}
      picture={item.picture}
      label={t('search.types.job')}
      meta={
        <>
          <CardMeta>{t('sdgPage.jobAt', { name: item.nonprofit.name })}</CardMeta>
          {where ? <CardMeta>{where}</CardMeta> : null}
        </>
      }
      description={item.description ? truncateWords(item.description, JOB_CARD_WORDS) : null}
      footer={
        deadline ? (
          <Text size="sm" fw={600}>
            {t('sdgPage.jobDeadline', { date: deadline })}
          </Text>
        ) : null
      }
    />
  );
}
