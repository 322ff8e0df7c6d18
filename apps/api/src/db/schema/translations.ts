import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /** An operator's text, served instead of `value`; start-up never touches it. */
    override: text(),
    ...timestamps,
  },
  (t) => [uniqueIndex('translations_locale_key_unique').on(t.locale, t.key)],
);

/**
 * One counter that PostgreSQL raises, in the same transaction, with every statement that writes
 * translations (migration 0030): an operator's override on any instance, the start-up's sync. An
 * API process keeps each language's answer with the counter it was read at and reads the rows
 * again only when the counter moved (modules/translations/translations.service.ts).
 */
export const translationsVersion = pgTable(
  'translations_version',
  {
    one: boolean().primaryKey().default(true),
    version: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [check('translations_version_one_row', sql`${t.one}`)],
);
