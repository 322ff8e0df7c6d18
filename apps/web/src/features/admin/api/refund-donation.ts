import type { AdminRefundBody, RefundResponse } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';

/**
 * POST /admin/donations/{id}/refund: the page owner's refund, asked for by an operator, with a
 * reason (the donor is e-mailed it).
 */
export function refundDonation(id: number, body: AdminRefundBody): Promise<RefundResponse> {
  return api.post(`/admin/donations/${encodeURIComponent(String(id))}/refund`, body, {
    schema: contractSchema('refundResponse'),
  });
}

export function useRefundDonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminRefundBody }) => refundDonation(id, body),
    // The console's lists, the audit log, and every raised amount and total on screen (they
    // count net amounts) change.
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'translations' }),
  });
}
