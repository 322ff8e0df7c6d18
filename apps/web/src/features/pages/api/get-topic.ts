import { topicDetailsResponse, type TopicDetailsResponse } from '@app/contract';
import type { Language } from '@app/i18n';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/** Root of every query about one topic; a follow or unfollow refreshes them all. */
export function topicQueryKey(id: number | string) {
  return ['topics', 'detail', String(id)] as const;
}

/** GET /topics/{id}: a topic with its SDG and how many non-profits and fundraisers work on it. */
export function getTopic(id: number | string, signal?: AbortSignal): Promise<TopicDetailsResponse> {
  return api.get(`/topics/${encodeURIComponent(String(id))}`, {
    schema: topicDetailsResponse,
    signal,
  });
}

export function topicQueryOptions(id: number | string, language: Language) {
  return queryOptions({
    queryKey: [...topicQueryKey(id), language],
    queryFn: ({ signal }) => getTopic(id, signal),
  });
}

export function useTopic(id: number | string, { enabled = true } = {}) {
  return useQuery({ ...topicQueryOptions(id, useLanguage()), enabled });
}
