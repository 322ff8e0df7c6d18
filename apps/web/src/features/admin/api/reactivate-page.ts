import type { AdminPageResponse, PageType } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { pageChanged } from './page-change';

/** POST /admin/pages/{type}/{id}/reactivate: back in the lists; the owner is e-mailed. */
export function reactivatePage(type: PageType, id: number): Promise<AdminPageResponse> {
  return api.post(
    `/admin/pages/${encodeURIComponent(type)}/${encodeURIComponent(String(id))}/reactivate`,
    undefined,
    { schema: contractSchema('adminPageResponse') },
  );
}

export function useReactivatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, id }: { type: PageType; id: number }) => reactivatePage(type, id),
    onSuccess: (answer) => pageChanged(queryClient, answer),
  });
}
