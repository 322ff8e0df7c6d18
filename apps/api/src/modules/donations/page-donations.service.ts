import {
  donationTargetTypes,
  type DonationPageType,
  type PageDonation,
  type PageDonationsQuery,
  type PageDonationsResponse,
  type PageDonationTarget,
  type PageDonationTotals,
} from '@app/contract';
import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  companies,
  companyEvents,
  donationRefunds,
  donations,
  events,
  fundraisers,
  nonprofits,
  projects,
  subscriptions,
} from '../../db/schema';
import { centsToEuros } from '../../lib/money';
import { searchPattern } from '../../lib/paging';
import { joinTargets, targetIdAndName, type TargetColumns } from '../pages/donation-targets';

/**
 * The donations a page's owner sees (the Donations tab): a fundraiser's own, a
 * company's through its company events, and a non-profit's own with those to its events,
 * projects, fundraisers and company events (as its raised amount counts them, ADR 004).
 */

const ownerOf: Record<DonationPageType, (db: Db, id: number) => Promise<number | undefined>> = {
  nonprofit: async (db, id) =>
    (
      await db.select({ userId: nonprofits.userId }).from(nonprofits).where(eq(nonprofits.id, id))
    )[0]?.userId,
  fundraiser: async (db, id) =>
    (
      await db
        .select({ userId: fundraisers.userId })
        .from(fundraisers)
        .where(eq(fundraisers.id, id))
    )[0]?.userId,
  company: async (db, id) =>
    (await db.select({ userId: companies.userId }).from(companies).where(eq(companies.id, id)))[0]
      ?.userId,
};

/** The owner of the page, or undefined when there is no such page. */
export const pageOwner = (db: Db, type: DonationPageType, id: number) => ownerOf[type](db, id);

/** The rows (donations, or monthly gifts) that belong to the page. */
export function ofPage(type: DonationPageType, id: number, t: TargetColumns = donations): SQL {
  if (type === 'fundraiser') return sql`${t.fundraiserId} = ${id}`;
  if (type === 'company') {
    return sql`${t.companyEventId} IN (SELECT id FROM company_events WHERE company_id = ${id})`;
  }
  return sql`(${t.nonprofitId} = ${id}
    OR ${t.eventId} IN (SELECT id FROM events WHERE nonprofit_id = ${id})
    OR ${t.projectId} IN (SELECT id FROM projects WHERE nonprofit_id = ${id})
    OR ${t.fundraiserId} IN (SELECT id FROM fundraisers WHERE nonprofit_id = ${id})
    OR ${t.companyEventId} IN (SELECT id FROM company_events WHERE nonprofit_id = ${id}))`;
}

const targetColumns = {
  fundraiser: donations.fundraiserId,
  nonprofit: donations.nonprofitId,
  event: donations.eventId,
  project: donations.projectId,
  'company-event': donations.companyEventId,
} as const;

/** The page's donations that the owner's filter matches. Days are Dutch calendar days. */
export function pageDonationsWhere(
  type: DonationPageType,
  id: number,
  query: Omit<PageDonationsQuery, 'page' | 'per_page'>,
): SQL {
  const conditions: SQL[] = [ofPage(type, id)];
  const day = sql`(${donations.createdAt} AT TIME ZONE 'Europe/Amsterdam')::date`;
  if (query.from) conditions.push(sql`${day} >= ${query.from}::date`);
  if (query.to) conditions.push(sql`${day} <= ${query.to}::date`);
  if (query.status === 'refunded') conditions.push(sql`${donations.refundedCents} > 0`);
  else if (query.status === 'charged_back') conditions.push(sql`${donations.chargedBackCents} > 0`);
  else if (query.status) conditions.push(eq(donations.status, query.status));
  if (query.target) {
    const [kind, targetId] = query.target.split(':') as [keyof typeof targetColumns, string];
    conditions.push(eq(targetColumns[kind], Number(targetId)));
  }
  if (query.search) {
    // A name only where the donor showed it: searching must not tell who gave anonymously.
    conditions.push(
      sql`((NOT ${donations.anonymous} AND ${donations.donorName} ILIKE ${searchPattern(query.search)})
        OR ${donations.reference} = ${query.search})`,
    );
  }
  return and(...conditions)!;
}

