import type { ProjectListItem } from '@app/contract';
import { useTranslation } from '@/lib/i18n';
import { CardMeta, CardShell } from '@/components/cards/card-shell';
import { CARD_DESCRIPTION_LIMIT } from '@/components/cards/card-text';
import { RaisedProgress } from '@/components/cards/raised-progress';
import { paths } from '@/config/paths';
import { truncate } from '@/lib/format';

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
