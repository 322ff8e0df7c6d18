import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { trigramIndex } from './search';
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
    ...timestamps,
  },
  (t) => [
    index('topics_sdg_topic_id_idx').on(t.sdgTopicId),
    trigramIndex('topics_name_trgm', t.name),
  ],
);
