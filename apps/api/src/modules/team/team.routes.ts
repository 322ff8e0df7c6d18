import {
  invitationAcceptResponse,
  invitationBody,
  invitationLookupResponse,
  invitationResponse,
  invitationTokenBody,
  memberRoleBody,
  memberRoleResponse,
  messageResponse,
  pageActivityQuery,
  pageActivityResponse,
  pageRoleResponse,
  teamItemParams,
  teamMessages,
  teamPageParams,
  teamPagesResponse,
  teamResponse,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../lib/http-errors';
import { pageNotFound } from '../../lib/page-not-found';
import { readErrors, writeErrors } from '../../lib/openapi';
import { pageMeta } from '../../lib/paging';
import { requireUser, signedIn } from '../../plugins/auth';
import {
  pageRoleOf,
  requirePageRole,
  type PageRight,
  type TeamPage,
} from '../../plugins/ownership';
import { limitAttempts, MINUTE } from '../../plugins/rate-limit';
import {
  acceptInvitation,
  changeMemberRole,
  findTeamPage,
  invite,
  leavePage,
  lookUpInvitation,
  readActivity,
  readTeam,
  removeMember,
  revokeInvitation,
  teamPagesOf,
} from './team.service';

const bearer = [{ bearerAuth: [] }];

/**
 * The people who run a non-profit, fundraiser or company page with its owner (ADR 048):
 * invitations by e-mail, helpers, and the page's activity.
 */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  /** 401 for a visitor, 404 for no such page, 403 without the right; else the page and user. */
  async function pageFor(request: FastifyRequest, page: TeamPage, right: PageRight) {
    requireUser(request);
    const found = await findTeamPage(app.db, page);
    if (!found) throw pageNotFound(page.type);
    const user = await requirePageRole(request, page, right, teamMessages.forbidden);
    return { found, user };
  }

  app.get(
    '/page-roles/:type/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['team'],
        operationId: 'myPageRole',
        summary: "The signed-in user's role on a page: owner, admin, editor, or null",
        security: bearer,
        params: teamPageParams,
        response: {
          ...readErrors(404),
          200: pageRoleResponse,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!(await findTeamPage(app.db, request.params))) throw pageNotFound(request.params.type);
      return { role: await pageRoleOf(app.db, user.id, request.params) };
    },
  );

  app.get(
    '/page-team/:type/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['team'],
        operationId: 'pageTeam',
        summary: "A page's owner, helpers and open invitations, for its owner and admins",
        security: bearer,
        params: teamPageParams,
        response: { ...readErrors(403, 404), 200: teamResponse },
      },
    },
    async (request) => {
      const { found, user } = await pageFor(request, request.params, 'manage');
      return readTeam(app.db, request.params, found.ownerId, user.pageRole);
    },
  );

  app.post(
    '/page-team/:type/:id/invitations',
    {
      onRequest: signedIn,
      // Each invitation sends an e-mail to an address the inviter chooses.
      preHandler: limitAttempts(app, {
        name: 'page-invitation',
        perIp: { max: 30, window: 15 * MINUTE },
        perUser: true,
      }).preHandler,
      schema: {
        tags: ['team'],
        operationId: 'invitePageHelper',
        summary: 'Invite someone by e-mail to help run the page, as admin or editor',
        description:
          'For the owner and admins. The link works once, for 7 days; inviting the address again replaces an open invitation. 422 for the owner or a helper of the page.',
        security: bearer,
        params: teamPageParams,
        body: invitationBody,
        response: { ...writeErrors(403, 404, 429), 201: invitationResponse },
      },
    },
    async (request, reply) => {
      const { found, user } = await pageFor(request, request.params, 'manage');
      const invitation = await invite(
        app.db,
        app.config.APP_URL,
        { ...request.params, ...found },
        user,
        request.body,
        request.lang,
      );
      return reply.code(201).send({ message: teamMessages.invited, invitation });
    },
  );

  /** Taking an invitation or a helper off the page: the same shape, each with its own words. */
  const removals = [
    {
      items: 'invitations',
      operationId: 'revokePageInvitation',
      summary: 'Revoke an invitation not yet accepted: its link stops working',
      remove: revokeInvitation,
      message: teamMessages.revoked,
    },
    {
      items: 'members',
      operationId: 'removePageHelper',
      summary: 'Remove a helper from the page: their access ends with this request',
      remove: removeMember,
      message: teamMessages.removed,
    },
  ] as const;
  for (const { items, operationId, summary, remove, message } of removals) {
    app.delete(
      `/page-team/:type/:id/${items}/:itemId`,
      {
        onRequest: signedIn,
        schema: {
          tags: ['team'],
          operationId,
          summary,
          security: bearer,
          params: teamItemParams,
          response: { ...writeErrors(403, 404), 200: messageResponse },
        },
      },
      async (request) => {
        const { type, id, itemId } = request.params;
        const { user } = await pageFor(request, { type, id }, 'manage');
        await remove(app.db, { type, id }, user.id, itemId);
        return { message };
      },
    );
  }

  app.patch(
    '/page-team/:type/:id/members/:itemId',
    {
      onRequest: signedIn,
      schema: {
        tags: ['team'],
        operationId: 'changePageHelperRole',
        summary: "Change a helper's role (admin or editor) without inviting them again",
        description:
          'For the owner and admins. The new role counts from the next request; the activity records it.',
        security: bearer,
        params: teamItemParams,
        body: memberRoleBody,
        response: { ...writeErrors(403, 404), 200: memberRoleResponse },
      },
    },
    async (request) => {
      const { type, id, itemId } = request.params;
      const { user } = await pageFor(request, { type, id }, 'manage');
      const member = await changeMemberRole(
        app.db,
        { type, id },
        user.id,
        itemId,
        request.body.role,
      );
      return { message: teamMessages.roleChanged, member };
    },
  );

  app.delete(
    '/page-team/:type/:id/membership',
    {
      onRequest: signedIn,
      schema: {
        tags: ['team'],
        operationId: 'leavePage',
        summary: 'Stop helping run the page: the signed-in helper leaves its team',
        description:
          "403 for the page's owner (who cannot leave their own page) and for someone who does not help run it.",
        security: bearer,
        params: teamPageParams,
        response: { ...writeErrors(403, 404), 200: messageResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const page = request.params;
      if (!(await findTeamPage(app.db, page))) throw pageNotFound(page.type);
      const role = await pageRoleOf(app.db, user.id, page);
      if (role === 'owner') throw forbidden(teamMessages.ownerCannotLeave);
      await leavePage(app.db, page, user.id);
      return { message: teamMessages.left };
    },
  );

  app.get(
    '/page-team/:type/:id/activity',
    {
      onRequest: signedIn,
      schema: {
        tags: ['team'],
        operationId: 'pageActivity',
        summary: 'Who changed what on the page, newest first, for its owner and admins',
        security: bearer,
        params: teamPageParams,
        querystring: pageActivityQuery,
        response: { ...readErrors(403, 404), 200: pageActivityResponse },
      },
    },
    async (request) => {
      await pageFor(request, request.params, 'manage');
      const list = await readActivity(app.db, request.params, request.query);
      return { data: list.data, meta: pageMeta(request.query, list.total) };
    },
  );

  const lookupLimit = limitAttempts(app, {
    name: 'page-invitation-lookup',
    perIp: { max: 30, window: 15 * MINUTE },
  });
  app.post(
    '/page-invitations/lookup',
    {
      preHandler: lookupLimit.preHandler,
      schema: {
        tags: ['team'],
        operationId: 'lookUpPageInvitation',
        summary: 'What an invitation link is for, and whether it is open, expired or used',
        description: 'No session needed: the screen shows it before signing in or up.',
        security: [],
        body: invitationTokenBody,
        response: { ...writeErrors(404, 429), 200: invitationLookupResponse },
      },
    },
    async (request) => {
      const found = await lookUpInvitation(app.db, request.body.token);
      await lookupLimit.release(request);
      return found;
    },
  );

  app.post(
    '/page-invitations/accept',
    {
      onRequest: signedIn,
      schema: {
        tags: ['team'],
        operationId: 'acceptPageInvitation',
        summary: 'Take up an invitation with the account of the address it was sent to',
        description:
          '409 when the link was used already or has expired; 403 for an account with another e-mail address.',
        security: bearer,
        body: invitationTokenBody,
        response: { ...writeErrors(403, 404, 409), 200: invitationAcceptResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const result = await acceptInvitation(app.db, request.body.token, user);
      return { message: teamMessages.accepted, ...result };
    },
  );

  app.get(
    '/user/team-pages',
    {
      onRequest: signedIn,
      schema: {
        tags: ['team'],
        operationId: 'teamPages',
        summary: 'The pages the signed-in user helps run, with their role',
        security: bearer,
        response: { ...readErrors(), 200: teamPagesResponse },
      },
    },
    async (request) => ({ data: await teamPagesOf(app.db, requireUser(request).id) }),
  );
};
