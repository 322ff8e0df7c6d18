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

/** An event's own donations and those of the fundraisers raising money for it. */
export const raisedForEvent = (id: AnyPgColumn) =>
  paidSum(
    sql`d.event_id = ${outer(id)} or d.fundraiser_id in (select f.id from fundraisers f where f.event_id = ${outer(id)})`,
  );

/** A project's own donations and those of the fundraisers raising money for it. */
export const raisedForProject = (id: AnyPgColumn) =>
  paidSum(
    sql`d.project_id = ${outer(id)} or d.fundraiser_id in (select f.id from fundraisers f where f.project_id = ${outer(id)})`,
  );

/**
 * Everything paid that reached a non-profit: directly, or through its events, projects and
 * fundraisers, or through company events raising money for it.
 */
export const raisedForNonprofit = (id: AnyPgColumn) =>
  paidSum(sql`d.nonprofit_id = ${outer(id)}
    or d.event_id in (select e.id from events e where e.nonprofit_id = ${outer(id)})
    or d.project_id in (select p.id from projects p where p.nonprofit_id = ${outer(id)})
    or d.fundraiser_id in (select f.id from fundraisers f where f.nonprofit_id = ${outer(id)})
    or d.company_event_id in (select c.id from company_events c where c.nonprofit_id = ${outer(id)})`);

/** Number of follows of a page. */
export const followersOf = (
  column: 'topic_id' | 'nonprofit_id' | 'fundraiser_id' | 'company_id',
  id: AnyPgColumn,
) =>
  sql<number>`(select count(*) from follows fo where fo.${sql.raw(column)} = ${outer(id)})`.mapWith(
    Number,
  );
