import type { PublicUser, SessionUser } from '@app/contract';
import type { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    logo: row.logo,
    background_image: row.backgroundImage,
    created_at: row.createdAt.toISOString(),
  };
}

export function toSessionUser(row: UserRow): SessionUser {
  return {
    ...toPublicUser(row),
    email: row.email,
    locale: row.locale,
    has_password: row.passwordHash !== null,
    email_confirmed: row.emailConfirmedAt !== null,
    pending_email: row.pendingEmail,
    second_factor: row.secondFactorSince !== null,
    linked_providers: [
      ...(row.googleId ? (['google'] as const) : []),
      ...(row.facebookId ? (['facebook'] as const) : []),
    ],
    role: row.role,
  };
}
