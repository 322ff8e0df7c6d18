import { createHash } from 'node:crypto';
import { authMessages } from '@app/contract';
import { and, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { HttpError } from '../lib/http-errors';

export const MINUTE = 60_000;

interface Limit {
  max: number;
  /** Milliseconds. */
  window: number;
}

/**
 * A growing wait instead of a refusal: the first `after` failures in a window cost nothing, the
 * next waits `baseMs`, and each one after that twice as long, up to `capMs`.
 */
export interface SlowDown {
  /** Milliseconds. */
  window: number;
  after: number;
  baseMs: number;
  capMs: number;
}

/**
 * Guesses at one account's password (sign-in, the current password before a change). Strangers
 * must not be able to lock the owner out, so the account is refused only together with the IP
 * address the guesses come from (`perIp`); for the account alone, from any address, each
 * failure only makes the next answer wait a little longer (`slowDown`), the owner's included.
 */
export interface GuessLimits {
  /** Whose password: the e-mail address in the body, or the signed-in user. */
  account: 'email' | 'user';
  perIp: Limit;
  slowDown: SlowDown;
}

/**
 * The limits on guessing one account's password, the same for signing in and for the current
 * password before a change: ten wrong ones in 15 minutes from one IP address for one account,
 * and from the fourth wrong one in 15 minutes from anywhere a wait of PASSWORD_GUESS_DELAY_MS,
 * doubling up to PASSWORD_GUESS_DELAY_MAX_MS.
 */
export function passwordGuesses(
  config: Pick<Config, 'PASSWORD_GUESS_DELAY_MS' | 'PASSWORD_GUESS_DELAY_MAX_MS'>,
  account: GuessLimits['account'],
): GuessLimits {
  return {
    account,
    perIp: { max: 10, window: 15 * MINUTE },
    slowDown: {
      window: 15 * MINUTE,
      after: 3,
      baseMs: config.PASSWORD_GUESS_DELAY_MS,
      capMs: config.PASSWORD_GUESS_DELAY_MAX_MS,
    },
  };
}

interface AttemptLimits {
  /** Counters of their own when one route has several limiters (uploads and password guesses). */
  name?: string;
  perIp: Limit;
  /** Also limit per e-mail address in the body, so one address cannot be flooded from many IPs. */
  perEmail?: Limit;
  /** Per signed-in user instead of per IP address (a visitor is counted by IP). */
  perUser?: boolean;
  guesses?: GuessLimits;
}

/** How long an attempt waits after `failures` failures on its account (see SlowDown). */
export function slowDownDelay(failures: number, slowDown: SlowDown): number {
  if (failures < slowDown.after) return 0;
  // The exponent is bounded so that a long run of failures cannot overflow to Infinity.
  const doublings = Math.min(failures - slowDown.after, 30);
  return Math.min(slowDown.capMs, slowDown.baseMs * 2 ** doublings);
}

/** Keys are hashed: the table never holds an IP address or an e-mail address in the clear. */
const hashed = (value: string) => createHash('sha256').update(value).digest('base64url');

const keysHit = new WeakMap<FastifyRequest, string[]>();

/**
 * Counts one attempt under `key` in its window and answers the count and the window's end. One
 * upsert: concurrent attempts (in one process or several) each get a different count, so no
 * more than `max` of them ever see a count within the limit.
 */
async function hit(db: Db, key: string, window: number) {
  const fresh = sql`${rateLimits.windowEndsAt} <= now()`;
  const [row] = await db
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
export async function firstInWindow(db: Db, key: string, window: number): Promise<boolean> {
  return (await hit(db, key, window)).hits === 1;
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
 * endpoint with the IP address or user, with the e-mail address in the body, and for password
 * guesses with the account, alone and together with the IP address) and answers 429 with
 * Retry-After once one of the refusing counters is past its limit; otherwise it waits as long
 * as the account's failures ask (GuessLimits) before the handler runs. `release` gives an
 * attempt back, for endpoints that limit failures only (a successful sign-in does not count).
 */
export interface AttemptLimiter {
  preHandler(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  release(request: FastifyRequest): Promise<void>;
}

/** One counter an attempt adds to: refused past `max`, or slowed down by `slowDown`. */
interface Counter {
  key: string;
  window: number;
  max?: number;
  slowDown?: SlowDown;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function limitAttempts(app: FastifyInstance, limits: AttemptLimits): AttemptLimiter {
  function countersOf(request: FastifyRequest): Counter[] {
    const route = `${limits.name ?? ''}|${request.routeOptions.method} ${request.routeOptions.url}`;
    const who =
      limits.perUser && request.user ? `user:${request.user.id}` : `ip:${hashed(request.ip)}`;
    const counters: Counter[] = [{ key: `${route}|${who}`, ...limits.perIp }];
    const email = (request.body as { email?: unknown } | undefined)?.email;
    if (limits.perEmail && typeof email === 'string') {
      counters.push({ key: `${route}|email:${hashed(email.toLowerCase())}`, ...limits.perEmail });
    }
    const guesses = limits.guesses;
    const account =
      guesses?.account === 'user'
        ? request.user && `user:${request.user.id}`
        : typeof email === 'string' && `email:${hashed(email.toLowerCase())}`;
    if (guesses && account) {
      counters.push(
        { key: `${route}|${account}|ip:${hashed(request.ip)}`, ...guesses.perIp },
        { key: `${route}|${account}`, window: guesses.slowDown.window, slowDown: guesses.slowDown },
      );
    }
    return counters;
  }

  async function preHandler(request: FastifyRequest, reply: FastifyReply) {
    const counted: string[] = [];
    let refusedUntil: Date | null = null;
    let wait = 0;
    for (const counter of countersOf(request)) {
      const row = await hit(app.db, counter.key, counter.window);
      counted.push(counter.key);
      if (
        counter.max !== undefined &&
        row.hits > counter.max &&
        (!refusedUntil || row.windowEndsAt > refusedUntil)
      ) {
        refusedUntil = row.windowEndsAt;
      }
      if (counter.slowDown) wait = slowDownDelay(row.hits - 1, counter.slowDown);
    }
    if (refusedUntil) {
      // A refused request is not an attempt: it leaves every counter as it found it.
      await giveBack(app, counted);
      const seconds = Math.ceil((refusedUntil.getTime() - Date.now()) / 1000);
      reply.header('retry-after', String(Math.max(1, seconds)));
      throw new HttpError(429, authMessages.tooManyAttempts);
    }
    keysHit.set(request, counted);
    // Before the password is checked, so that how long the answer takes says nothing of it.
    if (wait > 0) await sleep(wait);
  }

  async function release(request: FastifyRequest) {
    const keys = keysHit.get(request) ?? [];
    keysHit.delete(request);
    await giveBack(app, keys);
  }

  return { preHandler, release };
}
