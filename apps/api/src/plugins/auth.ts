import { timingSafeEqual } from 'node:crypto';
import {
  adminErrorCodes,
  adminMessages,
  authMessages,
  emailConfirmationMessages,
  FRESH_PROOF_MINUTES,
  isConsoleAdmin,
  isOperator,
  secondFactorMessages,
} from '@app/contract';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accessTokens, users } from '../db/schema';
import { forbidden, HttpError, unauthorized } from '../lib/http-errors';
import { readCookie, setCookie } from '../lib/cookies';
import { API_PREFIX } from '../lib/paths';
import { hashSecret, newSecret } from '../lib/tokens';

export type AuthUser = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. */
    user: AuthUser | null;
    /** Id of the access token the request carried. */
    tokenId: number | null;
    /** When the session last proved who holds it (sign-in, or password or factor given again). */
    provenAt: Date | null;
    /** The session came as the web app's cookie, not as a Bearer token. */
    viaCookie: boolean;
    /** A session this request started (sign-in): the web app may take it as cookies. */
    issuedSession?: { token: string; expiresAt: Date };
    /** This request ended its own session (sign-out): its cookies go. */
    sessionEnded?: boolean;
  }
}

/** Record last use at most this often, not on every request (the idle limit reads it). */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** The user of a signed-in request; a visitor gets 401. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * The operator of a console request: 401 for a visitor, 403 for anyone else, and 403
 * `second_factor_required` for an operator who signs in without a second factor (the web app
 * sends them to set one up). Operators and console admins both open the console.
 */
