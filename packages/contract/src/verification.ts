import { z } from 'zod';
import { adminReason } from './admin';
import type { VerifiablePageType } from './admin-pages';
import { passesElevenTest } from './nonprofits';

/**
 * An operator's check before a page gets the VERIFIED badge: the Chamber of Commerce (KvK)
 * number, the RSIN and the ANBI status as the operator found them in the public registers, a
 * reason, and (recorded by the server) who checked and when. The owner's own RSIN and ANBI claim
 * on the non-profit's profile stay the owner's; this is the platform's record beside it.
 */

export const verificationMessages = {
  kvkInvalid: 'verification.kvk_invalid',
  kvkRequired: 'verification.kvk_required',
  rsinInvalid: 'verification.rsin_invalid',
  rsinRequired: 'verification.rsin_required',
  anbiRequired: 'verification.anbi_required',
  ownPage: 'verification.own_page',
} as const;

/** The `error` code of a 403 for an operator who would check a page of their own. */
export const verificationErrorCodes = { ownPage: 'own_page' } as const;

/** Spaces and dots as people type them in a number ('1234 5678', '8024.56.789'). */
const digitsOnly = (value: unknown) =>
  typeof value === 'string' ? value.replace(/[\s.]/g, '') : value;

/** A KvK number: exactly 8 digits (the Chamber of Commerce has no check digit). */
export const isKvkNumber = (value: string): boolean => /^\d{8}$/.test(value);

/** The KvK number as typed: its 8 digits. */
export const kvkNumber = z.preprocess(
  digitsOnly,
  z
    .string({ error: verificationMessages.kvkInvalid })
    .max(20, verificationMessages.kvkInvalid)
    .refine(isKvkNumber, verificationMessages.kvkInvalid),
);

/** The RSIN as typed: 9 digits that pass the eleven test (`passesElevenTest`). */
export const checkedRsin = z.preprocess(
  digitsOnly,
  z
    .string({ error: verificationMessages.rsinInvalid })
    .max(20, verificationMessages.rsinInvalid)
    .refine(passesElevenTest, verificationMessages.rsinInvalid),
);

/** Which registers each kind is checked in: a person's fundraiser has none, only a reason. */
export const verificationChecks: Record<
  VerifiablePageType,
  { kvk: boolean; rsin: 'required' | 'optional' | 'none'; anbi: boolean }
> = {
  nonprofit: { kvk: true, rsin: 'required', anbi: true },
  // A company has a KvK number; only a legal entity (a BV, not a one-person business) an RSIN.
  company: { kvk: true, rsin: 'optional', anbi: false },
  fundraiser: { kvk: false, rsin: 'none', anbi: false },
};

/**
 * POST /admin/pages/{type}/{id}/verify. Each field is checked for its form here; which ones the
 * page's kind requires, `verificationProblems` says (a field the kind does not have is ignored).
 * `anbi`: whether the organisation is in the Belastingdienst's ANBI register today.
 */
export const adminVerifyBody = z.object({
  reason: adminReason,
  kvk_number: kvkNumber.optional(),
  rsin: checkedRsin.optional(),
  anbi: z.boolean({ error: verificationMessages.anbiRequired }).optional(),
});
export type AdminVerifyBody = z.input<typeof adminVerifyBody>;

/** The fields a kind requires that `body` leaves out, as field errors by code (empty: none). */
export function verificationProblems(
  type: VerifiablePageType,
  body: { kvk_number?: unknown; rsin?: unknown; anbi?: unknown },
): Record<string, string[]> {
  const checks = verificationChecks[type];
  const errors: Record<string, string[]> = {};
  if (checks.kvk && body.kvk_number === undefined)
    errors.kvk_number = [verificationMessages.kvkRequired];
  if (checks.rsin === 'required' && body.rsin === undefined)
    errors.rsin = [verificationMessages.rsinRequired];
  if (checks.anbi && body.anbi === undefined) errors.anbi = [verificationMessages.anbiRequired];
  return errors;
}

/** The platform's record of a page's check, as the console shows it; null until it is verified. */
export const pageVerification = z.object({
  verified_at: z.string(),
  /** The operator who checked; the name is null once the account is gone. */
  verified_by: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
  kvk_number: z.string().nullable(),
  rsin: z.string().nullable(),
  /** Null where the kind has no ANBI status (fundraisers, companies). */
  anbi: z.boolean().nullable(),
  anbi_checked_at: z.string().nullable(),
});
export type PageVerification = z.infer<typeof pageVerification>;

/** What the operator's check of a non-profit records about ANBI. */
export interface AnbiCheck {
  verified: boolean;
  /** The platform's finding, not the owner's claim (`anbi` on the profile). */
  anbiConfirmed: boolean | null;
  anbiCheckedAt: Date | string | null;
}

/**
 * Whether the platform itself checked that the organisation has ANBI status: the page is
 * verified and the operator found it in the ANBI register. Only then may a receipt be called a
 * tax receipt ("giftenverklaring"); the owner's own claim is not enough.
 */
export function isAnbiConfirmed(nonprofit: AnbiCheck): boolean {
  return nonprofit.verified && nonprofit.anbiConfirmed === true && nonprofit.anbiCheckedAt !== null;
}
