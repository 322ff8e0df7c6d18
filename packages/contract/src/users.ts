import { z } from 'zod';
import { userRole } from './admin';
import { euros, languageSchema, paged, pagedQuery } from './common';
import { textLanguages } from './page-texts';

/** What anyone may see of a user: never the e-mail address. */
export const publicUser = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  logo: z.string().nullable(),
  background_image: z.string().nullable(),
  created_at: z.string(),
});
export type PublicUser = z.infer<typeof publicUser>;

/** The signed-in user's own record. */
export const sessionUser = publicUser.extend({
  email: z.string(),
  locale: languageSchema,
  /** False for accounts that only sign in with Google or Facebook. */
  has_password: z.boolean(),
  /** Whether the owner of `email` proved it; until then pages cannot be created. */
  email_confirmed: z.boolean(),
  /** A new address asked for and not yet confirmed from its inbox; `email` stays until then. */
  pending_email: z.string().nullable(),
  /** Whether the account signs in with a second factor (an authenticator app or a passkey). */
  second_factor: z.boolean(),
  /** The sign-in providers linked to the account. */
  linked_providers: z.array(z.enum(['google', 'facebook'])),
  /** `admin` for the platform's operators. */
  role: userRole,
});
export type SessionUser = z.infer<typeof sessionUser>;

/** The own record in full, anyone else's public part. */
export const userResponse = z.object({ user: z.union([sessionUser, publicUser]) });
export type UserResponse = z.infer<typeof userResponse>;

/** GET /user: the account the request is signed in as (the web app confirms its cookie with it). */
export const currentUserResponse = z.object({ user: sessionUser });
export type CurrentUserResponse = z.infer<typeof currentUserResponse>;

export const messageResponse = z.object({ code: z.string().optional(), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/**
 * Directory entries: the pages a user runs, their name and description in the reader's language
 * where written, else in the other, as `languages` says.
 */
export const directoryCompany = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  logo: z.string().nullable(),
  picture: z.string().nullable(),
  languages: textLanguages,
});
export type DirectoryCompany = z.infer<typeof directoryCompany>;

export const directoryNonprofit = directoryCompany;
export type DirectoryNonprofit = z.infer<typeof directoryNonprofit>;

export const directoryFundraiser = directoryCompany.extend({
  raised: euros,
  goal: euros.nullable(),
  nonprofit: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type DirectoryFundraiser = z.infer<typeof directoryFundraiser>;

export const userCompaniesResponse = z.object({ companies: z.array(directoryCompany) });
export type UserCompaniesResponse = z.infer<typeof userCompaniesResponse>;
export const userNonprofitsResponse = z.object({ nonprofits: z.array(directoryNonprofit) });
export type UserNonprofitsResponse = z.infer<typeof userNonprofitsResponse>;
export const userFundraisersResponse = z.object({ fundraisers: z.array(directoryFundraiser) });
export type UserFundraisersResponse = z.infer<typeof userFundraisersResponse>;

/** One of the user's own donations, for the profile activity feed and the donor's orders. */
export const donationActivity = z.object({
  id: z.number().int(),
  reference: z.string(),
  amount: euros,
  status: z.enum(['open', 'paid', 'failed', 'canceled', 'expired']),
  target_type: z.enum(['fundraiser', 'nonprofit', 'event', 'project', 'company-event']),
  /** Null when the page has since been deleted. */
  target: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  message: z.string().nullable(),
  created_at: z.string(),
  /** When the payment came in; null until the donation is paid. */
  paid_at: z.string().nullable(),
  /** What went back to the donor: refunds plus chargebacks. */
  refunded: euros,
  /** What the donation still counts for: the amount less what went back while paid, else 0. */
  net: euros,
  /** The payment method the provider reported (ideal, creditcard, ...), once known. */
  method: z.string().nullable(),
});
export type DonationActivity = z.infer<typeof donationActivity>;
/** GET /user/{id}/donations: a page of the user's own donations, newest first. */
export const userDonationsQuery = pagedQuery.pick({ page: true, per_page: true });
export type UserDonationsQuery = z.infer<typeof userDonationsQuery>;
export const userDonationsResponse = paged(donationActivity).extend({
  /**
   * The years (in Dutch time, as the statement reads them) with a paid donation, among all of
   * the user's donations, not only this page: those a yearly statement has something for.
   * Newest first.
   */
  paid_years: z.array(z.number().int()),
});
export type UserDonationsResponse = z.infer<typeof userDonationsResponse>;
