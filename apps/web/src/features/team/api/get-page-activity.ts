import type { PageActivityResponse, TeamPageType } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { sessionQueryMeta } from '@/lib/query-client';
import { pageActivityQueryKey, teamPath } from './query-keys';

export const ACTIVITY_PAGE_SIZE = 10;

/** GET /page-team/{type}/{id}/activity?page (owner and admins): newest first. */
export function getPageActivity(
  type: TeamPageType,
  id: number,
  page: number,
  signal?: AbortSignal,
): Promise<PageActivityResponse> {
  return api.get(`${teamPath(type, id)}/activity`, {
    query: { page, per_page: ACTIVITY_PAGE_SIZE },
    schema: contractSchema('pageActivityResponse'),
    signal,
  });
}

export const pageActivityQueryOptions = (type: TeamPageType, id: number, page: number) =>
  queryOptions({
    queryKey: pageActivityQueryKey(type, id, page),
    queryFn: ({ signal }) => getPageActivity(type, id, page, signal),
    placeholderData: keepPreviousData,
    meta: sessionQueryMeta,
  });

export const usePageActivity = (type: TeamPageType, id: number, page: number) =>
  useQuery(pageActivityQueryOptions(type, id, page));
