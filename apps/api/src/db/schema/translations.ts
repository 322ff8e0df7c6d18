import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { languageEnum } from './enums';

/** UI strings per language (flat dotted keys), served by GET /translations/{language}. */
export const translations = pgTable(
  'translations',
  {
    id: id(),
    locale: languageEnum().notNull(),
    key: text().notNull(),
    value: text().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('translations_locale_key_unique').on(t.locale, t.key)],
);
