import { said } from '@app/i18n/codes';
import { z } from 'zod';
import { paged } from './common';
import {
  blankIsAbsent,
  optionalText,
  requiredMessage,
  requiredText,
  tooLongMessage,
} from './form-fields';
import { pageRef } from './pages';
import { pageTexts, requiredInSomeLanguage, textLanguages, textVariants } from './page-texts';

export const companyListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  label: z.string().nullable(),
  logo: z.string().nullable(),
  picture: z.string().nullable(),
  city: z.string().nullable(),
  colorTheme: z.string().nullable(),
  verified: z.boolean(),
  events_count: z.number().int(),
  languages: textLanguages,
});
export type CompanyListItem = z.infer<typeof companyListItem>;
export const companyListResponse = paged(companyListItem);
export type CompanyListResponse = z.infer<typeof companyListResponse>;

/* ------------------------------------------------------------------------------------------ */
/* Company profile and the company form.                                                     */
/* ------------------------------------------------------------------------------------------ */

export const companyMessages = {
  created: 'companies.created',
  updated: 'companies.updated',
  deleted: 'companies.deleted',
  notFound: 'pages.company_not_found',
  forbidden: 'companies.forbidden',
} as const;

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Longest rich-text description accepted (before it is sanitised). */
export const COMPANY_DESCRIPTION_MAX_LENGTH = 20_000;

/** http(s), a host name with a dot (or localhost), optional port, path, query and fragment. */
const WEBSITE =
  /^https?:\/\/(?:localhost|(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63})(?::\d{1,5})?(?:[/?#]\S*)?$/iu;

/**
 * A website: http(s) only. A bare domain ('acme.nl/about') gets https:// in front, the same rule
 * the rich-text links follow, so what is stored is always an absolute http(s) URL.
 */
export function normaliseCompanyWebsite(value: string): string | null {
  const candidate = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  return WEBSITE.test(candidate) ? candidate : null;
}

/** Most facts the Company Overview grid takes, and their sizes. */
export const COMPANY_PAGE_DATA_MAX_KEYS = 50;
const PAGE_DATA_KEY_MAX = 100;
const PAGE_DATA_VALUE_MAX = 1000;

/**
 * page_data as sent in a form: JSON text of an object whose values are text (numbers and
 * booleans are taken as their text). Keys are shown in the Company Overview grid with
 * underscores as spaces; `{}` clears the grid (stored as null).
 */
const pageDataField = z.preprocess(
  blankIsAbsent,
  z
    .string()
    .max(20_000, tooLongMessage('page_data', 20_000))
    .transform((text, ctx): Record<string, string> | null => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: said('field.json_text', { attribute: 'page_data' }),
        });
        return z.NEVER;
      }
      const invalid = said('field.json_text_values', { attribute: 'page_data' });
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      const entries = Object.entries(parsed as Record<string, unknown>);
      if (entries.length > COMPANY_PAGE_DATA_MAX_KEYS) {
        ctx.addIssue({
          code: 'custom',
          message: said('field.max_items', {
            attribute: 'page_data',
            max: COMPANY_PAGE_DATA_MAX_KEYS,
          }),
        });
        return z.NEVER;
      }
      const data: Record<string, string> = {};
      for (const [rawKey, value] of entries) {
        const key = rawKey.trim();
        const text =
          typeof value === 'string'
            ? value.trim()
            : typeof value === 'number' || typeof value === 'boolean'
              ? String(value)
              : null;
        if (!key || key.length > PAGE_DATA_KEY_MAX || text === null) {
          ctx.addIssue({ code: 'custom', message: invalid });
          return z.NEVER;
        }
        if (text.length > PAGE_DATA_VALUE_MAX) {
          ctx.addIssue({
            code: 'custom',
            message: said('field.each_value_too_long', {
              attribute: 'page_data',
              max: PAGE_DATA_VALUE_MAX,
            }),
          });
          return z.NEVER;
        }
        data[key] = text;
      }
      return entries.length === 0 ? null : data;
    })
    .optional(),
);

