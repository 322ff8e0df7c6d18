import type {
  InvitationAcceptResponse,
  InvitationBody,
  InvitationLookupResponse,
  InvitationResponse,
  MemberRoleResponse,
  MessageResponse,
  PageRoleName,
  TeamPageType,
} from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contractSchema } from '@/lib/api-client';
import { pageTeamQueryKey, teamPath, teamQueryKey } from './query-keys';

interface TeamPage {
  type: TeamPageType;
  id: number;
}

/** POST /page-team/{type}/{id}/invitations `{ email, role }`. */
export function invite(page: TeamPage, body: InvitationBody): Promise<InvitationResponse> {
  return api.post(`${teamPath(page.type, page.id)}/invitations`, body, {
    schema: contractSchema('invitationResponse'),
  });
}

/** DELETE /page-team/{type}/{id}/invitations/{invitationId}. */
export function revokeInvitation(page: TeamPage, invitationId: number): Promise<MessageResponse> {
  return api.delete(`${teamPath(page.type, page.id)}/invitations/${invitationId}`, {
    schema: contractSchema('messageResponse'),
  });
}

/** DELETE /page-team/{type}/{id}/members/{memberId}. */
export function removeMember(page: TeamPage, memberId: number): Promise<MessageResponse> {
  return api.delete(`${teamPath(page.type, page.id)}/members/${memberId}`, {
    schema: contractSchema('messageResponse'),
  });
}

/** PATCH /page-team/{type}/{id}/members/{memberId} `{ role }`: the helper's new role. */
export function changeMemberRole(
  page: TeamPage,
  memberId: number,
  role: PageRoleName,
): Promise<MemberRoleResponse> {
  return api.patch(
    `${teamPath(page.type, page.id)}/members/${memberId}`,
    { role },
    { schema: contractSchema('memberRoleResponse') },
  );
}

/** DELETE /page-team/{type}/{id}/membership: the signed-in helper leaves the page. */
export function leavePage(page: TeamPage): Promise<MessageResponse> {
  return api.delete(`${teamPath(page.type, page.id)}/membership`, {
    schema: contractSchema('messageResponse'),
  });
}

/** Each team write reloads the page's team and its activity. */
function useTeamWrite<A, R>(page: TeamPage, write: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: pageTeamQueryKey(page.type, page.id) }),
  });
}

export const useInvite = (page: TeamPage) =>
  useTeamWrite(page, (body: InvitationBody) => invite(page, body));
export const useRevokeInvitation = (page: TeamPage) =>
  useTeamWrite(page, (invitationId: number) => revokeInvitation(page, invitationId));
export const useRemoveMember = (page: TeamPage) =>
  useTeamWrite(page, (memberId: number) => removeMember(page, memberId));
export const useChangeMemberRole = (page: TeamPage) =>
  useTeamWrite(page, ({ memberId, role }: { memberId: number; role: PageRoleName }) =>
    changeMemberRole(page, memberId, role),
  );

/** Leaving changes the user's rights on the page: every team query is read again. */
export function useLeavePage(page: TeamPage) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leavePage(page),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}

/** POST /page-invitations/lookup `{ token }`: what the link is for; no session needed. */
export function lookUpInvitation(token: string): Promise<InvitationLookupResponse> {
  return api.post(
    '/page-invitations/lookup',
    { token },
    { schema: contractSchema('invitationLookupResponse') },
  );
}

/** POST /page-invitations/accept `{ token }`: the signed-in user joins the page's team. */
export function acceptInvitation(token: string): Promise<InvitationAcceptResponse> {
  return api.post(
    '/page-invitations/accept',
    { token },
    { schema: contractSchema('invitationAcceptResponse') },
  );
}

/** Accepting changes the user's rights everywhere: every team query is read again. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
