import rateLimit from '@fastify/rate-limit';
import { authMessages } from '@app/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-errors';

/**
 * Rate limits are opt-in per route. Counters live in process memory; with several API
 * processes they move to a shared store (Redis) behind this same plugin.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, { global: false });
});

export const MINUTE = 60_000;

interface Limit {
  max: number;
  /** Milliseconds. */
  window: number;
}

interface AttemptLimits {
  perIp: Limit;
  /** Also limit per e-mail address in the body, so one account cannot be hammered from many IPs. */
  perEmail?: Limit;
  /** Count only attempts the handler reports as failed (`recordFailure`), e.g. wrong passwords. */
  countFailuresOnly?: boolean;
}

function emailOf(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? `email:${email.toLowerCase()}` : `no-email:${request.ip}`;
}

/**
 * A limiter for one endpoint. Its preHandler answers 429 with Retry-After once a limit is
 * reached; each endpoint and each kind of key has counters of its own.
 */
export function limitAttempts(app: FastifyInstance, limits: AttemptLimits) {
  const checks = [app.createRateLimit({ max: limits.perIp.max, timeWindow: limits.perIp.window })];
  if (limits.perEmail) {
    checks.push(
      app.createRateLimit({
        max: limits.perEmail.max,
        timeWindow: limits.perEmail.window,
        keyGenerator: emailOf,
      }),
    );
  }
  const increment = !limits.countFailuresOnly;

  async function preHandler(request: FastifyRequest, reply: FastifyReply) {
    for (const check of checks) {
      const result = await check(request, { increment });
      if (result.isAllowed) continue;
      // Counting this request, the limit is passed when it is exceeded; only peeking (failures
      // are counted later), it is reached when nothing remains.
      if (increment ? result.isExceeded : result.remaining <= 0) {
        reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
        throw new HttpError(429, authMessages.tooManyAttempts);
      }
    }
  }

  async function recordFailure(request: FastifyRequest) {
    for (const check of checks) await check(request);
  }

  return { preHandler, recordFailure };
}
