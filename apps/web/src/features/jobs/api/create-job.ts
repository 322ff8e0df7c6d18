import { type JobWriteResponse } from '@app/contract';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { jobsQueryKey } from './query-keys';

/**
 * POST /jobs (multipart, signed in): the text fields of `jobCreateFields` (title and
 * nonprofits_id required), an optional `picture` (a Media Library file name) and `pdf` (a PDF of
 * at most 5 MB). 403 with `error: 'premium_required'` for a user without premium.
 */
export function createJob(form: FormData): Promise<JobWriteResponse> {
  return api.post('/jobs', form, { schema: contractSchema('jobWriteResponse') });
}

type Options = Omit<UseMutationOptions<JobWriteResponse, Error, FormData>, 'mutationFn'>;

/** A new job shows on the board and in its non-profit's list: every jobs query reloads. */
export function useCreateJob(options: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: createJob,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: jobsQueryKey });
      return options.onSuccess?.(...args);
    },
  });
}
