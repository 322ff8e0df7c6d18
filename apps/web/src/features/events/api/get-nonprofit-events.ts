import { type Id, type NonprofitEventsResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { nonprofitEventsQueryKey } from './query-keys';

/** GET /nonprofit-event/{id}: a non-profit's events, newest first (the Campaign tab). */
export function getNonprofitEvents(
  nonprofitId: Id,
  signal?: AbortSignal,
): Promise<NonprofitEventsResponse> {
  return api.get(`/nonprofit-event/${encodeURIComponent(String(nonprofitId))}`, {
    schema: contractSchema('nonprofitEventsResponse'),
    signal,
  });
}

/** Creating or deleting an event refreshes this list. */
export function nonprofitEventsQueryOptions(nonprofitId: Id) {
  return queryOptions({
    queryKey: nonprofitEventsQueryKey(nonprofitId),
    queryFn: ({ signal }) => getNonprofitEvents(nonprofitId, signal),
  });
}

export function useNonprofitEvents(nonprofitId: Id) {
  return useQuery(nonprofitEventsQueryOptions(nonprofitId));
}
