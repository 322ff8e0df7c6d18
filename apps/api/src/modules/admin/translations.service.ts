import { said } from '@app/i18n/codes';
import {
  adminTranslationMessages,
  placeholderNames,
  type AdminTranslation,
  type AdminTranslationsQuery,
  type Language,
  type PagedMeta,
} from '@app/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { translations } from '../../db/schema';
import { offsetOf, pageMeta, searchPattern } from '../../lib/paging';
import { fieldError } from '../../lib/validation';

/**
 * The console's Translations section: every key with its English and Dutch rows side
 * by side, the bundled text beside the operator's override. A key whose Dutch text is missing
 * (no Dutch row, or an empty text) comes first.
 */

interface Row {
  key: string;
  en_value: string | null;
  en_override: string | null;
  nl_value: string | null;
  nl_override: string | null;
  missing_dutch: boolean;
}

/** One row per key, English and Dutch joined (a key may lack either row). */
const keyed = sql`
  SELECT coalesce(en.key, nl.key) AS key,
         en.value AS en_value, en.override AS en_override,
         nl.value AS nl_value, nl.override AS nl_override,
         (nl.key IS NULL OR btrim(coalesce(nl.override, nl.value)) = '') AS missing_dutch
  FROM (SELECT key, value, override FROM ${translations} WHERE locale = 'en') en
  FULL JOIN (SELECT key, value, override FROM ${translations} WHERE locale = 'nl') nl
    ON nl.key = en.key`;

const toTranslation = (row: Row): AdminTranslation => ({
  key: row.key,
  en: { value: row.en_value, override: row.en_override },
  nl: { value: row.nl_value, override: row.nl_override },
  missing_dutch: row.missing_dutch,
});

export async function listTranslations(
  db: Db,
  query: AdminTranslationsQuery,
): Promise<{ data: AdminTranslation[]; meta: PagedMeta; missing_dutch: number }> {
  const conditions: SQL[] = [];
  if (query.missing) conditions.push(sql`missing_dutch`);
  if (query.search) {
    const pattern = searchPattern(query.search);
    conditions.push(
      sql`(key ILIKE ${pattern} OR en_value ILIKE ${pattern} OR en_override ILIKE ${pattern}
        OR nl_value ILIKE ${pattern} OR nl_override ILIKE ${pattern})`,
    );
  }
  const where = conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
  const [rows, [counts]] = await Promise.all([
    rowsOf<Row>(
      db,
      sql`SELECT * FROM (${keyed}) t ${where}
        ORDER BY missing_dutch DESC, key
        LIMIT ${query.per_page} OFFSET ${offsetOf(query)}`,
    ),
    rowsOf<{ total: number; missing: number }>(
      db,
      sql`SELECT count(*) FILTER (WHERE ${conditions.length > 0 ? sql.join(conditions, sql` AND `) : sql`true`})::int AS total,
          count(*) FILTER (WHERE missing_dutch)::int AS missing
        FROM (${keyed}) t`,
    ),
  ]);
  return {
    data: rows.map(toTranslation),
    meta: pageMeta(query, counts?.total ?? 0),
    missing_dutch: counts?.missing ?? 0,
  };
}

/** One key in both languages; undefined when neither language has it. */
export async function findTranslation(db: Db, key: string): Promise<AdminTranslation | undefined> {
  const [row] = await rowsOf<Row>(db, sql`SELECT * FROM (${keyed}) t WHERE key = ${key}`);
  return row && toTranslation(row);
}

/** The text an override replaces: the language's bundled text, or the English one when it has none. */
function bundledText(found: AdminTranslation, lang: Language): string {
  // An empty text (a Dutch row written only by an override) has nothing to keep.
  return found[lang].value || found.en.value || found.nl.value || '';
}

/**
 * An override keeps the placeholders of the bundled text ({{count}}, {{name}}): the app fills
 * them in, and a dropped or invented one would show a hole or braces. Throws the 422.
 */
export function checkPlaceholders(bundled: string, text: string): void {
  const expected = placeholderNames(bundled);
  const given = placeholderNames(text);
  const dropped = expected.filter((name) => !given.includes(name));
  const added = given.filter((name) => !expected.includes(name));
  const list = (names: string[]) => names.map((name) => `{{${name}}}`).join(', ');
  if (dropped.length > 0) {
    throw fieldError(
      'text',
      said(adminTranslationMessages.placeholdersDropped, { placeholders: list(dropped) }),
    );
  }
  if (added.length > 0) {
    throw fieldError(
      'text',
      said(adminTranslationMessages.placeholdersAdded, { placeholders: list(added) }),
    );
  }
}

/**
 * Sets (text) or removes (null) the override of a key in a language, in the caller's
 * transaction. 'missing' for a key that does not exist; `changed` false when it was so already.
 */
export async function writeOverride(
  tx: Db,
  lang: Language,
  key: string,
  text: string | null,
): Promise<'missing' | { before: string | null; changed: boolean }> {
  const found = await findTranslation(tx, key);
  if (!found) return 'missing';
  if (text !== null) checkPlaceholders(bundledText(found, lang), text);
  const before = found[lang].override;
  if (before === text) return { before, changed: false };
  const [row] = await tx
    .update(translations)
    .set({ override: text })
    .where(and(eq(translations.locale, lang), eq(translations.key, key)))
    .returning({ id: translations.id });
  // A key without a row in this language (Dutch not written yet): the override is its text.
  if (!row && text !== null) {
    await tx.insert(translations).values({ locale: lang, key, value: '', override: text });
  }
  return { before, changed: true };
}