/** What a row carries: the donation with its target's name. */
function selectRows(db: Db) {
  return db
    .select({
      donation: donations,
      fundraiserName: fundraisers.name,
      nonprofitName: nonprofits.name,
      eventName: events.title,
      projectName: projects.name,
      companyEventName: companyEvents.name,
    })
    .from(donations)
    .leftJoin(fundraisers, eq(fundraisers.id, donations.fundraiserId))
    .leftJoin(nonprofits, eq(nonprofits.id, donations.nonprofitId))
    .leftJoin(events, eq(events.id, donations.eventId))
    .leftJoin(projects, eq(projects.id, donations.projectId))
    .leftJoin(companyEvents, eq(companyEvents.id, donations.companyEventId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['where']>>[number];
type RefundRow = typeof donationRefunds.$inferSelect;

type TargetIds = Pick<
  Row['donation'],
  'fundraiserId' | 'nonprofitId' | 'eventId' | 'projectId' | 'companyEventId'
>;

function targetOf({
  donation: d,
  ...names
}: Omit<Row, 'donation'> & { donation: TargetIds }): PageDonation['target'] {
  const pick = (
    type: NonNullable<PageDonation['target']>['type'],
    id: number | null,
    name: string | null,
  ) => (id !== null && name !== null ? { type, id, name } : null);
  return (
    pick('fundraiser', d.fundraiserId, names.fundraiserName) ??
    pick('nonprofit', d.nonprofitId, names.nonprofitName) ??
    pick('event', d.eventId, names.eventName) ??
    pick('project', d.projectId, names.projectName) ??
    pick('company-event', d.companyEventId, names.companyEventName)
  );
}

/**
 * The money one donation adds to the owner's totals, in cents. Which fees count: the platform's
 * application fee (kept at the provider on payments to a connected non-profit's own account;
 * payments to the platform's account record none) and the payment's cost at the provider as
 * recorded when it was made. The fee a donor covered is part of what they paid (gross), so it
 * pays those fees. Only a counted row (paid, money this platform counts) adds anything; net to
 * the organisation may go below 0 after a full refund, as the fees stay paid.
 */
export function rowMoney(d: Row['donation']) {
  const counted = d.status === 'paid' && d.inTotals;
  if (!counted) return { counted, gross: 0, platformFee: 0, paymentCost: 0, net: 0 };
  const gross = d.amountCents + d.coveredFeeCents;
  const platformFee = d.applicationFeeCents ?? 0;
  const paymentCost = d.paymentCostCents;
  const net = gross - d.refundedCents - d.chargedBackCents - platformFee - paymentCost;
  return { counted, gross, platformFee, paymentCost, net };
}

export function toPageDonation(row: Row, refunds: RefundRow[]): PageDonation {
  const d = row.donation;
  const money = rowMoney(d);
  return {
    id: d.id,
    reference: d.reference,
    created_at: d.createdAt.toISOString(),
    paid_at: d.paidAt?.toISOString() ?? null,
    status: d.status,
    amount: centsToEuros(d.amountCents),
    refunded: centsToEuros(d.refundedCents),
    charged_back: centsToEuros(d.chargedBackCents),
    net: centsToEuros(d.countedCents ?? 0),
    method: d.method,
    target: targetOf(row),
    donor_name: d.anonymous ? null : d.donorName,
    donor_email: d.anonymous ? null : d.donorEmail,
    anonymous: d.anonymous,
    message: d.message,
    shown_on_wall: d.showPublicly && !d.anonymous,
    message_hidden: d.messageHiddenAt !== null,
    paid_to: d.payeeNonprofitId === null ? 'platform' : 'nonprofit',
    platform_fee: d.applicationFeeCents === null ? null : centsToEuros(d.applicationFeeCents),
    refunds: refunds.map((r) => ({
      id: r.id,
      amount: centsToEuros(r.amountCents),
      status: r.status,
      reason: r.reason,
      created_at: r.createdAt.toISOString(),
    })),
    monthly: d.subscriptionId !== null,
    covered_fee: centsToEuros(d.coveredFeeCents),
    counted: money.counted,
    gross: centsToEuros(money.gross),
    payment_cost: centsToEuros(money.paymentCost),
    net_to_organisation: centsToEuros(money.net),
  };
}

/**
 * The page's active monthly gifts, newest first, and the monthly income they bring.
 * A donor who gave anonymously (their first payment) stays anonymous here.
 */
export async function pageMonthlyGifts(
  db: Db,
  type: DonationPageType,
  id: number,
): Promise<PageDonationsResponse['monthly']> {
  const rows = await joinTargets(
    db
      .select({
        gift: subscriptions,
        anonymous: sql<boolean>`coalesce((select d.anonymous from ${donations} d where d.subscription_id = ${subscriptions.id} order by d.id limit 1), false)`,
        ...targetIdAndName,
      })
      .from(subscriptions)
      .$dynamic(),
    subscriptions,
  )
    .where(and(ofPage(type, id, subscriptions), eq(subscriptions.status, 'active')))
    .orderBy(desc(subscriptions.startedAt), desc(subscriptions.id));
  const gifts = rows.map(({ gift, anonymous, targetId, targetName }) => ({
    id: gift.id,
    donor_name: anonymous ? null : gift.donorName,
    donor_email: anonymous ? null : gift.donorEmail,
    amount: centsToEuros(gift.amountCents),
    target:
      targetId === null ? null : { type: gift.targetType, id: Number(targetId), name: targetName! },
    started_at: gift.startedAt?.toISOString() ?? null,
    next_charge_date: gift.nextChargeDate,
    last_charge_failed_at: gift.lastChargeFailedAt?.toISOString() ?? null,
  }));
  const income = rows.reduce((cents, { gift }) => cents + gift.amountCents, 0);
  return { income: centsToEuros(income), gifts };
}

async function withRefunds(db: Db, rows: Row[]): Promise<PageDonation[]> {
  const ids = rows.map((row) => row.donation.id);
  const refunds = ids.length
    ? await db
        .select()
        .from(donationRefunds)
        .where(inArray(donationRefunds.donationId, ids))
        .orderBy(asc(donationRefunds.createdAt), asc(donationRefunds.id))
    : [];
  return rows.map((row) =>
    toPageDonation(
      row,
      refunds.filter((r) => r.donationId === row.donation.id),
    ),
  );
}

/** One page of the filtered donations, newest first, with the totals over the whole filter. */
export async function listPageDonations(
  db: Db,
  type: DonationPageType,
  id: number,
  query: PageDonationsQuery,
) {
  const where = pageDonationsWhere(type, id, query);
  const rows = await selectRows(db)
    .where(where)
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const totals = await pageDonationTotals(db, where);
  return { data: await withRefunds(db, rows), total: totals.count, totals };
}

/**
 * The money totals over every row `where` matches, summed in SQL the same way `rowMoney` sums
 * one row: see there which fees count.
 */
export async function pageDonationTotals(db: Db, where: SQL): Promise<PageDonationTotals> {
  const counted = sql`${donations.status} = 'paid' AND ${donations.inTotals}`;
  const sum = (cents: SQL, when: SQL = counted) =>
    sql<string>`coalesce(sum(${cents}) FILTER (WHERE ${when}), 0)::bigint`;
  const rowsOf = (when: SQL) => ({
    count: sql<number>`(count(*) FILTER (WHERE ${when}))::int`,
    amount: sum(sql`${donations.amountCents}`, when),
  });
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      paidCount: sql<number>`(count(*) FILTER (WHERE ${counted}))::int`,
      gross: sum(sql`${donations.amountCents} + ${donations.coveredFeeCents}`),
      refunded: sum(sql`${donations.refundedCents}`),
      chargedBack: sum(sql`${donations.chargedBackCents}`),
      platformFee: sum(sql`coalesce(${donations.applicationFeeCents}, 0)`),
      paymentCosts: sum(sql`${donations.paymentCostCents}`),
      open: rowsOf(sql`${donations.status} = 'open'`),
      failed: rowsOf(sql`${donations.status} = 'failed'`),
      canceled: rowsOf(sql`${donations.status} = 'canceled'`),
      expired: rowsOf(sql`${donations.status} = 'expired'`),
      test: rowsOf(sql`${donations.status} = 'paid' AND NOT ${donations.inTotals}`),
    })
    .from(donations)
    .where(where);
  const cents = (value: string | number | undefined) => Number(value ?? 0);
  const euros = (value: string | number | undefined) => centsToEuros(cents(value));
  const apart = (rows: { count: number; amount: string } | undefined) => ({
    count: Number(rows?.count ?? 0),
    amount: euros(rows?.amount),
  });
  const net =
    cents(row?.gross) -
    cents(row?.refunded) -
    cents(row?.chargedBack) -
    cents(row?.platformFee) -
    cents(row?.paymentCosts);
  return {
    count: Number(row?.count ?? 0),
    paid_count: Number(row?.paidCount ?? 0),
    gross: euros(row?.gross),
    refunded: euros(row?.refunded),
    charged_back: euros(row?.chargedBack),
    platform_fee: euros(row?.platformFee),
    payment_costs: euros(row?.paymentCosts),
    net_to_organisation: centsToEuros(net),
    open: apart(row?.open),
    failed: apart(row?.failed),
    canceled: apart(row?.canceled),
    expired: apart(row?.expired),
    test: apart(row?.test),
  };
}

/**
 * Every target the page's donations went to, whatever the filter: the choices of the `target`
 * filter. One row per target (not per donation), the page itself first, then by kind and name.
 * A target deleted since (its column set to null) has no name and is left out.
 */
export async function pageDonationTargets(
  db: Db,
  type: DonationPageType,
  id: number,
): Promise<PageDonationTarget[]> {
  // The distinct targets first, then their names: a join per target, not per donation.
  const given = db
    .selectDistinct({
      fundraiserId: donations.fundraiserId,
      nonprofitId: donations.nonprofitId,
      eventId: donations.eventId,
      projectId: donations.projectId,
      companyEventId: donations.companyEventId,
    })
    .from(donations)
    .where(ofPage(type, id))
    .as('given');
  const rows = await db
    .select({
      donation: {
        fundraiserId: given.fundraiserId,
        nonprofitId: given.nonprofitId,
        eventId: given.eventId,
        projectId: given.projectId,
        companyEventId: given.companyEventId,
      },
      fundraiserName: fundraisers.name,
      nonprofitName: nonprofits.name,
      eventName: events.title,
      projectName: projects.name,
      companyEventName: companyEvents.name,
    })
    .from(given)
    .leftJoin(fundraisers, eq(fundraisers.id, given.fundraiserId))
    .leftJoin(nonprofits, eq(nonprofits.id, given.nonprofitId))
    .leftJoin(events, eq(events.id, given.eventId))
    .leftJoin(projects, eq(projects.id, given.projectId))
    .leftJoin(companyEvents, eq(companyEvents.id, given.companyEventId));
  const rank = (target: PageDonationTarget) =>
    target.type === type && target.id === id ? -1 : donationTargetTypes.indexOf(target.type);
  return rows
    .flatMap((row) => targetOf(row) ?? [])
    .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name) || a.id - b.id);
}

/** Rows read at a time for the CSV: memory stays flat whatever the number of donations. */
const EXPORT_BATCH = 1000;

/**
 * Every filtered donation, newest first, a batch at a time (keyset on the id, so a batch costs
 * the same at the end of 100,000 rows as at the start).
 */
export async function* eachPageDonation(
  db: Db,
  type: DonationPageType,
  id: number,
  query: Omit<PageDonationsQuery, 'page' | 'per_page'>,
): AsyncGenerator<PageDonation> {
  const where = pageDonationsWhere(type, id, query);
  let before: number | undefined;
  for (;;) {
    const rows = await selectRows(db)
      .where(before === undefined ? where : and(where, lt(donations.id, before)))
      .orderBy(desc(donations.id))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    yield* await withRefunds(db, rows);
    before = rows[rows.length - 1]!.donation.id;
    if (rows.length < EXPORT_BATCH) return;
  }
}
