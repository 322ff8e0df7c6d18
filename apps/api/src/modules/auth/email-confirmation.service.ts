import { authMessages, EMAIL_CONFIRMATION_HOURS, emailConfirmationMessages } from '@app/contract';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailConfirmations, users } from '../../db/schema';
import { translate } from '../../lib/i18n';
import { enqueueMail } from '../../lib/mail-outbox';
import { hashSecret, newSecret } from '../../lib/tokens';
import { fieldError } from '../../lib/validation';
import { recordEmailChange } from './email-change.service';
import { notifyAccountChange } from './security-mail';

type UserRow = typeof users.$inferSelect;

/** A reminder at sign-in goes out at most this often while the address is unconfirmed. */
const REMINDER_MINUTES = 60;

/**
 * Mails a single-use link that proves `email` belongs to the account's owner: the account's own
 * address (sign-up, a reminder) or the new one it asked for. Earlier links of the account stop
 * working, so only the newest address asked for can be confirmed. Written with `tx`, the
 * transaction of what causes it.
 */
export async function sendConfirmationLink(
  tx: Db,
  appUrl: string,
  user: Pick<UserRow, 'id' | 'name' | 'email' | 'locale'>,
  email: string,
): Promise<void> {
  const token = newSecret('e-mail confirmation link');
  const now = new Date();
  await tx
    .update(emailConfirmations)
    .set({ usedAt: now })
    .where(and(eq(emailConfirmations.userId, user.id), isNull(emailConfirmations.usedAt)));
  await tx.insert(emailConfirmations).values({
    userId: user.id,
    email,
    tokenHash: hashSecret(token),
    expiresAt: new Date(now.getTime() + EMAIL_CONFIRMATION_HOURS * 3_600_000),
  });
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(user.locale, `mail.emailConfirmation.${key}`, values);
  const change = email !== user.email;
  await enqueueMail(tx, {
    kind: 'email-confirmation',
    to: email,
    subject: t(change ? 'subjectChange' : 'subject'),
    body: {
      appUrl,
      greeting: translate(user.locale, 'mail.greeting', { name: user.name }),
      blocks: [
        change ? t('introChange', { email }) : t('intro'),
        t('action', { hours: EMAIL_CONFIRMATION_HOURS }),
        {
          button: translate(user.locale, 'mail.button.emailConfirmation'),
          url: `${appUrl}/confirm-email/${token}`,
        },
        t('ignore'),
      ],
      reason: translate(user.locale, 'mail.layout.reason.confirmation'),
    },
    lang: user.locale,
  });
}

/**
 * At sign-in, an account whose address is not proven yet gets a link to prove it (at most once
 * an hour, however often it signs in).
 */
export async function remindToConfirm(db: Db, appUrl: string, user: UserRow): Promise<void> {
  if (user.emailConfirmedAt) return;
  const since = new Date(Date.now() - REMINDER_MINUTES * 60_000);
  const [recent] = await db
    .select({ id: emailConfirmations.id })
    .from(emailConfirmations)
    .where(
      and(
        eq(emailConfirmations.userId, user.id),
        eq(emailConfirmations.email, user.email),
        gt(emailConfirmations.createdAt, since),
      ),
    )
    .limit(1);
  if (!recent) await db.transaction((tx) => sendConfirmationLink(tx, appUrl, user, user.email));
}

/**
 * Sends the link again, on the account's request: to the new address it asked for, else to its
 * own while unconfirmed. Answers false when there is nothing to confirm.
 */
export async function resendConfirmation(db: Db, appUrl: string, user: UserRow): Promise<boolean> {
  const email = user.pendingEmail ?? (user.emailConfirmedAt ? null : user.email);
  if (!email) return false;
  await db.transaction((tx) => sendConfirmationLink(tx, appUrl, user, email));
  return true;
}

/**
 * Asks for a new address: it takes effect only once confirmed from its own inbox
 * (`confirmEmail`); until then the account keeps its address, and says which one is pending.
 */
export async function requestEmailChange(
  tx: Db,
  appUrl: string,
  user: UserRow,
  email: string,
): Promise<UserRow> {
  const [updated] = await tx
    .update(users)
    .set({ pendingEmail: email })
    .where(eq(users.id, user.id))
    .returning();
  await sendConfirmationLink(tx, appUrl, user, email);
  return updated!;
}

/**
 * Opens a confirmation link, once: the account's own address is proven; a new address becomes
 * the account's (if still free), proven, and the earlier address gets the link that undoes the
 * change. Answers the account's address as it now is, and whether it changed.
 */
export async function confirmEmail(
  db: Db,
  appUrl: string,
  token: string,
): Promise<{ email: string; changed: boolean }> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [link] = await tx
      .update(emailConfirmations)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailConfirmations.tokenHash, hashSecret(token)),
          isNull(emailConfirmations.usedAt),
          gt(emailConfirmations.expiresAt, now),
        ),
      )
      .returning();
    if (!link) throw fieldError('token', emailConfirmationMessages.invalidLink);
    const [user] = await tx.select().from(users).where(eq(users.id, link.userId));
    if (!user) throw fieldError('token', emailConfirmationMessages.invalidLink);
    if (link.email === user.email) {
      await tx
        .update(users)
        .set({ emailConfirmedAt: user.emailConfirmedAt ?? now })
        .where(eq(users.id, user.id));
      return { email: user.email, changed: false };
    }
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, link.email), ne(users.id, user.id)));
    if (taken) throw fieldError('token', authMessages.emailTaken);
    await tx
      .update(users)
      .set({ email: link.email, emailConfirmedAt: now, pendingEmail: null })
      .where(eq(users.id, user.id));
    const undoToken = await recordEmailChange(tx, user.id, user.email, link.email);
    await notifyAccountChange(tx, appUrl, user, {
      newEmail: link.email,
      passwordChanged: false,
      undoToken,
    });
    return { email: link.email, changed: true };
  });
}
