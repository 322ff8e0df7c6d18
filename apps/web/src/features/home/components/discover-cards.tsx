import { Box, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingCommunity,
  IconBuildingSkyscraper,
  IconCalendarEvent,
  IconConfetti,
  IconHeartHandshake,
  IconMapPin,
  IconTags,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { DiscoverTab } from './chooser-steps';
import classes from './home.module.css';

interface DiscoverCard {
  key: string;
  icon: Icon;
  color: string;
  to: string;
  state?: { tab: DiscoverTab };
}

const toDiscover = (tab: DiscoverTab) => ({ to: paths.discover.href(), state: { tab } });

/** Home cards go to the goals, the places, or /discover on a starting tab. */
const cards: DiscoverCard[] = [
  { key: 'sdg', icon: IconWorld, color: 'ember', to: paths.sustainableDevelopmentGoals.href() },
  { key: 'location', icon: IconMapPin, color: 'leaf', to: paths.location.href() },
  { key: 'topics', icon: IconTags, color: 'ember', ...toDiscover('topics') },
  { key: 'nonprofit', icon: IconBuildingCommunity, color: 'leaf', ...toDiscover('nonprofit') },
  { key: 'fundraiser', icon: IconHeartHandshake, color: 'ember', ...toDiscover('fundraiser') },
  { key: 'events', icon: IconCalendarEvent, color: 'leaf', ...toDiscover('events') },
  { key: 'company', icon: IconBuildingSkyscraper, color: 'ember', ...toDiscover('company') },
  { key: 'companyEvents', icon: IconConfetti, color: 'leaf', ...toDiscover('companyEvents') },
];

/** 'Start discovering': one card per way in. */
export function DiscoverCards() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="discover-cards-title">
      <Stack gap={6} mb="xl">
        <Title order={2} id="discover-cards-title" fz={{ base: 26, sm: 32 }}>
          {t('discoverCards.title')}
        </Title>
        <Text c="dimmed" size="lg">
          {t('discoverCards.intro')}
        </Text>
      </Stack>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, xs: 2, md: 4 }}
        spacing="md"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {cards.map((card) => (
          <li key={card.key}>
            <Link to={card.to} state={card.state} className={classes.discoverCard}>
              <ThemeIcon
                size={48}
                radius="xl"
                variant="light"
                color={card.color}
                aria-hidden="true"
              >
                <card.icon size={26} />
              </ThemeIcon>
              <div>
                <Text fw={700} fz="lg">
                  {t(`discoverCards.${card.key}`)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`discoverCards.${card.key}Text`)}
                </Text>
              </div>
            </Link>
          </li>
        ))}
      </SimpleGrid>
    </Box>
  );
}
