import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, boolean } from 'drizzle-orm/pg-core';
import { bilingual, id, timestamps } from './columns';
import { nonprofitId } from './nonprofits';
import { searchIndex, bilingualSearchVector, trigramIndex } from './search';
import { sdgTopicId } from './sdg';
import { ownerId } from './users';

/** An event run by a non-profit (API fields `nonprofits_id`, `user_id`). */
export const events = pgTable(
  'events',
  {
    id: id(),
    nonprofitId: nonprofitId(),
    userId: ownerId(),
    sdgTopicId: sdgTopicId(),
    title: text().notNull(),
    label: text(),
    description: text(),
    picture: text(),
    logo: text(),
    startDate: timestamp({ withTimezone: true }),
    endDate: timestamp({ withTimezone: true }),
    addressLine1: text(),
    ...bilingual(),
    searchVector: bilingualSearchVector(['title'], ['description']),
    /**
     * False while an operator has deactivated it: it leaves lists, search, the sitemap
     * and donation targets, as a page of an inactive non-profit or company does.
     */
    active: boolean().notNull().default(true),
    inactiveReason: text(),
    ...timestamps,
  },
  (t) => [
    searchIndex('events_search_idx', t.searchVector),
    index('events_list_idx').on(t.title, t.id),
    index('events_nonprofit_id_idx').on(t.nonprofitId),
    index('events_user_id_idx').on(t.userId),
    index('events_sdg_topic_id_idx').on(t.sdgTopicId),
    index('events_start_date_idx').on(t.startDate),
    trigramIndex('events_title_trgm', t.title),
    check(
      'events_dates_ordered',
      sql`${t.endDate} is null or ${t.startDate} is null or ${t.endDate} >= ${t.startDate}`,
    ),
  ],
);
