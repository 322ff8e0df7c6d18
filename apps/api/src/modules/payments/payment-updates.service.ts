import type { GatewayPayment } from '../../payment-gateways/gateway';
import { firstInWindow } from '../../plugins/rate-limit';
import { connectedAccountFor } from './connections.service';
import type { PaymentUpdatesContext } from './payment-kinds';

/**
 * unknown: the provider does not know the payment (or reports another amount); open: it is still
 * open there; changed: this call moved our record; unchanged: our record had moved already.
 */
export type PaymentUpdate = 'unknown' | 'open' | 'changed' | 'unchanged';

/**
 * What a webhook (or a result page asking about an open payment) sets off: read the payment from
 * the provider, never from the request, and move our record one way (open -> paid | failed |
 * canceled | expired) if it changed. The record is found, and moved, by the kind it belongs to
 * (`ctx.paymentKinds`, see payment-kinds.ts), and the refunds and chargebacks of a paid payment
 * are recorded. Safe to run any number of times, at once too: the move is a conditional update
 * on `status = 'open'`, and the refunds and chargebacks are one-way upserts, so only one run can
 * make each change.
 */
export async function syncPayment(
  ctx: PaymentUpdatesContext,
  paymentId: string,
  /** What the webhook URL names: the subscription a charge belongs to. */
  hint: { subscription?: string } = {},
): Promise<PaymentUpdate> {
  for (const kind of Object.values(ctx.paymentKinds)) {
    const record = await kind.find(ctx.db, paymentId);
    if (!record) continue;
    const account =
      record.payeeNonprofitId === null
        ? null
        : await connectedAccountFor(ctx, record.payeeNonprofitId);
    const payment = await ctx.payments.gateway.getPayment(paymentId, {
      accessToken: account?.accessToken,
    });
    if (!payment || !matches(ctx, payment, record.amountCents)) return 'unknown';
    if (payment.status === 'open') return 'open';
    const moved = await kind.applyStatus(ctx, record.id, payment);
    // Mollie calls the webhook again after a refund or a chargeback: the money that went back.
    const returned = (await kind.applyReturns?.(ctx, record.id, payment)) ?? false;
    return moved || returned ? 'changed' : 'unchanged';
  }
  // A subscription's later charge is a payment no record names yet: its kind records it, then
  // it is applied as any other (once; a replay finds the record above).
  if (hint.subscription) {
    for (const kind of Object.values(ctx.paymentKinds)) {
      if (await kind.recordCharge?.(ctx, hint.subscription, paymentId)) {
        return syncPayment(ctx, paymentId);
      }
    }
  }
  return 'unknown';
}

/** A payment whose amount is not the one we asked for is never counted. */
function matches(
  ctx: PaymentUpdatesContext,
  payment: GatewayPayment,
  amountCents: number,
): boolean {
  if (payment.amountCents === amountCents && payment.currency === 'EUR') return true;
  ctx.log.error(
    { paymentId: payment.id, amountCents: payment.amountCents, expected: amountCents },
    'provider reports another amount than was asked for; the payment is not applied',
  );
  return false;
}

/**
 * How often result pages may have one payment checked with the provider, over all processes. A
 * page polls every 2 s and anyone with the reference may ask, but the webhook is what settles a
 * payment: this check only brings the news sooner.
 */
const RESULT_CHECK_EVERY_MS = 5_000;

/**
 * The result-page checks running in this process, per payment (keyed by the app's gateways, the
 * same object in every plugin of one app): whoever asks while one runs waits for its answer.
 */
const checksRunning = new WeakMap<object, Map<string, Promise<PaymentUpdate | null>>>();

/**
 * Checks a payment with the provider for a result page: at most one check at a time per payment
 * in a process, and at most one per RESULT_CHECK_EVERY_MS across processes (a counter in the
 * database); null when none was made now or the provider could not be reached.
 */
function checkForResultPage(ctx: PaymentUpdatesContext, paymentId: string) {
  let running = checksRunning.get(ctx.payments);
  if (!running) checksRunning.set(ctx.payments, (running = new Map()));
  const underWay = running.get(paymentId);
  if (underWay) return underWay;
  const checks = running;
  const check = (async () => {
    const due = await firstInWindow(ctx.db, `provider-check|${paymentId}`, RESULT_CHECK_EVERY_MS);
    return due ? syncPayment(ctx, paymentId) : null;
  })()
    .catch((err: unknown) => {
      ctx.log.warn({ err }, 'payment status could not be checked with the provider');
      return null;
    })
    .finally(() => checks.delete(paymentId));
  checks.set(paymentId, check);
  return check;
}

/**
 * A record read for a result page: while it is open, the provider is asked first (the payer may
 * be back before the webhook, and a local install is unreachable for Mollie's webhooks), once
 * per few seconds per payment however many ask (checkForResultPage). A provider that cannot be
 * reached, or a check made moments ago, leaves the record as stored.
 */
export async function readWithFreshStatus<
  T extends { status: string; providerPaymentId: string | null },
>(ctx: PaymentUpdatesContext, read: () => Promise<T | null>): Promise<T | null> {
  const record = await read();
  if (record?.status !== 'open' || !record.providerPaymentId) return record;
  if ((await checkForResultPage(ctx, record.providerPaymentId)) === 'changed') return read();
  return record;
}
