import { Box, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useSdgTopics } from '../api/get-sdg-topics';
import { SdgCard } from './sdg-card';

const SKELETON_CARDS = 4;

/** Home grid 'Discover an SDG': every card links to /details-topic/topic/{id}. */
export function SdgGrid() {
  const { t } = useTranslation();
  const topics = useSdgTopics();

  let content;
  if (topics.isPending) {
    content = (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg" aria-busy="true">
        <VisuallyHidden role="status">{t('home.sdg.loading')}</VisuallyHidden>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <Skeleton key={index} height={220} radius="lg" />
        ))}
      </SimpleGrid>
    );
  } else if (topics.isError) {
    content = (
      <ErrorState
        message={errorMessage(topics.error, t('errors.generic'))}
        onRetry={() => void topics.refetch()}
        retrying={topics.isFetching}
      />
    );
  } else if (topics.data.data.length === 0) {
    content = <EmptyState message={t('home.sdg.empty')} icon={<IconWorld size={28} />} />;
  } else {
    content = (
      <SimpleGrid
        component="ul"
        cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
        spacing="lg"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {topics.data.data.map((topic) => (
          <li key={topic.id}>
            <SdgCard topic={topic} to={paths.detailsTopic.href('topic', topic.id)} />
          </li>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Box component="section" aria-labelledby="sdg-grid-title">
      <Stack gap={6} mb="xl">
        <Title order={2} id="sdg-grid-title" fz={{ base: 26, sm: 32 }}>
          {t('home.sdg.gridTitle')}
        </Title>
        <Text c="dimmed" size="lg">
          {t('home.sdg.gridIntro')}
        </Text>
      </Stack>
      {content}
    </Box>
  );
}
