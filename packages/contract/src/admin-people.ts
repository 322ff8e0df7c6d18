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
  notFound: 'profile.user_not_found',
  selfBlock: 'admin_people.self_block',
  selfRole: 'admin_people.self_role',
  roleConsoleAdminOnly: 'admin_people.role_console_admin_only',
  blockConsoleAdminOnly: 'admin_people.block_console_admin_only',
  lastConsoleAdminRole: 'admin_people.last_console_admin_role',
  lastConsoleAdminBlock: 'admin_people.last_console_admin_block',
  lastConsoleAdminDelete: 'admin_people.last_console_admin_delete',
  blocked: 'admin_people.blocked',
  alreadyBlocked: 'admin_people.already_blocked',
  unblocked: 'admin_people.unblocked',
  notBlocked: 'admin_people.not_blocked',
  roleChanged: 'admin_people.role_changed',
  roleUnchanged: 'admin_people.role_unchanged',
  selfFactorsReset: 'admin_people.self_factors_reset',
  factorsResetConsoleAdminOnly: 'admin_people.factors_reset_console_admin_only',
  noFactors: 'admin_people.no_factors',
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
  code: z.string().optional(),
  message: z.string(),
});
export type AdminUserChangeResponse = z.infer<typeof adminUserChangeResponse>;
