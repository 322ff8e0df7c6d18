import { EMAIL_CHANGE_UNDO_DAYS, FRESH_SIGN_IN_MINUTES, profileMessages } from '@app/contract';
import { verify } from '@node-rs/argon2';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { accessTokens, type users } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { translate } from '../../lib/i18n';
import { enqueueMail } from '../../lib/mail-outbox';
import { fieldError } from '../../lib/validation';
import type { AttemptLimiter } from '../../plugins/rate-limit';

type UserRow = typeof users.$inferSelect;

/**
 * What it takes to change the e-mail address or the password: a token alone is not enough, or
 * whoever stole one would own the account for good. An account with a password confirms it
 * (wrong guesses count against the `guesses` limit); one that signs in only with Google or
 * Facebook must have signed in within the last FRESH_SIGN_IN_MINUTES.
 */
export async function confirmIdentity(
  app: FastifyInstance,
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
  const since = new Date(Date.now() - FRESH_SIGN_IN_MINUTES * 60_000);
  const [fresh] = await app.db
    .select({ id: accessTokens.id })
    .from(accessTokens)
    .where(and(eq(accessTokens.id, request.tokenId ?? 0), gt(accessTokens.createdAt, since)));
  if (!fresh) {
    throw new HttpError(403, profileMessages.freshSignInRequired, {
      error: 'fresh_sign_in_required',
    });
  }
}

/**
 * Tells the account's earlier address (or, for a new password only, its address) what changed,
 * in the account's language; an e-mail change comes with the link that undoes it. Written with
 * `tx`, the transaction of the change.
 */
export async function notifyAccountChange(
  tx: Db,
  appUrl: string,
  before: UserRow,
  change: { newEmail?: string; passwordChanged: boolean; undoToken?: string },
): Promise<void> {
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(before.locale, key, values);
  const emailChanged = change.newEmail !== undefined && change.undoToken !== undefined;
  const lines = [
    t('mail.greeting', { name: before.name }),
    '',
    ...(emailChanged
      ? [
          t('mail.emailChanged.intro', { old: before.email, new: change.newEmail! }),
          ...(change.passwordChanged ? [t('mail.emailChanged.passwordToo')] : []),
          '',
          t('mail.emailChanged.you'),
          t('mail.emailChanged.notYou', { days: EMAIL_CHANGE_UNDO_DAYS }),
          `${appUrl}/email-change/undo/${change.undoToken}`,
        ]
      : [
          t('mail.passwordChanged.intro'),
          '',
          t('mail.passwordChanged.notYou'),
          `${appUrl}/forgot-password`,
        ]),
    '',
    t('mail.signature'),
  ];
  await enqueueMail(tx, {
    kind: emailChanged ? 'email-changed' : 'password-changed',
    to: before.email,
    subject: t(emailChanged ? 'mail.emailChanged.subject' : 'mail.passwordChanged.subject'),
    text: lines.join('\n'),
    lang: before.locale,
  });
}
