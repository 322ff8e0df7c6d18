import type { DonationPageType, PageDonationsQuery } from '@app/contract';
import type { Language } from '@app/i18n';
import { and, asc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donations } from '../../db/schema';
import { translate } from '../../lib/i18n';
import { joinTargets, targetIdAndName } from '../pages/donation-targets';
import { pageDonationsWhere } from './page-donations.service';
import { methodInWords } from './receipt-mail';

/**
 * The rows of the owner's donations exports (CSV and Excel), as a treasurer books them: oldest
 * first, each with the money it moved, in whole cents, from the donation's own records.
 *
 * Which money a row holds: only a donation that is paid and counted by this platform (live money,
 * or test money on a test platform: `in_totals`) moved money; an open, failed, canceled or expired
 * one, or test money on a live platform, is listed with its status and zero in every money
 * column, so summing a column never mixes in money that did not arrive.
 * - gross: what the donor paid: the gift and a fee they chose to cover, which pays the fees below
 *   (as the owner's totals count it: `rowMoney` in page-donations.service.ts);
 * - refunded: the refunds that count (queued, pending, processing, refunded), and charged back:
 *   the chargebacks not reversed, as their triggers keep them on the donation (ADR 021);
 * - platform fee: the application fee the platform kept on a payment to a connected non-profit
 *   (none on a payment to the platform's account);
 * - payment costs: the payment's cost at the provider as recorded when it was made
 *   (`payment_cost_cents`);
 * - net: gross - refunded - charged back - platform fee - payment costs, so every row, and every
 *   column's sum, adds up to the cent.
 */

/** The columns, in the order both files write them. */
export const EXPORT_COLUMNS = [
  'date',
  'reference',
  'donor',
  'page',
  'kind',
  'status',
  'gross',
  'refunded',
  'chargedBack',
  'platformFee',
  'paymentCosts',
  'net',
  'email',
  'method',
  'paidTo',
  'message',
] as const;

export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

/** The money columns, in cents in a row and in euros in a file. */
export const MONEY_COLUMNS = [
  'gross',
  'refunded',
  'chargedBack',
  'platformFee',
  'paymentCosts',
  'net',
] as const satisfies readonly ExportColumn[];

/** How a row's donation ended, as the treasurer reads it. */
export type ExportStatus =
  | 'paid'
  | 'partlyRefunded'
  | 'refunded'
  | 'chargedBack'
  | 'open'
  | 'failed'
  | 'canceled'
  | 'expired'
  | 'test';

export interface ExportRow {
  id: number;
  /** The time of the donation on the clock in Amsterdam, `YYYY-MM-DDTHH:MM`. */
  localTime: string;
  reference: string;
  /** The donor's name; null when they gave anonymously (or left no name). */
  donor: string | null;
  anonymous: boolean;
  page: string | null;
  monthly: boolean;
  status: ExportStatus;
  grossCents: number;
  refundedCents: number;
  chargedBackCents: number;
  platformFeeCents: number;
  paymentCostsCents: number;
  netCents: number;
  email: string | null;
  method: string | null;
  paidTo: 'nonprofit' | 'platform';
  message: string | null;
}

/** Rows read at a time: memory holds one batch, whatever the number of donations. */
export const EXPORT_BATCH = 1000;

/** The donation moved money that this platform counts. */
const moved = sql`(${donations.status} = 'paid' AND ${donations.inTotals})`;
const ifMoved = (cents: SQLWrapper) =>
  sql<number>`CASE WHEN ${moved} THEN ${cents} ELSE 0 END`.mapWith(Number);

