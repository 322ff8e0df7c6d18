import { profileMessages } from '@app/contract';
import { verify } from '@node-rs/argon2';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { users } from '../../db/schema';
import { fieldError } from '../../lib/validation';
import { freshProof } from '../../plugins/auth';
import type { AttemptLimiter } from '../../plugins/rate-limit';

type UserRow = typeof users.$inferSelect;

/**
 * What it takes to change the e-mail address or the password: a token alone is not enough, or
 * whoever stole one would own the account for good. An account with a password confirms it
 * (wrong guesses count against the `guesses` limit); one that signs in only with Google or
 * Facebook must have proven the session recently (signing in, or a second factor given again:
 * see `freshProof`).
 */
export async function confirmIdentity(
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  currentPassword: string | undefined,
  guesses: AttemptLimiter,
): Promise<void> {
  if (user.passwordHash) {
    if (!currentPassword) {
      throw fieldError('current_password', profileMessages.currentPasswordRequired);
    }
    await guesses.preHandler(request, reply);
    if (!(await verify(user.passwordHash, currentPassword).catch(() => false))) {
      throw fieldError('current_password', profileMessages.currentPasswordWrong);
    }
    await guesses.release(request);
    return;
  }
  await freshProof(request);
}
