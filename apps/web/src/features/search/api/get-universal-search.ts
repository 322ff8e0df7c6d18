import { type SearchResponse } from '@app/contract';
import type { Language } from '@app/i18n/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** GET /universal-search/{query}: at most 10 suggestions, each with the web path to open. */
export function getUniversalSearch(query: string, signal?: AbortSignal): Promise<SearchResponse> {
  return api.get(`/universal-search/${encodeURIComponent(query)}`, {
    schema: contractSchema('searchResponse'),
    signal,
  });
}

/** Titles are platform content, so the language is part of the key. */
export function universalSearchQueryOptions(query: string, language: Language) {
  return queryOptions({
    queryKey: ['universal-search', language, query],
    queryFn: ({ signal }) => getUniversalSearch(query, signal),
  });
}

/** Suggestions for a (debounced, trimmed) query; nothing is asked for an empty one. */
export function useUniversalSearch(query: string) {
  return useQuery({
    ...universalSearchQueryOptions(query, useLanguage()),
    enabled: query.length > 0,
    // The last suggestions stay while the next ones load, so the list does not flicker.
    placeholderData: keepPreviousData,
  });
}
