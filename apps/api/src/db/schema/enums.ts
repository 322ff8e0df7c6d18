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

/**
 * Whether a payment moved real money (`live`: a live Mollie key) or was made in test mode (a
 * `test_` key, or the built-in sandbox). Recorded on every payment when it is made.
 */
export const paymentModeEnum = pgEnum('payment_mode', ['test', 'live']);

/**
 * A user's role: operators (`admin`) use the console under /admin; a console admin
 * (`console_admin`) also manages the operators.
 */
export const userRoleEnum = pgEnum('user_role', ['user', 'admin', 'console_admin']);

/** What a helper of a page may do beside its owner (ADR 048): admin, or editor of texts. */
export const pageRoleEnum = pgEnum('page_role', ['admin', 'editor']);
