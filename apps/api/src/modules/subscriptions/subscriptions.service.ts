import {
  donationMessages,
  subscriptionMessages,
  type DonationTargetType,
  type Language,
  type Subscription,
  type SubscriptionStopReason,
} from '@app/contract';
import { and, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donations, subscriptions } from '../../db/schema';
import { addMonths, dayOf } from '../../lib/days';
import { HttpError } from '../../lib/http-errors';
import { translate } from '../../lib/i18n';
import { enqueueMail } from '../../lib/mail-outbox';
import { centsToEuros } from '../../lib/money';
import { retryWithBackoff } from '../../queue/backoff';
import type { TaskKind } from '../../queue/tasks';
import { newReference } from '../../lib/tokens';
import type { ConnectedAccount, GatewayPayment } from '../../payment-gateways/gateway';
import { GatewayError } from '../../payment-gateways/gateway';
import { joinTargets, targetColumn, targetIdAndName } from '../pages/donation-targets';
import { connectedAccountFor } from '../payments/connections.service';
import { stoppedMail } from './subscription-mail';
import type { GivingContext } from '../payments/giving-context';

/**
 * Monthly giving. A monthly gift starts as an open first payment (`openSubscription`,
 * called by GET /pay); when that payment is paid, the provider is asked once to charge the same
 * amount every month (`followDonation`); each charge it reports becomes a donation of its own,
 * once per provider payment id (`recordCharge`); the donor stops it (`stopSubscription`), and so
 * does a deleted page or a non-profit that disconnects its payment account.
 */

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A start claimed longer ago than this belongs to a process that died; it may be taken again. */
const START_CLAIM_MS = 2 * 60_000;

/** The account that runs a gift: the connected non-profit's (its token), or the platform's. */
async function accountOf(ctx: GivingContext, row: Pick<SubscriptionRow, 'payeeNonprofitId'>) {
  if (row.payeeNonprofitId === null) return { accessToken: undefined };
  const account = await connectedAccountFor(ctx, row.payeeNonprofitId);
  return account ? { accessToken: account.accessToken } : null;
}

export interface OpenSubscriptionInput {
  amountCents: number;
  coveredFeeCents: number;
  target: { type: DonationTargetType; id: number };
  donorUserId: number | null;
  donorName: string;
  donorEmail: string;
  locale: Language;
  /** The connected non-profit's account the first payment goes to, with the fee per charge. */
  connected: (ConnectedAccount & { nonprofitId: number }) | null;
}

/**
 * Makes the donor a customer at the provider (on the connected account when the gift goes
 * there) and records the gift as pending; the first payment is then opened for that customer.
 * A provider that refuses answers the payment error ('Something went wrong while initiating
 * the payment.'), with nothing written.
 */
export async function openSubscription(
  ctx: GivingContext,
  input: OpenSubscriptionInput,
): Promise<{ subscriptionId: number; customerId: string }> {
  const { gateway } = ctx.payments;
  let customerId: string;
  try {
    ({ id: customerId } = await gateway.createCustomer({
      name: input.donorName,
      email: input.donorEmail,
      locale: input.locale,
      accessToken: input.connected?.accessToken,
    }));
  } catch (err) {
    ctx.log.error({ err }, 'monthly gift: the customer could not be made at the provider');
    throw new HttpError(502, donationMessages.paymentError);
  }
  const [row] = await ctx.db
    .insert(subscriptions)
    .values({
      amountCents: input.amountCents,
      coveredFeeCents: input.coveredFeeCents,
      targetType: input.target.type,
      [targetColumn[input.target.type]]: input.target.id,
      donorUserId: input.donorUserId,
      donorName: input.donorName,
      donorEmail: input.donorEmail,
      locale: input.locale,
      provider: gateway.name,
      mode: ctx.payments.mode,
      providerCustomerId: customerId,
      payeeNonprofitId: input.connected?.nonprofitId ?? null,
      applicationFeeCents: input.connected?.applicationFeeCents ?? null,
    })
    .returning({ id: subscriptions.id });
  return { subscriptionId: row!.id, customerId };
}

