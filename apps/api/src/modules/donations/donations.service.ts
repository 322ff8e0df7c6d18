import {
  RECEIPT_TIME_ZONE,
  type DonationActivity,
  type DonationReceipt,
  type PagedQuery,
} from '@app/contract';
import { and, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donations } from '../../db/schema';
import { centsToEuros } from '../../lib/money';
import { offsetOf } from '../../lib/paging';
import type { GatewayPayment } from '../../payment-gateways/gateway';
import { enqueueMail } from '../../lib/mail-outbox';
import { stopUrl } from '../subscriptions/stop-links';
import { joinTargets, targetIdAndName } from '../pages/donation-targets';
import { receiptMail } from './receipt-mail';
import { donationsWithOrganisations } from './donation-organisations';
import type { GivingContext } from '../payments/giving-context';

/**
 * Donations with the page each went to (id and name, whatever its kind; null once the page is
 * deleted), in one query.
 */
function donationsWithTargets(db: Db, where: SQL | undefined) {
  return joinTargets(
    db
      .select({ donation: donations, ...targetIdAndName })
      .from(donations)
      .$dynamic(),
    donations,
  ).where(where);
}

const target = (id: number | null, name: string | null) =>
  id === null ? null : { id: Number(id), name: name! };

/**
 * One page of the user's own donations, newest first, with the name of the page each went to;
 * how many there are; and the years (Dutch time, as the yearly statement reads them) with a
 * paid one among all of them.
 */
export async function donationsOfUser(
  db: Db,
  userId: number,
  query: Pick<PagedQuery, 'page' | 'per_page'>,
): Promise<{ data: DonationActivity[]; total: number; paidYears: number[] }> {
  const own = eq(donations.donorUserId, userId);
  const paidYear = sql<number>`extract(year from ${donations.paidAt} AT TIME ZONE ${RECEIPT_TIME_ZONE})::int`;
  const [rows, [counted], years] = await Promise.all([
    donationsWithTargets(db, own)
      .orderBy(desc(donations.createdAt), desc(donations.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(donations).where(own),
    db
      .selectDistinct({ year: paidYear })
      .from(donations)
      .where(and(own, eq(donations.status, 'paid'), isNotNull(donations.paidAt))),
  ]);
  return {
    data: rows.map(activityOf),
    total: counted?.n ?? 0,
    paidYears: years.map((row) => Number(row.year)).sort((a, b) => b - a),
  };
}

function activityOf({
  donation: d,
  targetId,
  targetName,
}: Awaited<ReturnType<typeof donationsWithTargets>>[number]): DonationActivity {
  return {
    id: d.id,
    reference: d.reference,
    amount: centsToEuros(d.amountCents),
    status: d.status,
    target_type: d.targetType,
    target: target(targetId, targetName),
    message: d.message,
    created_at: d.createdAt.toISOString(),
    paid_at: d.paidAt?.toISOString() ?? null,
    refunded: centsToEuros(d.refundedCents + d.chargedBackCents),
    net: centsToEuros(d.countedCents ?? 0),
    method: d.method,
  };
}

/** GET /donations/{reference}: what the result pages show; never the donor's e-mail. */
export async function donationReceipt(
  db: Db,
  reference: string,
): Promise<(DonationReceipt & { providerPaymentId: string | null }) | null> {
  const [row] = await donationsWithTargets(db, eq(donations.reference, reference));
  if (!row) return null;
  const d = row.donation;
  const page = target(row.targetId, row.targetName);
  return {
    reference: d.reference,
    amount: centsToEuros(d.amountCents),
    currency: 'EUR',
    status: d.status,
    method: d.method,
    created_at: d.createdAt.toISOString(),
    paid_at: d.paidAt?.toISOString() ?? null,
    target: page ? { type: d.targetType, ...page } : null,
    donor_name: d.anonymous ? null : d.donorName,
    anonymous: d.anonymous,
    message: d.message,
    covered_fee: centsToEuros(d.coveredFeeCents),
    monthly: d.subscriptionId !== null,
    test_mode: d.mode === 'test',
    providerPaymentId: d.providerPaymentId,
  };
}

/**
 * Moves a donation from open to the provider's status, once: the update only matches while the
 * donation is open, so a repeated or concurrent webhook finds nothing to change, and a paid
 * donation never changes back. The raised totals follow in the same statement (trigger). On the
 * move to paid the donor's receipt is queued in the same transaction, so it exists exactly when
 * the donation is paid. Answers whether this call made the move.
 */
export async function applyDonationPayment(
  ctx: GivingContext,
  donationId: number,
  payment: GatewayPayment,
): Promise<boolean> {
  if (payment.status === 'open') return false;
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [moved] = await tx
      .update(donations)
      .set({
        status: payment.status,
        method: payment.method,
        paidAt: payment.status === 'paid' ? now : null,
        updatedAt: now,
      })
      .where(and(eq(donations.id, donationId), eq(donations.status, 'open')))
      .returning();
    if (!moved) return false;
    if (moved.status === 'paid' && moved.donorEmail) {
      const receipt = await donationReceipt(tx, moved.reference);
      const [reached] = await donationsWithOrganisations(tx, eq(donations.id, moved.id));
      if (receipt)
        await enqueueMail(
          tx,
          receiptMail(ctx, {
            to: moved.donorEmail,
            name: moved.donorName,
            locale: moved.locale,
            receipt,
            organisation: reached?.nonprofitName
              ? {
                  name: reached.nonprofitName,
                  legalName: reached.legalName,
                  anbi: Boolean(reached.anbi),
                }
              : null,
            guest: moved.donorUserId === null,
            stopUrl: moved.subscriptionId ? stopUrl(ctx, moved.subscriptionId) : null,
          }),
        );
    }
    return true;
  });
}
