import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { donations } from './donations';
import { users } from './users';

/**
 * Reports of public pages: what a visitor found wrong with a page, until an operator
 * resolves it. The page is named by kind and id without a foreign key: a report stays readable
 * after its page is deleted (the console shows it as gone). The reporter's address is optional.
 */
export const pageReports = pgTable(
  'page_reports',
  {
    id: id(),
    pageType: text().notNull(),
    pageId: integer().notNull(),
    reason: text().notNull(),
    details: text(),
    /** A donor's message on the page's donor wall, when that is what was reported. */
    donationId: integer().references(() => donations.id, { onDelete: 'set null' }),
    reporterEmail: text(),
    reporterUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
    resolvedAt: timestamp({ withTimezone: true }),
    /** `dismissed` or `actioned`; set with `resolvedAt`. */
    outcome: text(),
    note: text(),
    resolvedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('page_reports_open_idx')
      .on(t.pageType, t.pageId)
      .where(sql`resolved_at is null`),
    index('page_reports_created_at_idx').on(t.createdAt),
    check(
      'page_reports_page_type',
      sql`${t.pageType} in ('nonprofit', 'fundraiser', 'event', 'project', 'company', 'company-event')`,
    ),
    check(
      'page_reports_outcome',
      sql`(${t.resolvedAt} is null and ${t.outcome} is null) or (${t.resolvedAt} is not null and ${t.outcome} in ('dismissed', 'actioned'))`,
    ),
  ],
);
