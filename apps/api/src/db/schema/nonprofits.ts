import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bilingual, id, timestamps } from './columns';
import { searchIndex, bilingualSearchVector, trigramIndex } from './search';
import { sdgTopicId } from './sdg';
import { topics } from './topics';
import { ownerId } from './users';
import { anbiColumns, registerColumns, verificationColumns } from './verification';

export const nonprofits = pgTable(
  'nonprofits',
  {
    id: id(),
    uuid: uuid().notNull().defaultRandom(),
    /** The owner; deleting the account removes its pages. */
    userId: ownerId(),
    sdgTopicId: sdgTopicId(),
    name: text().notNull(),
    title: text(),
    description: text(),
    addressLine1: text(),
    city: text(),
    email: text(),
    phone: text(),
    website: text(),
    picture: text(),
    logo: text(),
    label: text(),
    type: text(),
    active: boolean().notNull().default(true),
    verified: boolean().notNull().default(false),
    /** Why an operator deactivated the page; null while it is active. */
    inactiveReason: text(),
    /** For the donors' receipts: the registered (statutory) name, RSIN and ANBI. */
    legalName: text(),
    rsin: text(),
    anbi: boolean().notNull().default(false),
    ...verificationColumns(),
    ...registerColumns(),
    ...anbiColumns(),
    ...bilingual(),
    searchVector: bilingualSearchVector(['name', 'title'], ['description']),
    ...timestamps,
  },
  (t) => [
    searchIndex('nonprofits_search_idx', t.searchVector),
    index('nonprofits_list_idx')
      .on(t.name, t.id)
      .where(sql`active`),
    uniqueIndex('nonprofits_uuid_unique').on(t.uuid),
    index('nonprofits_user_id_idx').on(t.userId),
    index('nonprofits_sdg_topic_id_idx').on(t.sdgTopicId),
    trigramIndex('nonprofits_name_trgm', t.name),
  ],
);

/** Topic chips on a non-profit page. */
export const nonprofitTopics = pgTable(
  'nonprofit_topics',
  {
    nonprofitId: integer()
      .notNull()
      .references(() => nonprofits.id, { onDelete: 'cascade' }),
    topicId: integer()
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.nonprofitId, t.topicId] }),
    index('nonprofit_topics_topic_id_idx').on(t.topicId),
  ],
);

/** The non-profit a row belongs to; deleting the non-profit deletes it. */
export const nonprofitId = () =>
  integer()
    .notNull()
    .references(() => nonprofits.id, { onDelete: 'cascade' });
