import { authMessages, type ProfileUpdateFields } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Storage } from '../../lib/storage';
import { fieldError } from '../../lib/validation';
import { findUserByEmail, hashPassword } from '../auth/auth.service';
import { revokeUserTokens } from '../auth/tokens.service';

type UserRow = typeof users.$inferSelect;

interface ProfileChanges {
  fields: Omit<ProfileUpdateFields, '_method'>;
  images: { logo?: string; background_image?: string };
}

/**
 * Applies a profile form. A new e-mail must be free; a new password signs out every other
 * session. Replaced pictures are removed from storage after the change is saved.
 */
export async function updateProfile(
  db: Db,
  storage: Storage,
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

  const [updated] = await db.update(users).set(changes).where(eq(users.id, user.id)).returning();
  if (changes.passwordHash) await revokeUserTokens(db, user.id, currentTokenId);
  if (images.logo) await storage.remove(user.logo);
  if (images.background_image) await storage.remove(user.backgroundImage);
  return updated!;
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
