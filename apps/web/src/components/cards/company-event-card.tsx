import type { CompanyEventListItem } from '@app/contract';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { truncate } from '@/lib/format';
import { CardMeta, CardShell, type CardProps } from './card-shell';
import { CARD_DESCRIPTION_LIMIT } from './card-text';
import { RaisedProgress } from './raised-progress';

/** A company event: picture, name, its company and non-profit, description, raised and progress. */
export function CompanyEventCard({
  item,
  action,
  to,
  titleOrder,
}: CardProps<CompanyEventListItem>) {
  const { t } = useTranslation();
  return (
    <CardShell
      to={to ?? paths.discoverDetails.href('company-event', item.id)}
      title={item.name}
      textLang={{
        title: item.languages.name,
        label: item.label ? item.languages.label : undefined,
        description: item.languages.description,
      }}
      titleOrder={titleOrder}
      picture={item.picture}
      logo={item.logo}
      label={item.label ?? t('cards.types.companyEvent')}
      meta={
        <>
          <CardMeta>{t('cards.by', { name: item.company.name })}</CardMeta>
          {item.nonprofit ? (
            <CardMeta>{t('cards.for', { name: item.nonprofit.name })}</CardMeta>
          ) : null}
        </>
      }
      description={item.description ? truncate(item.description, CARD_DESCRIPTION_LIMIT) : null}
      footer={<RaisedProgress raised={item.raised} goal={item.goal} />}
      action={action}
    />
  );
}
