import { pgEnum } from 'drizzle-orm/pg-core';

export const languageEnum = pgEnum('language', ['en', 'nl']);

/** What a donation supports. Companies take no donations; their company events do. */
export const donationTargetEnum = pgEnum('donation_target_type', [
  'fundraiser',
  'nonprofit',
  'event',
  'project',
  'company-event',
]);

export const paymentProviderEnum = pgEnum('payment_provider', ['mollie', 'sandbox']);
