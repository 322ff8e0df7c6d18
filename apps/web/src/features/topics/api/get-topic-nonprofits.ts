import type { Language } from '@app/i18n/core';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import { getListPage, nextPage } from '@/lib/paged-list';
import { topicQueryKey } from './query-keys';
import { contractSchema } from '@/lib/api-client';

/** GET /topics/{id}/nonprofits?page&per_page: the non-profits working on a topic. */
export function getTopicNonprofits(id: string, page: number, signal?: AbortSignal) {
  return getListPage(
    `/topics/${encodeURIComponent(id)}/nonprofits`,
    contractSchema('nonprofitListResponse'),
    { page },
    signal,
  );
}

export function topicNonprofitsQueryOptions(id: string, language: Language) {
  return infiniteQueryOptions({
    queryKey: [...topicQueryKey(id), 'nonprofits', language],
    queryFn: ({ pageParam, signal }) => getTopicNonprofits(id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useTopicNonprofits(id: string, { enabled = true } = {}) {
  return useInfiniteQuery({ ...topicNonprofitsQueryOptions(id, useLanguage()), enabled });
}
