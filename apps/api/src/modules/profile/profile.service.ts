import { authMessages, type ProfileUpdateFields } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Storage } from '../../lib/storage';
import { fieldError } from '../../lib/validation';
import { findUserByEmail, hashPassword } from '../auth/auth.service';
import { revokeUserTokens } from '../auth/tokens.service';
import { recordEmailChange } from '../auth/email-change.service';
import { notifyAccountChange } from './account-security.service';

type UserRow = typeof users.$inferSelect;

interface ProfileChanges {
  fields: Omit<ProfileUpdateFields, '_method' | 'current_password'>;
  images: { logo?: string; background_image?: string };
}

/** Whether the form changes what only the account's owner may change (see confirmIdentity). */
export const changesCredentials = (user: UserRow, fields: ProfileChanges['fields']) =>
  (fields.email !== undefined && fields.email !== user.email) || Boolean(fields.password);

/**
 * Applies a profile form. A new e-mail must be free, and is recorded with an undo link mailed
 * to the earlier address; a new password signs out every other session and is told to the
 * account (all in the transaction of the change). Replaced pictures are removed from storage
 * after the change is saved.
 */
export async function updateProfile(
  db: Db,
  storage: Storage,
  appUrl: string,
  user: UserRow,
  currentTokenId: number | null,
  { fields, images }: ProfileChanges,
): Promise<UserRow> {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (fields.name !== undefined) changes.name = fields.name;
  if (fields.email !== undefined && fields.email !== user.email) {
    if (await findUserByEmail(db, fields.email)) throw fieldError('email', authMessages.emailTaken);
    changes.email = fields.email;
  }
  if (fields.password) changes.passwordHash = await hashPassword(fields.password);
  if (images.logo) changes.logo = images.logo;
  if (images.background_image) changes.backgroundImage = images.background_image;
  if (Object.keys(changes).length === 0) return user;

  const updated = await db.transaction(async (tx) => {
    const [row] = await tx.update(users).set(changes).where(eq(users.id, user.id)).returning();
    const token = changes.email
      ? await recordEmailChange(tx, user.id, user.email, changes.email)
      : undefined;
    if (changes.passwordHash) await revokeUserTokens(tx, user.id, currentTokenId);
    if (token || changes.passwordHash) {
      await notifyAccountChange(tx, appUrl, user, {
        newEmail: changes.email,
        passwordChanged: Boolean(changes.passwordHash),
        undoToken: token,
      });
    }
    return row!;
  });
  if (images.logo) await storage.remove(user.logo);
  if (images.background_image) await storage.remove(user.backgroundImage);
  return updated;
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
