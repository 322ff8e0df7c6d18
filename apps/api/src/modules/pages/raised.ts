import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { outer } from '../../lib/outer-column';

/*
 * The raised totals every kind of page shows, read from the counters PostgreSQL keeps from the
 * donations table (ADR 004): a read of the giving tables through db/schema, so that no page kind
 * needs the donations module to show what it raised.
 */

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
