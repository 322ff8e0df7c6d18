import { eq, sql } from 'drizzle-orm';
import { donations } from '../../db/schema';
import type { PaymentKindHandler } from '../payments/payment-kinds';
import { applyDonationPayment } from './donations.service';
import { followDonation, recordCharge } from '../subscriptions/subscriptions.service';
import { applyDonationReturns } from './returns.service';

/**
 * Donations as the payments module knows them (registered in app.ts, ADR 014): the donation a
 * provider payment belongs to, its one-way move to the payment's status, and the refunds and
 * chargebacks that follow it.
 */
export const donationPayments: PaymentKindHandler = {
  async find(db, providerPaymentId) {
    const [donation] = await db
      .select({
        id: donations.id,
        // What the payer was charged: the gift and the fee they chose to cover.
        amountCents: sql<number>`${donations.amountCents} + ${donations.coveredFeeCents}`.mapWith(
          Number,
        ),
        payeeNonprofitId: donations.payeeNonprofitId,
      })
      .from(donations)
      .where(eq(donations.providerPaymentId, providerPaymentId));
    return donation;
  },
  async applyStatus(ctx, donationId, payment) {
    const moved = await applyDonationPayment(ctx, donationId, payment);
    // A donation of a monthly gift: its first payment starts (or ends) the gift, a charge
    // shows whether it failed. Asked again on every replay, so a start the provider
    // refused once is tried again.
    await followDonation(ctx, donationId, payment, moved);
    return moved;
  },
  recordCharge,
  applyReturns: applyDonationReturns,
};
