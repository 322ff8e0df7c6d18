import { type Id, type NonprofitProfileResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { nonprofitQueryKey } from './query-keys';

/** GET /nonprofit-profile/{id}: every field of a non-profit; 404 'Non-profit not found'. */
export function getNonprofitProfile(
  id: Id,
  signal?: AbortSignal,
): Promise<NonprofitProfileResponse> {
  return api.get(`/nonprofit-profile/${encodeURIComponent(String(id))}`, {
    schema: contractSchema('nonprofitProfileResponse'),
    signal,
  });
}

export function nonprofitProfileQueryOptions(id: Id) {
  return queryOptions({
    queryKey: nonprofitQueryKey(id),
    queryFn: ({ signal }) => getNonprofitProfile(id, signal),
  });
}

export function useNonprofitProfile(id: Id, { enabled = true } = {}) {
  return useQuery({ ...nonprofitProfileQueryOptions(id), enabled });
}
