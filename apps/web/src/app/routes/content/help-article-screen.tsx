import {
  Anchor,
  Breadcrumbs,
  Container,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useHelpArticle } from '@/features/help/api/get-help-article';
import classes from '@/features/help/components/help.module.css';
import { articleFromState } from '@/features/help/navigation-state';
import { isMissing } from '@/lib/api-client';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useDocumentMeta } from '@/lib/use-document-meta';

/**
 * /articles/{id}/{slug}: the article from navigation state when the help center sent
 * it, otherwise loaded by id; 'Article data not found.' when it does not exist.
 */
export function HelpArticleScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const location = useLocation();
  const language = useLanguage();
  const query = useHelpArticle(id, articleFromState(location.state, id, language));
  const article = query.data?.data;
  const notFound = query.isError && isMissing(query.error);
  useDocumentMeta(
    article ? article.title : notFound ? t('help.article.notFound') : undefined,
    article?.content,
  );

  const help = (
    <Anchor component={Link} to={paths.help.href()}>
      {t('help.title')}
    </Anchor>
  );

  if (query.isPending) return <PageLoader label={t('help.article.loading')} />;

  return (
    <Container size="md" py={{ base: 32, sm: 56 }}>
      <Stack gap="lg">
        <nav aria-label={t('help.article.breadcrumb')}>
          <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap', rowGap: 4 }}>
            {help}
            {article ? <Text size="sm">{article.category}</Text> : null}
            {article ? <Text size="sm">{article.section}</Text> : null}
            {article ? (
              <Text size="sm" fw={600} aria-current="page">
                {article.title}
              </Text>
            ) : null}
          </Breadcrumbs>
        </nav>
        {query.isError ? (
          <>
            <VisuallyHidden component="h1">{t('help.title')}</VisuallyHidden>
            <ErrorState
              message={notFound ? t('help.article.notFound') : t('errors.generic')}
              onRetry={notFound ? undefined : () => void query.refetch()}
              retrying={query.isFetching}
            />
          </>
        ) : (
          <Paper component="article" withBorder radius="lg" p={{ base: 'lg', sm: 40 }} bg="white">
            <Stack gap="md">
              <Title order={1} fz={{ base: 28, sm: 38 }} lh={1.2}>
                {query.data.data.title}
              </Title>
              <Text className={classes.body}>{query.data.data.content}</Text>
            </Stack>
          </Paper>
        )}
        <Anchor component={Link} to={paths.help.href()} fw={600} size="sm">
          <IconArrowLeft size={16} aria-hidden="true" style={{ verticalAlign: '-3px' }} />{' '}
          {t('help.article.back')}
        </Anchor>
      </Stack>
    </Container>
  );
}
