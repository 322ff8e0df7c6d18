import { authMessages } from '@app/contract';
import type { Language } from '@app/i18n';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { hashSecret } from '../../lib/tokens';
import { fieldError } from '../../lib/validation';
import { sendConfirmationLink } from './email-confirmation.service';
import { sendResetLink } from './password-reset-mail';
import { assertPasswordAllowed } from './password-rules';
import { revokeUserTokens } from './tokens.service';

type UserRow = typeof users.$inferSelect;

/** argon2id with the library defaults (19 MiB memory, 2 passes), as OWASP recommends. */
export const hashPassword = (password: string) => hash(password);

let dummyHash: Promise<string> | undefined;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

/** Postgres unique violation on the users e-mail index (a concurrent registration). */
function isEmailTaken(err: unknown): boolean {
  const cause = (err as { cause?: { code?: string; constraint?: string } })?.cause ?? err;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  return code === '23505' && (constraint === undefined || constraint === 'users_email_unique');
}

/**
 * A new account, not yet proven to own its address: the link that proves it is mailed in the
 * same transaction, in the account's language.
 */
export async function registerUser(
  db: Db,
  appUrl: string,
  input: { name: string; email: string; password: string; locale: Language },
): Promise<UserRow> {
  if (await findUserByEmail(db, input.email)) throw fieldError('email', authMessages.emailTaken);
  await assertPasswordAllowed(input.password, input);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ name: input.name, email: input.email, passwordHash, locale: input.locale })
        .returning();
      await sendConfirmationLink(tx, appUrl, row!, row!.email);
      return row!;
    });
  } catch (err) {
    if (isEmailTaken(err)) throw fieldError('email', authMessages.emailTaken);
    throw err;
  }
}

/**
 * The user whose e-mail and password match, or undefined. An unknown e-mail costs the same
 * argon2 work as a wrong password, so response times do not tell which accounts exist.
 */
export async function verifyCredentials(
  db: Db,
  email: string,
  password: string,
): Promise<UserRow | undefined> {
  const user = await findUserByEmail(db, email);
  if (!user?.passwordHash) {
    dummyHash ??= hashPassword('timing-equaliser-password');
    await verify(await dummyHash, password).catch(() => false);
    return undefined;
  }
  return (await verify(user.passwordHash, password)) ? user : undefined;
}

/**
 * The language a person signed in with becomes the one their e-mails are written in (receipts
 * of gifts keep the language they were given in). Returns the user as it now is.
 */
export async function rememberLanguage(db: Db, user: UserRow, lang: Language): Promise<UserRow> {
  if (user.locale === lang) return user;
  await db.update(users).set({ locale: lang }).where(eq(users.id, user.id));
  return { ...user, locale: lang };
}

/**
 * Sends a single-use reset link valid for an hour, in the user's language, if the account exists.
 * The caller answers the same either way; the e-mail is queued with the token, in one
 * transaction, and goes out in the background.
 */
export async function requestPasswordReset(db: Db, appUrl: string, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (user) await db.transaction((tx) => sendResetLink(tx, appUrl, user));
}

/**
 * Sets a new password with a reset token: the token is used up (even by two requests at once,
 * only one wins), every session of the user is signed out, and the address counts as proven. A
 * password the rules refuse (too common, or holding the account's address or name) leaves the
 * token unused, to try again.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  const tokenHash = hashSecret(token);
  const usable = () =>
    and(
      eq(passwordResets.tokenHash, tokenHash),
      isNull(passwordResets.usedAt),
      gt(passwordResets.expiresAt, new Date()),
    );
  const [owner] = await db
    .select({ email: users.email, name: users.name })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(usable());
  if (!owner) throw fieldError('token', authMessages.resetTokenInvalid);
  await assertPasswordAllowed(password, owner);
  const passwordHash = await hashPassword(password);
  const done = await db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(usable())
      .returning({ userId: passwordResets.userId });
    if (!reset) return false;
    // The link went to the account's address: opening it proves the address too.
    await tx
      .update(users)
      .set({ passwordHash, emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
      .where(eq(users.id, reset.userId));
    await revokeUserTokens(tx, reset.userId);
    return true;
  });
  if (!done) throw fieldError('token', authMessages.resetTokenInvalid);
}
