import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { searchIndex, searchVector, trigramIndex } from './search';
import { sdgTopicId } from './sdg';

/** Causes people follow and fundraise for; each belongs to an SDG (exposed as `topics_id`). */
export const topics = pgTable(
  'topics',
  {
    id: id(),
    sdgTopicId: sdgTopicId(),
    name: text().notNull(),
    nameNl: text(),
    description: text(),
    descriptionNl: text(),
    label: text(),
    logo: text(),
    picture: text(),
    searchVector: searchVector(['name', 'name_nl'], ['description', 'description_nl']),
    ...timestamps,
  },
  (t) => [
    searchIndex('topics_search_idx', t.searchVector),
    index('topics_list_idx').on(t.name, t.id),
    index('topics_sdg_topic_id_idx').on(t.sdgTopicId),
    trigramIndex('topics_name_trgm', t.name),
  ],
);
