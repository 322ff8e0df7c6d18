import { Anchor, Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatEuros } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { storedAvatar } from '@/components/ui/stored-image';
import type { DirectoryEntry, DirectoryKind } from './directory-entries';

const links: Record<DirectoryKind, (id: number) => string> = {
  company: (id) => paths.companyProfile.href(id),
  nonprofit: (id) => paths.nonprofitProfile.href(id),
  fundraiser: (id) => paths.fundraiserProfile.href(id),
};

const badgeColors: Record<DirectoryKind, string> = {
  nonprofit: 'leaf',
  fundraiser: 'ember',
  company: 'grape',
};

/** One page in the Page List: logo, name (linking to its profile), kind and, for fundraisers, money. */
export function DirectoryItem({ entry }: { entry: DirectoryEntry }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { fundraiser } = entry;

  return (
    <Paper withBorder radius="md" p="md" component="article">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar
          {...storedAvatar(entry.image, 56)}
          alt=""
          size={56}
          radius="md"
          color={badgeColors[entry.kind]}
        >
          {entry.name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Anchor component={Link} to={links[entry.kind](entry.id)} fw={700} c="dark">
              {entry.name}
            </Anchor>
            <Badge size="sm" variant="light" color={badgeColors[entry.kind]}>
              {t(`directory.kinds.${entry.kind}`)}
            </Badge>
          </Group>
          {entry.description ? (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {entry.description}
            </Text>
          ) : null}
          {fundraiser ? (
            <Group gap="md" wrap="wrap">
              <Text size="sm" fw={600}>
                {fundraiser.goal === null
                  ? t('directory.raisedNoGoal', {
                      raised: formatEuros(fundraiser.raised, language),
                    })
                  : t('directory.raised', {
                      raised: formatEuros(fundraiser.raised, language),
                      goal: formatEuros(fundraiser.goal, language),
                    })}
              </Text>
              {fundraiser.nonprofit ? (
                <Text size="sm" c="dimmed">
                  {t('directory.forNonprofit', { name: fundraiser.nonprofit.name })}
                </Text>
              ) : null}
            </Group>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
