import type { AdminOverview, OverviewPeriod, StuckPayment } from '@app/contract';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import {
  companies,
  companyEvents,
  contactMessages,
  donations,
  events,
  fundraisers,
  nonprofits,
  premiumPurchases,
  projects,
  users,
} from '../../db/schema';
import { centsToEuros } from '../../lib/money';

/**
 * The console's Overview. Periods are Dutch calendar days (Europe/Amsterdam): today,
 * this week from Monday, this month; each counts from its first moment up to `now`. Amounts are
 * summed from the donations themselves, never kept.
 */

/** How long a payment may stay open before the overview calls it stuck. */
export const STUCK_AFTER_MINUTES = 60;
/** The stuck payments the overview lists (the oldest). */
export const STUCK_LISTED = 5;

const PERIODS = ['today', 'week', 'month'] as const;

/** Today's, this week's and this month's first moments in Amsterdam, as of `now`. */
const bounds = (now: SQL) => sql`
  SELECT date_trunc('day', ${now} AT TIME ZONE 'Europe/Amsterdam') AT TIME ZONE 'Europe/Amsterdam' AS today,
         date_trunc('week', ${now} AT TIME ZONE 'Europe/Amsterdam') AT TIME ZONE 'Europe/Amsterdam' AS week,
         date_trunc('month', ${now} AT TIME ZONE 'Europe/Amsterdam') AT TIME ZONE 'Europe/Amsterdam' AS month`;

/** `count` and `sum` of a column for each period, from rows whose moment is `at`. */
function perPeriod(at: SQL, amount?: SQL): SQL {
  return sql.join(
    PERIODS.map((period) => {
      const inside = sql`${at} >= b.${sql.raw(period)}`;
      const n = sql`count(*) FILTER (WHERE ${inside})::int AS ${sql.raw(`${period}_n`)}`;
      return amount
        ? sql`${n}, coalesce(sum(${amount}) FILTER (WHERE ${inside}), 0)::bigint AS ${sql.raw(`${period}_cents`)}`
        : n;
    }),
    sql`, `,
  );
}

type Counts = Record<`${(typeof PERIODS)[number]}_n`, number> &
  Partial<Record<`${(typeof PERIODS)[number]}_cents`, string | number>>;

/** Rows of `table` whose `at` lies between the earliest period's start and `now`. */
const since = (now: SQL, at: SQL) => sql`${at} >= least(b.week, b.month) AND ${at} <= ${now}`;

export async function overview(db: Db, now = new Date()): Promise<AdminOverview> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const pageTables = [nonprofits, fundraisers, companies, events, projects, companyEvents];
  const pagesCreated = sql.join(
    pageTables.map((table) => sql`SELECT created_at FROM ${table}`),
    sql` UNION ALL `,
  );
  const stuckBefore = sql`${at} - make_interval(mins => ${STUCK_AFTER_MINUTES})`;
  const openPayments = sql`
    SELECT 'donation' AS kind, reference, amount_cents, created_at FROM ${donations}
      WHERE status = 'open' AND created_at < ${stuckBefore}
    UNION ALL
    SELECT 'premium', reference, amount_cents, created_at FROM ${premiumPurchases}
      WHERE status = 'open' AND created_at < ${stuckBefore}`;

  const [[gifts], [pages], [people], [messages], [stuck], oldest] = await Promise.all([
    rowsOf<Counts>(
      db,
      sql`SELECT ${perPeriod(sql`d.paid_at`, sql`d.counted_cents`)}
        FROM ${donations} d, (${bounds(at)}) b
        WHERE d.status = 'paid' AND d.in_totals AND ${since(at, sql`d.paid_at`)}`,
    ),
    rowsOf<Counts>(
      db,
      sql`SELECT ${perPeriod(sql`p.created_at`)}
        FROM (${pagesCreated}) p, (${bounds(at)}) b WHERE ${since(at, sql`p.created_at`)}`,
    ),
    rowsOf<Counts>(
      db,
      sql`SELECT ${perPeriod(sql`u.created_at`)}
        FROM ${users} u, (${bounds(at)}) b WHERE ${since(at, sql`u.created_at`)}`,
    ),
    rowsOf<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM ${contactMessages} WHERE answered_at IS NULL`,
    ),
    rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM (${openPayments}) s`),
    rowsOf<{
      kind: StuckPayment['kind'];
      reference: string;
      amount_cents: number;
      created_at: string | Date;
    }>(
      db,
      sql`SELECT * FROM (${openPayments}) s ORDER BY created_at, reference LIMIT ${STUCK_LISTED}`,
    ),
  ]);

  const period = (name: (typeof PERIODS)[number]): OverviewPeriod => ({
    donations: gifts?.[`${name}_n`] ?? 0,
    amount: centsToEuros(Number(gifts?.[`${name}_cents`] ?? 0)),
    pages: pages?.[`${name}_n`] ?? 0,
    users: people?.[`${name}_n`] ?? 0,
  });
  return {
    today: period('today'),
    week: period('week'),
    month: period('month'),
    open_messages: messages?.n ?? 0,
    stuck_payments: {
      count: stuck?.n ?? 0,
      oldest: oldest.map((row) => {
        const created = new Date(row.created_at);
        return {
          kind: row.kind,
          reference: row.reference,
          amount: centsToEuros(row.amount_cents),
          created_at: created.toISOString(),
          minutes_open: Math.floor((now.getTime() - created.getTime()) / 60_000),
        };
      }),
    },
    generated_at: now.toISOString(),
  };
}
