import type { TopicListItem } from '@app/contract';
import { Text } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { truncate } from '@/lib/format';
import { CardMeta, CardShell, type CardProps } from './card-shell';
import { CARD_DESCRIPTION_LIMIT } from './card-text';

/** A topic: picture, name, the goal it belongs to, description and followers; Follow comes in as `action`. */
export function TopicCard({ item, action, to, titleOrder }: CardProps<TopicListItem>) {
  const { t } = useTranslation();
  return (
    <CardShell
      to={to ?? paths.discoverDetails.href('topic', item.id)}
      title={item.name}
      titleOrder={titleOrder}
      picture={item.picture}
      logo={item.logo}
      label={item.label ?? t('cards.types.topic')}
      meta={
        item.parent_name ? <CardMeta>{t('cards.sdg', { name: item.parent_name })}</CardMeta> : null
      }
      description={item.description ? truncate(item.description, CARD_DESCRIPTION_LIMIT) : null}
      footer={
        <Text size="sm" fw={600}>
          {t('cards.followers', { count: item.followers_count })}
        </Text>
      }
      action={action}
    />
  );
}