export function requireAdmin(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (!isOperator(user.role)) throw forbidden(adminMessages.forbidden);
  if (!user.secondFactorSince) {
    throw new HttpError(403, secondFactorMessages.operatorNeedsSecondFactor, {
      error: 'second_factor_required',
    });
  }
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
 * `onRequest` (after `signedIn`) of money and account changes: the session must have proved who
 * holds it in the last FRESH_PROOF_MINUTES (signing in, or the password or a second factor given
 * again with POST /session/proof); else 403 `fresh_proof_required`, which the web app meets by
 * asking for it and sending the request again. A stolen token alone moves no money.
 */
export async function freshProof(request: FastifyRequest): Promise<void> {
  requireUser(request);
  const since = Date.now() - FRESH_PROOF_MINUTES * 60_000;
  if (!request.provenAt || request.provenAt.getTime() < since) {
    throw new HttpError(403, secondFactorMessages.freshProofRequired, {
      error: 'fresh_proof_required',
    });
  }
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

/** The web app's session: an HttpOnly cookie its scripts never see (other clients send Bearer). */
export const SESSION_COOKIE = 'pifworld_session';
/**
 * The cookie the web app's scripts read and send back as `x-csrf-token` with every change: a
 * page of another site can make the browser send the session cookie, never this header.
 */
export const CSRF_COOKIE = 'pifworld_csrf';
/** The header with which the web app asks for a cookie session when it signs in. */
export const COOKIE_SESSION_HEADER = 'x-pifworld-session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Constant-time equality of two strings. */
function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Sessions: a Bearer token (the API's contract for any client), or the web app's HttpOnly
 * session cookie. A request without either is a visitor. A Bearer token that is unknown, revoked,
 * expired or idle too long gets 401, whatever the endpoint; such a cookie is cleared and the
 * request goes on as a visitor's. A change made with the cookie must carry the CSRF header.
 * A session ends after TOKEN_TTL_DAYS, or after SESSION_IDLE_MINUTES without a request
 * (OPERATOR_SESSION_IDLE_MINUTES for operators).
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('tokenId', null);
  app.decorateRequest('provenAt', null);
  app.decorateRequest('viaCookie', false);
  // Read when a request comes: the config is decorated before the plugin's hooks run.
  const secure = () => app.config.APP_URL.startsWith('https://');
  const idle = (role: string) =>
    (role === 'user' ? app.config.SESSION_IDLE_MINUTES : app.config.OPERATOR_SESSION_IDLE_MINUTES) *
    60_000;

  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers.authorization;
    // The browser sends the cookie with every request to the site: pages, scripts and pictures
    // need no session, so only the API's routes look it up.
    const cookie =
      header || !request.url.startsWith(`${API_PREFIX}/`)
        ? undefined
        : readCookie(request, SESSION_COOKIE);
    if (!header && !cookie) return;
    let token = cookie;
    if (header) {
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match) throw unauthorized();
      token = match[1]!;
    }
    const now = new Date();
    const [row] = await app.db
      .select({
        user: users,
        tokenId: accessTokens.id,
        lastUsedAt: accessTokens.lastUsedAt,
        createdAt: accessTokens.createdAt,
        provenAt: accessTokens.provenAt,
      })
      .from(accessTokens)
      .innerJoin(users, eq(users.id, accessTokens.userId))
      .where(
        and(
          eq(accessTokens.tokenHash, hashSecret(token!)),
          isNull(accessTokens.revokedAt),
          gt(accessTokens.expiresAt, now),
          // A blocked account's tokens are revoked when it is blocked; this holds even for one
          // issued in the same moment.
          isNull(users.blockedAt),
        ),
      );
    const lastSeen = row ? (row.lastUsedAt ?? row.createdAt) : null;
    if (!row || now.getTime() - lastSeen!.getTime() > idle(row.user.role)) {
      if (row) await revokeIdle(app, row.tokenId);
      if (header) throw unauthorized();
      clearSessionCookies(reply, secure());
      return;
    }
    if (cookie && !SAFE_METHODS.has(request.method)) {
      const sent = request.headers['x-csrf-token'];
      const expected = readCookie(request, CSRF_COOKIE);
      if (typeof sent !== 'string' || !expected || !sameSecret(sent, expected)) {
        throw new HttpError(403, authMessages.csrfFailed, { error: 'csrf_failed' });
      }
    }
    request.user = row.user;
    request.tokenId = row.tokenId;
    request.provenAt = row.provenAt;
    request.viaCookie = Boolean(cookie);
    if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
      await app.db
        .update(accessTokens)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(accessTokens.id, row.tokenId),
            or(
              isNull(accessTokens.lastUsedAt),
              lt(accessTokens.lastUsedAt, sql`now() - interval '5 minutes'`),
            ),
          ),
        );
    }
  });

  // A session started for the web app that asked for one (`x-pifworld-session: cookie`) goes
  // into the cookies as the answer is sent; signing out clears them.
  app.addHook('onSend', async (request, reply) => {
    if (request.issuedSession && request.headers[COOKIE_SESSION_HEADER] === 'cookie') {
      setSessionCookies(reply, request.issuedSession, secure());
    }
    if (request.sessionEnded && request.viaCookie) clearSessionCookies(reply, secure());
  });
});

/** Ends a session that waited too long for its next request. */
async function revokeIdle(app: FastifyInstance, tokenId: number): Promise<void> {
  await app.db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessTokens.id, tokenId), isNull(accessTokens.revokedAt)));
}

function setSessionCookies(
  reply: FastifyReply,
  session: { token: string; expiresAt: Date },
  secure: boolean,
): void {
  const maxAgeSeconds = Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000));
  setCookie(reply, SESSION_COOKIE, session.token, { path: '/', maxAgeSeconds, secure });
  setCookie(reply, CSRF_COOKIE, newSecret('csrf token'), {
    path: '/',
    maxAgeSeconds,
    secure,
    script: true,
  });
}

function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  setCookie(reply, SESSION_COOKIE, '', { path: '/', maxAgeSeconds: 0, secure });
  setCookie(reply, CSRF_COOKIE, '', { path: '/', maxAgeSeconds: 0, secure, script: true });
}
