import { createHash } from 'node:crypto';
import { authMessages } from '@app/contract';
import { and, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rateLimits } from '../db/schema';
import { HttpError } from '../lib/http-errors';

export const MINUTE = 60_000;

interface Limit {
  max: number;
  /** Milliseconds. */
  window: number;
}

interface AttemptLimits {
  /** Counters of their own when one route has several limiters (uploads and password guesses). */
  name?: string;
  perIp: Limit;
  /** Also limit per e-mail address in the body, so one account cannot be hammered from many IPs. */
  perEmail?: Limit;
  /** Per signed-in user instead of per IP address (a visitor is counted by IP). */
  perUser?: boolean;
}

/** Keys are hashed: the table never holds an IP address or an e-mail address in the clear. */
const hashed = (value: string) => createHash('sha256').update(value).digest('base64url');

const keysHit = new WeakMap<FastifyRequest, string[]>();

/**
 * Counts one attempt under `key` in its window and answers the count and the window's end. One
 * upsert: concurrent attempts (in one process or several) each get a different count, so no
 * more than `max` of them ever see a count within the limit.
 */
async function hit(app: FastifyInstance, key: string, window: number) {
  const fresh = sql`${rateLimits.windowEndsAt} <= now()`;
  const [row] = await app.db
    .insert(rateLimits)
    .values({ key, hits: 1, windowEndsAt: sql`now() + ${window} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${fresh} then 1 else ${rateLimits.hits} + 1 end`,
        windowEndsAt: sql`case when ${fresh} then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning();
  return row!;
}

/**
 * True for the first call with `key` in a window of `window` milliseconds, whichever process
 * makes it (the same counted upsert as the limits): for work that should run at most once per
 * window whoever asks, such as asking the payment provider about one payment.
 */
export async function firstInWindow(
  app: FastifyInstance,
  key: string,
  window: number,
): Promise<boolean> {
  return (await hit(app, key, window)).hits === 1;
}

/** Takes back attempts that did not count (refused by another limit, or a success). */
async function giveBack(app: FastifyInstance, keys: string[]) {
  if (keys.length === 0) return;
  await app.db
    .update(rateLimits)
    .set({ hits: sql`${rateLimits.hits} - 1` })
    .where(and(inArray(rateLimits.key, keys), gt(rateLimits.hits, 0)));
}

/**
 * A limiter for one endpoint. Its preHandler counts the attempt under each of its keys (the
 * endpoint with the IP address or user, and with the e-mail address in the body) and answers
 * 429 with Retry-After once one of them is past its limit. `release` gives an attempt back, for
 * endpoints that limit failures only (a successful sign-in does not count).
 */
export interface AttemptLimiter {
  preHandler(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  release(request: FastifyRequest): Promise<void>;
}

export function limitAttempts(app: FastifyInstance, limits: AttemptLimits): AttemptLimiter {
  function keysOf(request: FastifyRequest): { key: string; limit: Limit }[] {
    const route = `${limits.name ?? ''}|${request.routeOptions.method} ${request.routeOptions.url}`;
    const who =
      limits.perUser && request.user ? `user:${request.user.id}` : `ip:${hashed(request.ip)}`;
    const keys = [{ key: `${route}|${who}`, limit: limits.perIp }];
    const email = (request.body as { email?: unknown } | undefined)?.email;
    if (limits.perEmail && typeof email === 'string') {
      keys.push({
        key: `${route}|email:${hashed(email.toLowerCase())}`,
        limit: limits.perEmail,
      });
    }
    return keys;
  }

  async function preHandler(request: FastifyRequest, reply: FastifyReply) {
    const counted: string[] = [];
    let refusedUntil: Date | null = null;
    for (const { key, limit } of keysOf(request)) {
      const row = await hit(app, key, limit.window);
      counted.push(key);
      if (row.hits > limit.max && (!refusedUntil || row.windowEndsAt > refusedUntil)) {
        refusedUntil = row.windowEndsAt;
      }
    }
    if (refusedUntil) {
      // A refused request is not an attempt: it leaves every counter as it found it.
      await giveBack(app, counted);
      const seconds = Math.ceil((refusedUntil.getTime() - Date.now()) / 1000);
      reply.header('retry-after', String(Math.max(1, seconds)));
      throw new HttpError(429, authMessages.tooManyAttempts);
    }
    keysHit.set(request, counted);
  }

  async function release(request: FastifyRequest) {
    const keys = keysHit.get(request) ?? [];
    keysHit.delete(request);
    await giveBack(app, keys);
  }

  return { preHandler, release };
}
