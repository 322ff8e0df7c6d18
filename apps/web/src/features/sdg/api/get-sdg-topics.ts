import { type SdgTopicListResponse } from '@app/contract';
import type { Language } from '@app/i18n/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { sdgTopicListQueryKey } from './query-keys';

/** GET /sdg-topics: the 17 goals in the active language, sorted by number. */
export function getSdgTopics(signal?: AbortSignal): Promise<SdgTopicListResponse> {
  return api.get('/sdg-topics', { schema: contractSchema('sdgTopicListResponse'), signal });
}

/** The language is part of the key: the api-client sends it, so a toggle must refetch. */
export function sdgTopicsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: sdgTopicListQueryKey(language),
    queryFn: ({ signal }) => getSdgTopics(signal),
  });
}

export function useSdgTopics() {
  return useQuery(sdgTopicsQueryOptions(useLanguage()));
}
