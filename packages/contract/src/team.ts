import { said } from '@app/i18n/codes';
import { z } from 'zod';
import { authMessages } from './auth';
import { idNumber, paged, pagedQuery } from './common';

/*
 * A page run by several people (ADR 048): its owner invites helpers by e-mail, as admin or
 * editor; every change on the page is written into its activity.
 */

/** The kinds of page that have a team; their events, projects... belong to one of them. */
export const teamPageTypes = ['nonprofit', 'fundraiser', 'company'] as const;
export const teamPageType = z.enum(teamPageTypes);
export type TeamPageType = z.infer<typeof teamPageType>;

/** A helper's role: an admin does all but delete or hand over the page; an editor its texts. */
export const pageRoles = ['admin', 'editor'] as const;
export const pageRole = z.enum(pageRoles, {
  error: said('field.selected_invalid', { attribute: 'role' }),
});
export type PageRoleName = z.infer<typeof pageRole>;

/** Someone's place on a page: the owner, or a helper's role. */
export const pageRoleOrOwner = z.enum(['owner', ...pageRoles]);
export type PageRoleOrOwner = z.infer<typeof pageRoleOrOwner>;

/** GET /page-roles/{type}/{id}: the signed-in user's role on the page, null for none. */
export const pageRoleResponse = z.object({ role: pageRoleOrOwner.nullable() });
export type PageRoleResponse = z.infer<typeof pageRoleResponse>;

/** An invitation is valid this long. */
export const INVITATION_DAYS = 7;

export const teamMessages = {
  forbidden: 'team.forbidden',
  invited: 'team.invited',
  revoked: 'team.revoked',
  removed: 'team.removed',
  accepted: 'team.accepted',
  alreadyMember: 'team.already_member',
  invitationNotFound: 'team.invitation_not_found',
  invitationExpired: 'team.invitation_expired',
  invitationUsed: 'team.invitation_used',
  invitationOtherEmail: 'team.invitation_other_email',
  memberNotFound: 'team.member_not_found',
  invalidLink: 'team.invalid_link',
  roleChanged: 'team.role_changed',
  left: 'team.left',
  notMember: 'team.not_member',
  ownerCannotLeave: 'team.owner_cannot_leave',
} as const;

export const teamPageParams = z.object({ type: teamPageType, id: idNumber() });
export const teamItemParams = teamPageParams.extend({ itemId: idNumber() });

/** POST /page-team/{type}/{id}/invitations */
export const invitationBody = z.object({
  email: z
    .string({ error: authMessages.emailRequired })
    .trim()
    .min(1, authMessages.emailRequired)
    .max(254, authMessages.emailInvalid)
    .pipe(z.email(authMessages.emailInvalid))
    .transform((value) => value.toLowerCase()),
  role: pageRole,
});
export type InvitationBody = z.input<typeof invitationBody>;

export const teamMember = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: pageRole,
  since: z.string(),
});
export type TeamMember = z.infer<typeof teamMember>;

/** PATCH /page-team/{type}/{id}/members/{memberId}: the helper's new role. */
export const memberRoleBody = z.object({ role: pageRole });
export type MemberRoleBody = z.input<typeof memberRoleBody>;

export const memberRoleResponse = z.object({
  code: z.string().optional(),
  message: z.string(),
  member: teamMember,
});
export type MemberRoleResponse = z.infer<typeof memberRoleResponse>;

export const teamInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  role: pageRole,
  invited_by: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  /** Past its end and never accepted: it can only be revoked, or sent again. */
  expired: z.boolean(),
});
export type TeamInvitation = z.infer<typeof teamInvitation>;

/** GET /page-team/{type}/{id}: the owner, the helpers and the invitations not yet accepted. */
export const teamResponse = z.object({
  owner: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  my_role: pageRoleOrOwner,
  members: z.array(teamMember),
  invitations: z.array(teamInvitation),
});
export type TeamResponse = z.infer<typeof teamResponse>;

export const invitationResponse = z.object({
  code: z.string().optional(),
  message: z.string(),
  invitation: teamInvitation,
});
export type InvitationResponse = z.infer<typeof invitationResponse>;

/** The link's token, sent in a body (never in a URL the server logs). */
export const invitationTokenBody = z.object({
  token: z.string({ error: teamMessages.invalidLink }).min(1, teamMessages.invalidLink).max(200),
});
export type InvitationTokenBody = z.input<typeof invitationTokenBody>;

export const invitationStatuses = ['open', 'expired', 'used'] as const;

/** POST /page-invitations/lookup: what the link is for, before signing in or up. */
export const invitationLookupResponse = z.object({
  status: z.enum(invitationStatuses),
  email: z.string(),
  role: pageRole,
  page: z.object({ type: teamPageType, id: z.number().int(), name: z.string() }),
  invited_by: z.string().nullable(),
  expires_at: z.string(),
});
export type InvitationLookupResponse = z.infer<typeof invitationLookupResponse>;

export const invitationAcceptResponse = z.object({
  code: z.string().optional(),
  message: z.string(),
  role: pageRole,
  page: z.object({ type: teamPageType, id: z.number().int(), name: z.string() }),
});
export type InvitationAcceptResponse = z.infer<typeof invitationAcceptResponse>;

/** One change on a page: who (null once their account is erased), what, when. */
export const pageActivityItem = z.object({
  id: z.number().int(),
  action: z.string(),
  subject: z.string().nullable(),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type PageActivityItem = z.infer<typeof pageActivityItem>;

export const pageActivityQuery = pagedQuery.omit({ search: true });
export const pageActivityResponse = paged(pageActivityItem);
export type PageActivityResponse = z.infer<typeof pageActivityResponse>;

/** GET /user/team-pages: the pages the signed-in user helps run, with their role. */
export const teamPagesResponse = z.object({
  data: z.array(
    z.object({
      type: teamPageType,
      id: z.number().int(),
      name: z.string(),
      role: pageRole,
    }),
  ),
});
export type TeamPagesResponse = z.infer<typeof teamPagesResponse>;