/** A first payment that never reached a checkout: the gift never starts. */
export async function endUnstarted(db: Db, subscriptionId: number): Promise<void> {
  await db
    .update(subscriptions)
    .set({ status: 'ended', updatedAt: new Date() })
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.status, 'pending')));
}

/**
 * After a donation of a monthly gift moved (or was asked about again): its first payment paid
 * starts the gift at the provider; not paid, the gift ends. A later charge that failed is shown
 * to the donor and the owner, and the gift's status and next charge follow the provider's.
 * Safe to run any number of times.
 */
export async function followDonation(
  ctx: GivingContext,
  donationId: number,
  payment: GatewayPayment,
  moved: boolean,
): Promise<void> {
  const [donation] = await ctx.db
    .select({
      status: donations.status,
      subscriptionId: donations.subscriptionId,
      paidAt: donations.paidAt,
    })
    .from(donations)
    .where(eq(donations.id, donationId));
  if (!donation?.subscriptionId) return;
  const [gift] = await ctx.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, donation.subscriptionId));
  if (!gift) return;
  if (gift.status === 'pending') {
    if (donation.status === 'paid') {
      await startSubscription(ctx, gift.id, payment.mandateId, donation.paidAt ?? new Date());
    } else if (donation.status !== 'open') {
      await endUnstarted(ctx.db, gift.id);
    }
    return;
  }
  if (!moved || payment.sequenceType !== 'recurring') return;
  await ctx.db
    .update(subscriptions)
    .set({
      lastChargeFailedAt: donation.status === 'failed' ? new Date() : null,
      updatedAt: new Date(),
    })
    .where(eq(subscriptions.id, gift.id));
  await followProvider(ctx, gift);
}

/** The gift's status and next charge as the provider has them (a revoked mandate stops it). */
async function followProvider(ctx: GivingContext, gift: SubscriptionRow): Promise<void> {
  if (gift.status !== 'active' || !gift.providerSubscriptionId) return;
  const account = await accountOf(ctx, gift);
  if (!account) return;
  const now = await ctx.payments.gateway.getSubscription(
    gift.providerCustomerId,
    gift.providerSubscriptionId,
    account,
  );
  if (!now) return;
  if (now.status === 'active' || now.status === 'pending') {
    await ctx.db
      .update(subscriptions)
      .set({ nextChargeDate: now.nextPaymentDate, updatedAt: new Date() })
      .where(and(eq(subscriptions.id, gift.id), eq(subscriptions.status, 'active')));
  } else {
    await markStopped(ctx, gift.id, 'provider');
  }
}

/**
 * Asks the provider, once, to charge the gift every month from a month after its first payment.
 * Twenty replays of the first payment's webhook, ten of them at once, make one subscription:
 * only the run that claims the pending gift asks, and it asks with an idempotency key, so a
 * claim taken over after a crash gets the same subscription back. A refusal releases the claim
 * and throws, so the webhook answers 503 and the provider calls again.
 */
