import type { AdminPageResponse, PageType } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { pageChanged } from './page-change';

/** POST /admin/pages/{type}/{id}/verify: the VERIFIED badge (nonprofit, fundraiser, company). */
export function verifyPage(type: PageType, id: number): Promise<AdminPageResponse> {
  return api.post(
    `/admin/pages/${encodeURIComponent(type)}/${encodeURIComponent(String(id))}/verify`,
    undefined,
    { schema: contractSchema('adminPageResponse') },
  );
}

export function useVerifyPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, id }: { type: PageType; id: number }) => verifyPage(type, id),
    onSuccess: (answer) => pageChanged(queryClient, answer),
  });
}
