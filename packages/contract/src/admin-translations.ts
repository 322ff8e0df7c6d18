import { z } from 'zod';
import { languageSchema, paged, pagedQuery } from './common';

/**
 * The console's Translations section: every interface string in English and Dutch,
 * the bundled text beside an operator's override. GET /translations/{lang} serves the override
 * instead of the bundled text from the moment it is saved.
 */

/** The longest override an operator may write. */
export const TRANSLATION_OVERRIDE_MAX = 5_000;

export const adminTranslationMessages = {
  notFound: 'admin_translations.not_found',
  textRequired: 'admin_translations.text_required',
  textTooLong: 'admin_translations.text_too_long',
  placeholdersDropped: 'admin_translations.placeholders_dropped',
  placeholdersAdded: 'admin_translations.placeholders_added',
} as const;

/** `{{count}}`, `{{ name }}`, `{{count, number}}`: what the translator fills in. */
export const TRANSLATION_PLACEHOLDER = /\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g;

/** The names of a text's placeholders, each once, in order. */
export function placeholderNames(text: string): string[] {
  return [...new Set([...text.matchAll(TRANSLATION_PLACEHOLDER)].map((match) => match[1]!))];
}

/** GET /admin/translations: keys without a Dutch text first, then by key. */
export const adminTranslationsQuery = pagedQuery.extend({
  /** Only the keys whose Dutch text is missing. */
  missing: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});
export type AdminTranslationsQuery = z.infer<typeof adminTranslationsQuery>;

/** One language's text of a key: the bundled text (null when the key has none) and the override. */
export const adminTranslationText = z.object({
  value: z.string().nullable(),
  override: z.string().nullable(),
});
export type AdminTranslationText = z.infer<typeof adminTranslationText>;

export const adminTranslation = z.object({
  key: z.string(),
  en: adminTranslationText,
  nl: adminTranslationText,
  /** No Dutch text at all, or an empty one. */
  missing_dutch: z.boolean(),
});
export type AdminTranslation = z.infer<typeof adminTranslation>;

export const adminTranslationsResponse = paged(adminTranslation).extend({
  /** How many keys have no Dutch text, whatever the search. */
  missing_dutch: z.number().int(),
});
export type AdminTranslationsResponse = z.infer<typeof adminTranslationsResponse>;

/** PUT and DELETE /admin/translations/{lang}/{key}. */
export const adminTranslationParams = z.object({
  lang: languageSchema,
  key: z.string().min(1).max(200),
});
export type AdminTranslationParams = z.infer<typeof adminTranslationParams>;

export const adminTranslationBody = z.object({
  text: z
    .string({ error: adminTranslationMessages.textRequired })
    .trim()
    .min(1, adminTranslationMessages.textRequired)
    .max(TRANSLATION_OVERRIDE_MAX, adminTranslationMessages.textTooLong),
});
export type AdminTranslationBody = z.infer<typeof adminTranslationBody>;

export const adminTranslationResponse = z.object({ data: adminTranslation });
export type AdminTranslationResponse = z.infer<typeof adminTranslationResponse>;
