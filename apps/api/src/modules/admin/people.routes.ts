import {
  adminPeopleMessages,
  adminPersonResponse,
  adminReasonBody,
  adminRoleBody,
  adminUserChangeResponse,
  adminUsersQuery,
  adminUsersResponse,
  idParam,
  secondFactorMessages,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-errors';
import { readErrors, writeErrors } from '../../lib/openapi';
import { freshProof, requireAdmin, requireConsoleAdmin } from '../../plugins/auth';
import {
  blockUser,
  findUser,
  listUsers,
  personDetails,
  personMissing,
  resetSecondFactors,
  toAdminUser,
  unblockUser,
} from './people.service';
import { setRole } from './roles';

/**
 * The console's People section: search accounts, see one person's pages, follows and
 * donations, block and unblock them; a console admin also sets roles and blocks operators. Each
 * change writes one audit entry in its own transaction; one that changes nothing answers
 * `changed: false` and writes none.
 */
export const adminPeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/users',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminUsers',
        summary:
          'Accounts by name or e-mail address, newest first; only blocked ones, operators (console admins too) or console admins',
        security: [{ bearerAuth: [] }],
        querystring: adminUsersQuery,
        response: { ...readErrors(403, 429), 200: adminUsersResponse },
      },
    },
    async (request) => listUsers(app.db, request.query),
  );

  app.get(
    '/admin/users/:id',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminPerson',
        summary: 'One person: their account, the pages they own, their follows and donations',
        security: [{ bearerAuth: [] }],
        params: idParam,
        response: { ...readErrors(403, 404, 429), 200: adminPersonResponse },
      },
    },
    async (request) => {
      const person = await personDetails(app.db, request.params.id);
      if (!person) throw personMissing();
      return { data: person };
    },
  );

  app.post(
    '/admin/users/:id/block',
    {
      onRequest: freshProof,
      schema: {
        tags: ['admin'],
        operationId: 'adminBlockUser',
        summary:
          'Block an account with a reason: signed out everywhere at once, sign-in refused, the person e-mailed (409 for your own)',
        description:
          'An operator or a console admin is blocked by a console admin only (403 `console_admin_required` for an operator), and never the last console admin who can sign in (409 `last_console_admin`).',
        security: [{ bearerAuth: [] }],
        params: idParam,
        body: adminReasonBody,
        response: { ...writeErrors(403, 404, 409, 429), 200: adminUserChangeResponse },
      },
    },
    async (request) => {
      const operator = requireAdmin(request);
      const { user, changed } = await blockUser(app.db, {
        id: request.params.id,
        reason: request.body.reason,
        actorId: operator.id,
        appUrl: app.config.APP_URL,
      });
      const message = changed ? adminPeopleMessages.blocked : adminPeopleMessages.alreadyBlocked;
      return { data: user, changed, message };
    },
  );

  app.post(
    '/admin/users/:id/unblock',
    {
      onRequest: freshProof,
      schema: {
        tags: ['admin'],
        operationId: 'adminUnblockUser',
        summary: 'Lift the block of an account: the person may sign in again',
        description:
          'An operator or a console admin is unblocked by a console admin only (403 `console_admin_required` for an operator).',
        security: [{ bearerAuth: [] }],
        params: idParam,
        response: { ...writeErrors(403, 404, 429), 200: adminUserChangeResponse },
      },
    },
    async (request) => {
      const operator = requireAdmin(request);
      const { user, changed } = await unblockUser(app.db, {
        id: request.params.id,
        actorId: operator.id,
      });
      const message = changed ? adminPeopleMessages.unblocked : adminPeopleMessages.notBlocked;
      return { data: user, changed, message };
    },
  );

  app.post(
    '/admin/users/:id/role',
    {
      // An operator is refused before the body is read: only a console admin sets roles, and
      // only with a fresh proof that it is them.
      onRequest: [
        async (request) => {
          requireConsoleAdmin(request, adminPeopleMessages.roleConsoleAdminOnly);
        },
        freshProof,
      ],
      schema: {
        tags: ['admin'],
        operationId: 'adminSetRole',
        summary:
          'Make an account a user, an operator or a console admin; a demoted one is signed out everywhere',
        description:
          'For console admins only: an operator gets 403 `console_admin_required` whatever the body says, and nothing is written. Not your own role (409), and never the last console admin who can sign in (409 `last_console_admin`). Written to the audit log as `user.make-console-admin`, `user.make-admin` or `user.revoke-admin`.',
        security: [{ bearerAuth: [] }],
        params: idParam,
        body: adminRoleBody,
        response: { ...writeErrors(403, 404, 409, 429), 200: adminUserChangeResponse },
      },
    },
    async (request) => {
      const consoleAdmin = requireConsoleAdmin(request, adminPeopleMessages.roleConsoleAdminOnly);
      const { id } = request.params;
      // Never one's own: the console admin using the console keeps the role that manages it.
      if (id === consoleAdmin.id && request.body.role !== consoleAdmin.role) {
        throw new HttpError(409, adminPeopleMessages.selfRole);
      }
      const result = await setRole(app.db, { id }, request.body.role, consoleAdmin.id);
      const user = result ? await findUser(app.db, id) : undefined;
      if (!result || !user) throw personMissing();
      return {
        data: toAdminUser(user),
        changed: result.changed,
        message: result.changed
          ? adminPeopleMessages.roleChanged
          : adminPeopleMessages.roleUnchanged,
      };
    },
  );

  app.post(
    '/admin/users/:id/second-factors/reset',
    {
      onRequest: freshProof,
      schema: {
        tags: ['admin'],
        operationId: 'adminResetSecondFactors',
        summary:
          'Remove every second factor of an account whose owner lost them all, with a reason: signed out everywhere, the owner e-mailed',
        description:
          'The way back in for someone who lost their authenticator app, passkeys and recovery codes, once the operator has checked who asks. Not your own (409: the security settings do that); an operator or a console admin only by a console admin (403 `console_admin_required`). Written to the audit log as `user.reset-second-factors` with the reason. Needs a fresh proof (403 `fresh_proof_required`).',
        security: [{ bearerAuth: [] }],
        params: idParam,
        body: adminReasonBody,
        response: { ...writeErrors(403, 404, 409, 429), 200: adminUserChangeResponse },
      },
    },
    async (request) => {
      const operator = requireAdmin(request);
      const { user, changed } = await resetSecondFactors(app.db, {
        id: request.params.id,
        reason: request.body.reason,
        actorId: operator.id,
        appUrl: app.config.APP_URL,
      });
      const message = changed ? secondFactorMessages.factorsReset : adminPeopleMessages.noFactors;
      return { data: user, changed, message };
    },
  );
};
