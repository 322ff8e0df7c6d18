import { eq } from 'drizzle-orm';
import { donations, raisedTotals, sandboxPayments } from '../src/db/schema';
import { bearer, type TestApp } from './helpers';

/**
 * Donating through the API as the web app does: GET /pay, then the payer's choice on the sandbox
 * checkout, or the provider's webhook. `app` is a getter (the test app is made in beforeAll).
 */
/** The sandbox payment's id in its checkout address (`/sandbox/checkout/{id}?lang=..`). */
export function paymentIdOf(checkoutUrl: string): string {
  return new URL(checkoutUrl, 'http://localhost').pathname.split('/').pop()!;
}

export function paymentRequests(app: () => TestApp) {
  const api = (p: string) => `/pifworld/api/v1${p}`;
  const pay = (query: Record<string, string | number | boolean>, token?: string) =>
    app().app.inject({
      url: api(
        `/pay?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
      ),
      headers: token ? bearer(token) : {},
    });
  return {
    api,
    pay,
    /** A donation that reached the checkout: its reference and provider payment id. */
    async startDonation(query: Record<string, string | number | boolean>, token?: string) {
      const response = await pay(query, token);
      if (response.statusCode !== 200)
        throw new Error(`pay: ${response.statusCode} ${response.body}`);
      const { reference, checkout_url } = response.json() as {
        reference: string;
        checkout_url: string;
      };
      return { reference, paymentId: paymentIdOf(checkout_url), checkoutUrl: checkout_url };
    },
    /** The payer's choice on the sandbox checkout page. */
    choose: (paymentId: string, status: string) =>
      app().app.inject({
        method: 'POST',
        url: api(`/sandbox/payments/${paymentId}`),
        payload: { status },
      }),
    /** What the provider sends: a form with the payment id only. */
    webhook: (id: string) =>
      app().app.inject({
        method: 'POST',
        url: api('/mollie/webhook'),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ id }).toString(),
      }),
    /** Settles a sandbox payment at the "provider" only, without running the webhook. */
    settleAtProvider: (paymentId: string, status: 'paid' | 'failed' | 'canceled' | 'expired') =>
      app()
        .database.db.update(sandboxPayments)
        .set({ status, method: 'sandbox' })
        .where(eq(sandboxPayments.id, paymentId)),
    donation: async (reference: string) =>
      (
        await app().database.db.select().from(donations).where(eq(donations.reference, reference))
      )[0]!,
    /** Paid cents counted for a page (0 when nothing yet). */
    raised: async (kind: string, pageId: number) => {
      const rows = await app()
        .database.db.select()
        .from(raisedTotals)
        .where(eq(raisedTotals.pageId, pageId));
      return Number(rows.find((row) => row.kind === kind)?.raisedCents ?? 0);
    },
  };
}
