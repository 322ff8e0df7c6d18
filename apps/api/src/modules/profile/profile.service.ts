import { authMessages, type ProfileUpdateFields } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Storage } from '../../lib/storage';
import { fieldError } from '../../lib/validation';
import { findUserByEmail, hashPassword } from '../auth/auth.service';
import { revokeUserTokens } from '../auth/tokens.service';
import { requestEmailChange } from '../auth/email-confirmation.service';
import { notifyAccountChange } from '../auth/security-mail';

type UserRow = typeof users.$inferSelect;

interface ProfileChanges {
  fields: Omit<ProfileUpdateFields, '_method' | 'current_password'>;
  images: { logo?: string; background_image?: string };
}

/** Whether the form changes what only the account's owner may change (see confirmIdentity). */
export const changesCredentials = (user: UserRow, fields: ProfileChanges['fields']) =>
  (fields.email !== undefined && fields.email !== user.email) || Boolean(fields.password);

/**
 * Applies a profile form. A new e-mail must be free, and only takes effect once confirmed from
 * its own inbox (a link is mailed there; the earlier address then gets the link that undoes the
 * change); a new password signs out every other session and is told to the account (all in the
 * transaction of the change). Replaced pictures are removed from storage after the change is
 * saved. Answers the account as it now is, and whether a new address waits for confirmation.
 */
export async function updateProfile(
  db: Db,
  storage: Storage,
  appUrl: string,
  user: UserRow,
  currentTokenId: number | null,
  { fields, images }: ProfileChanges,
): Promise<{ user: UserRow; emailPending: boolean }> {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (fields.name !== undefined) changes.name = fields.name;
  let newEmail: string | undefined;
  if (fields.email !== undefined && fields.email !== user.email) {
    if (await findUserByEmail(db, fields.email)) throw fieldError('email', authMessages.emailTaken);
    newEmail = fields.email;
  }
  if (fields.password) changes.passwordHash = await hashPassword(fields.password);
  if (images.logo) changes.logo = images.logo;
  if (images.background_image) changes.backgroundImage = images.background_image;
  if (Object.keys(changes).length === 0 && !newEmail) return { user, emailPending: false };

  const updated = await db.transaction(async (tx) => {
    let [row] =
      Object.keys(changes).length > 0
        ? await tx.update(users).set(changes).where(eq(users.id, user.id)).returning()
        : [user];
    if (newEmail) row = await requestEmailChange(tx, appUrl, row!, newEmail);
    if (changes.passwordHash) {
      await revokeUserTokens(tx, user.id, currentTokenId);
      await notifyAccountChange(tx, appUrl, user, { passwordChanged: true });
    }
    return row!;
  });
  if (images.logo) await storage.remove(user.logo);
  if (images.background_image) await storage.remove(user.backgroundImage);
  return { user: updated, emailPending: newEmail !== undefined };
}

export async function updateDescription(
  db: Db,
  userId: number,
  description: string,
): Promise<UserRow> {
  const [updated] = await db
    .update(users)
    .set({ description: description === '' ? null : description })
    .where(eq(users.id, userId))
    .returning();
  return updated!;
}
