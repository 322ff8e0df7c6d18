import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  sandboxChargebacks,
  sandboxCustomers,
  sandboxMandates,
  sandboxPayments,
  sandboxRefunds,
  sandboxSubscriptions,
} from '../db/schema';
import { addMonths, dayOf } from '../lib/days';
import type {
  ConnectProvider,
  GatewayChargeback,
  GatewayPayment,
  GatewayRefund,
  GatewaySubscription,
  OAuthTokens,
  PaymentGateway,
  PaymentStatus,
} from './gateway';
import { GatewayError } from './gateway';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random letters and digits, like the ids Mollie hands out. */
function randomId(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += ALPHANUMERIC[byte % ALPHANUMERIC.length];
  return out;
}

/** The method a sandbox payment reports once it is settled. */
export const SANDBOX_METHOD = 'sandbox';

/**
 * Minutes a sandbox payment can be paid. Mollie expires a payment its payer abandons once the
 * method's time is up (15 minutes for cards, longer for slow methods such as bank transfer;
 * https://docs.mollie.com/docs/status-change, https://docs.mollie.com/docs/cards); the sandbox
 * has one method and does the same after 15 minutes.
 */
export const SANDBOX_PAYMENT_MINUTES = 15;

const expiryCutoff = () => new Date(Date.now() - SANDBOX_PAYMENT_MINUTES * 60_000);

type SandboxRow = typeof sandboxPayments.$inferSelect;
type SandboxSubscriptionRow = typeof sandboxSubscriptions.$inferSelect;

function toGatewaySubscription(row: SandboxSubscriptionRow): GatewaySubscription {
  return {
    id: row.id,
    status: row.status,
    nextPaymentDate: row.status === 'active' ? row.nextPaymentDate : null,
    mandateId: row.mandateId,
  };
}

/** A charge the sandbox made of a subscription, to be reported to its webhook URL. */
export interface SandboxCharge {
  paymentId: string;
  amountCents: number;
  status: 'paid' | 'failed';
  webhookUrl: string;
}
type SandboxRefundRow = typeof sandboxRefunds.$inferSelect;

/** Refund statuses that hold money back from the payment (as for Mollie's amountRemaining). */
const REFUNDS_THAT_COUNT = ['queued', 'pending', 'processing', 'refunded'] as const;

function toGatewayRefund(row: SandboxRefundRow): GatewayRefund {
  return { id: row.id, amountCents: row.amountCents, status: row.status, requestId: row.requestId };
}

function toGatewayPayment(
  row: SandboxRow,
  refunds: GatewayRefund[] = [],
  chargebacks: GatewayChargeback[] = [],
): GatewayPayment {
  return {
    id: row.id,
    status: row.status,
    amountCents: row.amountCents,
    currency: row.currency,
    method: row.method,
    checkoutUrl: row.status === 'open' ? `/sandbox/checkout/${row.id}` : null,
    metadata: row.metadata,
    refunds,
    chargebacks,
    sequenceType: row.sequenceType,
    customerId: row.customerId,
    mandateId: row.mandateId,
    subscriptionId: row.subscriptionId,
  };
}

export interface SandboxGateway extends PaymentGateway {
  readonly name: 'sandbox';
  /** The payment as its checkout page shows it; null when unknown. */
  find(id: string): Promise<SandboxRow | null>;
  /**
   * The payer's choice on the checkout page. Like a provider, the payment moves once, from open
   * and within its time; answers the row after the move, or `done` when it was no longer open
   * (or expired meanwhile), or null when unknown.
   */
  settle(id: string, status: Exclude<PaymentStatus, 'open'>): Promise<SandboxRow | 'done' | null>;
  /**
   * The bank takes back what remains of a paid payment (as a chargeback in Mollie's test mode):
   * the chargeback, or `not-paid` for a payment that is not paid or has nothing left, or null
   * when unknown.
   */
  chargeBack(id: string): Promise<GatewayChargeback | 'not-paid' | null>;
  /**
   * Lets `months` pass and charges every active subscription for each month that
   * falls due meanwhile (a recurring payment each, paid or failed as told), moving its next
   * charge on. The caller reports each charge to its webhook URL, as Mollie would.
   */
  chargeDue(months: number, outcome: 'paid' | 'failed', now?: Date): Promise<SandboxCharge[]>;
}

