import type { AdminReasonBody, AdminUserChangeResponse } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { adminQueryKey } from './query-keys';

/** POST /admin/users/{id}/block: blocked with a reason, signed out everywhere. */
export function blockPerson(id: number, body: AdminReasonBody): Promise<AdminUserChangeResponse> {
  return api.post(`/admin/users/${encodeURIComponent(String(id))}/block`, body, {
    schema: contractSchema('adminUserChangeResponse'),
  });
}

export function useBlockPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminReasonBody }) => blockPerson(id, body),
    // The person, the people lists and the audit log all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
