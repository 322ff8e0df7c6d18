import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { adminQueryKey } from './query-keys';
import { type HelpKind, helpPaths } from './save-help-item';

/** DELETE /admin/help/{path}/{id}: a category or section goes with everything in it. */
export function deleteHelpItem(kind: HelpKind, id: number): Promise<{ deleted: boolean }> {
  return api.delete(`/admin/help/${helpPaths[kind]}/${encodeURIComponent(String(id))}`, {
    schema: contractSchema('adminContentDeletedResponse'),
  });
}

export function useDeleteHelpItem(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: HelpKind; id: number }) => deleteHelpItem(kind, id),
    onSuccess: () => {
      onDeleted();
      return queryClient.invalidateQueries({ queryKey: adminQueryKey });
    },
  });
}
