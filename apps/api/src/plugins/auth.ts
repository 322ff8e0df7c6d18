import {
  adminErrorCodes,
  adminMessages,
  emailConfirmationMessages,
  isConsoleAdmin,
  isOperator,
} from '@app/contract';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accessTokens, users } from '../db/schema';
import { forbidden, HttpError, unauthorized } from '../lib/http-errors';
import { hashSecret } from '../lib/tokens';

export type AuthUser = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. */
    user: AuthUser | null;
    /** Id of the access token the request carried. */
    tokenId: number | null;
  }
}

/** Record last use at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** The user of a signed-in request; a visitor gets 401. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * The operator of a console request: 401 for a visitor, 403 for anyone else (issue 23). Operators
 * and console admins both open the console.
 */
export function requireAdmin(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (!isOperator(user.role)) throw forbidden(adminMessages.forbidden);
  return user;
}

/** 403 `console_admin_required`: what `message` asks is for console admins only. */
export const consoleAdminRequired = (message: string) =>
  new HttpError(403, message, { error: adminErrorCodes.consoleAdminRequired });

/**
 * The console admin of a request that manages operators: as `requireAdmin`, then 403
 * `console_admin_required` with `message` for an operator.
 */
export function requireConsoleAdmin(request: FastifyRequest, message: string): AuthUser {
  const user = requireAdmin(request);
  if (!isConsoleAdmin(user.role)) throw consoleAdminRequired(message);
  return user;
}

/**
 * `onRequest` of routes for signed-in users: a visitor gets 401 before anything else is read
 * (also before a 422 on the path or the body).
 */
export async function signedIn(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

/**
 * `onRequest` (after `signedIn`) of what only a proven address may do (create a page, link a
 * sign-in provider):
 * 401 for a visitor, 403 `email_unconfirmed` for an account that has not opened the link sent
 * to its address (the web app offers to send it again).
 */
export async function confirmedEmail(request: FastifyRequest): Promise<void> {
  const user = requireUser(request);
  if (!user.emailConfirmedAt) {
    throw new HttpError(403, emailConfirmationMessages.required, { error: 'email_unconfirmed' });
  }
}

/**
 * Bearer tokens: a request without an Authorization header is a visitor; one with a token that
 * is unknown, revoked or expired gets 401, whatever the endpoint.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('tokenId', null);

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized();
    const now = new Date();
    const [row] = await app.db
      .select({ user: users, tokenId: accessTokens.id, lastUsedAt: accessTokens.lastUsedAt })
      .from(accessTokens)
      .innerJoin(users, eq(users.id, accessTokens.userId))
      .where(
        and(
          eq(accessTokens.tokenHash, hashSecret(match[1]!)),
          isNull(accessTokens.revokedAt),
          gt(accessTokens.expiresAt, now),
          // A blocked account's tokens are revoked when it is blocked; this holds even for one
          // issued in the same moment (issue 23).
          isNull(users.blockedAt),
        ),
      );
    if (!row) throw unauthorized();
    request.user = row.user;
    request.tokenId = row.tokenId;
    if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
      await app.db
        .update(accessTokens)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(accessTokens.id, row.tokenId),
            or(
              isNull(accessTokens.lastUsedAt),
              lt(accessTokens.lastUsedAt, sql`now() - interval '1 hour'`),
            ),
          ),
        );
    }
  });
});
