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
 * Paid donations, in cents, as correlated subqueries to put in a SELECT next to the page they
 * belong to. Each is an indexed lookup (partial indexes on paid donations), so a list of 20
 * pages costs 20 small lookups, never a scan of all donations.
 */
const paidSum = (condition: SQL) =>
  sql<number>`(select coalesce(sum(d.amount_cents), 0) from donations d where d.status = 'paid' and (${condition}))`.mapWith(
    Number,
  );

export const raisedForFundraiser = (id: AnyPgColumn) =>
  paidSum(sql`d.fundraiser_id = ${outer(id)}`);

export const raisedForCompanyEvent = (id: AnyPgColumn) =>
  paidSum(sql`d.company_event_id = ${outer(id)}`);

/**
 * Paid donations to the pages of one kind (`table`) whose `parent` column is the outer page:
 * a join from those pages to their donations, both sides indexed.
 */
const paidThrough = (
  table: 'fundraisers' | 'events' | 'projects' | 'company_events',
  donationColumn: 'fundraiser_id' | 'event_id' | 'project_id' | 'company_event_id',
  parent: 'nonprofit_id' | 'event_id' | 'project_id',
  id: AnyPgColumn,
) =>
  sql`(select coalesce(sum(d.amount_cents), 0) from ${sql.raw(table)} t
    join donations d on d.${sql.raw(donationColumn)} = t.id and d.status = 'paid'
    where t.${sql.raw(parent)} = ${outer(id)})`;

/** Sums of separate indexed lookups: one OR across them would scan every donation. */
const total = (...parts: SQL[]) => sql<number>`(${sql.join(parts, sql` + `)})`.mapWith(Number);

/** An event's own donations and those of the fundraisers raising money for it. */
export const raisedForEvent = (id: AnyPgColumn) =>
  total(
    paidSum(sql`d.event_id = ${outer(id)}`),
    paidThrough('fundraisers', 'fundraiser_id', 'event_id', id),
  );

/** A project's own donations and those of the fundraisers raising money for it. */
export const raisedForProject = (id: AnyPgColumn) =>
  total(
    paidSum(sql`d.project_id = ${outer(id)}`),
    paidThrough('fundraisers', 'fundraiser_id', 'project_id', id),
  );

/**
 * Everything paid that reached a non-profit: directly, or through its events, projects and
 * fundraisers, or through company events raising money for it.
 */
export const raisedForNonprofit = (id: AnyPgColumn) =>
  total(
    paidSum(sql`d.nonprofit_id = ${outer(id)}`),
    paidThrough('events', 'event_id', 'nonprofit_id', id),
    paidThrough('projects', 'project_id', 'nonprofit_id', id),
    paidThrough('fundraisers', 'fundraiser_id', 'nonprofit_id', id),
    paidThrough('company_events', 'company_event_id', 'nonprofit_id', id),
  );

/** Number of follows of a page. */
export const followersOf = (
  column: 'topic_id' | 'nonprofit_id' | 'fundraiser_id' | 'company_id',
  id: AnyPgColumn,
) =>
  sql<number>`(select count(*) from follows fo where fo.${sql.raw(column)} = ${outer(id)})`.mapWith(
    Number,
  );
