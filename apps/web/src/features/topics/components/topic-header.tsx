import type { TopicDetails } from '@app/contract';
import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DEFAULT_BANNER, DEFAULT_IMAGE } from '@/components/cards/fallback-images';
import { formatCount, readableTextColor, storageUrl } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { BANNER_PICTURE, logoPicture, StoredImage } from '@/components/ui/stored-image';

interface TopicHeaderProps {
  topic: TopicDetails;
  /** Where the SDG chip leads; the app decides the route. */
  sdgHref: (sdgId: number) => string;
  /** The Follow button, wired up by the app. */
  action?: ReactNode;
}

/** A topic's banner, logo, name, SDG chip, followers and description. */
export function TopicHeader({ topic, sdgHref, action }: TopicHeaderProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const logo = storageUrl(topic.logo);

  return (
    <Paper withBorder radius="lg" bg="white" style={{ overflow: 'hidden' }}>
      <StoredImage
        file={topic.picture}
        fallback={DEFAULT_BANNER}
        {...BANNER_PICTURE}
        priority
        alt=""
        h={{ base: 140, sm: 220 }}
        fit="cover"
      />
      <Box p={{ base: 'md', sm: 'xl' }} pt={logo ? 0 : undefined}>
        {logo ? (
          <StoredImage
            file={logo}
            fallback={DEFAULT_IMAGE}
            {...logoPicture(88)}
            alt=""
            radius="xl"
            mt={-44}
            bg="white"
            style={{ border: '4px solid #ffffff', boxShadow: 'var(--mantine-shadow-xs)' }}
          />
        ) : null}
        <Group justify="space-between" align="flex-start" gap="lg" mt="md">
          <Stack gap="xs" style={{ flex: '1 1 320px', minWidth: 0 }}>
            <Group gap="xs">
              <Badge variant="light" color="ember" radius="sm">
                {topic.label ?? t('cards.types.topic')}
              </Badge>
              {topic.sdg ? (
                <Badge
                  component={Link}
                  to={sdgHref(topic.sdg.id)}
                  radius="sm"
                  tt="none"
                  style={{
                    backgroundColor: topic.sdg.colorTheme,
                    color: readableTextColor(topic.sdg.colorTheme),
                    cursor: 'pointer',
                  }}
                >
                  {t('topicPage.sdg', { number: topic.sdg.number, name: topic.sdg.name })}
                </Badge>
              ) : null}
            </Group>
            <Title order={1} fz={{ base: 28, sm: 36 }}>
              {topic.name}
            </Title>
            <Group gap={6} c="gray.7">
              <IconUsers size={18} aria-hidden="true" />
              <Text size="sm" fw={600}>
                {t('topicPage.followers', {
                  count: topic.followers_count,
                  formatted: formatCount(topic.followers_count, language),
                })}
              </Text>
            </Group>
          </Stack>
          {action ? <Box w={{ base: '100%', xs: 200 }}>{action}</Box> : null}
        </Group>
        <Text
          mt="md"
          c={topic.description?.trim() ? 'gray.8' : 'dimmed'}
          style={{ whiteSpace: 'pre-line' }}
        >
          {topic.description?.trim() || t('topicPage.noDescription')}
        </Text>
      </Box>
    </Paper>
  );
}
