import { PER_PAGE_DEFAULT, type JobListResponse } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { jobListQueryKey } from './query-keys';

export interface JobsParams {
  page?: number;
  perPage?: number;
  search?: string;
  nonprofitId?: number;
}

/** The home promo lists the newest open vacancies, three of them. */
export const LATEST_JOBS_COUNT = 3;

/**
 * GET /jobs?search&page&per_page&nonprofit_id: one page of open vacancies, newest first (with a
 * search, best match first).
 */
export function getJobs(
  { page = 1, perPage = PER_PAGE_DEFAULT, search, nonprofitId }: JobsParams,
  signal?: AbortSignal,
): Promise<JobListResponse> {
  return api.get('/jobs', {
    query: {
      page,
      per_page: perPage,
      search: search?.trim() || undefined,
      nonprofit_id: nonprofitId,
    },
    schema: contractSchema('jobListResponse'),
    signal,
  });
}

/** The newest open vacancies (GET /jobs?per_page=3), for the home promo. */
export function latestJobsQueryOptions(count = LATEST_JOBS_COUNT) {
  return queryOptions({
    queryKey: [...jobListQueryKey(), 'latest', count] as const,
    queryFn: ({ signal }) => getJobs({ perPage: count }, signal),
  });
}

export function useLatestJobs(count = LATEST_JOBS_COUNT) {
  return useQuery(latestJobsQueryOptions(count));
}
