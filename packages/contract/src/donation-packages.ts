import { z } from 'zod';
import { decimalText, wholeCents } from './amounts';
import { euros } from './common';
import { idField, optionalIdField } from './form-fields';

export const donationPackageMessages = {
  created: 'Donation package created successfully.',
  updated: 'Donation package updated successfully.',
  deleted: 'Donation package deleted.',
  notFound: 'Donation package not found.',
  forbidden: 'You are not allowed to manage the donation packages of this non-profit.',
  titleRequired: 'The title field is required.',
  amountRequired: 'The amount field is required.',
  amountPositive: 'The amount must be a positive number.',
  amountDecimals: 'The amount field must have 0-2 decimal places.',
  amountTooLarge: 'The amount field must not be greater than 100000.',
} as const;

/** Largest package amount, in euros. */
export const DONATION_PACKAGE_MAX_EUROS = 100_000;

/** A suggested donation amount of a non-profit: amount in euros. */
export const donationPackage = z.object({
  id: z.number().int(),
  title: z.string(),
  amount: euros,
  nonprofits_id: z.number().int(),
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
export const donationPackageBody = z.object({
  title: z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? donationPackageMessages.titleRequired
          : 'The title field must be a string.',
    })
    .trim()
    .min(1, donationPackageMessages.titleRequired)
    .max(255, 'The title field must not be greater than 255 characters.'),
  amount,
  nonprofits_id: idField('nonprofits_id'),
});
export type DonationPackageBody = z.input<typeof donationPackageBody>;

/** POST /donation-packages/{id}: the same payload; `nonprofits_id` may be left out (stays). */
export const donationPackageUpdateBody = donationPackageBody.extend({
  nonprofits_id: optionalIdField('nonprofits_id'),
});
export type DonationPackageUpdateBody = z.input<typeof donationPackageUpdateBody>;

export const donationPackageWriteResponse = z.object({
  message: z.string(),
  donationPackage,
});
export type DonationPackageWriteResponse = z.infer<typeof donationPackageWriteResponse>;
