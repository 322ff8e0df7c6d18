import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { nonprofits } from './nonprofits';
import { trigramIndex } from './search';
import { sdgTopics } from './sdg';
import { users } from './users';

/** A project run by a non-profit (API fields `nonprofits_id`, `user_id`). */
export const projects = pgTable(
  'projects',
  {
    id: id(),
    nonprofitId: integer()
      .notNull()
      .references(() => nonprofits.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sdgTopicId: integer().references(() => sdgTopics.id, { onDelete: 'set null' }),
    name: text().notNull(),
    description: text(),
    picture: text(),
    ...timestamps,
  },
  (t) => [
    index('projects_nonprofit_id_idx').on(t.nonprofitId),
    index('projects_user_id_idx').on(t.userId),
    index('projects_sdg_topic_id_idx').on(t.sdgTopicId),
    trigramIndex('projects_name_trgm', t.name),
  ],
);