async function startSubscription(
  ctx: GivingContext,
  subscriptionId: number,
  mandateId: string | null,
  paidAt: Date,
): Promise<void> {
  const [gift] = await ctx.db
    .update(subscriptions)
    .set({ startClaimedAt: new Date() })
    .where(
      and(
        eq(subscriptions.id, subscriptionId),
        eq(subscriptions.status, 'pending'),
        or(
          isNull(subscriptions.startClaimedAt),
          lt(subscriptions.startClaimedAt, new Date(Date.now() - START_CLAIM_MS)),
        ),
      ),
    )
    .returning();
  if (!gift) return;
  const release = () =>
    ctx.db
      .update(subscriptions)
      .set({ startClaimedAt: null })
      .where(and(eq(subscriptions.id, gift.id), eq(subscriptions.status, 'pending')));
  const account = await accountOf(ctx, gift);
  if (!account) {
    // The non-profit disconnected its account between the first payment and now.
    await markStopped(ctx, gift.id, 'disconnected');
    return;
  }
  const startDate = addMonths(dayOf(paidAt), 1);
  let started;
  try {
    started = await ctx.payments.gateway.createSubscription({
      customerId: gift.providerCustomerId,
      mandateId,
      amountCents: gift.amountCents + gift.coveredFeeCents,
      description: translate(gift.locale, 'mail.subscription.description', {
        name: await targetName(ctx.db, gift),
        number: gift.id,
      }).slice(0, 255),
      startDate,
      webhookUrl: `${ctx.payments.urls.webhook}?subscription=${gift.id}`,
      metadata: { subscription: gift.id },
      idempotencyKey: `subscription-${gift.id}`,
      connected: account.accessToken
        ? { accessToken: account.accessToken, applicationFeeCents: gift.applicationFeeCents ?? 0 }
        : undefined,
    });
  } catch (err) {
    await release();
    throw err instanceof GatewayError ? err : new GatewayError('subscription not started', err);
  }
  const [active] = await ctx.db
    .update(subscriptions)
    .set({
      status: 'active',
      providerSubscriptionId: started.id,
      providerMandateId: started.mandateId ?? mandateId,
      nextChargeDate: started.nextPaymentDate ?? startDate,
      startedAt: new Date(),
      startClaimedAt: null,
      updatedAt: new Date(),
    })
    .where(and(eq(subscriptions.id, gift.id), eq(subscriptions.status, 'pending')))
    .returning({ id: subscriptions.id });
  if (!active) {
    // Stopped while it was being started: it must not charge anyone.
    await ctx.payments.gateway.cancelSubscription(gift.providerCustomerId, started.id, account);
    await ctx.db
      .update(subscriptions)
      .set({ providerSubscriptionId: started.id })
      .where(eq(subscriptions.id, gift.id));
  }
}

/** The name of the page a gift goes to, or the words for a removed page. */
async function targetName(db: Db, gift: SubscriptionRow): Promise<string> {
  const [row] = await giftsWithTargets(db, eq(subscriptions.id, gift.id));
  return row?.targetName ?? translate(gift.locale, 'mail.receipt.deletedPage');
}

/**
 * A later charge the provider reports to the gift's webhook URL (`?subscription={id}`): read
 * from the provider with the gift's account, never from the request, and recorded as an open
 * donation only when it is a payment of this very subscription and customer. Once per provider
 * payment id: the unique index on it makes any replay or concurrent call add nothing. Then the
 * payment's status is applied as for any donation. True when the payment is (now) recorded.
 */
export async function recordCharge(
  ctx: GivingContext,
  key: string,
  paymentId: string,
): Promise<boolean> {
  if (!/^\d{1,10}$/.test(key)) return false;
  const [gift] = await ctx.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, Number(key)));
  if (!gift?.providerSubscriptionId) return false;
  const account = await accountOf(ctx, gift);
  if (!account) return false;
  const payment = await ctx.payments.gateway.getPayment(paymentId, account);
  if (
    !payment ||
    payment.subscriptionId !== gift.providerSubscriptionId ||
    payment.customerId !== gift.providerCustomerId
  ) {
    ctx.log.warn(
      { paymentId, subscriptionId: gift.id },
      'a payment that is not this gift’s charge',
    );
    return false;
  }
  const [first] = await ctx.db
    .select({ anonymous: donations.anonymous })
    .from(donations)
    .where(eq(donations.subscriptionId, gift.id))
    .orderBy(donations.id)
    .limit(1);
  await ctx.db
    .insert(donations)
    .values({
      reference: newReference(),
      amountCents: gift.amountCents,
      coveredFeeCents: gift.coveredFeeCents,
      paymentCostCents: ctx.payments.paymentCostCents,
      targetType: gift.targetType,
      fundraiserId: gift.fundraiserId,
      nonprofitId: gift.nonprofitId,
      eventId: gift.eventId,
      projectId: gift.projectId,
      companyEventId: gift.companyEventId,
      donorUserId: gift.donorUserId,
      donorName: gift.donorName,
      donorEmail: gift.donorEmail,
      anonymous: first?.anonymous ?? false,
      locale: gift.locale,
      provider: gift.provider,
      mode: gift.mode,
      providerPaymentId: paymentId,
      payeeNonprofitId: gift.payeeNonprofitId,
      applicationFeeCents: gift.applicationFeeCents,
      subscriptionId: gift.id,
    })
    .onConflictDoNothing({ target: donations.providerPaymentId });
  return true;
}

