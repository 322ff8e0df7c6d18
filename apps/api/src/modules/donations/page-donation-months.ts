import {
  PAGE_DONATION_MONTHS_MAX,
  type DonationPageType,
  type PageDonationMonth,
  type PageDonationMonthsQuery,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donations } from '../../db/schema';
import { centsToEuros } from '../../lib/money';
import { ofPage, pageDonationsWhere } from './page-donations.service';

interface MonthRow {
  month: string;
  donations: number | string;
  gross: number | string;
  net: number | string;
  one_time: number | string;
  monthly: number | string;
  new_donors: number | string;
  returning_donors: number | string;
}

/** `YYYY-MM-01`: the first day of the Dutch calendar month of `day` (`YYYY-MM-DD`) or `now`. */
const monthOf = (day: string | undefined, now: Date) =>
  `${(day ?? now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' })).slice(0, 7)}-01`;

/**
 * The page's money by month: the rows the owner's filter matches (`pageDonationsWhere`, the same
 * rows as the list and its totals), by the Dutch calendar month they were paid in, every month
 * of the window present (0 when nothing was paid). The window ends at `to`'s month, else this
 * one, and starts at `from`'s month, else `months` back; never more than the last
 * `PAGE_DONATION_MONTHS_MAX` months of it. Counts what the totals count (`rowMoney`): paid
 * donations the platform counts, gross with the fee a donor covered, net after refunds,
 * chargebacks, the platform's fee and the payment's cost. A donor is known by account, else by
 * e-mail; new in the month of their first counted gift to the page (ever, whatever the filter
 * or window), returning after. A gift without either is a new donor.
 */
export async function pageDonationMonths(
  db: Db,
  type: DonationPageType,
  id: number,
  { months, ...filter }: PageDonationMonthsQuery,
  now = new Date(),
): Promise<PageDonationMonth[]> {
  const last = monthOf(filter.to, now);
  const first = filter.from
    ? sql`greatest(${monthOf(filter.from, now)}::date,
        ${last}::date - make_interval(months => ${PAGE_DONATION_MONTHS_MAX - 1}))`
    : sql`${last}::date - make_interval(months => ${months - 1})`;
  const counted = sql`${donations.status} = 'paid' AND ${donations.inTotals}`;
  const donor = sql`coalesce('user:' || ${donations.donorUserId}, 'mail:' || lower(${donations.donorEmail}))`;
  const paidMonth = sql`date_trunc('month', ${donations.paidAt} AT TIME ZONE 'Europe/Amsterdam')`;
  const result = await db.execute(sql`
    WITH counted AS (
      SELECT ${donations.id} AS id,
        ${paidMonth} AS month,
        ${donations.amountCents} + ${donations.coveredFeeCents} AS gross,
        ${donations.amountCents} + ${donations.coveredFeeCents} - ${donations.refundedCents}
          - ${donations.chargedBackCents} - coalesce(${donations.applicationFeeCents}, 0)
          - ${donations.paymentCostCents} AS net,
        ${donations.subscriptionId} IS NOT NULL AS monthly,
        ${donor} AS donor
      FROM ${donations}
      WHERE ${pageDonationsWhere(type, id, filter)} AND ${counted}
    ),
    firsts AS (
      SELECT ${donor} AS donor, min(${paidMonth}) AS first_month
      FROM ${donations}
      WHERE ${ofPage(type, id)} AND ${counted} AND ${donor} IS NOT NULL
      GROUP BY 1
    ),
    window_months AS (
      SELECT generate_series((${first})::timestamp, ${last}::timestamp, interval '1 month') AS month
    )
    SELECT to_char(w.month, 'YYYY-MM') AS month,
      count(c.id)::int AS donations,
      coalesce(sum(c.gross), 0)::bigint AS gross,
      coalesce(sum(c.net), 0)::bigint AS net,
      coalesce(sum(c.gross) FILTER (WHERE NOT c.monthly), 0)::bigint AS one_time,
      coalesce(sum(c.gross) FILTER (WHERE c.monthly), 0)::bigint AS monthly,
      (count(DISTINCT c.donor) FILTER (WHERE f.first_month = w.month)
        + count(c.id) FILTER (WHERE c.donor IS NULL))::int AS new_donors,
      (count(DISTINCT c.donor) FILTER (WHERE f.first_month < w.month))::int AS returning_donors
    FROM window_months w
    LEFT JOIN counted c ON c.month = w.month
    LEFT JOIN firsts f ON f.donor = c.donor
    GROUP BY w.month
    ORDER BY w.month`);
  return (result as unknown as { rows: MonthRow[] }).rows.map((row) => ({
    month: row.month,
    donations: Number(row.donations),
    gross: centsToEuros(Number(row.gross)),
    net_to_organisation: centsToEuros(Number(row.net)),
    one_time: centsToEuros(Number(row.one_time)),
    monthly: centsToEuros(Number(row.monthly)),
    new_donors: Number(row.new_donors),
    returning_donors: Number(row.returning_donors),
  }));
}
