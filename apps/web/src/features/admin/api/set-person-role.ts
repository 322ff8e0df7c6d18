import type { AdminUserChangeResponse, UserRole } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { adminQueryKey } from './query-keys';

/** POST /admin/users/{id}/role: make an operator, or take the role back. */
export function setPersonRole(id: number, role: UserRole): Promise<AdminUserChangeResponse> {
  return api.post(
    `/admin/users/${encodeURIComponent(String(id))}/role`,
    { role },
    { schema: contractSchema('adminUserChangeResponse') },
  );
}

export function useSetPersonRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: UserRole }) => setPersonRole(id, role),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
