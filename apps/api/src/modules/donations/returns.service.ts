import { donationMessages, refundMessages, type RefundResponse } from '@app/contract';
import type { Language } from '@app/i18n';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donationChargebacks, donationRefunds, donations } from '../../db/schema';
import { forbidden, HttpError, notFound } from '../../lib/http-errors';
import { enqueueMail } from '../../lib/mail-outbox';
import { centsToEuros } from '../../lib/money';
import { fieldError } from '../../lib/validation';
import {
  GatewayError,
  type GatewayChargeback,
  type GatewayPayment,
  type GatewayRefund,
} from '../../payment-gateways/gateway';
import type { AuthUser } from '../../plugins/auth';
import { connectedAccountFor } from '../payments/connections.service';
import { refundMail } from './refund-mail';
import type { GivingContext } from '../payments/giving-context';

/**
 * Money that goes back after a donation was paid: refunds (asked for by the page's
 * owner here, or made at the provider) and chargebacks (the donor's bank). They are read from
 * the provider, never from a request, and stored one record each; their triggers keep the
 * donation's refunded and charged-back cents, and the raised counters follow (ADR 004). Every
 * write is a one-way, conditional upsert, so replays and concurrent webhooks change nothing twice.
 */

/**
 * A refund status's place in its one-way course: queued -> pending -> processing -> refunded |
 * failed; queued or pending -> canceled. A status only ever moves to a higher place.
 */
export function refundStage(status: SQL | string): SQL {
  const value = typeof status === 'string' ? sql`${status}::refund_status` : status;
  return sql`(CASE ${value} WHEN 'queued' THEN 0 WHEN 'pending' THEN 1 WHEN 'processing' THEN 2 ELSE 3 END)`;
}

/** The rows a raw statement answered (both drivers answer `{ rows }`). */
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

/** Records one refund the provider reports; true when it added or moved our record. */
async function applyRefund(tx: Db, donationId: number, refund: GatewayRefund): Promise<boolean> {
  if (refund.requestId !== null) {
    // Asked for through us: our record (queued until the provider answered) takes the
    // provider's id and status.
    const matched = await tx.execute(sql`
      UPDATE ${donationRefunds}
      SET provider_refund_id = ${refund.id},
          status = CASE WHEN ${refundStage(sql`status`)} < ${refundStage(refund.status)}
                        THEN ${refund.status}::refund_status ELSE status END,
          updated_at = now()
      WHERE id = ${refund.requestId} AND donation_id = ${donationId}
        AND (provider_refund_id IS NULL OR provider_refund_id = ${refund.id})
        AND (provider_refund_id IS NULL OR ${refundStage(sql`status`)} < ${refundStage(refund.status)})
      RETURNING id`);
    if (rowsOf(matched).length > 0) return true;
    const [known] = rowsOf(
      await tx.execute(sql`
        SELECT 1 FROM ${donationRefunds}
        WHERE id = ${refund.requestId} AND donation_id = ${donationId}`),
    );
    if (known) return false;
  }
  // Made at the provider (its dashboard), or our record is gone: recorded by the provider's id.
  const upserted = await tx.execute(sql`
    INSERT INTO ${donationRefunds} (donation_id, provider_refund_id, amount_cents, status)
    VALUES (${donationId}, ${refund.id}, ${refund.amountCents}, ${refund.status}::refund_status)
    ON CONFLICT (provider_refund_id) DO UPDATE
      SET status = EXCLUDED.status, updated_at = now()
      WHERE ${refundStage(sql`${donationRefunds}.status`)} < ${refundStage(sql`EXCLUDED.status`)}
    RETURNING id`);
  return rowsOf(upserted).length > 0;
}

/** Records one chargeback the provider reports; true when it added or reversed our record. */
async function applyChargeback(
  tx: Db,
  donationId: number,
  chargeback: GatewayChargeback,
): Promise<boolean> {
  const upserted = await tx.execute(sql`
    INSERT INTO ${donationChargebacks} (donation_id, provider_chargeback_id, amount_cents, reversed_at)
    VALUES (${donationId}, ${chargeback.id}, ${chargeback.amountCents},
            ${chargeback.reversed ? sql`now()` : sql`NULL`})
    ON CONFLICT (provider_chargeback_id) DO UPDATE
      SET reversed_at = EXCLUDED.reversed_at, updated_at = now()
      WHERE ${donationChargebacks}.reversed_at IS NULL AND EXCLUDED.reversed_at IS NOT NULL
    RETURNING id`);
  return rowsOf(upserted).length > 0;
}

