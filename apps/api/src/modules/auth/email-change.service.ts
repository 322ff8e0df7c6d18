import { EMAIL_CHANGE_UNDO_DAYS, emailChangeMessages } from '@app/contract';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailChanges, emailConfirmations, users } from '../../db/schema';
import { hashSecret, newSecret } from '../../lib/tokens';
import { fieldError } from '../../lib/validation';
import { sendResetLink } from './password-reset-mail';
import { revokeUserTokens } from './tokens.service';

/** Keeps an e-mail change with the secret of its undo link; answers the secret. */
export async function recordEmailChange(
  db: Db,
  userId: number,
  oldEmail: string,
  newEmail: string,
): Promise<string> {
  const token = newSecret('e-mail change undo token');
  await db.insert(emailChanges).values({
    userId,
    oldEmail,
    newEmail,
    undoTokenHash: hashSecret(token),
    expiresAt: new Date(Date.now() + EMAIL_CHANGE_UNDO_DAYS * 24 * 60 * 60_000),
  });
  return token;
}

/**
 * The undo link of an e-mail change, used from the earlier address: the account gets that
 * address back and is put in its hands alone. The password and the Google and Facebook links
 * (which whoever made the change may know or have added) are removed, every session is signed
 * out, every other pending undo link of the account stops working, and a link to choose a new
 * password goes to the restored address.
 */
export async function undoEmailChange(db: Db, appUrl: string, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [change] = await tx
      .update(emailChanges)
      .set({ undoneAt: new Date() })
      .where(
        and(
          eq(emailChanges.undoTokenHash, hashSecret(token)),
          isNull(emailChanges.undoneAt),
          gt(emailChanges.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!change) throw fieldError('token', emailChangeMessages.invalidLink);
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, change.oldEmail), ne(users.id, change.userId)));
    if (taken) throw fieldError('token', emailChangeMessages.addressTaken);
    await tx
      .update(emailChanges)
      .set({ undoneAt: new Date() })
      .where(and(eq(emailChanges.userId, change.userId), isNull(emailChanges.undoneAt)));
    const [user] = await tx
      .update(users)
      // Opening the undo link proves the earlier address again; a pending new one is dropped.
      .set({
        email: change.oldEmail,
        emailConfirmedAt: new Date(),
        pendingEmail: null,
        passwordHash: null,
        googleId: null,
        facebookId: null,
      })
      .where(eq(users.id, change.userId))
      .returning();
    await tx
      .update(emailConfirmations)
      .set({ usedAt: new Date() })
      .where(and(eq(emailConfirmations.userId, change.userId), isNull(emailConfirmations.usedAt)));
    await revokeUserTokens(tx, change.userId);
    await sendResetLink(tx, appUrl, user!);
  });
}
