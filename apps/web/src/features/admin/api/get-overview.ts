import type { AdminOverviewResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { overviewQueryKey } from './query-keys';

/** GET /admin/overview: today, this week and this month, and what needs an operator. */
export function getOverview(signal?: AbortSignal): Promise<AdminOverviewResponse> {
  return api.get('/admin/overview', { schema: contractSchema('adminOverviewResponse'), signal });
}

export function overviewQueryOptions() {
  return queryOptions({
    queryKey: overviewQueryKey(),
    queryFn: ({ signal }) => getOverview(signal),
    // The figures move all day: asked again when the operator comes back to the tab.
    staleTime: 30_000,
  });
}

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
