import type { DonationTargetType } from '@app/contract';
import type { Language } from '@app/i18n';
import { and, asc, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  companyEvents,
  donations,
  events,
  fundraisers,
  nonprofits,
  projects,
} from '../../db/schema';
import { readWithFreshStatus } from '../payments/payment-updates.service';
import { donationReceipt } from '../donations/donations.service';
import { yearBounds } from './receipt-format';
import type { PaymentUpdatesContext } from '../payments/payment-kinds';

/** The non-profit a fundraiser, event, project or company event belongs to. */
const parentNonprofit = alias(nonprofits, 'parent_nonprofit');

/**
 * Donations with the page each went to (null once deleted) and the organisation the money
 * reached: the non-profit given to, else the page's own non-profit (`parentNonprofitName`).
 */
function donationsWithOrganisations(db: Db, where: SQL | undefined) {
  return db
    .select({
      reference: donations.reference,
      locale: donations.locale,
      amountCents: donations.amountCents,
      coveredFeeCents: donations.coveredFeeCents,
      monthly: sql<boolean>`${donations.subscriptionId} is not null`,
      refundedCents: donations.refundedCents,
      chargedBackCents: donations.chargedBackCents,
      countedCents: donations.countedCents,
      testMode: sql<boolean>`${donations.mode} = 'test'`,
      paidAt: donations.paidAt,
      targetType: donations.targetType,
      pageId: sql<
        number | null
      >`coalesce(${fundraisers.id}, ${nonprofits.id}, ${events.id}, ${projects.id}, ${companyEvents.id})`,
      pageName: sql<
        string | null
      >`coalesce(${fundraisers.name}, ${nonprofits.name}, ${events.title}, ${projects.name}, ${companyEvents.name})`,
      parentNonprofitName: parentNonprofit.name,
      nonprofitId: sql<number | null>`coalesce(${nonprofits.id}, ${parentNonprofit.id})`,
      nonprofitName: sql<string | null>`coalesce(${nonprofits.name}, ${parentNonprofit.name})`,
      legalName: sql<
        string | null
      >`coalesce(${nonprofits.legalName}, ${parentNonprofit.legalName})`,
      rsin: sql<string | null>`coalesce(${nonprofits.rsin}, ${parentNonprofit.rsin})`,
      anbi: sql<boolean>`coalesce(${nonprofits.anbi}, ${parentNonprofit.anbi}, false)`,
    })
    .from(donations)
    .leftJoin(fundraisers, eq(fundraisers.id, donations.fundraiserId))
    .leftJoin(nonprofits, eq(nonprofits.id, donations.nonprofitId))
    .leftJoin(events, eq(events.id, donations.eventId))
    .leftJoin(projects, eq(projects.id, donations.projectId))
    .leftJoin(companyEvents, eq(companyEvents.id, donations.companyEventId))
    .leftJoin(
      parentNonprofit,
      eq(
        parentNonprofit.id,
        sql`coalesce(${fundraisers.nonprofitId}, ${events.nonprofitId}, ${projects.nonprofitId}, ${companyEvents.nonprofitId})`,
      ),
    )
    .where(where)
    .$dynamic();
}

/** What a receipt says of a paid donation. Money in cents; names null where there is none. */
export interface ReceiptDetails {
  reference: string;
  /** The donation's own language: the receipt's when none is asked for. */
  locale: Language;
  amountCents: number;
  /** The fee the donor covered on top of the gift (0 when none). */
  coveredFeeCents: number;
  /** A payment of a monthly donation. */
  monthly: boolean;
  refundedCents: number;
  chargedBackCents: number;
  /** The amount less what went back. */
  netCents: number;
  paidAt: Date;
  method: string | null;
  /** Null when the page has since been deleted. */
  pageName: string | null;
  /** The page's non-profit, for a page that is not a non-profit itself. */
  nonprofitName: string | null;
  /** Null when the donor gave none or chose to be anonymous. */
  donorName: string | null;
  /** The organisation's registered name, RSIN and ANBI status, where it gave them. */
  legalName: string | null;
  rsin: string | null;
  anbi: boolean;
  /** Made in test mode: no real money moved, so no gift to declare. */
  testMode: boolean;
}

