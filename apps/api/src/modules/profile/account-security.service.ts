import { EMAIL_CHANGE_UNDO_DAYS, profileMessages } from '@app/contract';
import { verify } from '@node-rs/argon2';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { users } from '../../db/schema';
import { translate } from '../../lib/i18n';
import { enqueueMail } from '../../lib/mail-outbox';
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
  await freshProof(request);
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
