import { type payQuery, type PayResponse } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { browser } from '@/lib/browser';

/** A checked GET /pay query: what `payQuery` of the contract makes of the form's values. */
export type PayRequest = ReturnType<typeof payQuery.parse>;

/**
 * GET /pay?amount&object_type&object_id&donor_name&donor_email&message&anonymous&lang&frequency
 * &cover_fee&show_publicly: opens a donation (with `frequency=monthly` the first payment of a monthly gift) and
 * answers where to pay it. Signed in, the api-client sends the token and the server records the
 * user as the donor.
 */
export function startPayment(request: PayRequest): Promise<PayResponse> {
  return api.get('/pay', {
    query: {
      ...request,
      anonymous: request.anonymous ? 'true' : undefined,
      show_publicly: request.show_publicly ? 'true' : undefined,
      cover_fee: request.cover_fee ? 'true' : undefined,
    },
    schema: contractSchema('payResponse'),
  });
}

/**
 * Starts the payment and leaves the app for the checkout (Mollie, or the built-in sandbox's own
 * page): the browser goes to `checkout_url` either way.
 */
export function usePay() {
  return useMutation({
    mutationFn: startPayment,
    onSuccess: ({ checkout_url }) => browser.redirectTo(checkout_url),
  });
}
