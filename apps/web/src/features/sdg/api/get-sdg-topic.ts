import { type SdgTopicResponse } from '@app/contract';
import type { Language } from '@app/i18n/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { sdgTopicQueryKey } from './query-keys';

/** GET /sdg-topics/{id}: one goal in the active language (404 when there is none). */
export function getSdgTopic(id: string, signal?: AbortSignal): Promise<SdgTopicResponse> {
  return api.get(`/sdg-topics/${encodeURIComponent(id)}`, {
    schema: contractSchema('sdgTopicResponse'),
    signal,
  });
}

export function sdgTopicQueryOptions(id: string, language: Language) {
  return queryOptions({
    queryKey: [...sdgTopicQueryKey(id), language],
    queryFn: ({ signal }) => getSdgTopic(id, signal),
  });
}

export function useSdgTopic(id: string) {
  return useQuery(sdgTopicQueryOptions(id, useLanguage()));
}
