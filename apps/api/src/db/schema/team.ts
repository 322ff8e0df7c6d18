import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { companies } from './companies';
import { pageRoleEnum } from './enums';
import { fundraisers } from './fundraisers';
import { nonprofits } from './nonprofits';
import { ownerId, users } from './users';

/*
 * The people who help run a non-profit, fundraiser or company page beside its owner (ADR 048).
 * A page is named by one foreign key per kind (ADR 002); its events, projects, company events,
 * packages, updates and jobs follow the page they belong to. Deleting the page deletes all of it.
 */

const pageColumns = () => ({
  nonprofitId: integer().references(() => nonprofits.id, { onDelete: 'cascade' }),
  fundraiserId: integer().references(() => fundraisers.id, { onDelete: 'cascade' }),
  companyId: integer().references(() => companies.id, { onDelete: 'cascade' }),
});

/** A helper of a page with a role; the owner is not one (the page's user_id is). */
export const pageMembers = pgTable(
  'page_members',
  {
    id: id(),
    userId: ownerId(),
    role: pageRoleEnum().notNull(),
    ...pageColumns(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('page_members_nonprofit_user_unique').on(t.nonprofitId, t.userId),
    uniqueIndex('page_members_fundraiser_user_unique').on(t.fundraiserId, t.userId),
    uniqueIndex('page_members_company_user_unique').on(t.companyId, t.userId),
    index('page_members_user_id_idx').on(t.userId),
    check(
      'page_members_single_page',
      sql`num_nonnulls(${t.nonprofitId}, ${t.fundraiserId}, ${t.companyId}) = 1`,
    ),
  ],
);

/**
 * An invitation by e-mail to help run a page: the link's token is kept as a hash only. It is
 * used once (accepted_at), ends at expires_at, and is deleted when the owner revokes it.
 */
export const pageInvitations = pgTable(
  'page_invitations',
  {
    id: id(),
    email: text().notNull(),
    role: pageRoleEnum().notNull(),
    tokenHash: text().notNull(),
    ...pageColumns(),
    invitedBy: ownerId(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('page_invitations_token_hash_unique').on(t.tokenHash),
    index('page_invitations_nonprofit_id_idx').on(t.nonprofitId),
    index('page_invitations_fundraiser_id_idx').on(t.fundraiserId),
    index('page_invitations_company_id_idx').on(t.companyId),
    index('page_invitations_invited_by_idx').on(t.invitedBy),
    index('page_invitations_email_idx').on(t.email),
    check(
      'page_invitations_single_page',
      sql`num_nonnulls(${t.nonprofitId}, ${t.fundraiserId}, ${t.companyId}) = 1`,
    ),
  ],
);

/**
 * Every change made on a page, by whom and when: `action` is a stable code (`update.posted`),
 * `subject` what it was about as shown then (an update's title). Someone's erasure keeps the
 * row without its author.
 */
export const pageActivity = pgTable(
  'page_activity',
  {
    id: id(),
    ...pageColumns(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    subject: text(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('page_activity_nonprofit_idx').on(t.nonprofitId, t.id),
    index('page_activity_fundraiser_idx').on(t.fundraiserId, t.id),
    index('page_activity_company_idx').on(t.companyId, t.id),
    index('page_activity_user_id_idx').on(t.userId),
    check(
      'page_activity_single_page',
      sql`num_nonnulls(${t.nonprofitId}, ${t.fundraiserId}, ${t.companyId}) = 1`,
    ),
  ],
);
