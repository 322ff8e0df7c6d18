import { type MessageResponse } from '@app/contract';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { jobQueryKey, jobsQueryKey } from './query-keys';

/** DELETE /jobs/{id} (owner only): 200 `{message}`, 403 for others, 404 when gone. */
export function deleteJob(id: number): Promise<MessageResponse> {
  return api.delete(`/jobs/${encodeURIComponent(String(id))}`, {
    schema: contractSchema('messageResponse'),
  });
}

type Options = Omit<UseMutationOptions<MessageResponse, Error, number>, 'mutationFn'>;

/**
 * The deleted job's own page is forgotten (not read again: it is gone); the board and the
 * non-profit lists reload.
 */
export function useDeleteJob(options: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: deleteJob,
    onSuccess: async (...args) => {
      // The screen leaves the deleted job's page first, so nothing reads it again.
      await options.onSuccess?.(...args);
      const [, id] = args;
      queryClient.removeQueries({ queryKey: jobQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: jobsQueryKey });
    },
  });
}
