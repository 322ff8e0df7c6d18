import type { SearchResultsResponse, SearchType } from '@app/contract';
import type { Language } from '@app/i18n/core';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** GET /search?q: every kind of page a term finds, grouped; `type` and `page`: more of one kind. */
export function getSearchResults(
  query: { q: string; type?: SearchType; page?: number },
  signal?: AbortSignal,
): Promise<SearchResultsResponse> {
  return api.get('/search', {
    query: { q: query.q, type: query.type, page: query.page },
    schema: contractSchema('searchResultsResponse'),
    signal,
  });
}

/** Titles are platform content, so the language is part of the key. */
export function searchResultsQueryOptions(q: string, language: Language) {
  return queryOptions({
    queryKey: ['search-results', language, q],
    queryFn: ({ signal }) => getSearchResults({ q }, signal),
  });
}

/** The results page's groups for a (trimmed) term; nothing is asked for an empty one. */
export function useSearchResults(q: string) {
  return useQuery({ ...searchResultsQueryOptions(q, useLanguage()), enabled: q.length > 0 });
}

/** The pages of one kind after the first ("more"), asked only when wanted. */
export function moreResultsQueryOptions(q: string, type: SearchType, language: Language) {
  return infiniteQueryOptions({
    queryKey: ['search-results', language, q, type],
    queryFn: ({ pageParam, signal }) => getSearchResults({ q, type, page: pageParam }, signal),
    initialPageParam: 2,
    getNextPageParam: (last, _all, pageParam) =>
      (last.groups[0]?.data.length ?? 0) > 0 ? pageParam + 1 : undefined,
  });
}

export function useMoreResults(q: string, type: SearchType, enabled: boolean) {
  return useInfiniteQuery({ ...moreResultsQueryOptions(q, type, useLanguage()), enabled });
}
