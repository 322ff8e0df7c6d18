import { type JobDetail } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { jobQueryKey } from './query-keys';

/**
 * GET /jobs/{id}: every field of a vacancy with its non-profit. A vacancy past its
 * deadline still answers, with `closed: true`; an unknown id answers 404 'Job not found.'.
 */
export function getJob(id: number, signal?: AbortSignal): Promise<JobDetail> {
  return api.get(`/jobs/${encodeURIComponent(String(id))}`, {
    schema: contractSchema('jobDetail'),
    signal,
  });
}

export function jobQueryOptions(id: number) {
  return queryOptions({
    queryKey: jobQueryKey(id),
    queryFn: ({ signal }) => getJob(id, signal),
  });
}

/** One vacancy; not asked for while `enabled` is false (e.g. an id that cannot be one). */
export function useJob(id: number, { enabled = true } = {}) {
  return useQuery({ ...jobQueryOptions(id), enabled });
}
