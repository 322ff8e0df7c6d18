import type { NonprofitListItem } from '@app/contract';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { truncate } from '@/lib/format';
import { CardMeta, CardShell, type CardProps } from './card-shell';
import { CARD_DESCRIPTION_LIMIT } from './card-text';
import { RaisedProgress } from './raised-progress';

/** A non-profit: picture, logo, label, name, verified badge, description and raised amount. */
export function NonprofitCard({ item, action, to, titleOrder }: CardProps<NonprofitListItem>) {
  const { t } = useTranslation();
  return (
    <CardShell
      to={to ?? paths.discoverDetails.href('nonprofit', item.id)}
      title={item.name}
      textLang={{
        title: item.languages.name,
        label: item.label ? item.languages.label : undefined,
        description: item.languages.description,
      }}
      titleOrder={titleOrder}
      picture={item.picture}
      logo={item.logo}
      label={item.label ?? t('cards.types.nonprofit')}
      verified={item.verified}
      meta={item.title && item.title !== item.name ? <CardMeta>{item.title}</CardMeta> : null}
      description={item.description ? truncate(item.description, CARD_DESCRIPTION_LIMIT) : null}
      footer={<RaisedProgress raised={item.raised} />}
      action={action}
    />
  );
}
