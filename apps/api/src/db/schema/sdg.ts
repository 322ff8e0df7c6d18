import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

/** The 17 UN Sustainable Development Goals. English columns plus Dutch `*Nl` columns. */
export const sdgTopics = pgTable(
  'sdg_topics',
  {
    id: id(),
    uuid: uuid().notNull().defaultRandom(),
    number: smallint().notNull(),
    name: text().notNull(),
    nameNl: text(),
    description: text().notNull(),
    descriptionNl: text(),
    logo: text(),
    picture: text(),
    colorTheme: text().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sdg_topics_uuid_unique').on(t.uuid),
    uniqueIndex('sdg_topics_number_unique').on(t.number),
    check('sdg_topics_number_range', sql`${t.number} between 1 and 17`),
  ],
);

/** The SDG a page or vacancy works on, if any; cleared if the goal were ever removed. */
export const sdgTopicId = () => integer().references(() => sdgTopics.id, { onDelete: 'set null' });
