import type { EventListItem } from '@app/contract';
import { paths } from '@/config/paths';
import { formatDate, truncate } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { CardMeta, CardShell, type CardProps } from './card-shell';
import { CARD_DESCRIPTION_LIMIT } from './card-text';
import { RaisedProgress } from './raised-progress';

/** An event: picture, title, its non-profit, start date and place, description and raised amount. */
export function EventCard({ item, action, to, titleOrder }: CardProps<EventListItem>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const when = [formatDate(item.start_date, language), item.addressLine1]
    .filter(Boolean)
    .join(' · ');
  return (
    <CardShell
      to={to ?? paths.discoverDetails.href('event', item.id)}
      title={item.title}
      textLang={{
        title: item.languages.title,
        label: item.label ? item.languages.label : undefined,
        description: item.languages.description,
      }}
      titleOrder={titleOrder}
      picture={item.picture}
      logo={item.logo}
      label={item.label ?? t('cards.types.event')}
      meta={
        <>
          <CardMeta>{t('cards.by', { name: item.nonprofit.name })}</CardMeta>
          {when ? <CardMeta>{when}</CardMeta> : null}
        </>
      }
      description={item.description ? truncate(item.description, CARD_DESCRIPTION_LIMIT) : null}
      footer={<RaisedProgress raised={item.raised} />}
      action={action}
    />
  );
}
