import { type PopularTopicsResponse } from '@app/contract';
import type { Language } from '@app/i18n/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { popularTopicsQueryKey } from './query-keys';

/** Home shows 8 random popular topics. */
export const POPULAR_TOPICS_LIMIT = 8;

/** GET /topics/popular?limit: random topics among the most followed. */
export function getPopularTopics(
  limit = POPULAR_TOPICS_LIMIT,
  signal?: AbortSignal,
): Promise<PopularTopicsResponse> {
  return api.get('/topics/popular', {
    query: { limit },
    schema: contractSchema('popularTopicsResponse'),
    signal,
  });
}

/** The pick is random on the server; the 5-minute cache keeps it steady while browsing. */
export function popularTopicsQueryOptions(language: Language, limit = POPULAR_TOPICS_LIMIT) {
  return queryOptions({
    queryKey: popularTopicsQueryKey(limit, language),
    queryFn: ({ signal }) => getPopularTopics(limit, signal),
  });
}

export function usePopularTopics() {
  return useQuery(popularTopicsQueryOptions(useLanguage()));
}
