import type { SearchResultGroup, SearchSuggestion } from '@app/contract';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CardGrid } from '@/components/cards/card-grid';
import { DEFAULT_IMAGE } from '@/components/cards/fallback-images';
import { FundraiserCard } from '@/components/cards/fundraiser-card';
import { StoredImage } from '@/components/ui/stored-image';
import { paths } from '@/config/paths';
import { useHomeFundraisers } from '@/features/home/api/get-home-fundraisers';
import { useMoreResults, useSearchResults } from '@/features/search/api/get-search-results';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { langOf } from '@/lib/text-lang';
import { useDocumentMeta } from '@/lib/use-document-meta';

/** The term of the address (`?q=`), as searched: trimmed, at most what the API takes. */
export function searchTerm(params: URLSearchParams): string {
  return (params.get('q') ?? '').trim().slice(0, 100);
}

/** The search box of the page: a form that opens the results of what is typed. */
function SearchForm({ term }: { term: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState(term);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim();
    if (typed) void navigate(paths.search.href(typed));
  };
  return (
    <form role="search" action={paths.search.href()} method="get" onSubmit={submit}>
      <Group gap="sm" wrap="nowrap" align="flex-end">
        <TextInput
          type="search"
          name="q"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={100}
          radius="xl"
          size="md"
          style={{ flex: 1 }}
        />
        <Button type="submit" size="md" radius="xl" color="ember">
          {t('searchResults.submit')}
        </Button>
      </Group>
    </form>
  );
}

/** One page found: its picture and its title as the link to it (its kind heads the group). */
function ResultItem({ item }: { item: SearchSuggestion }) {
  const language = useLanguage();
  return (
    <Paper component="li" withBorder radius="md" p="sm" style={{ listStyle: 'none' }}>
      <Group gap="sm" wrap="nowrap">
        <StoredImage
          file={item.picture}
          fallback={DEFAULT_IMAGE}
          shape="logo"
          sizes="56px"
          alt=""
          width={56}
          height={56}
          w={56}
          h={56}
          radius="sm"
          fit="cover"
        />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor
            component={Link}
            to={item.link}
            fw={600}
            lineClamp={2}
            {...langOf(item.title_lang, language)}
          >
            {item.title}
          </Anchor>
        </Stack>
      </Group>
    </Paper>
  );
}

/** One kind's results with its count, and more of them on demand. */
function ResultGroup({ term, group }: { term: string; group: SearchResultGroup }) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const more = useMoreResults(term, group.type, wanted);
  const items = [
    ...group.data,
    ...(more.data?.pages.flatMap((page) => page.groups[0]?.data ?? []) ?? []),
  ];
  const name = t(`searchResults.groups.${group.type}`);
  const headingId = `search-group-${group.type}`;
  const lastEmpty = more.data?.pages.at(-1)?.groups[0]?.data.length === 0;
  const left = !lastEmpty && (group.capped || items.length < group.total);
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group gap="xs">
        <Title order={2} size="h3" id={headingId}>
          {name}
        </Title>
        <Badge variant="light" color="gray" size="lg">
          {t(group.capped ? 'searchResults.groupCountCapped' : 'searchResults.groupCount', {
            count: group.total,
          })}
        </Badge>
      </Group>
      <Stack component="ul" gap="xs" p={0} m={0}>
        {items.map((item) => (
          <ResultItem key={`${item.type}-${item.id}`} item={item} />
        ))}
      </Stack>
      {left ? (
        <Group>
          <Button
            variant="light"
            aria-label={t('searchResults.moreNamed', { group: name })}
            loading={more.isFetching}
            onClick={() => (wanted ? void more.fetchNextPage() : setWanted(true))}
          >
            {t('searchResults.more')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/** Nothing found: what the searcher may have meant, and causes to support instead. */
function PopularCauses() {
  const { t } = useTranslation();
  const popular = useHomeFundraisers();
  if (!popular.data?.data.length) return null;
  return (
    <Stack component="section" aria-labelledby="search-popular" gap="md">
      <Title order={2} size="h3" id="search-popular">
        {t('searchResults.popular')}
      </Title>
      <CardGrid aria-label={t('searchResults.popular')}>
        {popular.data.data.map((item) => (
          <FundraiserCard
            key={item.id}
            item={item}
            titleOrder={3}
            to={paths.fundraiserDetails.href(item.id)}
          />
        ))}
      </CardGrid>
    </Stack>
  );
}

function DidYouMean({ suggestion }: { suggestion: string }) {
  const { t } = useTranslation();
  return (
    <Text size="lg">
      {t('searchResults.didYouMean')}{' '}
      <Anchor component={Link} to={paths.search.href(suggestion)} fw={700} fs="italic">
        {suggestion}
      </Anchor>
      ?
    </Text>
  );
}

const groupTotal = (groups: SearchResultGroup[]) =>
  groups.reduce((sum, group) => sum + group.total, 0);

/**
 * /search?q=: every kind of page the term finds, each kind under its heading with its count and
 * more on demand, the kind with the best match first; a spelling suggestion where a word was
 * corrected; on no result, the suggestion and popular causes. The address is the search, so it
 * can be shared, and the server renders it with its results.
 */
export function SearchResultsScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const term = searchTerm(params);
  const results = useSearchResults(term);
  const heading = term ? t('searchResults.heading', { query: term }) : t('searchResults.title');
  useDocumentMeta(heading, t('searchResults.prompt'));
  const groups: SearchResultGroup[] = results.data?.groups ?? [];
  const suggestion = results.data?.suggestion ?? null;
  return (
    <Container py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="xl">
        <Stack gap="md">
          <Title order={1} fz={{ base: 28, sm: 40 }} style={{ overflowWrap: 'anywhere' }}>
            {heading}
          </Title>
          {/* A new term is a new page: the box starts from the address's term. */}
          <SearchForm key={term} term={term} />
        </Stack>
        {!term ? (
          <Text c="gray.7">{t('searchResults.prompt')}</Text>
        ) : results.isPending ? (
          <Stack gap="xs" aria-busy="true">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height={72} radius="md" />
            ))}
          </Stack>
        ) : results.isError ? (
          <Alert color="red" role="alert">
            <Group justify="space-between">
              <Text>{t('searchResults.error')}</Text>
              <Button size="xs" variant="light" onClick={() => void results.refetch()}>
                {t('common.retry')}
              </Button>
            </Group>
          </Alert>
        ) : groups.length === 0 ? (
          <Stack gap="lg">
            <Stack gap="xs" role="status">
              <Text size="lg" fw={600}>
                {t('searchResults.noResults', { query: term })}
              </Text>
              {suggestion ? <DidYouMean suggestion={suggestion} /> : null}
              <Text c="gray.7">{t('searchResults.noResultsHint')}</Text>
            </Stack>
            <PopularCauses />
          </Stack>
        ) : (
          <Stack gap="xl">
            <Stack gap={4}>
              <Text c="gray.7" role="status">
                {t('searchResults.total', { count: groupTotal(groups) })}
              </Text>
              {suggestion ? <DidYouMean suggestion={suggestion} /> : null}
            </Stack>
            {groups.map((group) => (
              <ResultGroup key={`${term}-${group.type}`} term={term} group={group} />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
