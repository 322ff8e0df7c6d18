import type { Language } from '@app/i18n';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PageTranslation } from '../db/schema/columns';

/**
 * Owner-written texts in English and Dutch (ADR 043). A page's row holds its texts in one
 * language (`language`) in its own columns, and the other language's in `translation`, keyed by
 * column name. Reading gives the reader's language and, where a text exists only in the other,
 * that text with the language it is in; writing merges what was sent into both.
 */

/** The two columns every bilingual row has. */
export interface Bilingual {
  language: Language;
  translation: PageTranslation;
}

/** A text field's value per language. */
export type Texts<F extends string> = Record<Language, Partial<Record<F, string | null>>>;

const other = (lang: Language): Language => (lang === 'en' ? 'nl' : 'en');

const present = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text !== '';

/** The text of `field` in `lang`, or null: the row's own column, or its translation. */
export function textOf<F extends string>(
  row: Bilingual & Partial<Record<F, string | null>>,
  field: F,
  lang: Language,
): string | null {
  const text = row.language === lang ? row[field] : row.translation[field];
  return present(text) ? text : null;
}

/** Every text of a row in both languages (for the forms that edit them). */
export function textsOf<F extends string>(
  row: Bilingual & Partial<Record<F, string | null>>,
  fields: readonly F[],
): Texts<F> {
  const texts: Texts<F> = { en: {}, nl: {} };
  for (const lang of ['en', 'nl'] as const) {
    for (const field of fields) texts[lang][field] = textOf(row, field, lang);
  }
  return texts;
}

/**
 * The texts of a row for a reader of `lang`: each field in that language, or where it has none,
 * in the other; `languages` says which language each answered field is in (a field without text
 * in either language is left out of it).
 */
export function localizeTexts<F extends string>(
  lang: Language,
  row: Bilingual & Partial<Record<F, string | null>>,
  fields: readonly F[],
): { values: Record<F, string | null>; languages: Partial<Record<F, Language>> } {
  const values = {} as Record<F, string | null>;
  const languages: Partial<Record<F, Language>> = {};
  for (const field of fields) {
    const wanted = textOf(row, field, lang);
    const fallback = wanted ?? textOf(row, field, other(lang));
    values[field] = fallback ?? (row[field] as string | null | undefined) ?? null;
    if (wanted !== null) languages[field] = lang;
    else if (fallback !== null) languages[field] = other(lang);
  }
  return { values, languages };
}

/**
 * Texts sent to a write endpoint, per language: a plain field (`name`) is the text in the
 * request's language, as reading it answers in that language; `name_en` and `name_nl` are the
 * texts in English and Dutch, and win over the plain field. Blank and absent fields are left out
 * (the update forms treat an empty field as not sent).
 */
export function sentTexts<F extends string>(
  lang: Language,
  body: Record<string, unknown>,
  fields: readonly F[],
): Texts<F> {
  const texts: Texts<F> = { en: {}, nl: {} };
  for (const field of fields) {
    const plain = body[field];
    if (typeof plain === 'string' && plain !== '') texts[lang][field] = plain;
    for (const each of ['en', 'nl'] as const) {
      const value = body[`${field}_${each}`];
      if (typeof value === 'string' && value !== '') texts[each][field] = value;
    }
  }
  return texts;
}

/** Whether any text was sent (so an update that sends none leaves the texts alone). */
export const anyText = <F extends string>(texts: Texts<F>) =>
  Object.keys(texts.en).length + Object.keys(texts.nl).length > 0;

/** Whether `field` was sent in any language. */
export const sentField = <F extends string>(texts: Texts<F>, field: F) =>
  texts.en[field] !== undefined || texts.nl[field] !== undefined;

/**
 * The columns to store: `current` (the row as it is, or undefined for a new one) with `sent`
 * written over it. The row's language stays unless it would leave `required` (the field the
 * table cannot do without, such as a name) empty while the other language has it; a new row
 * takes the language its required field was sent in, the request's first.
 */