/**
 * Marks the gift stopped, once (the update only matches a pending or active gift), and tells
 * the donor in the same transaction. True when this call stopped it.
 */
async function markStopped(
  ctx: GivingContext,
  subscriptionId: number,
  reason: SubscriptionStopReason,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [stopped] = await tx
      .update(subscriptions)
      .set({
        status: 'canceled',
        stopReason: reason,
        canceledAt: new Date(),
        nextChargeDate: null,
        startClaimedAt: null,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(subscriptions.id, subscriptionId),
          inArray(subscriptions.status, ['pending', 'active']),
        ),
      )
      .returning();
    if (!stopped) return false;
    if (stopped.donorEmail) {
      const [view] = await subscriptionViews(tx, eq(subscriptions.id, stopped.id));
      if (view) await enqueueMail(tx, stoppedMail(ctx, stopped, view, reason));
    }
    return true;
  });
}

/**
 * Stops a monthly gift: the provider first (Mollie's DELETE; a subscription it had stopped
 * already is fine), then the record, once. A second Stop finds it stopped and changes nothing.
 * A provider that cannot be reached leaves the gift running and answers 502.
 */
export async function stopSubscription(
  ctx: GivingContext,
  subscriptionId: number,
  reason: SubscriptionStopReason,
): Promise<boolean> {
  const [gift] = await ctx.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  if (!gift || (gift.status !== 'pending' && gift.status !== 'active')) return false;
  if (gift.providerSubscriptionId) {
    const account = await accountOf(ctx, gift);
    try {
      if (account) {
        await ctx.payments.gateway.cancelSubscription(
          gift.providerCustomerId,
          gift.providerSubscriptionId,
          account,
        );
      }
    } catch (err) {
      ctx.log.error({ err, subscriptionId }, 'monthly gift: the provider could not stop it');
      throw new HttpError(502, subscriptionMessages.failed);
    }
  }
  return markStopped(ctx, subscriptionId, reason);
}

/**
 * Stops every running gift on a non-profit's connected account, before its tokens are thrown
 * away (they are needed to stop them): nobody is charged on an account the platform left.
 */
export async function stopGiftsOnAccount(ctx: GivingContext, nonprofitId: number) {
  const running = await ctx.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.payeeNonprofitId, nonprofitId),
        inArray(subscriptions.status, ['pending', 'active']),
      ),
    );
  for (const gift of running) await stopSubscription(ctx, gift.id, 'disconnected');
  return running.length;
}

function giftsWithTargets(db: Db, where: SQL | undefined) {
  return joinTargets(
    db
      .select({
        gift: subscriptions,
        ...targetIdAndName,
        charges:
          sql<number>`(select count(*) from ${donations} d where d.subscription_id = ${subscriptions.id} and d.status = 'paid')`.mapWith(
            Number,
          ),
        givenCents:
          sql<number>`(select coalesce(sum(d.counted_cents), 0) from ${donations} d where d.subscription_id = ${subscriptions.id})`.mapWith(
            Number,
          ),
      })
      .from(subscriptions)
      .$dynamic(),
    subscriptions,
  ).where(where);
}

