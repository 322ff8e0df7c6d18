import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { nextPage } from '@/lib/paged-list';
import { getJobs } from './get-jobs';
import { jobListQueryKey } from './query-keys';

/** The board (/jobs): searched, 20 at a time, the next page when the last card shows. */
export function jobsBoardQueryOptions(search: string) {
  const trimmed = search.trim();
  return infiniteQueryOptions({
    queryKey: [...jobListQueryKey({ search: trimmed || undefined }), 'infinite'] as const,
    queryFn: ({ pageParam, signal }) => getJobs({ page: pageParam, search: trimmed }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** Vacancies for the board; the last results stay on screen while a new search loads. */
export function useJobsBoard(search: string) {
  return useInfiniteQuery({ ...jobsBoardQueryOptions(search), placeholderData: keepPreviousData });
}
