import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { nonprofits } from './nonprofits';
import { trigramIndex } from './search';
import { sdgTopics } from './sdg';
import { users } from './users';

/** A vacancy posted by a (premium) non-profit owner. */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    nonprofitId: integer()
      .notNull()
      .references(() => nonprofits.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sdgTopicId: integer().references(() => sdgTopics.id, { onDelete: 'set null' }),
    title: text().notNull(),
    description: text(),
    city: text(),
    /** Contact phone number. */
    contact: text(),
    employment: text(),
    education: text(),
    period: text(),
    background: text(),
    conditions: text(),
    tasks: text(),
    responsibilities: text(),
    requirements: text(),
    email: text(),
    website: text(),
    deadline: timestamp({ withTimezone: true }),
    pdf: text(),
    picture: text(),
    ...timestamps,
  },
  (t) => [
    index('jobs_nonprofit_id_idx').on(t.nonprofitId),
    index('jobs_user_id_idx').on(t.userId),
    index('jobs_sdg_topic_id_idx').on(t.sdgTopicId),
    index('jobs_deadline_idx').on(t.deadline),
    trigramIndex('jobs_title_trgm', t.title),
  ],
);
