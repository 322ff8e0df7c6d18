import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A column of the outer query, always written with its table name. Drizzle leaves the table
 * name out of a single-table SELECT, and inside a subquery an unqualified "id" would mean the
 * subquery's own table.
 */
export function outer(column: AnyPgColumn): SQL {
  const name = column.name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return sql.raw(`"${getTableName(column.table)}"."${name}"`);
}

/**
 * Paid donations, in cents, to put in a SELECT next to the page they belong to: one counter row
 * each (table raised_totals, kept by PostgreSQL from paid donations), so a list of 20 pages
 * costs 20 primary-key lookups, never a sum over donations.
 */
const counted = (
  kind: 'nonprofit' | 'event' | 'project' | 'fundraiser' | 'company-event',
  id: AnyPgColumn,
) =>
  sql<number>`coalesce((select rt.raised_cents from raised_totals rt where rt.kind = ${kind} and rt.page_id = ${outer(id)}), 0)`.mapWith(
    Number,
  );

/** A fundraiser's own donations. */
export const raisedForFundraiser = (id: AnyPgColumn) => counted('fundraiser', id);

/** A company event's own donations. */
export const raisedForCompanyEvent = (id: AnyPgColumn) => counted('company-event', id);

/** An event's own donations and those of the fundraisers raising money for it. */
export const raisedForEvent = (id: AnyPgColumn) => counted('event', id);

/** A project's own donations and those of the fundraisers raising money for it. */
export const raisedForProject = (id: AnyPgColumn) => counted('project', id);

/**
 * Everything paid that reached a non-profit: directly, or through its events, projects and
 * fundraisers, or through company events raising money for it.
 */
export const raisedForNonprofit = (id: AnyPgColumn) => counted('nonprofit', id);

/** Number of follows of a page. */
export const followersOf = (
  column: 'topic_id' | 'nonprofit_id' | 'fundraiser_id' | 'company_id',
  id: AnyPgColumn,
) =>
  sql<number>`(select count(*) from follows fo where fo.${sql.raw(column)} = ${outer(id)})`.mapWith(
    Number,
  );

/** Number of timeline updates posted on a company, non-profit or fundraiser page. */
export const updatesOf = (
  column: 'nonprofit_id' | 'fundraiser_id' | 'company_id',
  id: AnyPgColumn,
) =>
  sql<number>`(select count(*) from page_updates pu where pu.${sql.raw(column)} = ${outer(id)})`.mapWith(
    Number,
  );
