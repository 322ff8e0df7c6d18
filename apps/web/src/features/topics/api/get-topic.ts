import { type TopicDetailsResponse } from '@app/contract';
import type { Language } from '@app/i18n/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { topicQueryKey } from './query-keys';

/** GET /topics/{id}: a topic with its SDG and how many non-profits and fundraisers it has. */
export function getTopic(id: string, signal?: AbortSignal): Promise<TopicDetailsResponse> {
  return api.get(`/topics/${encodeURIComponent(id)}`, {
    schema: contractSchema('topicDetailsResponse'),
    signal,
  });
}

export function topicQueryOptions(id: string, language: Language) {
  return queryOptions({
    queryKey: [...topicQueryKey(id), language],
    queryFn: ({ signal }) => getTopic(id, signal),
  });
}

export function useTopic(id: string) {
  return useQuery(topicQueryOptions(id, useLanguage()));
}
