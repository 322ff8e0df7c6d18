import { integer, jsonb, timestamp } from 'drizzle-orm/pg-core';
import { languageEnum } from './enums';

/** Identity primary key used by every table. */
export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();

export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).defaultNow().notNull(),
  updatedAt: timestamp({ withTimezone: true })
    .defaultNow()
    .notNull()
    .$onUpdate(() => new Date()),
};

/**
 * The texts of an owner-written page in its other language, keyed by column name (`name`,
 * `description`, ...); the page's own columns hold its texts in `language` (ADR 043).
 */
export type PageTranslation = Partial<Record<string, string>>;

/**
 * The two columns of a page written in English and/or Dutch: `language`, the language of the
 * table's own text columns, and `translation`, the same texts in the other language, where the
 * owner wrote them.
 */
export const bilingual = () => ({
  language: languageEnum().notNull().default('en'),
  translation: jsonb().$type<PageTranslation>().notNull().default({}),
});
