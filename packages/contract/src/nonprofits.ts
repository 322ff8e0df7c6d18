import { z } from 'zod';
import { euros, paged } from './common';
import {
  blankIsAbsent,
  DESCRIPTION_MAX,
  optionalEmail,
  optionalText,
  optionalWebsite,
  requiredMessage,
  requiredText,
} from './form-fields';
import { pageTexts, requiredInSomeLanguage, textLanguages, textVariants } from './page-texts';

/** A non-profit as a card or list row shows it. */
export const nonprofitListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  label: z.string().nullable(),
  logo: z.string().nullable(),
  picture: z.string().nullable(),
  verified: z.boolean(),
  raised: euros,
  languages: textLanguages,
});
export type NonprofitListItem = z.infer<typeof nonprofitListItem>;

export const nonprofitListResponse = paged(nonprofitListItem);
export type NonprofitListResponse = z.infer<typeof nonprofitListResponse>;

/** GET /fundraiser-nonprofit/{id}: the non-profit a fundraiser raises money for. */
export const fundraiserNonprofitResponse = z.object({ nonprofit: nonprofitListItem.nullable() });
export type FundraiserNonprofitResponse = z.infer<typeof fundraiserNonprofitResponse>;

export const nonprofitMessages = {
  notFound: 'pages.nonprofit_not_found',
  registered: 'nonprofits.registered',
  updated: 'nonprofits.updated',
  deleted: 'nonprofits.deleted',
  forbidden: 'nonprofits.forbidden',
  rsin: 'nonprofits.rsin',
} as const;

/**
 * The Dutch eleven test of an RSIN (as of a BSN): 9 digits, 9a + 8b + ... + 2h - i divisible by
 * 11. It catches every single mistyped digit and most swapped neighbours.
 */
export function passesElevenTest(rsin: string): boolean {
  if (!/^\d{9}$/.test(rsin)) return false;
  const digits = [...rsin].map(Number);
  const sum = digits.slice(0, 8).reduce((total, d, i) => total + d * (9 - i), 0) - digits[8]!;
  return sum % 11 === 0 && rsin !== '000000000';
}

/** An RSIN as typed ('8024 56 789', '802456789'): its 9 digits, spaces and dots left out. */
const optionalRsin = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/[\s.]/g, '') : value),
  z.preprocess(
    blankIsAbsent,
    z
      .string({ error: nonprofitMessages.rsin })
      .refine(passesElevenTest, nonprofitMessages.rsin)
      .optional(),
  ),
);

/** 'true' / 'false' (form fields are text) or a boolean. */
const optionalFlag = z.preprocess(
  (value) =>
    value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value,
  z.boolean().optional(),
);

/** GET /nonprofit-profile/{id}: every field of a non-profit, with what it has raised. */
export const nonprofitProfile = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  addressLine1: z.string().nullable(),
  picture: z.string().nullable(),
  logo: z.string().nullable(),
  label: z.string().nullable(),
  type: z.string().nullable(),
  active: z.boolean(),
  verified: z.boolean(),
  user_id: z.number().int(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  /** For receipts: the registered name, RSIN and ANBI status, where given. */
  legal_name: z.string().nullable(),
  rsin: z.string().nullable(),
  anbi: z.boolean(),
  raised: euros,
  created_at: z.string(),
  /** Name and description in both languages, for the edit form. */
  texts: pageTexts,
});
export type NonprofitProfile = z.infer<typeof nonprofitProfile>;
export const nonprofitProfileResponse = z.object({ data: nonprofitProfile });
export type NonprofitProfileResponse = z.infer<typeof nonprofitProfileResponse>;

/** The non-profit's texts a form writes, each in English and/or Dutch (ADR 043). */
export const nonprofitTextFields = ['name', 'description'] as const;

const nonprofitText = {
  description: optionalText('description', DESCRIPTION_MAX),
  ...textVariants({ name: 255, description: DESCRIPTION_MAX }),
  addressLine1: optionalText('addressLine1'),
  email: optionalEmail,
  phone: optionalText('phone', 50),
  website: optionalWebsite,
  legalName: optionalText('legalName', 200),
  rsin: optionalRsin,
  anbi: optionalFlag,
};

/**
 * Text fields of POST /nonprofits (multipart; images `picture` and `logo` beside them).
 * `uuid` and `user_id` may be sent but are ignored: the server makes the uuid and the owner is
 * the signed-in user. `description` is rich text, sanitised by the server.
 */
export const nonprofitCreateFields = requiredInSomeLanguage(
  z.object({ name: optionalText('name'), ...nonprofitText }),
  'name',
  requiredMessage('name'),
);
export type NonprofitCreateFields = z.input<typeof nonprofitCreateFields>;

/** Text fields of POST /nonprofit-profile/{id}: only what is sent changes; the name stays non-empty. */
export const nonprofitUpdateFields = z.object({
  name: requiredText('name').optional(),
  ...nonprofitText,
});
export type NonprofitUpdateFields = z.input<typeof nonprofitUpdateFields>;

/** Image fields of the non-profit forms: an upload, or a file name from the own Media Library. */
export const NONPROFIT_IMAGE_FIELDS = ['picture', 'logo'] as const;

export const nonprofitWriteResponse = z.object({
  code: z.string().optional(),
  message: z.string(),
  nonprofit: z.object({ id: z.number().int() }),
});
export type NonprofitWriteResponse = z.infer<typeof nonprofitWriteResponse>;
