import { z } from 'zod';
import { languageSchema } from './common';
import { optionalText } from './form-fields';

/**
 * Owner-written texts in English and Dutch (ADR 043). A page, package, update or content block
 * answers each text in the reader's language, or in the other where it has it only in that one;
 * `languages` says which language each answered text is in, so the web marks a text in the other
 * language with its own `lang`.
 */
export const textLanguages = z
  .record(z.string(), languageSchema)
  // An answer without it has every text in the reader's language.
  .default({})
  .describe('The language of each answered text (name, description, ...), where it has one');
export type TextLanguages = z.infer<typeof textLanguages>;

/** Every text of a page in both languages (null: none written), for the forms that edit them. */
export const pageTexts = z
  .object({
    en: z.record(z.string(), z.string().nullable()),
    nl: z.record(z.string(), z.string().nullable()),
  })
  .default({ en: {}, nl: {} });
export type PageTexts = z.infer<typeof pageTexts>;

/**
 * The per-language variants of a form's text fields: `name_en`, `name_nl` beside `name`. A
 * plain field is the text in the request's language; `_en` and `_nl` name the language and win.
 * Each variant is optional (blank counts as not sent), with the plain field's limit.
 */
export function textVariants<F extends string>(
  fields: Record<F, number>,
): Record<`${F}_en` | `${F}_nl`, ReturnType<typeof optionalText>> {
  const shape: Record<string, ReturnType<typeof optionalText>> = {};
  for (const [field, max] of Object.entries(fields) as [F, number][]) {
    shape[`${field}_en`] = optionalText(`${field}_en`, max);
    shape[`${field}_nl`] = optionalText(`${field}_nl`, max);
  }
  return shape as Record<`${F}_en` | `${F}_nl`, ReturnType<typeof optionalText>>;
}

/** Whether a form sent `field` in some language (plain, `_en` or `_nl`). */
export function sentInSomeLanguage(data: Record<string, unknown>, field: string): boolean {
  return [field, `${field}_en`, `${field}_nl`].some(
    (name) => typeof data[name] === 'string' && (data[name] as string).trim() !== '',
  );
}

/**
 * `schema` with `field` required in at least one language (plain, `_en` or `_nl`), reported on
 * `field` with `message`, together with the other fields' problems.
 */
export function requiredInSomeLanguage<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  field: string,
  message: string,
) {
  return schema.refine((data) => sentInSomeLanguage(data, field), {
    message,
    path: [field],
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
}