/**
 * The built-in payment provider: a product feature for demos and development that behaves like
 * Mollie's test mode. Its payments live in the database; its checkout is a page of the web app
 * (`/sandbox/checkout/{id}`) where the payer picks the outcome, after which the same webhook
 * handling as for Mollie runs.
 */
export function createSandboxGateway(db: Db): SandboxGateway {
  async function find(id: string): Promise<SandboxRow | null> {
    if (!/^tr_sbx[A-Za-z0-9]+$/.test(id)) return null;
    const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
    if (row?.status !== 'open' || row.createdAt > expiryCutoff()) return row ?? null;
    // Past its time: it expires now, the first time anyone asks (Mollie would also call the
    // webhook; here the payment check finds out).
    const [expired] = await db
      .update(sandboxPayments)
      .set({ status: 'expired', updatedAt: new Date() })
      .where(
        and(
          eq(sandboxPayments.id, id),
          eq(sandboxPayments.status, 'open'),
          lte(sandboxPayments.createdAt, expiryCutoff()),
        ),
      )
      .returning();
    return expired ?? (await find(id));
  }

  /** What remains of a payment: its amount less refunds that count and chargebacks not reversed. */
  async function remainingCents(tx: Db, paymentId: string, amountCents: number): Promise<number> {
    const [refunded] = await tx
      .select({ cents: sql<number>`coalesce(sum(${sandboxRefunds.amountCents}), 0)::int` })
      .from(sandboxRefunds)
      .where(
        and(
          eq(sandboxRefunds.paymentId, paymentId),
          inArray(sandboxRefunds.status, REFUNDS_THAT_COUNT),
        ),
      );
    const [chargedBack] = await tx
      .select({ cents: sql<number>`coalesce(sum(${sandboxChargebacks.amountCents}), 0)::int` })
      .from(sandboxChargebacks)
      .where(
        and(eq(sandboxChargebacks.paymentId, paymentId), isNull(sandboxChargebacks.reversedAt)),
      );
    return amountCents - (refunded?.cents ?? 0) - (chargedBack?.cents ?? 0);
  }

  async function withRefundsAndChargebacks(row: SandboxRow): Promise<GatewayPayment> {
    const refunds = await db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentId, row.id))
      .orderBy(asc(sandboxRefunds.createdAt), asc(sandboxRefunds.id));
    const chargebacks = await db
      .select()
      .from(sandboxChargebacks)
      .where(eq(sandboxChargebacks.paymentId, row.id))
      .orderBy(asc(sandboxChargebacks.createdAt), asc(sandboxChargebacks.id));
    return toGatewayPayment(
      row,
      refunds.map(toGatewayRefund),
      chargebacks.map((c) => ({
        id: c.id,
        amountCents: c.amountCents,
        reversed: c.reversedAt !== null,
      })),
    );
  }

  return {
    name: 'sandbox',
    async createPayment(input) {
      const [row] = await db
        .insert(sandboxPayments)
        .values({
          id: `tr_sbx${randomId(14)}`,
          amountCents: input.amountCents,
          description: input.description,
          redirectUrl: input.redirectUrl,
          cancelUrl: input.cancelUrl,
          webhookUrl: input.webhookUrl,
          metadata: input.metadata,
          profileId: input.connected?.profileId ?? null,
          applicationFeeCents: input.connected?.applicationFeeCents ?? null,
          sequenceType: input.first ? 'first' : 'oneoff',
          customerId: input.first?.customerId ?? null,
        })
        .returning();
      const payment = toGatewayPayment(row!);
      // Like Mollie's checkout, the sandbox's speaks the payment's language.
      const { checkoutUrl } = payment;
      return { ...payment, checkoutUrl: checkoutUrl && `${checkoutUrl}?lang=${input.locale}` };
    },
    async createCustomer(input) {
      const [customer] = await db
        .insert(sandboxCustomers)
        .values({ id: `cst_sbx${randomId(10)}`, name: input.name, email: input.email })
        .returning({ id: sandboxCustomers.id });
      return customer!;
    },
    async createSubscription(input) {
      return db.transaction(async (tx) => {
        const [asked] = await tx
          .select()
          .from(sandboxSubscriptions)
          .where(eq(sandboxSubscriptions.idempotencyKey, input.idempotencyKey));
        if (asked) return toGatewaySubscription(asked);
        // Like Mollie: a subscription needs a valid mandate of the customer.
        const [mandate] = await tx
          .select()
          .from(sandboxMandates)
          .where(
            and(
              eq(sandboxMandates.customerId, input.customerId),
              eq(sandboxMandates.status, 'valid'),
              input.mandateId ? eq(sandboxMandates.id, input.mandateId) : undefined,
            ),
          );
        if (!mandate) throw new GatewayError('sandbox: the customer has no valid mandate');
        const [row] = await tx
          .insert(sandboxSubscriptions)
          .values({
            id: `sub_sbx${randomId(10)}`,
            customerId: input.customerId,
            mandateId: mandate.id,
            amountCents: input.amountCents,
            description: input.description,
            status: 'active',
            startDate: input.startDate,
            nextPaymentDate: input.startDate,
            webhookUrl: input.webhookUrl,
            metadata: input.metadata,
            applicationFeeCents: input.connected?.applicationFeeCents ?? null,
            idempotencyKey: input.idempotencyKey,
          })
          .onConflictDoNothing({ target: sandboxSubscriptions.idempotencyKey })
          .returning();
        if (row) return toGatewaySubscription(row);
        // Asked at the same moment with the same key: the other request made it.
        const [other] = await tx
          .select()
          .from(sandboxSubscriptions)
          .where(eq(sandboxSubscriptions.idempotencyKey, input.idempotencyKey));
        return toGatewaySubscription(other!);
      });
    },
    async getSubscription(customerId, id) {
      const [row] = await db
        .select()
        .from(sandboxSubscriptions)
        .where(
          and(eq(sandboxSubscriptions.id, id), eq(sandboxSubscriptions.customerId, customerId)),
        );
      return row ? toGatewaySubscription(row) : null;
    },
    async cancelSubscription(customerId, id) {
      const [row] = await db
        .update(sandboxSubscriptions)
        .set({ status: 'canceled', canceledAt: new Date(), nextPaymentDate: null })
        .where(
          and(
            eq(sandboxSubscriptions.id, id),
            eq(sandboxSubscriptions.customerId, customerId),
            inArray(sandboxSubscriptions.status, ['active', 'suspended']),
          ),
        )
        .returning();
      return row ? toGatewaySubscription(row) : null;
    },
    async chargeDue(months, outcome, now = new Date()) {
      const until = addMonths(dayOf(now), months);
      return db.transaction(async (tx) => {
        // Locked, so two runs at once charge each month once.
        const due = await tx
          .select()
          .from(sandboxSubscriptions)
          .where(
            and(
              eq(sandboxSubscriptions.status, 'active'),
              lte(sandboxSubscriptions.nextPaymentDate, until),
            ),
          )
          .orderBy(asc(sandboxSubscriptions.nextPaymentDate), asc(sandboxSubscriptions.id))
          .for('update');
        const charges: SandboxCharge[] = [];
        for (const subscription of due) {
          let next = subscription.nextPaymentDate!;
          while (next <= until) {
            const [payment] = await tx
              .insert(sandboxPayments)
              .values({
                id: `tr_sbx${randomId(14)}`,
                amountCents: subscription.amountCents,
                description: subscription.description,
                status: outcome,
                method: SANDBOX_METHOD,
                redirectUrl: '',
                cancelUrl: '',
                webhookUrl: subscription.webhookUrl,
                metadata: subscription.metadata ?? {},
                applicationFeeCents: subscription.applicationFeeCents,
                sequenceType: 'recurring',
                customerId: subscription.customerId,
                mandateId: subscription.mandateId,
                subscriptionId: subscription.id,
              })
              .returning();
            charges.push({
              paymentId: payment!.id,
              amountCents: payment!.amountCents,
              status: outcome,
              webhookUrl: subscription.webhookUrl,
            });
            next = addMonths(next, 1);
          }
          await tx
            .update(sandboxSubscriptions)
            .set({ nextPaymentDate: next, updatedAt: new Date() })
            .where(eq(sandboxSubscriptions.id, subscription.id));
        }
        return charges;
      });
    },
    async getPayment(id) {
      const row = await find(id);
      return row ? withRefundsAndChargebacks(row) : null;
    },
    async createRefund(input) {
      // Like Mollie's test mode: only a paid payment, at most what remains of it, and asked
      // twice with the same request the same refund. The sandbox pays refunds out at once.
      return db.transaction(async (tx) => {
        const [payment] = await tx
          .select()
          .from(sandboxPayments)
          .where(eq(sandboxPayments.id, input.paymentId))
          .for('update');
        if (!payment) throw new GatewayError('sandbox: unknown payment');
        const [asked] = await tx
          .select()
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.requestId, input.requestId));
        if (asked) return toGatewayRefund(asked);
        if (payment.status !== 'paid') throw new GatewayError('sandbox: the payment is not paid');
        if (input.amountCents > (await remainingCents(tx, payment.id, payment.amountCents))) {
          throw new GatewayError('sandbox: the refund is more than what remains of the payment');
        }
        const [refund] = await tx
          .insert(sandboxRefunds)
          .values({
            id: `re_sbx${randomId(12)}`,
            paymentId: payment.id,
            amountCents: input.amountCents,
            status: 'refunded',
            requestId: input.requestId,
          })
          .returning();
        return toGatewayRefund(refund!);
      });
    },
    async chargeBack(id) {
      if (!/^tr_sbx[A-Za-z0-9]+$/.test(id)) return null;
      return db.transaction(async (tx) => {
        const [payment] = await tx
          .select()
          .from(sandboxPayments)
          .where(eq(sandboxPayments.id, id))
          .for('update');
        if (!payment) return null;
        if (payment.status !== 'paid') return 'not-paid';
        const remaining = await remainingCents(tx, payment.id, payment.amountCents);
        if (remaining <= 0) return 'not-paid';
        const [chargeback] = await tx
          .insert(sandboxChargebacks)
          .values({ id: `chb_sbx${randomId(10)}`, paymentId: payment.id, amountCents: remaining })
          .returning();
        return { id: chargeback!.id, amountCents: chargeback!.amountCents, reversed: false };
      });
    },
    find,
    async settle(id, status) {
      const settled = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(sandboxPayments)
          .set({ status, method: SANDBOX_METHOD, updatedAt: new Date() })
          .where(
            and(
              eq(sandboxPayments.id, id),
              eq(sandboxPayments.status, 'open'),
              gt(sandboxPayments.createdAt, expiryCutoff()),
            ),
          )
          .returning();
        // A paid first payment gives its customer a mandate, as at Mollie.
        if (row?.status !== 'paid' || row.sequenceType !== 'first' || !row.customerId) return row;
        const [mandate] = await tx
          .insert(sandboxMandates)
          .values({
            id: `mdt_sbx${randomId(10)}`,
            customerId: row.customerId,
            status: 'valid',
            method: SANDBOX_METHOD,
          })
          .returning({ id: sandboxMandates.id });
        const [withMandate] = await tx
          .update(sandboxPayments)
          .set({ mandateId: mandate!.id })
          .where(eq(sandboxPayments.id, row.id))
          .returning();
        return withMandate;
      });
      if (settled) return settled;
      return (await find(id)) ? 'done' : null;
    },
  };
}

/**
 * Mollie Connect's stand-in: the "grant access" page is the web app's `/sandbox/connect`, and
 * the codes it hands back (`sandbox_...`) are exchanged for sandbox tokens.
 */
export function createSandboxConnect(): ConnectProvider {
  const tokens = (): OAuthTokens => ({
    accessToken: `access_sandbox${randomId(24)}`,
    refreshToken: `refresh_sandbox${randomId(24)}`,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  return {
    name: 'sandbox',
    authorizationUrl: (state) => `/sandbox/connect?${new URLSearchParams({ state })}`,
    async exchangeCode(code) {
      if (!/^sandbox_[A-Za-z0-9]+$/.test(code)) throw new GatewayError('unknown sandbox code');
      return tokens();
    },
    async refresh(refreshToken) {
      if (!refreshToken.startsWith('refresh_sandbox')) {
        throw new GatewayError('unknown sandbox refresh token');
      }
      return tokens();
    },
    async account() {
      return { organizationId: 'org_sandbox', profileId: 'pfl_sandbox' };
    },
  };
}
