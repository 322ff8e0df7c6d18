import type { TeamPageType, TeamResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { sessionQueryMeta } from '@/lib/query-client';
import { pageTeamQueryKey, teamPath } from './query-keys';

/** GET /page-team/{type}/{id} (owner and admins): the owner, helpers and open invitations. */
export function getPageTeam(
  type: TeamPageType,
  id: number,
  signal?: AbortSignal,
): Promise<TeamResponse> {
  return api.get(teamPath(type, id), { schema: contractSchema('teamResponse'), signal });
}

export const pageTeamQueryOptions = (type: TeamPageType, id: number) =>
  queryOptions({
    queryKey: pageTeamQueryKey(type, id),
    queryFn: ({ signal }) => getPageTeam(type, id, signal),
    meta: sessionQueryMeta,
  });

export const usePageTeam = (type: TeamPageType, id: number) =>
  useQuery(pageTeamQueryOptions(type, id));