/**
 * Brings a paid donation's refunds and chargebacks in line with what the provider reports, in
 * one transaction; true when anything changed.
 */
export async function applyDonationReturns(
  ctx: GivingContext,
  donationId: number,
  payment: GatewayPayment,
): Promise<boolean> {
  if (payment.status !== 'paid') return false;
  if (payment.refunds.length === 0 && payment.chargebacks.length === 0) return false;
  return ctx.db.transaction(async (tx) => {
    let changed = false;
    for (const refund of payment.refunds) {
      changed = (await applyRefund(tx, donationId, refund)) || changed;
    }
    for (const chargeback of payment.chargebacks) {
      changed = (await applyChargeback(tx, donationId, chargeback)) || changed;
    }
    return changed;
  });
}

/** A donation as refunding needs it: its money, its donor, and who may refund it. */
interface RefundableDonation {
  id: number;
  status: string;
  amount_cents: number;
  refunded_cents: number;
  charged_back_cents: number;
  provider_payment_id: string | null;
  payee_nonprofit_id: number | null;
  donor_email: string | null;
  donor_name: string | null;
  locale: Language;
  reference: string;
  target_name: string | null;
  /**
   * The target page's owner, its non-profit's owner, the owner of the account paid, and the
   * admins those pages have (an editor may not refund).
   */
  managers: (number | null)[];
}

async function refundableDonation(
  tx: Db,
  id: number,
  lock = false,
): Promise<RefundableDonation | undefined> {
  const [row] = rowsOf(
    await tx.execute(sql`
      SELECT d.id, d.status, d.amount_cents, d.refunded_cents, d.charged_back_cents,
        d.provider_payment_id, d.payee_nonprofit_id, d.donor_email, d.donor_name, d.locale,
        d.reference,
        coalesce(f.name, n.name, e.title, p.name, c.name) AS target_name,
        ARRAY[
          coalesce(f.user_id, n.user_id, e.user_id, p.user_id, c.user_id),
          (SELECT user_id FROM nonprofits WHERE id = coalesce(f.nonprofit_id, e.nonprofit_id, p.nonprofit_id, c.nonprofit_id)),
          (SELECT user_id FROM nonprofits WHERE id = d.payee_nonprofit_id)
        ] || ARRAY(
          SELECT m.user_id FROM page_members m WHERE m.role IN ('admin') AND (
            m.fundraiser_id = f.id OR m.company_id = c.company_id OR m.nonprofit_id IN (
              n.id, coalesce(f.nonprofit_id, e.nonprofit_id, p.nonprofit_id, c.nonprofit_id),
              d.payee_nonprofit_id))
        ) AS managers
      FROM donations d
      LEFT JOIN fundraisers f ON f.id = d.fundraiser_id
      LEFT JOIN nonprofits n ON n.id = d.nonprofit_id
      LEFT JOIN events e ON e.id = d.event_id
      LEFT JOIN projects p ON p.id = d.project_id
      LEFT JOIN company_events c ON c.id = d.company_event_id
      WHERE d.id = ${id}
      ${lock ? sql`FOR UPDATE OF d` : sql``}`),
  ) as RefundableDonation[];
  return row;
}

const remainingOf = (d: RefundableDonation) =>
  d.amount_cents - d.refunded_cents - d.charged_back_cents;

/** The answer to a refund: the refund with its status, and the donation's money after it. */
async function refundAnswer(db: Db, refundId: number): Promise<RefundResponse> {
  const [row] = await db
    .select({
      refund: donationRefunds,
      amountCents: donations.amountCents,
      refundedCents: donations.refundedCents,
      chargedBackCents: donations.chargedBackCents,
      status: donations.status,
    })
    .from(donationRefunds)
    .innerJoin(donations, eq(donations.id, donationRefunds.donationId))
    .where(eq(donationRefunds.id, refundId));
  const { refund, ...money } = row!;
  return {
    refund: {
      id: refund.id,
      amount: centsToEuros(refund.amountCents),
      status: refund.status,
      reason: refund.reason,
      created_at: refund.createdAt.toISOString(),
    },
    donation: {
      id: refund.donationId,
      amount: centsToEuros(money.amountCents),
      refunded: centsToEuros(money.refundedCents),
      charged_back: centsToEuros(money.chargedBackCents),
      net: centsToEuros(
        Math.max(money.amountCents - money.refundedCents - money.chargedBackCents, 0),
      ),
    },
  };
}

