import type { AdminReasonBody, AdminUserChangeResponse } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { adminQueryKey } from './query-keys';

/**
 * POST /admin/users/{id}/second-factors/reset: every second factor removed, with how the operator
 * checked who asked; the person is signed out everywhere and e-mailed.
 */
export function resetSecondFactors(
  id: number,
  body: AdminReasonBody,
): Promise<AdminUserChangeResponse> {
  return api.post(`/admin/users/${encodeURIComponent(String(id))}/second-factors/reset`, body, {
    schema: contractSchema('adminUserChangeResponse'),
  });
}

export function useResetSecondFactors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminReasonBody }) =>
      resetSecondFactors(id, body),
    // The person, the people lists and the audit log all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
