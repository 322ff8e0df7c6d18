import type { SdgTopic } from '@app/contract';
import {
  Box,
  Card,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowRight, IconWorld } from '@tabler/icons-react';
import { use, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { FirstPictures, storedImageSrcSet } from '@/components/ui/stored-image';
import { ErrorState } from '@/components/ui/error-state';
import { errorMessage } from '@/lib/api-client';
import { readableTextColor, storageUrl } from '@/lib/format';
import { useSdgTopics } from '../api/get-sdg-topics';
import classes from './sdg.module.css';

interface SdgGoalListProps {
  /** Where a goal leads; the app decides the route. */
  linkTo: (topic: SdgTopic) => string;
}

/** All 17 goals with their colour, number, name and full description, each linking to its page. */
export function SdgGoalList({ linkTo }: SdgGoalListProps) {
  const { t } = useTranslation();
  const topics = useSdgTopics();

  if (topics.isPending) {
    return (
      <div role="status" aria-live="polite">
        <VisuallyHidden>{t('home.sdg.loading')}</VisuallyHidden>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" aria-hidden="true">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={180} radius="lg" />
          ))}
        </SimpleGrid>
      </div>
    );
  }
  if (topics.isError) {
    return (
      <ErrorState
        message={errorMessage(topics.error, t('errors.generic'))}
        onRetry={() => void topics.refetch()}
        retrying={topics.isFetching}
      />
    );
  }
  if (topics.data.data.length === 0) {
    return <EmptyState message={t('home.sdg.empty')} icon={<IconWorld size={28} />} />;
  }
  return (
    <SimpleGrid component="ul" cols={{ base: 1, md: 2 }} spacing="lg" className={classes.list}>
      {topics.data.data.map((topic, index) => (
        <li key={topic.id}>
          {/* The first row (one goal on a phone, two on a wide screen): its logos at once. */}
          <FirstPictures value={index < 2}>
            <GoalRow topic={topic} to={linkTo(topic)} />
          </FirstPictures>
        </li>
      ))}
    </SimpleGrid>
  );
}

function GoalRow({ topic, to }: { topic: SdgTopic; to: string }) {
  const { t } = useTranslation();
  const [logoFailed, setLogoFailed] = useState(false);
  const logo = logoFailed ? null : storageUrl(topic.logo);
  const textColor = readableTextColor(topic.colorTheme);
  const first = use(FirstPictures);

  return (
    <Card withBorder radius="lg" padding={0} className={classes.row}>
      <Group wrap="nowrap" align="stretch" gap={0} h="100%">
        <Box
          className={classes.rowBand}
          style={{ backgroundColor: topic.colorTheme, color: textColor }}
        >
          <Text size="xs" fw={700} tt="uppercase" style={{ color: textColor, letterSpacing: 1 }}>
            {t('home.sdg.goalNumber', { number: topic.number })}
          </Text>
          <Text fz={44} fw={800} lh={1} aria-hidden="true" style={{ color: textColor }}>
            {topic.number}
          </Text>
          {logo ? (
            <Image
              src={logo}
              srcSet={storedImageSrcSet(logo)}
              sizes="48px"
              alt=""
              w={48}
              h={48}
              width={48}
              height={48}
              // Later rows: fetched and decoded when near, not at the first paint.
              loading={first ? 'eager' : 'lazy'}
              decoding={first ? undefined : 'async'}
              fit="contain"
              mt="sm"
              onError={() => setLogoFailed(true)}
            />
          ) : null}
        </Box>
        <Box p="md" style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} size="h4" mb={6}>
            <Link to={to} className={classes.rowLink}>
              {topic.name}
            </Link>
          </Title>
          <Text size="sm" c="dimmed">
            {topic.description}
          </Text>
          <Group gap={4} mt="sm" c="ember.8" aria-hidden="true">
            <Text size="sm" fw={600} c="ember.8">
              {t('explore.sdgGoals.exploreShort')}
            </Text>
            <IconArrowRight size={16} />
          </Group>
        </Box>
      </Group>
    </Card>
  );
}
