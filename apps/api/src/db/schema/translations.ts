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
    /** The text shipped in packages/i18n (kept in line at every start). */
    value: text().notNull(),
    /** An operator's text (issue 23), served instead of `value`; start-up never touches it. */
    override: text(),
    ...timestamps,
  },
  (t) => [uniqueIndex('translations_locale_key_unique').on(t.locale, t.key)],
);
