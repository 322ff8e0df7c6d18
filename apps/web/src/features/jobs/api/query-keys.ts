/**
 * Query keys of the jobs feature, in one place so that writes refresh what they change: every
 * jobs query starts with `jobsQueryKey`.
 */
export const jobsQueryKey = ['jobs'] as const;

/** GET /jobs?search&page&nonprofit_id (the board and a non-profit's open jobs). */
export const jobListQueryKey = (query: { search?: string; nonprofitId?: number } = {}) =>
  [...jobsQueryKey, 'list', query] as const;

/** GET /jobs/{id}. */
export const jobQueryKey = (id: number) => [...jobsQueryKey, 'detail', id] as const;

/** GET /nonprofits/{id}/jobs (the owner's list, closed jobs included). */
export const nonprofitJobsQueryKey = (nonprofitId: number) =>
  [...jobsQueryKey, 'nonprofit', nonprofitId] as const;
