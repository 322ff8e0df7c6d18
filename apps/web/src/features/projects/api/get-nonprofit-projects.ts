import { nonprofitProjectsResponse, type NonprofitProjectsResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type NonprofitId = number | string;

/** GET /nonprofit-project/{id}: a non-profit's projects, newest first (the Campaign tab). */
export function getNonprofitProjects(
  nonprofitId: NonprofitId,
  signal?: AbortSignal,
): Promise<NonprofitProjectsResponse> {
  return api.get(`/nonprofit-project/${encodeURIComponent(String(nonprofitId))}`, {
    schema: nonprofitProjectsResponse,
    signal,
  });
}

/** Creating or deleting a project refreshes this list. */
export function nonprofitProjectsQueryOptions(nonprofitId: NonprofitId) {
  return queryOptions({
    queryKey: ['projects', 'nonprofit', String(nonprofitId)],
    queryFn: ({ signal }) => getNonprofitProjects(nonprofitId, signal),
  });
}

export function useNonprofitProjects(nonprofitId: NonprofitId) {
  return useQuery(nonprofitProjectsQueryOptions(nonprofitId));
}
