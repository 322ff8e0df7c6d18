import { EMAIL_CHANGE_UNDO_DAYS } from '@app/contract';
import { intlLocale } from '@app/i18n';
import type { Db } from '../../db/client';
import type { users } from '../../db/schema';
import { translate } from '../../lib/i18n';
import { enqueueMail } from '../../lib/mail-outbox';

type UserRow = Pick<typeof users.$inferSelect, 'name' | 'email' | 'locale'>;
type AccountRow = typeof users.$inferSelect;

export type SecurityEvent = 'factor-added' | 'factor-removed' | 'new-sign-in' | 'factors-reset';

/**
 * Tells the account's owner, in their language, that something changed in how the account is
 * signed in to, with where to look and what to do if it was not them. Written with `tx`, the
 * transaction of the change. The e-mail names what happened, never a code or a secret.
 */
export async function sendSecurityMail(
  tx: Db,
  appUrl: string,
  user: UserRow,
  event: SecurityEvent,
  details: { factor?: 'totp' | 'passkey'; device?: string; when?: Date } = {},
): Promise<void> {
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(user.locale, `mail.security.${key}`, values);
  const factor = details.factor ? t(`factor.${details.factor}`) : '';
  const when = new Intl.DateTimeFormat(intlLocale[user.locale], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(details.when ?? new Date());
  await enqueueMail(tx, {
    kind: `security-${event}`,
    to: user.email,
    subject: t(`${event}.subject`),
    body: {
      appUrl,
      greeting: translate(user.locale, 'mail.greeting', { name: user.name }),
      blocks: [
        t(`${event}.intro`, { factor, device: details.device ?? t('unknownDevice'), when }),
        t('you'),
        t('notYou'),
        {
          button: translate(user.locale, 'mail.button.security'),
          url: `${appUrl}/settings/security`,
        },
      ],
      reason: translate(user.locale, 'mail.layout.reason.security'),
    },
    lang: user.locale,
  });
}

/**
 * Tells the account's earlier address (or, for a new password only, its address) what changed,
 * in the account's language; an e-mail change comes with the link that undoes it. Written with
 * `tx`, the transaction of the change.
 */
export async function notifyAccountChange(
  tx: Db,
  appUrl: string,
  before: AccountRow,
  change: { newEmail?: string; passwordChanged: boolean; undoToken?: string },
): Promise<void> {
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(before.locale, key, values);
  const emailChanged = change.newEmail !== undefined && change.undoToken !== undefined;
  await enqueueMail(tx, {
    kind: emailChanged ? 'email-changed' : 'password-changed',
    to: before.email,
    subject: t(emailChanged ? 'mail.emailChanged.subject' : 'mail.passwordChanged.subject'),
    body: {
      appUrl,
      greeting: t('mail.greeting', { name: before.name }),
      blocks: emailChanged
        ? [
            t('mail.emailChanged.intro', { old: before.email, new: change.newEmail! }),
            ...(change.passwordChanged ? [t('mail.emailChanged.passwordToo')] : []),
            t('mail.emailChanged.you'),
            t('mail.emailChanged.notYou', { days: EMAIL_CHANGE_UNDO_DAYS }),
            {
              button: t('mail.button.emailChangeUndo'),
              url: `${appUrl}/email-change/undo/${change.undoToken}`,
            },
          ]
        : [
            t('mail.passwordChanged.intro'),
            t('mail.passwordChanged.notYou'),
            { button: t('mail.button.passwordReset'), url: `${appUrl}/forgot-password` },
          ],
      reason: t('mail.layout.reason.security'),
    },
    lang: before.locale,
  });
}
