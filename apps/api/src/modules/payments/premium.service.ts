import { paymentMessages, type Language, type Plan, type PremiumPurchase } from '@app/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
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
  app: FastifyInstance,
  user: AuthUser,
  input: { planId: number; nonprofitId: number | null | undefined },
  lang: Language,
): Promise<{ checkoutUrl: string; reference: string }> {
  if (user.premiumSince) throw new ValidationError({ plan_id: [paymentMessages.alreadyPremium] });
  const [plan] = await app.db
    .select()
    .from(plans)
    .where(and(eq(plans.id, input.planId), eq(plans.active, true)));
  if (!plan) throw new ValidationError({ plan_id: [paymentMessages.planNotFound] });
  if (input.nonprofitId) {
    const [own] = await app.db
      .select({ id: nonprofits.id })
      .from(nonprofits)
      .where(and(eq(nonprofits.id, input.nonprofitId), eq(nonprofits.userId, user.id)));
    if (!own) throw new ValidationError({ nonprofit_id: [paymentMessages.nonprofitNotOwned] });
  }

  const { payments } = app;
  const reference = newReference();
  const [purchase] = await app.db
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
    app,
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
  applyStatus: (app, purchaseId, payment) => applyPremiumPayment(app.db, purchaseId, payment),
};
