import { paymentMessages, type Language, type Plan, type PremiumPurchase } from '@app/contract';
import { and, asc, eq, isNotNull, isNull, ne, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { nonprofits, plans, premiumPurchases, users } from '../../db/schema';
import { translate } from '../../lib/i18n';
import { centsToEuros } from '../../lib/money';
import { newReference } from '../../lib/tokens';
import { ValidationError } from '../../lib/validation';
import type { AuthUser } from '../../plugins/auth';
import type { GatewayPayment } from '../../payment-gateways/gateway';
import { openCheckout } from './checkout.service';
import type { PaymentKindHandler } from './payment-kinds';
import type { GivingContext } from './giving-context';

type PlanRow = typeof plans.$inferSelect;

const toPlan = (row: PlanRow, lang: Language): Plan => ({
  id: row.id,
  name: (lang === 'nl' ? row.nameNl : null) ?? row.name,
  price: centsToEuros(row.priceCents),
});

export async function activePlans(db: Db, lang: Language): Promise<Plan[]> {
  const rows = await db.select().from(plans).where(eq(plans.active, true)).orderBy(asc(plans.id));
  return rows.map((row) => toPlan(row, lang));
}

/**
 * POST /job-pay: a payment for a plan at the plan's own price (never one from the request), on
 * the platform's account. A user who is premium already is not charged again.
 */
export async function startPremiumPayment(
  ctx: GivingContext,
  user: AuthUser,
  input: { planId: number; nonprofitId: number | null | undefined },
  lang: Language,
): Promise<{ checkoutUrl: string; reference: string }> {
  if (user.premiumSince) throw new ValidationError({ plan_id: [paymentMessages.alreadyPremium] });
  const [plan] = await ctx.db
    .select()
    .from(plans)
    .where(and(eq(plans.id, input.planId), eq(plans.active, true)));
  if (!plan) throw new ValidationError({ plan_id: [paymentMessages.planNotFound] });
  if (input.nonprofitId) {
    const [own] = await ctx.db
      .select({ id: nonprofits.id })
      .from(nonprofits)
      .where(and(eq(nonprofits.id, input.nonprofitId), eq(nonprofits.userId, user.id)));
    if (!own) throw new ValidationError({ nonprofit_id: [paymentMessages.nonprofitNotOwned] });
  }

  const { payments } = ctx;
  const reference = newReference();
  const [purchase] = await ctx.db
    .insert(premiumPurchases)
    .values({
      reference,
      userId: user.id,
      planId: plan.id,
      nonprofitId: input.nonprofitId ?? null,
      amountCents: plan.priceCents,
      provider: payments.gateway.name,
      mode: payments.mode,
    })
    .returning({ id: premiumPurchases.id });
  const checkoutUrl = await openCheckout(
    ctx,
    {
      amountCents: plan.priceCents,
      description: translate(lang, 'mail.receipt.premiumDescription', {
        name: toPlan(plan, lang).name,
      }),
      locale: lang,
      reference,
      kind: 'premium',
    },
    (db, values) =>
      db
        .update(premiumPurchases)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(premiumPurchases.id, purchase!.id)),
  );
  return { checkoutUrl, reference };
}

/**
 * Moves a plan payment from open to the provider's status, once, and grants premium in the same
 * transaction when it is paid. `premium_since` is only set while empty: premium is granted once,
 * whatever number of webhooks or purchases follow.
 */
export async function applyPremiumPayment(
  db: Db,
  purchaseId: number,
  payment: GatewayPayment,
): Promise<boolean> {
  if (payment.status === 'open') return false;
  return db.transaction(async (tx) => {
    const now = new Date();
    const [moved] = await tx
      .update(premiumPurchases)
      .set({
        status: payment.status,
        paidAt: payment.status === 'paid' ? now : null,
        updatedAt: now,
      })
      .where(and(eq(premiumPurchases.id, purchaseId), eq(premiumPurchases.status, 'open')))
      .returning();
    if (!moved) return false;
    if (moved.status === 'paid' && moved.userId !== null) {
      await tx
        .update(users)
        .set({ premiumSince: now, updatedAt: now })
        .where(and(eq(users.id, moved.userId), isNull(users.premiumSince)));
    }
    return true;
  });
}

