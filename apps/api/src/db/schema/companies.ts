import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { bilingual, id, timestamps } from './columns';
import { searchIndex, bilingualSearchVector, trigramIndex } from './search';
import { sdgTopicId } from './sdg';
import { ownerId } from './users';
import { registerColumns, verificationColumns } from './verification';

export const companies = pgTable(
  'companies',
  {
    id: id(),
    userId: ownerId(),
    sdgTopicId: sdgTopicId(),
    name: text().notNull(),
    email: text(),
    phone: text(),
    website: text(),
    colorTheme: text(),
    description: text(),
    addressLine1: text(),
    city: text(),
    postCode: text(),
    logo: text(),
    picture: text(),
    label: text(),
    active: boolean().notNull().default(true),
    verified: boolean().notNull().default(false),
    /** Why an operator deactivated the page; null while it is active. */
    inactiveReason: text(),
    ...verificationColumns(),
    ...registerColumns(),
    /** Free key/value facts shown in the Company Overview grid. */
    pageData: jsonb().$type<Record<string, string>>(),
    ...bilingual(),
    searchVector: bilingualSearchVector(['name'], ['description']),
    ...timestamps,
  },
  (t) => [
    searchIndex('companies_search_idx', t.searchVector),
    index('companies_list_idx')
      .on(t.name, t.id)
      .where(sql`active`),
    index('companies_user_id_idx').on(t.userId),
    index('companies_sdg_topic_id_idx').on(t.sdgTopicId),
    trigramIndex('companies_name_trgm', t.name),
  ],
);