/**
 * Text fields of POST /companies (multipart; `picture` and `logo` are image fields beside
 * them). Only name is required; empty optional fields count as not given. A `user_id` in the
 * form is ignored: the owner is the signed-in user.
 */
export const companyFields = z.object({
  /** The name in the request's language; `name_en` and `name_nl` name theirs. */
  name: optionalText('name', 255),
  email: z.preprocess(
    blankIsAbsent,
    z
      .string()
      .trim()
      .max(254, tooLongMessage('email', 254))
      .pipe(z.email(said('field.email', { attribute: 'email' })))
      .optional(),
  ),
  phone: optionalText('phone', 50),
  website: z.preprocess(
    blankIsAbsent,
    z
      .string()
      .trim()
      .max(2048, tooLongMessage('website', 2048))
      .transform((value, ctx) => {
        const url = normaliseCompanyWebsite(value);
        if (url === null) {
          ctx.addIssue({ code: 'custom', message: said('field.url', { attribute: 'website' }) });
          return z.NEVER;
        }
        return url;
      })
      .optional(),
  ),
  colorTheme: z.preprocess(
    blankIsAbsent,
    z
      .string()
      .trim()
      .regex(HEX_COLOR, said('field.hex_color', { attribute: 'color_theme' }))
      .optional(),
  ),
  addressLine1: optionalText('addressLine1', 255),
  city: optionalText('city', 100),
  postCode: optionalText('postCode', 20),
  /** Rich text; the server sanitises it. */
  description: optionalText('description', COMPANY_DESCRIPTION_MAX_LENGTH),
  ...textVariants({ name: 255, description: COMPANY_DESCRIPTION_MAX_LENGTH }),
  page_data: pageDataField,
});
export type CompanyFields = z.input<typeof companyFields>;

/** The company's texts a form writes, each in English and/or Dutch (ADR 043). */
export const companyTextFields = ['name', 'description'] as const;

/** POST /companies: `companyFields` with a name in at least one language. */
export const companyCreateFields = requiredInSomeLanguage(
  companyFields,
  'name',
  requiredMessage('name'),
);

/**
 * Text fields of POST /company-profile/{id}: the same, each optional; only what is sent
 * changes. A name sent empty is a 422 ('The name field is required.').
 */
export const companyUpdateFields = companyFields
  .partial()
  .extend({ name: requiredText('name', 255).optional() });
export type CompanyUpdateFields = z.input<typeof companyUpdateFields>;

/** POST /companies and POST /company-profile/{id}. */
export const companyWriteResponse = z.object({
  code: z.string().optional(),
  message: z.string(),
  company: z.object({ id: z.number().int() }),
});
export type CompanyWriteResponse = z.infer<typeof companyWriteResponse>;

/** A company event as the company profile lists it. */
export const companyProfileEvent = z.object({
  id: z.number().int(),
  name: z.string(),
  picture: z.string().nullable(),
  /** Null when the non-profit was deleted. */
  nonprofit: pageRef.nullable(),
});
export type CompanyProfileEvent = z.infer<typeof companyProfileEvent>;

/** GET /company-profile/{id}: every field of a company, with its company events. */
export const companyProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  colorTheme: z.string().nullable(),
  description: z.string().nullable(),
  addressLine1: z.string().nullable(),
  city: z.string().nullable(),
  postCode: z.string().nullable(),
  logo: z.string().nullable(),
  picture: z.string().nullable(),
  label: z.string().nullable(),
  user_id: z.number().int(),
  active: z.boolean(),
  verified: z.boolean(),
  /** Company Overview facts, text by key. */
  page_data: z.record(z.string(), z.string()).nullable(),
  /** Newest first. */
  events: z.array(companyProfileEvent),
  /** Name and description in both languages, for the edit form. */
  texts: pageTexts,
});
export type CompanyProfile = z.infer<typeof companyProfile>;
export const companyProfileResponse = z.object({ data: companyProfile });
export type CompanyProfileResponse = z.infer<typeof companyProfileResponse>;
