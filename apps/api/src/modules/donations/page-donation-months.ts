import type { DonationPageType, PageDonationMonth } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { donations } from '../../db/schema';
import { centsToEuros } from '../../lib/money';
import { ofPage } from './page-donations.service';

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

/**
 * The page's money by month, for the last `months` Dutch calendar months up to this one, every
 * month present (0 when nothing was paid). Counts what the totals count (`rowMoney`): paid
 * donations the platform counts, gross with the fee a donor covered, net after refunds,
 * chargebacks, the platform's fee and the payment's cost. A donor is known by account, else by
 * e-mail; new in the month of their first counted gift to the page (ever, not only in the
 * window), returning after. A gift without either is a new donor.
 */
export async function pageDonationMonths(
  db: Db,
  type: DonationPageType,
  id: number,
  months: number,
  now = new Date(),
): Promise<PageDonationMonth[]> {
  const result = await db.execute(sql`
    WITH counted AS (
      SELECT ${donations.id} AS id,
        date_trunc('month', ${donations.paidAt} AT TIME ZONE 'Europe/Amsterdam') AS month,
        ${donations.amountCents} + ${donations.coveredFeeCents} AS gross,
        ${donations.amountCents} + ${donations.coveredFeeCents} - ${donations.refundedCents}
          - ${donations.chargedBackCents} - coalesce(${donations.applicationFeeCents}, 0)
          - ${donations.paymentCostCents} AS net,
        ${donations.subscriptionId} IS NOT NULL AS monthly,
        coalesce('user:' || ${donations.donorUserId}, 'mail:' || lower(${donations.donorEmail})) AS donor
      FROM ${donations}
      WHERE ${ofPage(type, id)} AND ${donations.status} = 'paid' AND ${donations.inTotals}
    ),
    firsts AS (
      SELECT donor, min(month) AS first_month FROM counted WHERE donor IS NOT NULL GROUP BY donor
    ),
    window_months AS (
      SELECT generate_series(
        date_trunc('month', ${now.toISOString()}::timestamptz AT TIME ZONE 'Europe/Amsterdam')
          - make_interval(months => ${months - 1}),
        date_trunc('month', ${now.toISOString()}::timestamptz AT TIME ZONE 'Europe/Amsterdam'),
        interval '1 month') AS month
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