export function storedTexts<F extends string>(
  lang: Language,
  fields: readonly F[],
  sent: Texts<F>,
  current?: Bilingual & Partial<Record<F, string | null>>,
  required?: F,
): Bilingual & Record<F, string | null> {
  const merged: Texts<F> = current ? textsOf(current, fields) : { en: {}, nl: {} };
  for (const each of ['en', 'nl'] as const) {
    for (const field of fields) {
      const value = sent[each][field];
      if (value !== undefined) merged[each][field] = value;
    }
  }
  let language: Language = current?.language ?? lang;
  if (required) {
    if (!present(merged[language][required]) && present(merged[other(language)][required])) {
      language = other(language);
    }
  } else if (!current && !fields.some((field) => present(merged[language][field]))) {
    language = other(language);
  }
  const columns = {} as Record<F, string | null>;
  const translation: PageTranslation = {};
  for (const field of fields) {
    columns[field] = merged[language][field] ?? null;
    const translated = merged[other(language)][field];
    if (present(translated)) translation[field] = translated;
  }
  return { ...columns, language, translation };
}

/**
 * A row as a reader of `lang` gets it: its `fields` in that language where it has them (else in
 * the other), its `languages`, without the two bilingual columns.
 */
export function inLanguage<R extends Bilingual, F extends keyof R & string>(
  lang: Language,
  row: R,
  fields: readonly F[],
): Omit<R, 'language' | 'translation'> & { languages: Partial<Record<F, Language>> } {
  const { language: _, translation: __, ...rest } = row;
  const { values, languages } = localizeTexts(
    lang,
    row as R & Partial<Record<F, string | null>>,
    fields,
  );
  return { ...(rest as Omit<R, 'language' | 'translation'>), ...values, languages };
}

/**
 * The text columns a write stores (see `sentTexts` and `storedTexts`), or undefined when the
 * form sent none of `fields` in any language. `clean` prepares a field's text in both languages
 * (rich text is sanitised on the way in).
 */
export function writtenTexts<F extends string>(
  lang: Language,
  fields: readonly F[],
  body: Record<string, unknown>,
  options: {
    current?: Bilingual & Partial<Record<F, string | null>>;
    required?: F;
    clean?: Partial<Record<F, (text: string) => string | null>>;
  } = {},
): (Bilingual & Record<F, string | null>) | undefined {
  const sent = sentTexts(lang, body, fields);
  if (!anyText(sent)) return undefined;
  for (const each of ['en', 'nl'] as const) {
    for (const field of fields) {
      const clean = options.clean?.[field];
      const text = sent[each][field];
      if (clean && typeof text === 'string') sent[each][field] = clean(text);
    }
  }
  return storedTexts(lang, fields, sent, options.current, options.required);
}

/** A linked page's name as a query reads it: the stored one, the row's language, its translation. */
export interface LinkedName {
  name: string | null;
  language: Language | null;
  translated: string | null;
}

/**
 * The name (or an event's title) of a page linked from another's answer, for a reader of `lang`:
 * its translation where that is the reader's language and written, else the name as stored (the
 * row's own language, which always has it). Null when there is no linked page.
 */
export function linkedName(lang: Language, linked: LinkedName | null): string | null {
  if (!linked || linked.name === null) return null;
  return linked.language !== lang && present(linked.translated) ? linked.translated : linked.name;
}

/**
 * What a query selects of a linked page's name (`column`, or an event's title with `key`
 * 'title') to give it in the reader's language with `linkedName` (ADR 043): the stored name,
 * the row's language and its translated name, in the same statement.
 */
export const linkedNameOf = (
  table: { language: AnyPgColumn; translation: AnyPgColumn },
  column: AnyPgColumn,
  key = 'name',
) => ({
  name: sql<string | null>`${column}`,
  language: sql<Language | null>`${table.language}`,
  translated: sql<string | null>`${table.translation} ->> ${key}`,
});
