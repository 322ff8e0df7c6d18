import { Box, Container, Grid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { useBlogPosts } from '@/features/blog/api/get-blog-posts';
import { FeaturedPostSkeleton, NewsListSkeleton } from '@/features/blog/components/blog-skeletons';
import { FeaturedPost } from '@/features/blog/components/featured-post';
import { NewsItem } from '@/features/blog/components/news-item';
import { useDocumentMeta } from '@/lib/use-document-meta';

function Column({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Stack gap={2} mb="md">
        {eyebrow ? (
          <Text tt="uppercase" fw={700} size="sm" c="ember.8" lts="0.08em">
            {eyebrow}
          </Text>
        ) : (
          // Keeps both column headings on one line when the columns sit side by side.
          <Text size="sm" visibleFrom="md" aria-hidden="true">
            {'\u00a0'}
          </Text>
        )}
        <Title order={2} id={id}>
          {title}
        </Title>
      </Stack>
      {children}
    </Box>
  );
}

/**
 * /blogs: the newest post in the 'Latest / Latest updates' column and the others in
 * 'Latest news', newest first; skeletons while loading, the spec's error and empty texts.
 */
export function BlogsScreen() {
  const { t } = useTranslation();
  const query = useBlogPosts();
  useDocumentMeta(t('blog.title'), t('blog.subtitle'));
  const [latest, ...news] = query.data ?? [];

  return (
    <Container py={{ base: 32, sm: 56 }}>
      <Stack gap="xs" mb={{ base: 'xl', sm: 40 }}>
        <Title order={1} fz={{ base: 32, sm: 44 }}>
          {t('blog.title')}
        </Title>
        <Text size="lg" c="gray.7" maw={640}>
          {t('blog.subtitle')}
        </Text>
      </Stack>
      <VisuallyHidden role="status">{query.isPending ? t('blog.loading') : ''}</VisuallyHidden>
      {query.isError ? (
        <ErrorState
          message={t('blog.loadFailed')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <Grid gap={{ base: 32, md: 48 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Column
              id="blog-latest-title"
              eyebrow={t('blog.latest')}
              title={t('blog.latestUpdates')}
            >
              {query.isPending ? (
                <FeaturedPostSkeleton />
              ) : latest ? (
                <FeaturedPost post={latest} />
              ) : (
                <EmptyState message={t('blog.noLatest')} />
              )}
            </Column>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Column id="blog-news-title" title={t('blog.latestNews')}>
              {query.isPending ? (
                <NewsListSkeleton />
              ) : news.length > 0 ? (
                <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                  {news.map((post) => (
                    <li key={post.id}>
                      <NewsItem post={post} />
                    </li>
                  ))}
                </Stack>
              ) : (
                <EmptyState message={t('blog.noNews')} />
              )}
            </Column>
          </Grid.Col>
        </Grid>
      )}
    </Container>
  );
}
