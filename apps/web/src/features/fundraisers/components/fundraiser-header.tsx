import type { FundraiserProfile } from '@app/contract';
import { Anchor, Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTag } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { RaisedProgress } from '@/components/cards/raised-progress';
import { DEFAULT_BANNER, DEFAULT_IMAGE } from '@/components/cards/fallback-images';
import { paths } from '@/config/paths';
import { storageUrl } from '@/lib/format';
import classes from './fundraiser.module.css';
import { BANNER_PICTURE, logoPicture, StoredImage } from '@/components/ui/stored-image';

interface FundraiserHeaderProps {
  fundraiser: FundraiserProfile;
  /** Owner buttons (Edit Page). */
  actions?: ReactNode;
}

/**
 * The top of a fundraiser profile: banner (the default one when missing or broken),
 * logo, name, the parent non-profit (to its public page), the topic badge (to the topic) or
 * 'No topic selected.', and what was raised of the goal, in euros.
 */
export function FundraiserHeader({ fundraiser, actions }: FundraiserHeaderProps) {
  const { t } = useTranslation();
  const logo = storageUrl(fundraiser.logo);
  const { nonprofit, topic } = fundraiser;

  return (
    <Box component="header">
      <StoredImage
        file={fundraiser.picture ?? fundraiser.image}
        fallback={DEFAULT_BANNER}
        {...BANNER_PICTURE}
        priority
        alt={t('fundraiserPages.profile.bannerAlt', { name: fundraiser.name })}
        className={classes.banner}
      />
      <Group className={classes.identity} align="flex-end" gap="lg" wrap="wrap" mt="md">
        {logo ? (
          <StoredImage
            file={logo}
            fallback={DEFAULT_IMAGE}
            {...logoPicture(112)}
            alt={t('fundraiserPages.profile.logoAlt', { name: fundraiser.name })}
            className={classes.logo}
          />
        ) : null}
        <Stack gap={6} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Title order={1} fz={{ base: 26, sm: 34 }} className={classes.name}>
            {fundraiser.name}
          </Title>
          {nonprofit ? (
            <Anchor
              component={Link}
              to={paths.nonprofitDetails.href(nonprofit.id)}
              fw={600}
              c="ember.8"
            >
              {t('fundraiserPages.profile.nonprofit', { name: nonprofit.name })}
            </Anchor>
          ) : null}
          <Group gap="xs">
            {topic ? (
              <Badge
                component={Link}
                to={paths.topicDetails.href(topic.id)}
                color="leaf.7"
                radius="sm"
                leftSection={<IconTag size={14} aria-hidden="true" />}
                className={classes.topicLink}
                style={{ cursor: 'pointer' }}
              >
                {t('fundraiserPages.profile.topic', { name: topic.name })}
              </Badge>
            ) : (
              <Text size="sm" c="dimmed">
                {t('fundraiserPages.profile.noTopic')}
              </Text>
            )}
          </Group>
        </Stack>
        {actions ? <Group gap="sm">{actions}</Group> : null}
      </Group>
      <Paper withBorder radius="lg" p="md" mt="lg">
        <RaisedProgress raised={fundraiser.raised} goal={fundraiser.goal} size="lg" />
      </Paper>
    </Box>
  );
}