/** GET /premium-purchases/{reference}: the buyer's own purchase, or null. */
export async function premiumPurchaseOf(
  db: Db,
  user: AuthUser,
  reference: string,
  lang: Language,
): Promise<(PremiumPurchase & { providerPaymentId: string | null }) | null> {
  const [row] = await db
    .select({ purchase: premiumPurchases, plan: plans, premiumSince: users.premiumSince })
    .from(premiumPurchases)
    .innerJoin(plans, eq(plans.id, premiumPurchases.planId))
    .innerJoin(users, eq(users.id, premiumPurchases.userId))
    .where(and(eq(premiumPurchases.reference, reference), eq(premiumPurchases.userId, user.id)));
  if (!row) return null;
  const p = row.purchase;
  return {
    reference: p.reference,
    plan: toPlan(row.plan, lang),
    amount: centsToEuros(p.amountCents),
    status: p.status,
    created_at: p.createdAt.toISOString(),
    paid_at: p.paidAt?.toISOString() ?? null,
    premium: row.premiumSince !== null,
    providerPaymentId: p.providerPaymentId,
  };
}

/** Refund statuses that count as money returned, as for donations (donation_refunds_counted.sql). */
const REFUNDS_THAT_COUNT = new Set(['queued', 'pending', 'processing', 'refunded']);

/**
 * Whether a paid plan payment no longer pays for premium: the payer's bank took it back (a
 * chargeback not reversed), or refunds return all of it. A part refunded leaves premium bought.
 */
function paymentTakenBack(payment: GatewayPayment, amountCents: number): boolean {
  if (payment.chargebacks.some((chargeback) => !chargeback.reversed)) return true;
  const refunded = payment.refunds
    .filter((refund) => REFUNDS_THAT_COUNT.has(refund.status))
    .reduce((sum, refund) => sum + refund.amountCents, 0);
  return refunded >= amountCents;
}

/**
 * Withdraws premium once the payment of a purchase is taken back, unless another paid purchase of
 * the buyer still pays for it (asked of the provider, the only one who knows). One way: premium
 * withdrawn comes back only with a new purchase, not when a chargeback is reversed later. Safe
 * to repeat: a replay finds premium withdrawn already, or a purchase made since that stands.
 * True when this call withdrew it.
 */
export async function applyPremiumReturns(
  ctx: GivingContext,
  purchaseId: number,
  payment: GatewayPayment,
): Promise<boolean> {
  if (payment.status !== 'paid') return false;
  const [purchase] = await ctx.db
    .select()
    .from(premiumPurchases)
    .where(eq(premiumPurchases.id, purchaseId));
  if (purchase?.status !== 'paid' || purchase.userId === null) return false;
  if (!paymentTakenBack(payment, purchase.amountCents)) return false;
  const buyerId = purchase.userId;

  const others = await ctx.db
    .select()
    .from(premiumPurchases)
    .where(
      and(
        eq(premiumPurchases.userId, buyerId),
        eq(premiumPurchases.status, 'paid'),
        ne(premiumPurchases.id, purchase.id),
      ),
    );
  const takenBack = [purchase.id];
  for (const other of others) {
    // A provider that cannot be reached throws: the webhook answers 503 and comes again.
    const paid = other.providerPaymentId
      ? await ctx.payments.gateway.getPayment(other.providerPaymentId)
      : null;
    if (paid?.status === 'paid' && paymentTakenBack(paid, other.amountCents)) {
      takenBack.push(other.id);
    }
  }

  const withdrawn = await ctx.db.transaction(async (tx) => {
    // The buyer's row first: a purchase paid meanwhile either grants premium after this
    // withdrawal, or is committed before the check below and keeps it.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, buyerId)).for('update');
    const [standing] = await tx
      .select({ id: premiumPurchases.id })
      .from(premiumPurchases)
      .where(
        and(
          eq(premiumPurchases.userId, buyerId),
          eq(premiumPurchases.status, 'paid'),
          notInArray(premiumPurchases.id, takenBack),
        ),
      )
      .limit(1);
    if (standing) return false;
    const now = new Date();
    const changed = await tx
      .update(users)
      .set({ premiumSince: null, updatedAt: now })
      .where(and(eq(users.id, buyerId), isNotNull(users.premiumSince)))
      .returning({ id: users.id });
    return changed.length > 0;
  });
  if (withdrawn) {
    ctx.log.info({ purchaseId }, 'premium withdrawn: the payment that bought it was taken back');
  }
  return withdrawn;
}

/**
 * Premium purchases as the payment status updates know them (registered in app.ts like
 * donations, ADR 014): paid on the platform's own account, never a connected one.
 */
export const premiumPayments: PaymentKindHandler = {
  async find(db, providerPaymentId) {
    const [purchase] = await db
      .select({ id: premiumPurchases.id, amountCents: premiumPurchases.amountCents })
      .from(premiumPurchases)
      .where(eq(premiumPurchases.providerPaymentId, providerPaymentId));
    return purchase && { ...purchase, payeeNonprofitId: null };
  },
  applyStatus: (ctx, purchaseId, payment) => applyPremiumPayment(ctx.db, purchaseId, payment),
  applyReturns: applyPremiumReturns,
};
