import { type SandboxPaymentBody, type SandboxPaymentResult } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, contractSchema } from '@/lib/api-client';
import { browser } from '@/lib/browser';
import { sandboxPaymentQueryKey } from './get-sandbox-payment';

export type SandboxOutcome = SandboxPaymentBody['status'];

/** POST /sandbox/payments/{paymentId} {status}: settles a test payment; answers where to go next. */
export function completeSandboxPayment(
  paymentId: string,
  status: SandboxOutcome,
): Promise<SandboxPaymentResult> {
  return api.post(
    `/sandbox/payments/${encodeURIComponent(paymentId)}`,
    { status },
    { schema: contractSchema('sandboxPaymentResult'), redirectOn401: false },
  );
}

/** Only web addresses: the answer is the API's, but a `javascript:` URL must never be followed. */
export function isWebAddress(url: string): boolean {
  try {
    const { protocol } = new URL(url, window.location.origin);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** Settles the payment, then sends the browser to the shop's return address, like Mollie does. */
export function useCompleteSandboxPayment(paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (status: SandboxOutcome) => {
      const result = await completeSandboxPayment(paymentId, status);
      if (!isWebAddress(result.redirect_url)) {
        throw new ApiError(502, 'Unexpected redirect address');
      }
      return result;
    },
    onSuccess: ({ redirect_url }) => browser.redirectTo(redirect_url),
    onError: (error) => {
      // 409: completed meanwhile (another tab); show its status as it is now.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: sandboxPaymentQueryKey(paymentId) });
      }
    },
  });
}
