import { boolean, integer, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The platform's record of an operator's check behind a page's VERIFIED badge. The operator is a
 * plain id, as in the audit log, so the record outlives the account; the audit log keeps the
 * reason and every earlier check.
 */
export const verificationColumns = () => ({
  /** When an operator last verified the page; null while it is not verified. */
  verifiedAt: timestamp({ withTimezone: true }),
  verifiedBy: integer(),
});

/** An organisation's numbers as the operator found them in the Chamber of Commerce's register. */
export const registerColumns = () => ({
  kvkNumber: text(),
  /** The RSIN the operator checked; the owner's own claim is the profile's `rsin`. */
  checkedRsin: text(),
});

/** A non-profit's ANBI status as the operator found it in the Belastingdienst's register. */
export const anbiColumns = () => ({
  anbiConfirmed: boolean(),
  anbiCheckedAt: timestamp({ withTimezone: true }),
});
