import { z } from 'zod';
import { idNumber, paged, pagedQuery } from './common';
import { pageTypeSchema } from './pages';
import { pageVerification } from './verification';

/**
 * The console's Pages section: every non-profit, fundraiser, company, event, project
 * and company event, to verify (the VERIFIED badge) and to deactivate with a reason or
 * reactivate. A deactivated page leaves the lists, the search, the sitemap and the donation
 * targets, its public page answers 404 to anyone but its owner and the operators, and its owner
 * is e-mailed.
 */

/** The kinds with a VERIFIED badge; events, projects and company events have none. */
export const verifiablePageTypes = ['nonprofit', 'fundraiser', 'company'] as const;
export const verifiablePageType = z.enum(verifiablePageTypes);
export type VerifiablePageType = z.infer<typeof verifiablePageType>;

/**
 * Narrows the list: pages without the badge (of the kinds that have one), deactivated ones, or
 * ones with an open report from a visitor.
 */
export const adminPageFilters = ['unverified', 'inactive', 'reported'] as const;

/** GET /admin/pages: newest first, by the page's name or its owner's name or e-mail address. */
export const adminPagesQuery = pagedQuery.extend({
  type: pageTypeSchema.optional(),
  filter: z.enum(adminPageFilters).optional(),
});
export type AdminPagesQuery = z.infer<typeof adminPagesQuery>;

/** One page as the console lists it. */
export const adminPage = z.object({
  type: pageTypeSchema,
  id: z.number().int(),
  /** Its name, or an event's title. */
  name: z.string(),
  owner: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  active: z.boolean(),
  /** Null for the kinds without a VERIFIED badge (event, project, company-event). */
  verified: z.boolean().nullable(),
  /** A fundraiser shown first on home, chosen by an operator; null for the other kinds. */
  featured: z.boolean().nullable(),
  /** Why an operator deactivated it; null while it is active. */
  inactive_reason: z.string().nullable(),
  /** Visitors' reports of it that no operator has resolved yet. */
  open_reports: z.number().int(),
  created_at: z.string(),
  /** Its public page, without a language (e.g. `/fundraiser-details/12`). */
  path: z.string(),
  /** The operator's last check of a verified page; null while it is not verified. */
  verification: pageVerification.nullable(),
});
export type AdminPage = z.infer<typeof adminPage>;

export const adminPagesResponse = paged(adminPage);
export type AdminPagesResponse = z.infer<typeof adminPagesResponse>;

/** The page in a verify, deactivate or reactivate path. */
export const adminPageParams = z.object({ type: pageTypeSchema, id: idNumber() });
/** The fundraiser in a feature (on home) or unfeature path. */
export const adminFundraiserParams = z.object({ id: idNumber() });
export const adminVerifiablePageParams = z.object({ type: verifiablePageType, id: idNumber() });

/**
 * What a change answers: the page as it is now, and whether the call changed it. A call that
 * finds the page already so (verified twice, deactivated twice) changes nothing, writes no
 * audit entry and sends no e-mail.
 */
export const adminPageResponse = z.object({ data: adminPage, changed: z.boolean() });
export type AdminPageResponse = z.infer<typeof adminPageResponse>;
