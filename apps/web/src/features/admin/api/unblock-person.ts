import type { AdminUserChangeResponse } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { adminQueryKey } from './query-keys';

/** POST /admin/users/{id}/unblock: the person may sign in again. */
export function unblockPerson(id: number): Promise<AdminUserChangeResponse> {
  return api.post(`/admin/users/${encodeURIComponent(String(id))}/unblock`, undefined, {
    schema: contractSchema('adminUserChangeResponse'),
  });
}

export function useUnblockPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unblockPerson(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
