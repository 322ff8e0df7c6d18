import { fundraiserListResponse, PER_PAGE_DEFAULT } from '@app/contract';
import type { Language } from '@app/i18n';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { topicQueryKey } from './get-topic';

/** GET /topics/{id}/fundraisers?page&per_page: the fundraisers for a topic, 20 at a time. */
export function topicFundraisersQueryOptions(id: number | string, language: Language) {
  return infiniteQueryOptions({
    queryKey: [...topicQueryKey(id), 'fundraisers', language],
    queryFn: ({ pageParam, signal }) =>
      api.get(`/topics/${encodeURIComponent(String(id))}/fundraisers`, {
        query: { page: pageParam, per_page: PER_PAGE_DEFAULT },
        schema: fundraiserListResponse,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: ({ meta }) =>
      meta.current_page < meta.last_page ? meta.current_page + 1 : undefined,
  });
}

export function useTopicFundraisers(id: number | string, { enabled = true } = {}) {
  return useInfiniteQuery({ ...topicFundraisersQueryOptions(id, useLanguage()), enabled });
}
