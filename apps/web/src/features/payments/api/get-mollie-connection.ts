import { type MollieConnectionResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { sessionQueryMeta } from '@/lib/query-client';

/** Every Mollie connection query (one per non-profit). */
export const mollieConnectionsQueryKey = ['mollie-connection'] as const;

/** GET /mollie/connection/{nonprofitId} (owner): whether donations go to the non-profit's own account. */
export function getMollieConnection(
  nonprofitId: number,
  signal?: AbortSignal,
): Promise<MollieConnectionResponse> {
  return api.get(`/mollie/connection/${encodeURIComponent(String(nonprofitId))}`, {
    schema: contractSchema('mollieConnectionResponse'),
    signal,
  });
}

export function mollieConnectionQueryOptions(nonprofitId: number) {
  return queryOptions({
    queryKey: [...mollieConnectionsQueryKey, nonprofitId],
    queryFn: ({ signal }) => getMollieConnection(nonprofitId, signal),
    meta: sessionQueryMeta,
  });
}

export function useMollieConnection(nonprofitId: number) {
  return useQuery(mollieConnectionQueryOptions(nonprofitId));
}
