import type {
  PageReport,
  PageType,
  PagedMeta,
  ReportFields,
  ReportsQuery,
  ResolveReportFields,
} from '@app/contract';
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageReports, users } from '../../db/schema';
import { offsetOf, pageMeta } from '../../lib/paging';

/** Each kind's table and the column its name is in, for the console's list. */
const pageNames: Record<PageType, SQL> = {
  nonprofit: sql`(select json_build_array(name, active) from nonprofits where id = ${pageReports.pageId})`,
  fundraiser: sql`(select json_build_array(name, active) from fundraisers where id = ${pageReports.pageId})`,
  event: sql`(select json_build_array(title, active) from events where id = ${pageReports.pageId})`,
  project: sql`(select json_build_array(name, active) from projects where id = ${pageReports.pageId})`,
  company: sql`(select json_build_array(name, active) from companies where id = ${pageReports.pageId})`,
  'company-event': sql`(select json_build_array(name, active) from company_events where id = ${pageReports.pageId})`,
};

/** The page's name and whether it is active, as `[name, active]`, or null when it is gone. */
const pageOf = sql<[string, boolean] | null>`case ${pageReports.pageType} ${sql.join(
  Object.entries(pageNames).map(([type, query]) => sql`when ${type} then ${query}`),
  sql` `,
)} end`;

export async function addReport(
  db: Db,
  page: { type: PageType; id: number },
  body: ReportFields,
  reporterUserId: number | null,
): Promise<number> {
  const [row] = await db
    .insert(pageReports)
    .values({
      pageType: page.type,
      pageId: page.id,
      reason: body.reason,
      details: body.details ?? null,
      donationId: body.donation_id ?? null,
      reporterEmail: body.email ?? null,
      reporterUserId,
    })
    .returning({ id: pageReports.id });
  return row!.id;
}

const reporter = sql<{
  id: number;
  name: string;
} | null>`(select json_build_object('id', u.id, 'name', u.name) from ${users} u where u.id = ${pageReports.reporterUserId})`;

/** The reported donor's message as it is now (null once erased). */
const donorMessage = sql<
  string | null
>`(select d.message from donations d where d.id = ${pageReports.donationId})`;

type ReportRow = typeof pageReports.$inferSelect & {
  page: [string, boolean] | null;
  donorMessage: string | null;
  reporter: { id: number; name: string } | null;
};

function toReport(row: ReportRow): PageReport {
  return {
    id: row.id,
    page: {
      type: row.pageType as PageType,
      id: row.pageId,
      name: row.page?.[0] ?? null,
      active: row.page ? row.page[1] : null,
    },
    reason: row.reason as PageReport['reason'],
    details: row.details,
    donor_message:
      row.donationId === null ? null : { donation_id: row.donationId, text: row.donorMessage },
    reporter_email: row.reporterEmail,
    reporter: row.reporter,
    created_at: row.createdAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    outcome: row.outcome as PageReport['outcome'],
    note: row.note,
  };
}

const selectReports = (db: Db) =>
  db
    .select({
      id: pageReports.id,
      pageType: pageReports.pageType,
      pageId: pageReports.pageId,
      reason: pageReports.reason,
      details: pageReports.details,
      donationId: pageReports.donationId,
      donorMessage,
      reporterEmail: pageReports.reporterEmail,
      reporterUserId: pageReports.reporterUserId,
      createdAt: pageReports.createdAt,
      resolvedAt: pageReports.resolvedAt,
      outcome: pageReports.outcome,
      note: pageReports.note,
      resolvedByUserId: pageReports.resolvedByUserId,
      page: pageOf,
      reporter,
    })
    .from(pageReports);

/** Reports for the console: open ones oldest first (they have waited longest), others newest. */
export async function listReports(
  db: Db,
  query: ReportsQuery,
): Promise<{ data: PageReport[]; meta: PagedMeta }> {
  const conditions: SQL[] = [];
  if (query.status === 'open') conditions.push(isNull(pageReports.resolvedAt));
  if (query.status === 'resolved') conditions.push(isNotNull(pageReports.resolvedAt));
  if (query.type) conditions.push(eq(pageReports.pageType, query.type));
  if (query.page_id) conditions.push(eq(pageReports.pageId, query.page_id));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order =
    query.status === 'open'
      ? [asc(pageReports.createdAt), asc(pageReports.id)]
      : [desc(pageReports.createdAt), desc(pageReports.id)];
  const [rows, [total]] = await Promise.all([
    selectReports(db)
      .where(where)
      .orderBy(...order)
      .limit(query.per_page)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(pageReports).where(where),
  ]);
  return { data: rows.map(toReport), meta: pageMeta(query, total?.n ?? 0) };
}

export async function findReport(db: Db, id: number): Promise<PageReport | undefined> {
  const [row] = await selectReports(db).where(eq(pageReports.id, id));
  return row && toReport(row);
}

/**
 * Resolves an open report once: answers the report before and after, or `unchanged` when it
 * was already resolved (a second click changes nothing), or undefined when there is none.
 */
export async function resolveReport(
  tx: Db,
  id: number,
  body: ResolveReportFields,
  operatorId: number,
): Promise<'missing' | 'unchanged' | { before: PageReport; after: PageReport }> {
  const before = await findReport(tx, id);
  if (!before) return 'missing';
  const changed = await tx
    .update(pageReports)
    .set({
      resolvedAt: new Date(),
      outcome: body.outcome,
      note: body.note ?? null,
      resolvedByUserId: operatorId,
    })
    .where(and(eq(pageReports.id, id), isNull(pageReports.resolvedAt)))
    .returning({ id: pageReports.id });
  if (changed.length === 0) return 'unchanged';
  return { before, after: (await findReport(tx, id))! };
}

/** Open reports per page, for the pages list's `reported` filter and badge. */
export const openReportsOf = (type: string, id: SQL | number) =>
  sql<number>`(select count(*)::int from ${pageReports} r where r.page_type = ${type} and r.page_id = ${id} and r.resolved_at is null)`;
