import type { AdminPageResponse, AdminReasonBody, VerifiablePageType } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { pageChanged } from './page-change';

/** POST /admin/pages/{type}/{id}/unverify: the VERIFIED badge taken away, with a reason. */
export function unverifyPage(
  type: VerifiablePageType,
  id: number,
  body: AdminReasonBody,
): Promise<AdminPageResponse> {
  return api.post(
    `/admin/pages/${encodeURIComponent(type)}/${encodeURIComponent(String(id))}/unverify`,
    body,
    { schema: contractSchema('adminPageResponse') },
  );
}

export function useUnverifyPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      type,
      id,
      body,
    }: {
      type: VerifiablePageType;
      id: number;
      body: AdminReasonBody;
    }) => unverifyPage(type, id, body),
    onSuccess: (answer) => pageChanged(queryClient, answer),
  });
}
