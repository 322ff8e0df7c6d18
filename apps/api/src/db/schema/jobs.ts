import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { nonprofitId } from './nonprofits';
import { searchIndex, searchVector, trigramIndex } from './search';
import { sdgTopicId } from './sdg';
import { ownerId } from './users';

/** A vacancy posted by a (premium) non-profit owner. */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    nonprofitId: nonprofitId(),
    userId: ownerId(),
    sdgTopicId: sdgTopicId(),
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
    searchVector: searchVector(['title'], ['description', 'city']),
    ...timestamps,
  },
  (t) => [
    searchIndex('jobs_search_idx', t.searchVector),
    index('jobs_list_idx').on(t.title, t.id),
    index('jobs_nonprofit_id_idx').on(t.nonprofitId),
    index('jobs_user_id_idx').on(t.userId),
    index('jobs_sdg_topic_id_idx').on(t.sdgTopicId),
    index('jobs_deadline_idx').on(t.deadline),
    trigramIndex('jobs_title_trgm', t.title),
  ],
);
