import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { id } from './columns';
import { fundraisers } from './fundraisers';
import { nonprofits } from './nonprofits';
import { topics } from './topics';
import { ownerId } from './users';

/** A user following exactly one topic, non-profit, fundraiser or company. */
export const follows = pgTable(
  'follows',
  {
    id: id(),
    userId: ownerId(),
    topicId: integer().references(() => topics.id, { onDelete: 'cascade' }),
    nonprofitId: integer().references(() => nonprofits.id, { onDelete: 'cascade' }),
    fundraiserId: integer().references(() => fundraisers.id, { onDelete: 'cascade' }),
    companyId: integer().references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('follows_user_topic_unique').on(t.userId, t.topicId),
    uniqueIndex('follows_user_nonprofit_unique').on(t.userId, t.nonprofitId),
    uniqueIndex('follows_user_fundraiser_unique').on(t.userId, t.fundraiserId),
    uniqueIndex('follows_user_company_unique').on(t.userId, t.companyId),
    index('follows_topic_id_idx').on(t.topicId),
    index('follows_nonprofit_id_idx').on(t.nonprofitId),
    index('follows_fundraiser_id_idx').on(t.fundraiserId),
    index('follows_company_id_idx').on(t.companyId),
    check(
      'follows_single_target',
      sql`num_nonnulls(${t.topicId}, ${t.nonprofitId}, ${t.fundraiserId}, ${t.companyId}) = 1`,
    ),
  ],
);
