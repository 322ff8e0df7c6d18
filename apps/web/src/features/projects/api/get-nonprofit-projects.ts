import { type Id, type NonprofitProjectsResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';

/** GET /nonprofit-project/{id}: a non-profit's projects, newest first (the Campaign tab). */
export function getNonprofitProjects(
  nonprofitId: Id,
  signal?: AbortSignal,
): Promise<NonprofitProjectsResponse> {
  return api.get(`/nonprofit-project/${encodeURIComponent(String(nonprofitId))}`, {
    schema: contractSchema('nonprofitProjectsResponse'),
    signal,
  });
}

/** Creating or deleting a project refreshes this list. */
export function nonprofitProjectsQueryOptions(nonprofitId: Id) {
  return queryOptions({
    queryKey: ['projects', 'nonprofit', String(nonprofitId)],
    queryFn: ({ signal }) => getNonprofitProjects(nonprofitId, signal),
  });
}

export function useNonprofitProjects(nonprofitId: Id) {
  return useQuery(nonprofitProjectsQueryOptions(nonprofitId));
}