/**
 * A page owner (or an admin of the page) refunds (part of) a paid donation to their page. The refund is
 * recorded as queued under a lock on the donation, so two refunds at once can never return more
 * than was paid, and the totals drop at once; then the provider is asked (on the non-profit's
 * own account for a Connect donation), and the refund takes the provider's id and status, or
 * fails (and counts no more) when the provider refuses it. The donor is e-mailed in their
 * language.
 */
export async function requestRefund(
  ctx: GivingContext,
  { donationId, user, reason, operator, ...request }: RefundRequest,
): Promise<RefundResponse> {
  const found = await refundableDonation(ctx.db, donationId);
  if (!found) throw notFound(donationMessages.notFound);
  if (!operator && !found.managers.includes(user.id)) throw forbidden(refundMessages.forbidden);
  if (found.status !== 'paid' || !found.provider_payment_id) {
    throw fieldError('amount', refundMessages.notPaid);
  }
  // No amount (the console): all that remains goes back; nothing remaining is too much.
  const amountCents = request.amountCents ?? remainingOf(found);
  const tooMuch = (d: RefundableDonation) => amountCents <= 0 || amountCents > remainingOf(d);
  if (tooMuch(found)) throw fieldError('amount', refundMessages.tooMuch);

  const refundId = await ctx.db.transaction(async (tx) => {
    const donation = (await refundableDonation(tx, donationId, true))!;
    if (tooMuch(donation)) throw fieldError('amount', refundMessages.tooMuch);
    const [queued] = await tx
      .insert(donationRefunds)
      .values({
        donationId,
        amountCents,
        status: 'queued',
        reason,
        requestedByUserId: user.id,
      })
      .returning({ id: donationRefunds.id });
    // The operator's audit entry is written with the refund it records (the provider is asked
    // after this commits, as for the owner: a refusal then marks this refund failed, and the
    // entry stays, as a record of what the operator asked for).
    await operator?.audit(tx, { id: queued!.id, amountCents });
    return queued!.id;
  });

  const account =
    found.payee_nonprofit_id === null
      ? null
      : await connectedAccountFor(ctx, found.payee_nonprofit_id);
  let refund: GatewayRefund;
  try {
    refund = await ctx.payments.gateway.createRefund({
      paymentId: found.provider_payment_id,
      amountCents,
      description: reason.slice(0, 140),
      requestId: refundId,
      accessToken: account?.accessToken,
    });
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    ctx.log.error({ err, donationId, refundId }, 'refund refused or provider unreachable');
    await ctx.db
      .update(donationRefunds)
      .set({ status: 'failed', updatedAt: new Date() })
      .where(and(eq(donationRefunds.id, refundId), eq(donationRefunds.status, 'queued')));
    throw new HttpError(502, refundMessages.failed);
  }

  await ctx.db.transaction(async (tx) => {
    await applyRefund(tx, donationId, { ...refund, requestId: refundId });
    if (found.donor_email) {
      await enqueueMail(
        tx,
        refundMail(ctx, {
          to: found.donor_email,
          name: found.donor_name,
          locale: found.locale,
          amountCents,
          donationCents: found.amount_cents,
          targetName: found.target_name,
          reference: found.reference,
          reason,
        }),
      );
    }
  });
  return refundAnswer(ctx.db, refundId);
}

export interface RefundRequest {
  donationId: number;
  /** Who asked: the page's owner, or the operator (`operator`). */
  user: AuthUser;
  /** Null: all that remains of the donation. */
  amountCents: number | null;
  reason: string;
  /**
   * An operator refunds from the console, any donation, through this same path; their
   * audit entry is written in the transaction that records the refund.
   */
  operator?: { audit(tx: Db, refund: { id: number; amountCents: number }): Promise<void> };
}
