import type { Language } from '@app/i18n/core';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import { getListPage, nextPage } from '@/lib/paged-list';
import { topicQueryKey } from './query-keys';
import { contractSchema } from '@/lib/api-client';

/** GET /topics/{id}/fundraisers?page&per_page: the fundraisers for a topic. */
export function getTopicFundraisers(id: string, page: number, signal?: AbortSignal) {
  return getListPage(
    `/topics/${encodeURIComponent(id)}/fundraisers`,
    contractSchema('fundraiserListResponse'),
    { page },
    signal,
  );
}

export function topicFundraisersQueryOptions(id: string, language: Language) {
  return infiniteQueryOptions({
    queryKey: [...topicQueryKey(id), 'fundraisers', language],
    queryFn: ({ pageParam, signal }) => getTopicFundraisers(id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useTopicFundraisers(id: string, { enabled = true } = {}) {
  return useInfiniteQuery({ ...topicFundraisersQueryOptions(id, useLanguage()), enabled });
}