/**
 * A paid donation's receipt by its public reference, else null (unknown, or not paid). Read as
 * GET /donations/{reference} reads it (an open one is checked with the provider first, so a
 * receipt asked for right after paying is there), plus what went back and the page's non-profit.
 */
export async function readReceipt(
  ctx: PaymentUpdatesContext,
  reference: string,
): Promise<ReceiptDetails | null> {
  const receipt = await readWithFreshStatus(ctx, () => donationReceipt(ctx.db, reference));
  if (receipt?.status !== 'paid' || !receipt.paid_at) return null;
  const [row] = await donationsWithOrganisations(ctx.db, eq(donations.reference, reference));
  if (!row) return null;
  return {
    reference: receipt.reference,
    locale: row.locale,
    amountCents: row.amountCents,
    coveredFeeCents: row.coveredFeeCents,
    monthly: Boolean(row.monthly),
    refundedCents: row.refundedCents,
    chargedBackCents: row.chargedBackCents,
    netCents: Number(row.countedCents ?? 0),
    paidAt: new Date(receipt.paid_at),
    method: receipt.method,
    pageName: receipt.target?.name ?? null,
    nonprofitName: row.parentNonprofitName,
    donorName: receipt.donor_name,
    legalName: row.legalName,
    rsin: row.rsin,
    anbi: Boolean(row.anbi),
    testMode: receipt.test_mode,
  };
}

/** One donation of a statement. */
export interface StatementDonation {
  reference: string;
  paidAt: Date;
  netCents: number;
  /** Null when the page has since been deleted. */
  pageName: string | null;
  /** Made in test mode: no real money moved. */
  testMode: boolean;
}

/** The donations that reached one organisation, and their sum. */
export interface StatementGroup {
  /** The non-profit, or the page without one; null: a deleted page without a non-profit. */
  name: string | null;
  donations: StatementDonation[];
  totalCents: number;
}

/**
 * A user's donations paid in `year` (Dutch time) that still count for something (net of refunds
 * and chargebacks), per organisation: the non-profit given to, or the non-profit of the page
 * given to; a page without one stands for itself. Groups by name, donations by date.
 */
export async function statementOf(
  db: Db,
  userId: number,
  year: number,
  lang: Language,
): Promise<StatementGroup[]> {
  const { from, to } = yearBounds(year);
  const rows = await donationsWithOrganisations(
    db,
    and(
      eq(donations.donorUserId, userId),
      eq(donations.status, 'paid'),
      gte(donations.paidAt, from),
      lt(donations.paidAt, to),
      gt(donations.countedCents, 0),
    ),
  ).orderBy(asc(donations.paidAt), asc(donations.id));

  const groups = new Map<string, StatementGroup>();
  for (const row of rows) {
    const key = organisationKey(row);
    const group = groups.get(key) ?? {
      name: row.nonprofitName ?? row.pageName,
      donations: [],
      totalCents: 0,
    };
    groups.set(key, group);
    const netCents = Number(row.countedCents);
    group.donations.push({
      reference: row.reference,
      paidAt: row.paidAt!,
      netCents,
      pageName: row.pageName,
      testMode: Boolean(row.testMode),
    });
    group.totalCents += netCents;
  }
  const collator = new Intl.Collator(lang);
  return [...groups.values()].sort((a, b) =>
    a.name === null || b.name === null
      ? Number(a.name === null) - Number(b.name === null)
      : collator.compare(a.name, b.name),
  );
}

function organisationKey(row: {
  targetType: DonationTargetType;
  pageId: number | null;
  nonprofitId: number | null;
}): string {
  if (row.nonprofitId !== null) return `nonprofit:${Number(row.nonprofitId)}`;
  if (row.pageId !== null) return `${row.targetType}:${Number(row.pageId)}`;
  return 'deleted';
}
