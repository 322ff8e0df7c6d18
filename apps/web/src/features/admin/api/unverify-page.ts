import type { AdminPageResponse, PageType } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { pageChanged } from './page-change';

/** POST /admin/pages/{type}/{id}/unverify: the VERIFIED badge taken away. */
export function unverifyPage(type: PageType, id: number): Promise<AdminPageResponse> {
  return api.post(
    `/admin/pages/${encodeURIComponent(type)}/${encodeURIComponent(String(id))}/unverify`,
    undefined,
    { schema: contractSchema('adminPageResponse') },
  );
}

export function useUnverifyPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, id }: { type: PageType; id: number }) => unverifyPage(type, id),
    onSuccess: (answer) => pageChanged(queryClient, answer),
  });
}
