import { passwordResets, type users } from '../../db/schema';
import type { Db } from '../../db/client';
import { translate } from '../../lib/i18n';
import { enqueueMail } from '../../lib/mail-outbox';
import { hashSecret, newSecret } from '../../lib/tokens';

type UserRow = typeof users.$inferSelect;

/** Minutes a password reset link stays valid. */
export const RESET_LINK_MINUTES = 60;

/**
 * Mails the user a single-use link to choose a new password (valid for an hour): the token and
 * the e-mail are written with `tx`, the transaction of what causes them.
 */
export async function sendResetLink(
  tx: Db,
  appUrl: string,
  user: Pick<UserRow, 'id' | 'name' | 'email' | 'locale'>,
): Promise<void> {
  const token = newSecret('password reset token');
  const link = `${appUrl}/forgot-password/${token}`;
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(user.locale, key, values);
  await tx.insert(passwordResets).values({
    userId: user.id,
    tokenHash: hashSecret(token),
    expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
  });
  await enqueueMail(tx, {
    kind: 'password-reset',
    to: user.email,
    subject: t('mail.passwordReset.subject'),
    body: {
      appUrl,
      greeting: t('mail.greeting', { name: user.name }),
      blocks: [
        t('mail.passwordReset.intro'),
        t('mail.passwordReset.action', { minutes: RESET_LINK_MINUTES }),
        { button: t('mail.button.passwordReset'), url: link },
        t('mail.passwordReset.ignore'),
      ],
      reason: t('mail.layout.reason.account'),
    },
    lang: user.locale,
  });
}