/** Gifts as their donor sees them, newest first. */
export async function subscriptionViews(db: Db, where: SQL | undefined): Promise<Subscription[]> {
  const rows = await giftsWithTargets(db, where).orderBy(
    desc(subscriptions.createdAt),
    desc(subscriptions.id),
  );
  return rows.map(({ gift, targetId, targetName: name, charges, givenCents }) => ({
    id: gift.id,
    status: gift.status,
    amount: centsToEuros(gift.amountCents),
    covered_fee: centsToEuros(gift.coveredFeeCents),
    target: targetId === null ? null : { type: gift.targetType, id: Number(targetId), name: name! },
    next_charge_date: gift.status === 'active' ? gift.nextChargeDate : null,
    started_at: gift.startedAt?.toISOString() ?? null,
    canceled_at: gift.canceledAt?.toISOString() ?? null,
    stop_reason: gift.stopReason,
    last_charge_failed_at: gift.lastChargeFailedAt?.toISOString() ?? null,
    charges,
    given: centsToEuros(givenCents),
  }));
}

/** The donor's monthly gifts: every one that started or is starting. */
export function subscriptionsOfUser(db: Db, userId: number): Promise<Subscription[]> {
  return subscriptionViews(
    db,
    and(eq(subscriptions.donorUserId, userId), sql`${subscriptions.status} <> 'ended'`),
  );
}

/** Who may stop a gift: the donor signed in as its account, or with its receipt's link. */
export async function giftOwner(db: Db, subscriptionId: number) {
  const [gift] = await db
    .select({ id: subscriptions.id, donorUserId: subscriptions.donorUserId })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  return gift ?? null;
}

/**
 * The `subscription-stop` task, queued by the database when a gift's page is deleted
 * (subscriptions_page_gone.sql): stops the gift at the provider and tells the donor. A provider
 * that cannot be reached is asked again later (the queue's backoff).
 */
export function subscriptionStopTask(ctx: GivingContext): TaskKind {
  return {
    async run(task) {
      const id = Number(task.payload.subscriptionId);
      const reason = task.payload.reason as SubscriptionStopReason;
      if (!Number.isSafeInteger(id)) return { giveUp: 'no subscription id' };
      await stopSubscription(ctx, id, reason);
    },
    // A provider that is down for a while: tried again for three days, at most hourly.
    retryAt: retryWithBackoff({ baseMs: 60_000, capMs: 3_600_000, windowMs: 3 * 86_400_000 }),
    logContext: (task) => ({ subscriptionId: task.payload.subscriptionId }),
  };
}

/** Days a charge may be late before the provider is asked what became of the gift. */
export const OVERDUE_DAYS = 2;

/**
 * The daily `subscription-follow` sweep: a gift canceled at the provider (in Mollie's dashboard,
 * or because the donor's bank revoked the mandate) sends no more charges, so no webhook tells
 * us. Every active gift whose charge is more than OVERDUE_DAYS late is read from the provider:
 * stopped there, it is stopped here too and the donor told; still running, its next charge date
 * follows the provider's. Answers how many gifts it asked about.
 */
export async function followOverdueGifts(ctx: GivingContext, now = new Date()): Promise<number> {
  const overdue = await ctx.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        lt(
          subscriptions.nextChargeDate,
          dayOf(new Date(now.getTime() - OVERDUE_DAYS * 86_400_000)),
        ),
      ),
    )
    .limit(500);
  for (const gift of overdue) {
    try {
      await followProvider(ctx, gift);
    } catch (err) {
      ctx.log.warn(
        { err, subscriptionId: gift.id },
        'monthly gift: the provider could not be asked',
      );
    }
  }
  return overdue.length;
}

export function subscriptionFollowTask(ctx: GivingContext): TaskKind {
  return {
    async run() {
      await followOverdueGifts(ctx);
      return { again: new Date(Date.now() + 86_400_000) };
    },
    // A sweep that failed is tried again in an hour; it never gives up.
    retryAt: (_task, now) => new Date(now.getTime() + 3_600_000),
  };
}
