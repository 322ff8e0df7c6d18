import {
  accountSessionsResponse,
  authMessages,
  errorResponse,
  idParam,
  messageResponse,
} from '@app/contract';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessTokens } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { readErrors, writeErrors } from '../../lib/openapi';
import { requireUser, signedIn } from '../../plugins/auth';
import { deviceName } from './sessions.service';
import { revokeToken, revokeUserTokens } from './tokens.service';

/** The account's own sessions: where and when they began and were last used; end any of them. */
export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = (userId: number) =>
    and(
      eq(accessTokens.userId, userId),
      isNull(accessTokens.revokedAt),
      gt(accessTokens.expiresAt, new Date()),
    );

  app.get(
    '/user/sessions',
    {
      onRequest: signedIn,
      schema: {
        tags: ['auth'],
        operationId: 'accountSessions',
        security: [{ bearerAuth: [] }],
        summary: 'The sessions of the signed-in account that are still open, newest first',
        response: { ...readErrors(), 200: accountSessionsResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const rows = await app.db
        .select()
        .from(accessTokens)
        .where(open(user.id))
        .orderBy(desc(accessTokens.createdAt), desc(accessTokens.id));
      return {
        data: rows.map((row) => ({
          id: row.id,
          current: row.id === request.tokenId,
          device: deviceName(row.userAgent),
          network: row.ipPrefix,
          created_at: row.createdAt.toISOString(),
          last_used_at: row.lastUsedAt?.toISOString() ?? null,
        })),
      };
    },
  );

  app.delete(
    '/user/sessions/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['auth'],
        operationId: 'endSession',
        security: [{ bearerAuth: [] }],
        summary: 'Sign out one of the own sessions (this one too)',
        params: idParam,
        response: { ...writeErrors(), 200: messageResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const [row] = await app.db
        .select({ id: accessTokens.id })
        .from(accessTokens)
        .where(and(open(user.id), eq(accessTokens.id, request.params.id)));
      if (!row) throw notFound(authMessages.sessionNotFound);
      await revokeToken(app.db, row.id);
      if (row.id === request.tokenId) request.sessionEnded = true;
      return { message: authMessages.sessionEnded };
    },
  );

  app.delete(
    '/user/sessions',
    {
      onRequest: signedIn,
      schema: {
        tags: ['auth'],
        operationId: 'endOtherSessions',
        security: [{ bearerAuth: [] }],
        summary: 'Sign out every other session of the own account',
        response: { ...writeErrors(), 200: messageResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await revokeUserTokens(app.db, user.id, request.tokenId);
      return { message: authMessages.otherSessionsEnded };
    },
  );
};
