import { type SandboxChargeback } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';

/**
 * POST /sandbox/payments/{paymentId}/chargeback: the donor's bank takes back what remains of a
 * paid sandbox payment, as in Mollie's test mode; the API then runs the webhook handling.
 * 409: nothing is left on it (charged back or refunded already).
 */
export function chargeBackSandboxPayment(paymentId: string): Promise<SandboxChargeback> {
  return api.post(`/sandbox/payments/${encodeURIComponent(paymentId)}/chargeback`, undefined, {
    schema: contractSchema('sandboxChargeback'),
    redirectOn401: false,
  });
}

export function useChargeBackSandboxPayment(paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => chargeBackSandboxPayment(paymentId),
    // Every raised amount and total counts net amounts: none in the cache may keep the old one.
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== 'translations',
      }),
  });
}
