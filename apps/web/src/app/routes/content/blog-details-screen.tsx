import { Anchor, Box, Container, Grid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { DEFAULT_BANNER } from '@/components/cards/fallback-images';
import { ErrorState } from '@/components/ui/error-state';
import { StoredImage } from '@/components/ui/stored-image';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useBlogPost } from '@/features/blog/api/get-blog-post';
import { BlogMeta } from '@/features/blog/components/blog-meta';
import classes from '@/features/blog/components/blog.module.css';
import { ResponsesPanel } from '@/features/blog/components/responses-panel';
import { postFromState } from '@/features/blog/navigation-state';
import { isMissing } from '@/lib/api-client';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useDocumentMeta } from '@/lib/use-document-meta';

/**
 * /blog-details/{id}: the post from navigation state when the blog list sent it,
 * otherwise loaded by id, so direct links work. Beside it the (not yet open) responses.
 */
export function BlogDetailsScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const location = useLocation();
  const language = useLanguage();
  const query = useBlogPost(id, postFromState(location.state, id, language));
  const post = query.data?.data;
  const notFound = query.isError && isMissing(query.error);
  useDocumentMeta(
    post ? post.name : notFound ? t('blog.details.notFound') : undefined,
    post?.description,
  );

  const back = (
    <Anchor component={Link} to={paths.blogs.href()} fw={600} size="sm">
      <IconArrowLeft size={16} aria-hidden="true" style={{ verticalAlign: '-3px' }} />{' '}
      {t('blog.details.back')}
    </Anchor>
  );

  if (query.isPending) return <PageLoader label={t('blog.details.loading')} />;

  if (query.isError) {
    return (
      <Container size="md" py={{ base: 32, sm: 56 }}>
        <Stack gap="lg">
          {back}
          <VisuallyHidden component="h1">{t('blog.title')}</VisuallyHidden>
          <ErrorState
            message={notFound ? t('blog.details.notFound') : t('errors.generic')}
            onRetry={notFound ? undefined : () => void query.refetch()}
            retrying={query.isFetching}
          />
        </Stack>
      </Container>
    );
  }

  const { data } = query.data;
  return (
    <Container py={{ base: 32, sm: 56 }}>
      <Stack gap="lg">
        {back}
        <Grid gap={{ base: 32, md: 48 }}>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Box component="article" aria-labelledby="blog-post-title">
              <Stack gap="md">
                <Title order={1} id="blog-post-title" fz={{ base: 30, sm: 42 }} lh={1.15}>
                  {data.name}
                </Title>
                <BlogMeta post={data} size="md" />
                <StoredImage
                  file={data.picture}
                  shape="banner"
                  fallback={DEFAULT_BANNER}
                  // The main column: two thirds of the content width from md up.
                  sizes="(min-width: 62em) 760px, 100vw"
                  width={1440}
                  height={450}
                  priority
                  alt=""
                  radius="lg"
                  className={classes.heroImage}
                />
                <Text className={classes.body}>{data.description}</Text>
              </Stack>
            </Box>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <ResponsesPanel />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
