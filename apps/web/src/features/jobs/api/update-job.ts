import { type Id, type JobWriteResponse } from '@app/contract';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { jobsQueryKey } from './query-keys';

/**
 * POST /jobs/{id} (multipart, owner only): the whole form again (`jobUpdateFields`): an empty
 * field clears it, `remove_pdf=1` / `remove_picture=1` drop the files, a new upload replaces them.
 */
export function updateJob(id: Id, form: FormData): Promise<JobWriteResponse> {
  return api.post(`/jobs/${encodeURIComponent(String(id))}`, form, {
    schema: contractSchema('jobWriteResponse'),
  });
}

type Options = Omit<UseMutationOptions<JobWriteResponse, Error, FormData>, 'mutationFn'>;

/** The job's page, the board and its non-profit's list all read it again. */
export function useUpdateJob(id: Id, options: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (form) => updateJob(id, form),
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: jobsQueryKey });
      return options.onSuccess?.(...args);
    },
  });
}
