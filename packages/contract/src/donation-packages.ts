import { said } from '@app/i18n/codes';
import { z } from 'zod';
import { decimalText, wholeCents } from './amounts';
import { euros } from './common';
import { idField, optionalIdField, optionalText } from './form-fields';
import { pageTexts, requiredInSomeLanguage, textLanguages, textVariants } from './page-texts';

export const donationPackageMessages = {
  created: 'packages.created',
  updated: 'packages.updated',
  deleted: 'packages.deleted',
  notFound: 'packages.not_found',
  forbidden: 'packages.forbidden',
  titleRequired: said('field.required', { attribute: 'title' }),
  amountRequired: said('field.required', { attribute: 'amount' }),
  amountPositive: 'packages.amount_positive',
  amountDecimals: said('field.decimals', { attribute: 'amount' }),
  amountTooLarge: said('field.max_number', { attribute: 'amount', max: 100000 }),
} as const;

/** Largest package amount, in euros. */
export const DONATION_PACKAGE_MAX_EUROS = 100_000;

/** A suggested donation amount of a non-profit: amount in euros. */
export const donationPackage = z.object({
  id: z.number().int(),
  title: z.string(),
  amount: euros,
  nonprofits_id: z.number().int(),
  languages: textLanguages,
  /** The title in both languages, for the owner's form. */
  texts: pageTexts,
});
export type DonationPackage = z.infer<typeof donationPackage>;

export const donationPackagesResponse = z.object({ data: z.array(donationPackage) });
export type DonationPackagesResponse = z.infer<typeof donationPackagesResponse>;

const amount = z.preprocess(
  // Numbers may come as text ("12.50"), as a form field would send them.
  decimalText,
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? donationPackageMessages.amountRequired
          : donationPackageMessages.amountPositive,
    })
    .positive(donationPackageMessages.amountPositive)
    .max(DONATION_PACKAGE_MAX_EUROS, donationPackageMessages.amountTooLarge)
    .refine(wholeCents, donationPackageMessages.amountDecimals),
);

/**
 * POST /donation-packages and POST /donation-packages/{id} (JSON). The title is not
 * empty after trimming and the amount is a positive number (euros, at most 2 decimals).
 */
const packageShape = {
  /** The title in the request's language; `title_en` and `title_nl` name theirs. */
  title: optionalText('title'),
  ...textVariants({ title: 255 }),
  amount,
};

export const donationPackageBody = requiredInSomeLanguage(
  z.object({ ...packageShape, nonprofits_id: idField('nonprofits_id') }),
  'title',
  donationPackageMessages.titleRequired,
);
export type DonationPackageBody = z.input<typeof donationPackageBody>;

/** POST /donation-packages/{id}: the same payload; `nonprofits_id` may be left out (stays). */
export const donationPackageUpdateBody = requiredInSomeLanguage(
  z.object({ ...packageShape, nonprofits_id: optionalIdField('nonprofits_id') }),
  'title',
  donationPackageMessages.titleRequired,
);
export type DonationPackageUpdateBody = z.input<typeof donationPackageUpdateBody>;

export const donationPackageWriteResponse = z.object({
  code: z.string().optional(),
  message: z.string(),
  donationPackage,
});
export type DonationPackageWriteResponse = z.infer<typeof donationPackageWriteResponse>;
