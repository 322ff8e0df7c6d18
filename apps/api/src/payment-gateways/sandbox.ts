import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sandboxChargebacks, sandboxPayments, sandboxRefunds } from '../db/schema';
import type {
  ConnectProvider,
  GatewayChargeback,
  GatewayPayment,
  GatewayRefund,
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
        })
        .returning();
      return toGatewayPayment(row!);
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
      const [row] = await db
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
      if (row) return row;
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
