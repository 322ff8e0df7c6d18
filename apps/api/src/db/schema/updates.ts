import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bilingual, id } from './columns';
import { companies } from './companies';
import { events } from './events';
import { fundraisers } from './fundraisers';
import { nonprofits } from './nonprofits';
import { ownerId } from './users';

/**
 * A timeline update posted on a company, non-profit or fundraiser page (one foreign key per
 * kind, ADR 002): shown in the page's Community timeline and in its followers' NewsFeed. The
 * update goes with its page. The choices (`update_type`, `location`, `topic`, `event_type`) are
 * the spec's lists, checked in the contract.
 */
export const pageUpdates = pgTable(
  'page_updates',
  {
    id: id(),
    /** Who posted it: the page's owner. */
    userId: ownerId(),
    companyId: integer().references(() => companies.id, { onDelete: 'cascade' }),
    nonprofitId: integer().references(() => nonprofits.id, { onDelete: 'cascade' }),
    fundraiserId: integer().references(() => fundraisers.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    /** Rich text, sanitised on the way in. */
    content: text().notNull(),
    /** A picture of the owner's Media Library (a stored file name). */
    picture: text(),
    /** What the picture shows, for readers who cannot see it (the image's alt text). */
    pictureAlt: text(),
    /** An http(s) link to read more, and a video (a YouTube link is embedded, any other linked). */
    linkUrl: text(),
    videoUrl: text(),
    updateType: text().notNull(),
    location: text(),
    topic: text(),
    eventType: text(),
    /** An event of the page's non-profit the update is about. */
    eventId: integer().references(() => events.id, { onDelete: 'set null' }),
    ...bilingual(),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('page_updates_company_id_idx').on(t.companyId, t.createdAt),
    index('page_updates_nonprofit_id_idx').on(t.nonprofitId, t.createdAt),
    index('page_updates_fundraiser_id_idx').on(t.fundraiserId, t.createdAt),
    index('page_updates_user_id_idx').on(t.userId),
    index('page_updates_event_id_idx').on(t.eventId),
    check(
      'page_updates_single_page',
      sql`num_nonnulls(${t.companyId}, ${t.nonprofitId}, ${t.fundraiserId}) = 1`,
    ),
  ],
);
