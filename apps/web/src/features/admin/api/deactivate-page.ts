import type { AdminPageResponse, AdminReasonBody, PageType } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { pageChanged } from './page-change';

/**
 * POST /admin/pages/{type}/{id}/deactivate: out of the lists, search, the sitemap and /pay, with
 * a reason the owner is e-mailed.
 */
export function deactivatePage(
  type: PageType,
  id: number,
  body: AdminReasonBody,
): Promise<AdminPageResponse> {
  return api.post(
    `/admin/pages/${encodeURIComponent(type)}/${encodeURIComponent(String(id))}/deactivate`,
    body,
    { schema: contractSchema('adminPageResponse') },
  );
}

export function useDeactivatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, id, body }: { type: PageType; id: number; body: AdminReasonBody }) =>
      deactivatePage(type, id, body),
    onSuccess: (answer) => pageChanged(queryClient, answer),
  });
}
