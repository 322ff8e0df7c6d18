import { said } from '@app/i18n/codes';
import { languages } from '@app/i18n';
import { z } from 'zod';

/** Languages of the product, English first. */
export { languages };
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;

/** Query parameter that selects the language of platform content (falls back to Accept-Language). */
export const langQuery = z.object({
  lang: languageSchema
    .optional()
    .describe('Language of platform content; defaults to Accept-Language, then en'),
});

export const inputMessages = {
  /** NUL and unpaired UTF-16 surrogates: PostgreSQL cannot store the one, and silently mangles the other. */
  invalidText: 'input.invalid_text',
  tooLong: 'input.too_long',
  notAFileField: 'input.not_a_file_field',
  formUnreadable: 'input.form_unreadable',
  formTooLarge: 'input.form_too_large',
  formNotTaken: 'input.form_not_taken',
} as const;

/** The values a message's placeholders take (a field's name, a limit, a provider's name). */
export const messageParams = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * Every error body: a stable `code` (`donations.target_closed`; the API document lists each
 * operation's), its `params`, and `message`, the text in the reader's language. Where a client
 * acts on the kind of refusal (ask for a confirmation, a fresh sign-in) also a short `error`.
 */
export const errorResponse = z.object({
  code: z.string(),
  message: z.string(),
  params: messageParams.optional(),
  error: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/**
 * Validation errors in the Laravel shape, 422 `{ message, errors: { field: [messages] } }`, with
 * the same problems by code in `error_codes: { field: [{ code, params }] }`.
 */
export const validationErrorResponse = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
  error_codes: z
    .record(z.string(), z.array(z.object({ code: z.string(), params: messageParams.optional() })))
    .optional(),
});
export type ValidationErrorResponse = z.infer<typeof validationErrorResponse>;

/** Largest id of a row (PostgreSQL integer). */
export const ID_MAX = 2_147_483_647;

/**
 * A whole number as a path, a query string or a form sends it: plain decimal digits ('12') are
 * read as a number, anything else is left for `schema` to refuse. z.coerce.number() reads
 * Number(value) instead, which takes '0x10' as 16, '1e3' as 1000, '' and [] as 0, true as 1:
 * numbers nobody wrote. A JSON number is taken as it is. A default goes on `schema`, where the
 * API document shows it.
 */
export function wholeNumber<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
    schema,
  );
}

/** A positive integer id; anything else is a 422, never a 500. */
export const idNumber = (params?: Parameters<typeof z.number>[0]) =>
  wholeNumber(z.number(params).int().positive().max(ID_MAX));

/** A positive integer id in a path. */
export const idParam = z.object({ id: idNumber() });

/** An id as a client holds it: a number from an answer, or the text of a route parameter. */
export type Id = number | string;

export const PER_PAGE_DEFAULT = 20;
export const PER_PAGE_MAX = 100;
/**
 * Highest page number: 100 million rows at the largest per_page, far past any list, and inside
 * the integer offsets and limits the list functions of the database take (a page past this
 * overflowed them). A higher page is a 422.
 */
export const PAGE_MAX = 1_000_000;

export const pagedQuery = z.object({
  page: wholeNumber(
    z
      .number()
      .int()
      .min(1)
      .max(PAGE_MAX, said('field.may_not_be_greater', { attribute: 'page', max: PAGE_MAX }))
      .default(1),
  ),
  per_page: wholeNumber(z.number().int().min(1).max(PER_PAGE_MAX).default(PER_PAGE_DEFAULT)),
  search: z.string().trim().max(200).optional(),
});
export type PagedQuery = z.infer<typeof pagedQuery>;

export const pagedMeta = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  /** True when a searched list stopped counting: there are at least `total` matches. */
  total_capped: z.boolean().optional(),
});
export type PagedMeta = z.infer<typeof pagedMeta>;

export function paged<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: pagedMeta });
}

/** One page of a paged list of T, as `paged(item)` describes it: for code generic over T. */
export type Paged<T> = { data: T[]; meta: PagedMeta };

/** Money at the edges: euros as a number with at most 2 decimals. */
export const euros = z.number().describe('Amount in euros, 2 decimals');

/**
 * A searched list counts its matches only this far past the page asked for, like most search
 * engines do: enough to know the next pages exist (meta.last_page), while counting every match
 * of a common word is what makes search slow. meta.total_capped says the count stopped there.
 */
export const SEARCH_COUNT_AHEAD = 100;
