import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconTags } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { CardGrid } from '@/components/cards/card-grid';
import { CardSkeletons } from '@/components/cards/card-skeletons';
import { TopicCard } from '@/components/cards/topic-card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { paths } from '@/config/paths';
import { usePopularTopics } from '@/features/topics/api/get-popular-topics';
import { errorMessage } from '@/lib/api-client';
import { FollowButton } from '../discover/follow-button';

/**
 * Home's eight random popular topics, each with Follow and a link to
 * /discover/details/topic/{id}.
 */
export function PopularTopics() {
  const { t } = useTranslation();
  const topics = usePopularTopics();

  let content;
  if (topics.isPending) {
    content = <CardSkeletons />;
  } else if (topics.isError) {
    content = (
      <ErrorState
        message={errorMessage(topics.error, t('errors.generic'))}
        onRetry={() => void topics.refetch()}
        retrying={topics.isFetching}
      />
    );
  } else if (topics.data.data.length === 0) {
    content = <EmptyState message={t('popularTopics.empty')} icon={<IconTags size={28} />} />;
  } else {
    content = (
      <CardGrid aria-label={t('popularTopics.title')}>
        {topics.data.data.map((topic) => (
          <TopicCard
            key={topic.id}
            item={topic}
            to={paths.discoverDetails.href('topic', topic.id)}
            action={<FollowButton type="topic" id={topic.id} name={topic.name} />}
          />
        ))}
      </CardGrid>
    );
  }

  return (
    <Box component="section" aria-labelledby="popular-topics-title">
      <Group justify="space-between" align="flex-end" gap="md" mb="xl">
        <Stack gap={6}>
          <Title order={2} id="popular-topics-title" fz={{ base: 26, sm: 32 }}>
            {t('popularTopics.title')}
          </Title>
          <Text c="dimmed" size="lg">
            {t('popularTopics.intro')}
          </Text>
        </Stack>
        <Button
          component={Link}
          to={paths.discover.href()}
          state={{ tab: 'topics' }}
          variant="subtle"
          rightSection={<IconArrowRight size={18} aria-hidden="true" />}
        >
          {t('popularTopics.seeAll')}
        </Button>
      </Group>
      {content}
    </Box>
  );
}
