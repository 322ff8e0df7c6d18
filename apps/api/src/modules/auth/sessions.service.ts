import { isIP } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { accessTokens, users } from '../../db/schema';
import type { SessionUser } from '@app/contract';
import { toSessionUser } from '../users/users.mapper';
import { methodsOf, openChallenge } from './second-factor.service';
import { sendSecurityMail } from './security-mail';
import { assertNotBlocked, issueToken } from './tokens.service';

/** What starting a session uses: the database, the tokens' lifetime and the web app's address. */
export interface SessionContext {
  db: Db;
  config: Pick<Config, 'TOKEN_TTL_DAYS' | 'APP_URL'>;
}

type UserRow = typeof users.$inferSelect;

/** What a session records of the client that started it: enough to recognise it, no more. */
export interface SessionClient {
  userAgent: string | null;
  /** The network the request came from: an IPv4 address without its last part, IPv6 its /48. */
  ipPrefix: string | null;
}

export function networkOf(ip: string): string | null {
  if (isIP(ip) === 4) return ip.split('.').slice(0, 3).join('.');
  if (isIP(ip) === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
    if (mapped) return networkOf(mapped[1]!);
    const [head = ''] = ip.split('::');
    return head.split(':').slice(0, 3).join(':') || '::';
  }
  return null;
}

export function clientOf(request: FastifyRequest): SessionClient {
  const agent = request.headers['user-agent'];
  return {
    userAgent: typeof agent === 'string' && agent ? agent.slice(0, 300) : null,
    ipPrefix: networkOf(request.ip),
  };
}

/** A browser's name as people know it, from its user agent, for the e-mail about a new sign-in. */
export function deviceName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Mac OS X/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  return [browser, system].filter(Boolean).join(', ') || null;
}

/**
 * Starts a session for a sign-in that is complete (password and, where the account has one, its
 * second factor; or a provider; or a passkey): a new token, with what it records of the client.
 * An account that signed in before but never from this browser and network is told, in its
 * language.
 */
export async function startSession(
  ctx: SessionContext,
  request: FastifyRequest,
  user: UserRow,
): Promise<string> {
  const client = clientOf(request);
  const [seen] = await ctx.db
    .select({
      before: sql<boolean>`exists (select 1 from ${accessTokens} where ${accessTokens.userId} = ${user.id})`,
      here: sql<boolean>`exists (select 1 from ${accessTokens} where ${and(
        eq(accessTokens.userId, user.id),
        client.userAgent === null
          ? sql`${accessTokens.userAgent} is null`
          : eq(accessTokens.userAgent, client.userAgent),
        client.ipPrefix === null
          ? sql`${accessTokens.ipPrefix} is null`
          : eq(accessTokens.ipPrefix, client.ipPrefix),
      )})`,
    })
    .from(users)
    .where(eq(users.id, user.id));
  const token = await issueToken(ctx.db, user.id, ctx.config.TOKEN_TTL_DAYS, 'web', client);
  // The web app takes it as cookies when it asked for them (plugins/auth.ts).
  request.issuedSession = {
    token,
    expiresAt: new Date(Date.now() + ctx.config.TOKEN_TTL_DAYS * 24 * 60 * 60_000),
  };
  if (seen?.before && !seen.here) {
    await sendSecurityMail(ctx.db, ctx.config.APP_URL, user, 'new-sign-in', {
      device: deviceName(client.userAgent) ?? undefined,
    });
  }
  return token;
}

/**
 * The answer to a sign-in whose first step was right (password, or a provider): a session, or,
 * for an account with a second factor, the step that finishes it (POST /login/two-factor).
 */
export async function signInOrAskSecondFactor(
  ctx: SessionContext,
  request: FastifyRequest,
  user: UserRow,
): Promise<
  | { token: string; user: SessionUser }
  | { two_factor: { challenge: string; methods: Array<'totp' | 'passkey' | 'recovery_code'> } }
> {
  if (user.secondFactorSince) {
    const methods = await methodsOf(ctx.db, user.id);
    if (methods.length > 0) {
      // Blocked accounts are refused before they get as far as a second step.
      await assertNotBlocked(ctx.db, user.id);
      return {
        two_factor: {
          challenge: await openChallenge(ctx.db, 'second-factor', user.id),
          methods,
        },
      };
    }
  }
  return { token: await startSession(ctx, request, user), user: toSessionUser(user) };
}
