import { z } from 'zod';
import { userRole } from './admin';
import { euros, paged, pagedQuery } from './common';
import { donationStatus } from './donations';

/**
 * The console's People section: operators search accounts, see what each person owns,
 * follows and gave, and block and unblock them; a console admin also gives and takes roles and
 * blocks operators. The platform always keeps one console admin who can sign in.
 */

export const adminPeopleMessages = {
  notFound: 'User not found.',
  selfBlock: 'You cannot block your own account.',
  selfRole: 'You cannot change your own role.',
  roleConsoleAdminOnly: 'Only a console admin may change the role of an account.',
  blockConsoleAdminOnly:
    'Only a console admin may block or unblock an operator or a console admin.',
  lastConsoleAdminRole:
    'The platform must keep at least one console admin: make another account a console admin first.',
  lastConsoleAdminBlock:
    'You cannot block the last console admin: make another account a console admin first.',
  lastConsoleAdminDelete:
    'This account is the platform’s last console admin: make another account a console admin before you delete it.',
  blocked: 'The account is blocked and signed out everywhere.',
  alreadyBlocked: 'The account was already blocked.',
  unblocked: 'The account is no longer blocked.',
  notBlocked: 'The account was not blocked.',
  roleChanged: 'The role is changed.',
  roleUnchanged: 'The account already had this role.',
  selfFactorsReset:
    'You cannot reset your own second factors here: remove them in your sign-in and security settings.',
  factorsResetConsoleAdminOnly:
    'Only a console admin may reset the second factors of an operator or a console admin.',
  noFactors: 'This account has no second factor to reset.',
} as const;

/**
 * Narrows the list to blocked accounts, to everyone who opens the console (`admin`: operators
 * and console admins), or to console admins only.
 */
export const adminUserFilters = ['blocked', 'admin', 'console_admin'] as const;

/** GET /admin/users: by name or e-mail address (case-insensitive), newest first. */
export const adminUsersQuery = pagedQuery.extend({
  filter: z.enum(adminUserFilters).optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

/** One account as the console lists it. */
export const adminUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: userRole,
  blocked_at: z.string().nullable(),
  blocked_reason: z.string().nullable(),
  /** Whether the account signs in with a second factor (an authenticator app or a passkey). */
  second_factor: z.boolean(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminUsersResponse = paged(adminUser);
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;

/** The pages a person owns. */
export const adminOwnedPageTypes = ['nonprofit', 'fundraiser', 'company'] as const;
export const adminOwnedPage = z.object({
  type: z.enum(adminOwnedPageTypes),
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
});
export type AdminOwnedPage = z.infer<typeof adminOwnedPage>;

export const adminFollow = z.object({
  type: z.enum(['topic', 'nonprofit', 'fundraiser', 'company']),
  id: z.number().int(),
  name: z.string(),
  followed_at: z.string(),
});
export type AdminFollow = z.infer<typeof adminFollow>;

/** One of the person's donations (made while signed in). */
export const adminUserDonation = z.object({
  id: z.number().int(),
  reference: z.string(),
  amount: euros,
  status: donationStatus,
  created_at: z.string(),
  /** Null once the page is gone. */
  page_name: z.string().nullable(),
});
export type AdminUserDonation = z.infer<typeof adminUserDonation>;

/** How many of the latest follows and donations the detail shows. */
export const ADMIN_PERSON_LATEST = 5;

/** GET /admin/users/{id}: the person, their pages, follows and donations. */
export const adminPersonResponse = z.object({
  data: adminUser.extend({
    pages: z.array(adminOwnedPage),
    follows: z.object({ count: z.number().int(), latest: z.array(adminFollow) }),
    donations: z.object({
      count: z.number().int(),
      /** What their paid donations count for now (after refunds and chargebacks). */
      paid_total: euros,
      latest: z.array(adminUserDonation),
    }),
  }),
});
export type AdminPersonResponse = z.infer<typeof adminPersonResponse>;
export type AdminPerson = AdminPersonResponse['data'];

/** POST /admin/users/{id}/role: a console admin's only (403 `console_admin_required`). */
export const adminRoleBody = z.object({ role: userRole });
export type AdminRoleBody = z.infer<typeof adminRoleBody>;

/** What a block, unblock or role change answers: the account as it is now. */
export const adminUserChangeResponse = z.object({
  data: adminUser,
  /** False when it already was so (nothing written). */
  changed: z.boolean(),
  message: z.string(),
});
export type AdminUserChangeResponse = z.infer<typeof adminUserChangeResponse>;