function selectExportRows(db: Db) {
  return joinTargets(
    db
      .select({
        id: donations.id,
        // The exact time as text (microseconds and offset): the next batch starts after it.
        cursor: sql<string>`${donations.createdAt}::text`,
        localTime: sql<string>`to_char(${donations.createdAt} AT TIME ZONE 'Europe/Amsterdam', 'YYYY-MM-DD"T"HH24:MI')`,
        reference: donations.reference,
        status: donations.status,
        inTotals: donations.inTotals,
        anonymous: donations.anonymous,
        donorName: donations.donorName,
        donorEmail: donations.donorEmail,
        message: donations.message,
        method: donations.method,
        payeeNonprofitId: donations.payeeNonprofitId,
        subscriptionId: donations.subscriptionId,
        amountCents: donations.amountCents,
        grossCents: ifMoved(sql`${donations.amountCents} + ${donations.coveredFeeCents}`),
        refundedCents: ifMoved(donations.refundedCents),
        chargedBackCents: ifMoved(donations.chargedBackCents),
        platformFeeCents: ifMoved(sql`coalesce(${donations.applicationFeeCents}, 0)`),
        paymentCostsCents: ifMoved(donations.paymentCostCents),
        targetName: targetIdAndName.targetName,
      })
      .from(donations)
      .$dynamic(),
    donations,
  );
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectExportRows>['execute']>>[number];

function statusOf(row: Selected): ExportStatus {
  if (row.status !== 'paid') return row.status;
  if (!row.inTotals) return 'test';
  if (row.chargedBackCents > 0) return 'chargedBack';
  if (row.refundedCents >= row.amountCents) return 'refunded';
  if (row.refundedCents > 0) return 'partlyRefunded';
  return 'paid';
}

export function toExportRow(row: Selected): ExportRow {
  return {
    id: row.id,
    localTime: row.localTime,
    reference: row.reference,
    donor: row.anonymous ? null : row.donorName,
    anonymous: row.anonymous,
    page: row.targetName,
    monthly: row.subscriptionId !== null,
    status: statusOf(row),
    grossCents: row.grossCents,
    refundedCents: row.refundedCents,
    chargedBackCents: row.chargedBackCents,
    platformFeeCents: row.platformFeeCents,
    paymentCostsCents: row.paymentCostsCents,
    netCents:
      row.grossCents -
      row.refundedCents -
      row.chargedBackCents -
      row.platformFeeCents -
      row.paymentCostsCents,
    // An anonymous donor's address is theirs alone, as on the Donations tab.
    email: row.anonymous ? null : row.donorEmail,
    method: row.method,
    paidTo: row.payeeNonprofitId === null ? 'platform' : 'nonprofit',
    message: row.message,
  };
}

export type ExportFilter = Omit<PageDonationsQuery, 'page' | 'per_page'>;

/**
 * Every filtered donation of the page (the list's own filter), oldest first, a batch at a time:
 * keyset on (created_at, id), so the last batch of 100,000 rows costs what the first did and no
 * transaction or cursor stays open while a slow client reads (PGlite has one connection).
 */
export async function* exportBatches(
  db: Db,
  type: DonationPageType,
  id: number,
  filter: ExportFilter,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<ExportRow[]> {
  const where = pageDonationsWhere(type, id, filter);
  let after: { cursor: string; id: number } | undefined;
  for (;;) {
    // The batch's ids first (the filter, sorted on two columns), then its rows with their pages'
    // names: the joins and the formatting cost a batch's rows, not the whole filter's.
    const batch = db
      .select({ id: donations.id })
      .from(donations)
      .where(
        after === undefined
          ? where
          : and(
              where,
              sql`(${donations.createdAt}, ${donations.id}) > (${after.cursor}::timestamptz, ${after.id})`,
            ),
      )
      .orderBy(asc(donations.createdAt), asc(donations.id))
      .limit(batchSize)
      .as('batch');
    const rows = await selectExportRows(db)
      .innerJoin(batch, eq(batch.id, donations.id))
      .orderBy(asc(donations.createdAt), asc(donations.id));
    if (rows.length === 0) return;
    yield rows.map(toExportRow);
    const last = rows[rows.length - 1]!;
    after = { cursor: last.cursor, id: last.id };
    if (rows.length < batchSize) return;
  }
}

/** The words of both files, in the owner's language. */
export function exportWords(lang: Language) {
  const t = (key: string) => translate(lang, `donations.export.${key}`);
  return {
    filename: (type: DonationPageType, id: number, extension: 'csv' | 'xlsx') =>
      `${t('filename')}-${type}-${id}.${extension}`,
    header: EXPORT_COLUMNS.map((column) => t(`book.columns.${column}`)),
    sheet: t('book.sheet'),
    anonymous: t('columns.anonymous'),
    status: (status: ExportStatus) => t(`book.status.${status}`),
    kind: (monthly: boolean) => t(monthly ? 'book.monthly' : 'book.oneTime'),
    /** iDEAL, "Testbetaling": the receipt's words for a method, not the provider's code. */
    method: (method: string | null) => (method ? methodInWords(method, lang) : ''),
    paidTo: (paidTo: ExportRow['paidTo']) =>
      t(paidTo === 'nonprofit' ? 'columns.nonprofitAccount' : 'columns.platformAccount'),
  };
}

export type ExportWords = ReturnType<typeof exportWords>;

/** A row's cells other than its date and money, as both files write them. */
export function textCells(row: ExportRow, words: ExportWords) {
  return {
    reference: row.reference,
    donor: row.anonymous ? words.anonymous : (row.donor ?? ''),
    page: row.page ?? '',
    kind: words.kind(row.monthly),
    status: words.status(row.status),
    email: row.email ?? '',
    method: words.method(row.method),
    paidTo: words.paidTo(row.paidTo),
    message: row.message ?? '',
  };
}

/** A money column's cents in a row. */
export const centsOf = (row: ExportRow, column: (typeof MONEY_COLUMNS)[number]): number =>
  ({
    gross: row.grossCents,
    refunded: row.refundedCents,
    chargedBack: row.chargedBackCents,
    platformFee: row.platformFeeCents,
    paymentCosts: row.paymentCostsCents,
    net: row.netCents,
  })[column];
