import { type SdgStatsResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { sdgTopicQueryKey } from './query-keys';

/** GET /sdg-topics/{id}/stats: how much works on a goal, per tab, and its topics' followers. */
export function getSdgStats(id: string, signal?: AbortSignal): Promise<SdgStatsResponse> {
  return api.get(`/sdg-topics/${encodeURIComponent(id)}/stats`, {
    schema: contractSchema('sdgStatsResponse'),
    signal,
  });
}

/** Counts only: the same in every language, so the language is not part of the key. */
export function sdgStatsQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...sdgTopicQueryKey(id), 'stats'],
    queryFn: ({ signal }) => getSdgStats(id, signal),
  });
}

export function useSdgStats(id: string) {
  return useQuery(sdgStatsQueryOptions(id));
}
