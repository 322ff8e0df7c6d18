import { Box, Container, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { useHelpCategories } from '@/features/help/api/get-help-categories';
import { HelpCategoryCard } from '@/features/help/components/help-category-card';
import classes from '@/features/help/components/help.module.css';
import { countArticles, filterHelp } from '@/features/help/filter-help';
import { useDocumentMeta } from '@/lib/use-document-meta';

/** The help search waits 300 ms after the last keystroke. */
export const HELP_SEARCH_DEBOUNCE_MS = 300;

/** /help: the help center's categories, sections and articles, with a search. */
export function HelpScreen() {
  const { t } = useTranslation();
  const query = useHelpCategories();
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search, HELP_SEARCH_DEBOUNCE_MS);
  const shown = useMemo(() => filterHelp(query.data ?? [], keyword), [query.data, keyword]);
  const searching = keyword.trim() !== '';
  useDocumentMeta(t('help.title'), t('help.subtitle'));

  let body;
  if (query.isPending) body = <PageLoader label={t('help.loading')} />;
  else if (query.isError)
    body = (
      <ErrorState
        message={t('errors.generic')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (query.data.length === 0) body = <EmptyState message={t('help.empty')} />;
  else if (shown.length === 0) body = <EmptyState message={t('help.noMatches')} />;
  else
    body = (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {shown.map((category) => (
          <HelpCategoryCard key={category.id} category={category} />
        ))}
      </SimpleGrid>
    );

  return (
    <>
      <Box className={classes.hero}>
        <Container size="md" py={{ base: 40, sm: 64 }}>
          <Stack gap="md" ta="center" align="center">
            <Title order={1} fz={{ base: 32, sm: 44 }}>
              {t('help.title')}
            </Title>
            <Text size="lg" c="gray.7" maw={560}>
              {t('help.subtitle')}
            </Text>
            <TextInput
              type="search"
              w="100%"
              maw={560}
              size="lg"
              radius="xl"
              aria-label={t('help.searchLabel')}
              placeholder={t('help.searchPlaceholder')}
              leftSection={<IconSearch size={20} aria-hidden="true" />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              disabled={!query.isSuccess}
            />
          </Stack>
        </Container>
      </Box>
      <Container py={{ base: 32, sm: 48 }}>
        <Text role="status" aria-live="polite" size="sm" c="gray.7" mb={searching ? 'md' : 0}>
          {searching && query.isSuccess && shown.length > 0
            ? t('help.results', { count: countArticles(shown) })
            : ''}
        </Text>
        {body}
      </Container>
    </>
  );
}
