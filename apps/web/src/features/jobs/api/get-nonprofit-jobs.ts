import { type JobListResponse } from '@app/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { LIST_PAGE_SIZE, nextPage } from '@/lib/paged-list';
import { sessionQueryMeta } from '@/lib/query-client';
import { getJobs } from './get-jobs';
import { jobListQueryKey, nonprofitJobsQueryKey } from './query-keys';

/**
 * GET /nonprofits/{id}/jobs?page&per_page (the owner of that non-profit only, 403 otherwise):
 * every job of the non-profit, closed ones too (`closed: true`), newest first.
 */
export function getNonprofitJobs(
  nonprofitId: number,
  page = 1,
  signal?: AbortSignal,
): Promise<JobListResponse> {
  return api.get(`/nonprofits/${encodeURIComponent(String(nonprofitId))}/jobs`, {
    query: { page, per_page: LIST_PAGE_SIZE },
    schema: contractSchema('jobListResponse'),
    signal,
  });
}

/**
 * The jobs of a non-profit's Jobs tab, page after page: for its owner every job, closed ones
 * too (a list of the session, dropped with it); for anybody else the open vacancies
 * (GET /jobs?nonprofit_id={id}).
 */
export function nonprofitJobListQueryOptions(nonprofitId: number, owner: boolean) {
  return infiniteQueryOptions({
    queryKey: owner
      ? [...nonprofitJobsQueryKey(nonprofitId), 'infinite']
      : [...jobListQueryKey({ nonprofitId }), 'infinite'],
    queryFn: ({ pageParam, signal }) =>
      owner
        ? getNonprofitJobs(nonprofitId, pageParam, signal)
        : getJobs({ page: pageParam, nonprofitId }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    meta: owner ? sessionQueryMeta : undefined,
  });
}

export function useNonprofitJobs(nonprofitId: number, { owner }: { owner: boolean }) {
  return useInfiniteQuery(nonprofitJobListQueryOptions(nonprofitId, owner));
}
