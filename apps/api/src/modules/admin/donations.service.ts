import type {
  AdminDonation,
  AdminDonationsQuery,
  AdminRefundFields,
  DonationTargetType,
  PagedMeta,
  RefundResponse,
} from '@app/contract';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donations } from '../../db/schema';
import { centsToEuros, eurosToCents } from '../../lib/money';
import { offsetOf, pageMeta, searchPattern } from '../../lib/paging';
import type { AuthUser } from '../../plugins/auth';
import { joinTargets, targetIdAndName } from '../pages/donation-targets';
import { requestRefund } from '../donations/returns.service';
import { recordAudit } from './audit';
import type { GivingContext } from '../payments/giving-context';

/**
 * The console's Donations section: every donation, whatever page it went to, with
 * the donor (also when they gave anonymously: the operator sees who, marked anonymous) and what
 * the payment provider knows of it.
 */

const targetType = sql<DonationTargetType>`${donations.targetType}`;

/** The donations the operator's filter matches. Days are Dutch calendar days, inclusive. */
function donationsWhere(query: AdminDonationsQuery): SQL | undefined {
  const conditions: SQL[] = [];
  const day = sql`(${donations.createdAt} AT TIME ZONE 'Europe/Amsterdam')::date`;
  if (query.from) conditions.push(sql`${day} >= ${query.from}::date`);
  if (query.to) conditions.push(sql`${day} <= ${query.to}::date`);
  if (query.status === 'refunded') conditions.push(sql`${donations.refundedCents} > 0`);
  else if (query.status === 'charged_back') conditions.push(sql`${donations.chargedBackCents} > 0`);
  else if (query.status) conditions.push(eq(donations.status, query.status));
  if (query.search) {
    const pattern = searchPattern(query.search);
    conditions.push(
      sql`(${donations.reference} = ${query.search} OR ${donations.donorEmail} ILIKE ${pattern}
        OR ${donations.donorName} ILIKE ${pattern})`,
    );
  }
  if (query.page_name) {
    conditions.push(sql`${targetIdAndName.targetName} ILIKE ${searchPattern(query.page_name)}`);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function listDonations(
  db: Db,
  query: AdminDonationsQuery,
): Promise<{ data: AdminDonation[]; meta: PagedMeta }> {
  const where = donationsWhere(query);
  const [rows, [total]] = await Promise.all([
    joinTargets(
      db
        .select({ donation: donations, type: targetType, ...targetIdAndName })
        .from(donations)
        .$dynamic(),
      donations,
    )
      .where(where)
      .orderBy(desc(donations.createdAt), desc(donations.id))
      .limit(query.per_page)
      .offset(offsetOf(query)),
    joinTargets(db.select({ n: count() }).from(donations).$dynamic(), donations).where(where),
  ]);
  return {
    data: rows.map(({ donation: d, type, targetId, targetName }) => ({
      id: d.id,
      reference: d.reference,
      status: d.status,
      amount: centsToEuros(d.amountCents),
      refunded: centsToEuros(d.refundedCents),
      charged_back: centsToEuros(d.chargedBackCents),
      net: centsToEuros(d.countedCents ?? 0),
      created_at: d.createdAt.toISOString(),
      paid_at: d.paidAt?.toISOString() ?? null,
      donor_name: d.donorName,
      donor_email: d.donorEmail,
      anonymous: d.anonymous,
      page:
        targetId !== null && targetName !== null
          ? { type, id: Number(targetId), name: targetName }
          : null,
      provider: d.provider,
      provider_payment_id: d.providerPaymentId,
      method: d.method,
      monthly: d.subscriptionId !== null,
    })),
    meta: pageMeta(query, total?.n ?? 0),
  };
}

/**
 * An operator refunds a donation: the owner's refund path (requestRefund: the same checks, the
 * provider, the donor's e-mail, the totals), with the operator as the one who asked. That path
 * records the refund in its own transaction before it asks the provider, so the audit entry is
 * written there, with the refund row (`operator.audit`).
 */
export function refundAsOperator(
  ctx: GivingContext,
  operator: AuthUser,
  donationId: number,
  body: AdminRefundFields,
): Promise<RefundResponse> {
  return requestRefund(ctx, {
    donationId,
    user: operator,
    amountCents: body.amount === undefined ? null : eurosToCents(body.amount),
    reason: body.reason,
    operator: {
      audit: (tx, refund) =>
        recordAudit(tx, {
          actorId: operator.id,
          action: 'donation.refund',
          targetType: 'donation',
          targetId: donationId,
          before: null,
          after: { refund_id: refund.id, amount: centsToEuros(refund.amountCents) },
          reason: body.reason,
        }),
    },
  });
}
