import type { DonationTargetType } from '@app/contract';
import type { Language } from '@app/i18n';
import { and, asc, eq, gt, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donations } from '../../db/schema';
import { donationsWithOrganisations } from '../donations/donation-organisations';
import { readWithFreshStatus } from '../payments/payment-updates.service';
import { donationReceipt } from '../donations/donations.service';
import { yearBounds } from './receipt-format';
import type { PaymentUpdatesContext } from '../payments/payment-kinds';

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
  /** The organisation's logo (a stored file name), or null. */
  logo: string | null;
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
    logo: row.logo,
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
  /** The non-profit's registered name, RSIN and ANBI status; null and false without one. */
  legalName: string | null;
  rsin: string | null;
  anbi: boolean;
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
      legalName: row.legalName,
      rsin: row.rsin,
      anbi: Boolean(row.anbi),
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
