import { nonprofitListResponse, PER_PAGE_DEFAULT } from '@app/contract';
import type { Language } from '@app/i18n';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { topicQueryKey } from './get-topic';

/** GET /topics/{id}/nonprofits?page&per_page: the non-profits working on a topic, 20 at a time. */
export function topicNonprofitsQueryOptions(id: number | string, language: Language) {
  return infiniteQueryOptions({
    queryKey: [...topicQueryKey(id), 'nonprofits', language],
    queryFn: ({ pageParam, signal }) =>
      api.get(`/topics/${encodeURIComponent(String(id))}/nonprofits`, {
        query: { page: pageParam, per_page: PER_PAGE_DEFAULT },
        schema: nonprofitListResponse,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: ({ meta }) =>
      meta.current_page < meta.last_page ? meta.current_page + 1 : undefined,
  });
}

export function useTopicNonprofits(id: number | string, { enabled = true } = {}) {
  return useInfiniteQuery({ ...topicNonprofitsQueryOptions(id, useLanguage()), enabled });
}
