import { coverFeeCents, donationMessages, type Language, type payQuery } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { donations } from '../../db/schema';
import { endUnstarted, openSubscription } from '../subscriptions/subscriptions.service';
import { translate } from '../../lib/i18n';
import { newReference } from '../../lib/tokens';
import { ValidationError } from '../../lib/validation';
import type { AuthUser } from '../../plugins/auth';
import { openCheckout } from '../payments/checkout.service';
import { connectedAccountFor } from '../payments/connections.service';
import { findDonationTarget, targetColumn } from '../pages/donation-targets';
import type { GivingContext } from '../payments/giving-context';

type PayInput = z.output<typeof payQuery>;

/** Application fee on a payment to a connected account, whole cents, never the whole amount. */
export function applicationFeeCents(amountCents: number, percent: number): number {
  return Math.min(amountCents - 1, Math.round((amountCents * percent) / 100));
}

/**
 * GET /pay: records the donation (open) and asks the provider for a payment. The amount is the
 * donor's; the target must exist and take donations. A provider failure leaves the donation
 * failed (it never reached a checkout) and answers a 502 for the payment error dialog.
 */
export async function startDonation(
  ctx: GivingContext,
  input: PayInput,
  donor: AuthUser | null,
  requestLanguage: Language,
): Promise<{ checkoutUrl: string; reference: string }> {
  const target = await findDonationTarget(ctx.db, input.object_type, input.object_id);
  if (!target) throw new ValidationError({ object_id: [donationMessages.targetNotFound] });
  if (!target.open) throw new ValidationError({ object_id: [donationMessages.targetClosed] });

  const monthly = input.frequency === 'monthly';
  const donorName = input.donor_name ?? donor?.name ?? null;
  const donorEmail = input.donor_email ?? donor?.email ?? null;
  if (monthly && (!donorName || !donorEmail)) {
    throw new ValidationError({
      ...(donorName ? {} : { donor_name: [donationMessages.monthlyName] }),
      ...(donorEmail ? {} : { donor_email: [donationMessages.monthlyEmail] }),
    });
  }

  const { payments } = ctx;
  const amountCents = Math.round(input.amount * 100);
  // "I'll cover the fee": the platform's share and a typical payment's cost on top of the gift,
  // so the cause receives the whole gift; the gift is what counts.
  const coveredFeeCents = input.cover_fee
    ? coverFeeCents(amountCents, payments.platformFeePercent, payments.paymentCostCents)
    : 0;
  const connected =
    payments.connectedPayments && target.nonprofitId !== null
      ? await connectedAccountFor(ctx, target.nonprofitId)
      : null;
  const feeCents = connected ? applicationFeeCents(amountCents, payments.platformFeePercent) : null;
  const locale = input.lang ?? requestLanguage;
  const reference = newReference();
  const gift = monthly
    ? await openSubscription(ctx, {
        amountCents,
        coveredFeeCents,
        target,
        donorUserId: donor?.id ?? null,
        donorName: donorName!,
        donorEmail: donorEmail!,
        locale,
        connected:
          connected && target.nonprofitId !== null
            ? { ...connected, applicationFeeCents: feeCents ?? 0, nonprofitId: target.nonprofitId }
            : null,
      })
    : null;

  const [donation] = await ctx.db
    .insert(donations)
    .values({
      reference,
      amountCents,
      targetType: target.type,
      [targetColumn[target.type]]: target.id,
      donorUserId: donor?.id ?? null,
      donorName,
      donorEmail,
      message: input.message ?? null,
      anonymous: input.anonymous ?? false,
      // Anonymous wins: the name never shows, so the choice to show it is not recorded either.
      showPublicly: !input.anonymous && (input.show_publicly ?? false),
      locale,
      provider: payments.gateway.name,
      mode: payments.mode,
      payeeNonprofitId: connected ? target.nonprofitId : null,
      applicationFeeCents: feeCents,
      coveredFeeCents,
      paymentCostCents: payments.paymentCostCents,
      subscriptionId: gift?.subscriptionId ?? null,
    })
    .returning({ id: donations.id });

  const checkoutUrl = await openCheckout(
    ctx,
    {
      amountCents: amountCents + coveredFeeCents,
      description: gift
        ? translate(locale, 'mail.subscription.description', {
            name: target.name,
            number: gift.subscriptionId,
          })
        : translate(locale, 'mail.receipt.description', { name: target.name }),
      locale,
      reference,
      kind: 'donation',
      connected: connected ? { ...connected, applicationFeeCents: feeCents ?? 0 } : undefined,
      first: gift ? { customerId: gift.customerId } : undefined,
    },
    async (db, values) => {
      await db
        .update(donations)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(donations.id, donation!.id));
      // A first payment that never reached a checkout: the monthly gift never starts.
      if (gift && 'status' in values) await endUnstarted(db, gift.subscriptionId);
    },
  );
  return { checkoutUrl, reference };
}
