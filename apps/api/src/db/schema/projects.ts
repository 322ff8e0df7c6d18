import { index, pgTable, text, boolean } from 'drizzle-orm/pg-core';
import { bilingual, id, timestamps } from './columns';
import { nonprofitId } from './nonprofits';
import { searchIndex, bilingualSearchVector, trigramIndex } from './search';
import { sdgTopicId } from './sdg';
import { ownerId } from './users';

/** A project run by a non-profit (API fields `nonprofits_id`, `user_id`). */
export const projects = pgTable(
  'projects',
  {
    id: id(),
    nonprofitId: nonprofitId(),
    userId: ownerId(),
    sdgTopicId: sdgTopicId(),
    name: text().notNull(),
    description: text(),
    picture: text(),
    ...bilingual(),
    searchVector: bilingualSearchVector(['name'], ['description']),
    /**
     * False while an operator has deactivated it: it leaves lists, search, the sitemap
     * and donation targets, as a page of an inactive non-profit or company does.
     */
    active: boolean().notNull().default(true),
    inactiveReason: text(),
    ...timestamps,
  },
  (t) => [
    searchIndex('projects_search_idx', t.searchVector),
    index('projects_list_idx').on(t.name, t.id),
    index('projects_nonprofit_id_idx').on(t.nonprofitId),
    index('projects_user_id_idx').on(t.userId),
    index('projects_sdg_topic_id_idx').on(t.sdgTopicId),
    trigramIndex('projects_name_trgm', t.name),
  ],
);
