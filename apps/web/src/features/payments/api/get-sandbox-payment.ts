import { type SandboxPayment } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';

export function sandboxPaymentQueryKey(paymentId: string) {
  return ['sandbox-payments', paymentId] as const;
}

/** GET /sandbox/payments/{paymentId}: a test payment of the built-in sandbox (404 when inactive). */
export function getSandboxPayment(
  paymentId: string,
  signal?: AbortSignal,
): Promise<SandboxPayment> {
  return api.get(`/sandbox/payments/${encodeURIComponent(paymentId)}`, {
    schema: contractSchema('sandboxPayment'),
    signal,
    redirectOn401: false,
  });
}

export function sandboxPaymentQueryOptions(paymentId: string) {
  return queryOptions({
    queryKey: sandboxPaymentQueryKey(paymentId),
    queryFn: ({ signal }) => getSandboxPayment(paymentId, signal),
    // Its status is what the page is about: never show a stale one.
    staleTime: 0,
  });
}

export function useSandboxPayment(paymentId: string) {
  return useQuery(sandboxPaymentQueryOptions(paymentId));
}
