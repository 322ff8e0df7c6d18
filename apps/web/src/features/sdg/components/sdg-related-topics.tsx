import type { TopicListItem } from '@app/contract';
import { Badge, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { useSdgTab } from '../api/get-sdg-tab';
import { InlineErrorState } from '@/components/ui/error-state';

/** How many related topics the panel shows; the Topics tab has all of them. */
const RELATED_TOPICS_SHOWN = 8;

interface SdgRelatedTopicsProps {
  sdgId: string;
  topicHref: (topic: TopicListItem) => string;
}

/** 'Related topics': the first topics of the goal (GET /sdg-topics/{id}/topics) as links. */
export function SdgRelatedTopics({ sdgId, topicHref }: SdgRelatedTopicsProps) {
  const { t } = useTranslation();
  const query = useSdgTab(sdgId, 'topics');
  const topics = query.data?.pages[0]?.data.slice(0, RELATED_TOPICS_SHOWN) ?? [];

  let content;
  if (query.isPending) {
    content = (
      <Group gap="xs" aria-hidden="true">
        {[80, 120, 96].map((width) => (
          <Skeleton key={width} h={26} w={width} radius="xl" />
        ))}
      </Group>
    );
  } else if (query.isError && !query.data) {
    content = (
      <InlineErrorState
        message={t('sdgPage.relatedError')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (topics.length === 0) {
    content = (
      <Text size="sm" c="dimmed">
        {t('sdgPage.noRelatedTopics')}
      </Text>
    );
  } else {
    content = (
      <Group component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {topics.map((topic) => (
          <li key={topic.id}>
            <Badge
              component={Link}
              to={topicHref(topic)}
              size="lg"
              radius="xl"
              variant="light"
              color="ember"
              tt="none"
              style={{ cursor: 'pointer' }}
            >
              {topic.name}
            </Badge>
          </li>
        ))}
      </Group>
    );
  }

  return (
    <Paper
      component="section"
      aria-labelledby="sdg-related-title"
      withBorder
      radius="lg"
      p="lg"
      bg="white"
    >
      <Title order={2} size="h4" id="sdg-related-title" mb="md">
        {t('sdgPage.relatedTopics')}
      </Title>
      {content}
    </Paper>
  );
}
