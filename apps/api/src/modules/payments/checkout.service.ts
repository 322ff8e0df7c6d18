import { donationMessages } from '@app/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import type { ConnectedAccount, CreatePaymentInput } from '../../payment-gateways/gateway';
import { enqueuePaymentCheck } from './payment-checks';
import type { GivingContext } from './giving-context';

interface CheckoutInput {
  amountCents: number;
  description: string;
  locale: CreatePaymentInput['locale'];
  /** The record's public reference; the result pages find it by this. */
  reference: string;
  kind: CreatePaymentInput['metadata']['kind'];
  connected?: ConnectedAccount;
  /** The first payment of a monthly gift, for this customer. */
  first?: CreatePaymentInput['first'];
}

/**
 * Asks the gateway for a payment for a record just stored as open (a donation or a plan
 * payment), and keeps the provider's payment id on it, with a check of the payment in case its
 * webhook never comes (same transaction). The payer returns to the result pages, the provider
 * calls the webhook. Any failure marks the record failed (it never reached a checkout) and
 * answers the specification's payment error ('Something went wrong while initiating the
 * payment.') as a 502.
 */
export async function openCheckout(
  ctx: GivingContext,
  input: CheckoutInput,
  update: (
    db: Db,
    values: { providerPaymentId: string } | { status: 'failed' },
  ) => Promise<unknown>,
): Promise<string> {
  const { payments } = ctx;
  // The result pages open in the payer's language, also when it came only from a `?lang=` link
  // and the browser's own is another (a Dutch donor on an English phone).
  const query = `ref=${input.reference}${input.kind === 'premium' ? '&for=premium' : ''}&lang=${input.locale}`;
  try {
    const payment = await payments.gateway.createPayment({
      amountCents: input.amountCents,
      description: input.description.slice(0, 255),
      redirectUrl: payments.urls.web(`/payment-success?${query}`),
      cancelUrl: payments.urls.web(`/payment-cancelled?${query}`),
      webhookUrl: payments.urls.webhook,
      locale: input.locale,
      metadata: { reference: input.reference, kind: input.kind },
      connected: input.connected,
      first: input.first,
    });
    await ctx.db.transaction(async (tx) => {
      await update(tx, { providerPaymentId: payment.id });
      await enqueuePaymentCheck(tx, payment.id);
    });
    if (!payment.checkoutUrl) throw new Error('the provider gave no checkout URL');
    return payment.checkoutUrl;
  } catch (err) {
    ctx.log.error({ err, reference: input.reference }, 'payment could not be started');
    await update(ctx.db, { status: 'failed' });
    throw new HttpError(502, donationMessages.paymentError);
  }
}
