import type { CommunityItem } from '@app/contract';
import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { DEFAULT_IMAGE } from '@/components/cards/fallback-images';
import { storedAvatar } from '@/components/ui/stored-image';
import { communityItemHref } from '../community-links';

/** A person or campaign around a page: picture, name (a link when it has a page) and kind. */
export function CommunityItemRow({ item }: { item: CommunityItem }) {
  const { t } = useTranslation();
  const href = communityItemHref(item);
  const avatar = storedAvatar(item.picture, 44);
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar
        src={avatar.src ?? (item.kind === 'follower' ? null : DEFAULT_IMAGE)}
        imageProps={avatar.imageProps}
        alt=""
        radius="xl"
        size={44}
        color="ember"
      >
        {item.name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        {href ? (
          <Anchor component={Link} to={href} fw={600} lineClamp={2}>
            {item.name}
          </Anchor>
        ) : (
          <Text fw={600} lineClamp={2}>
            {item.name}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t(`community.kinds.${item.kind}`)}
        </Text>
      </Stack>
    </Group>
  );
}
