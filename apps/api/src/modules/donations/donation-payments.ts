import { eq } from 'drizzle-orm';
import { donations } from '../../db/schema';
import type { PaymentKindHandler } from '../payments/payment-kinds';
import { applyDonationPayment } from './donations.service';
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
        amountCents: donations.amountCents,
        payeeNonprofitId: donations.payeeNonprofitId,
      })
      .from(donations)
      .where(eq(donations.providerPaymentId, providerPaymentId));
    return donation;
  },
  applyStatus: applyDonationPayment,
  applyReturns: applyDonationReturns,
};
