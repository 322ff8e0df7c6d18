import type { AdminPageResponse, AdminVerifyBody, VerifiablePageType } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { pageChanged } from './page-change';

/**
 * POST /admin/pages/{type}/{id}/verify: the VERIFIED badge (nonprofit, fundraiser, company), with
 * the operator's check (KvK number, RSIN, ANBI status as the kind has them) and a reason.
 */
export function verifyPage(
  type: VerifiablePageType,
  id: number,
  body: AdminVerifyBody,
): Promise<AdminPageResponse> {
  return api.post(
    `/admin/pages/${encodeURIComponent(type)}/${encodeURIComponent(String(id))}/verify`,
    body,
    { schema: contractSchema('adminPageResponse') },
  );
}

export function useVerifyPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      type,
      id,
      body,
    }: {
      type: VerifiablePageType;
      id: number;
      body: AdminVerifyBody;
    }) => verifyPage(type, id, body),
    onSuccess: (answer) => pageChanged(queryClient, answer),
  });
}
