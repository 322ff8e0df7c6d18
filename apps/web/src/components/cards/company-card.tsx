import type { CompanyListItem } from '@app/contract';
import { Text } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { truncate } from '@/lib/format';
import { CardMeta, CardShell, type CardProps } from './card-shell';
import { CARD_DESCRIPTION_LIMIT } from './card-text';

/** A company: picture, logo, label, name, city, verified badge, description and its events. */
export function CompanyCard({ item, action, to, titleOrder }: CardProps<CompanyListItem>) {
  const { t } = useTranslation();
  return (
    <CardShell
      to={to ?? paths.discoverDetails.href('company', item.id)}
      title={item.name}
      textLang={{
        title: item.languages.name,
        label: item.label ? item.languages.label : undefined,
        description: item.languages.description,
      }}
      titleOrder={titleOrder}
      picture={item.picture}
      logo={item.logo}
      label={item.label ?? t('cards.types.company')}
      verified={item.verified}
      meta={item.city ? <CardMeta>{item.city}</CardMeta> : null}
      description={item.description ? truncate(item.description, CARD_DESCRIPTION_LIMIT) : null}
      footer={
        <Text size="sm" fw={600}>
          {t('cards.events', { count: item.events_count })}
        </Text>
      }
      action={action}
    />
  );
}
