import type { AdminContactMessageResponse } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { adminQueryKey } from './query-keys';

/** What an operator does to a message: opened it, answered it, or made it open again. */
export type ContactMessageChange = 'read' | 'answered' | 'unanswered';

/** POST /admin/messages/{id}/read, /answered or /unanswered. */
export function markContactMessage(
  id: number,
  change: ContactMessageChange,
): Promise<AdminContactMessageResponse> {
  return api.post(`/admin/messages/${encodeURIComponent(String(id))}/${change}`, undefined, {
    schema: contractSchema('adminContactMessageResponse'),
  });
}

export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: ContactMessageChange }) =>
      markContactMessage(id, change),
    // The lists, the overview's open messages and the audit log change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
