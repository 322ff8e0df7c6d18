import type { SdgTopic, TopicListItem } from '@app/contract';
import { Box, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShare, IconUsersPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { storedImageSrcSet } from '@/components/ui/stored-image';
import { readableTextColor, storageUrl, truncate } from '@/lib/format';
import { useDialogOnDemand, type ReachHandlers } from '@/lib/use-on-demand';
import { SdgRelatedTopics } from './sdg-related-topics';
import { SdgStats } from './sdg-stats';

// Not part of the page's code (with Mantine's modal behind it): it loads when asked for.
const loadAboutModal = () => import('./sdg-about-modal').then((module) => module.SdgAboutModal);

/** The description in the panel is cut here; 'Read more' opens all of it. */
const SDG_PANEL_DESCRIPTION_LIMIT = 240;

interface SdgSidePanelProps {
  topic: SdgTopic;
  /** Join leads to the Topics tab, where the goal's topics can be followed. */
  onJoin: () => void;
  onShare: () => void;
  /** Starts loading the share dialog when a pointer, a touch or the focus reaches Share. */
  shareReach?: ReachHandlers;
  /** Where a related topic leads; the app decides the route. */
  topicHref: (topic: TopicListItem) => string;
}

/**
 * Left panel of a goal: logo, name, Join and Share, the figures, 'About SDG
 * {number}: {name}' with 'About {name}' for the whole text, and the related topics.
 */
export function SdgSidePanel({ topic, onJoin, onShare, shareReach, topicHref }: SdgSidePanelProps) {
  const { t } = useTranslation();
  const about = useDialogOnDemand(loadAboutModal);
  const { Dialog: SdgAboutModal } = about;
  const [logoFailed, setLogoFailed] = useState(false);
  const logo = logoFailed ? null : storageUrl(topic.logo);
  const textColor = readableTextColor(topic.colorTheme);
  const shortDescription = truncate(topic.description, SDG_PANEL_DESCRIPTION_LIMIT);
  const hasMore = shortDescription !== topic.description.trim() || !!topic.picture;

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="lg" bg="white">
        <Group wrap="nowrap" gap="md" align="center">
          <Box
            w={88}
            h={88}
            style={{
              flex: '0 0 88px',
              borderRadius: 'var(--mantine-radius-md)',
              backgroundColor: topic.colorTheme,
              color: textColor,
              display: 'grid',
              placeItems: 'center',
              overflow: 'hidden',
            }}
          >
            {logo ? (
              <Image
                src={logo}
                srcSet={storedImageSrcSet(logo)}
                sizes="88px"
                alt={t('sdgPage.logoAlt', { number: topic.number, name: topic.name })}
                w={88}
                h={88}
                fit="contain"
                onError={() => setLogoFailed(true)}
              />
            ) : (
              <Text fz={40} fw={800} style={{ color: textColor }} aria-hidden="true">
                {topic.number}
              </Text>
            )}
          </Box>
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={700} tt="uppercase" c="gray.7" style={{ letterSpacing: 1 }}>
              {t('sdgPage.goal', { number: topic.number })}
            </Text>
            <Title order={1} fz={{ base: 26, sm: 30 }} lh={1.15}>
              {topic.name}
            </Title>
          </div>
        </Group>
        <Group gap="sm" mt="lg" grow>
          <Button leftSection={<IconUsersPlus size={18} aria-hidden="true" />} onClick={onJoin}>
            {t('sdgPage.join')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconShare size={18} aria-hidden="true" />}
            onClick={onShare}
            {...shareReach}
          >
            {t('sdgPage.share')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed" mt="xs">
          {t('sdgPage.joinHint')}
        </Text>
      </Paper>

      <SdgStats sdgId={String(topic.id)} />

      <Paper
        component="section"
        aria-labelledby="sdg-about-title"
        withBorder
        radius="lg"
        p="lg"
        bg="white"
      >
        <Title order={2} size="h4" id="sdg-about-title" mb="xs">
          {t('sdgPage.aboutSdg', { number: topic.number, name: topic.name })}
        </Title>
        <Text size="sm" c="gray.8">
          {shortDescription}
        </Text>
        {hasMore ? (
          <Button variant="subtle" px={0} mt="xs" onClick={about.open} {...about.reach}>
            {t('sdgPage.readMore')}
          </Button>
        ) : null}
      </Paper>

      <SdgRelatedTopics sdgId={String(topic.id)} topicHref={topicHref} />

      {SdgAboutModal ? (
        <SdgAboutModal
          opened={about.opened}
          onClose={about.close}
          name={topic.name}
          description={topic.description}
          picture={topic.picture}
        />
      ) : null}
    </Stack>
  );
}
