import { JOB_CARD_WORDS, type JobListItem } from '@app/contract';
import { Badge, Group } from '@mantine/core';
import { paths } from '@/config/paths';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { CardMeta, CardShell, type CardTitleOrder } from './card-shell';
import { truncateWords } from './card-text';
import { formatDate } from '@/lib/format';

interface JobCardProps {
  item: JobListItem;
  titleOrder?: CardTitleOrder;
}

/**
 * A vacancy on the jobs board and an SDG's Jobs tab: picture (or the default image), title, non-profit, city and
 * employment, the deadline, and the first 15 words of the description. The whole card
 * leads to /jobs/{id}.
 */
export function JobCard({ item, titleOrder }: JobCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const deadline = formatDate(item.deadline, language);
  const where = [item.city, item.employment].filter(Boolean).join(' · ');
  return (
    <CardShell
      to={paths.jobDetails.href(item.id)}
      title={item.title}
      titleOrder={titleOrder}
      picture={item.picture}
      label={t('jobs.card.label')}
      meta={
        <>
          <CardMeta>{t('jobs.card.at', { name: item.nonprofit.name })}</CardMeta>
          {where ? <CardMeta>{where}</CardMeta> : null}
        </>
      }
      description={item.description ? truncateWords(item.description, JOB_CARD_WORDS) : null}
      footer={
        deadline || item.closed ? (
          <Group gap="xs">
            {item.closed ? (
              <Badge color="gray.7" variant="filled" radius="sm">
                {t('jobs.card.closed')}
              </Badge>
            ) : null}
            {deadline ? (
              <Badge color="leaf" c="leaf.9" variant="light" radius="sm" tt="none">
                {t('jobs.card.deadline', { date: deadline })}
              </Badge>
            ) : null}
          </Group>
        ) : null
      }
    />
  );
}
