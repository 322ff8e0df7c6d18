import { adminMessages } from '@app/contract';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessTokens, users } from '../../db/schema';
import { forbidden } from '../../lib/http-errors';
import { hashSecret, newSecret } from '../../lib/tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A new bearer token for the user; only its hash is stored. Every way of signing in comes here,
 * so a blocked account is refused here, with 403 and the reason to contact us. (A
 * token issued while the block is being written still fails: the auth plugin checks the
 * account on every request.)
 */
export async function issueToken(
  db: Db,
  userId: number,
  ttlDays: number,
  name = 'web',
  client: { userAgent: string | null; ipPrefix: string | null } = {
    userAgent: null,
    ipPrefix: null,
  },
): Promise<string> {
  await assertNotBlocked(db, userId);
  const token = newSecret('session token');
  await db.insert(accessTokens).values({
    userId,
    name,
    tokenHash: hashSecret(token),
    expiresAt: new Date(Date.now() + ttlDays * DAY_MS),
    userAgent: client.userAgent,
    ipPrefix: client.ipPrefix,
  });
  return token;
}

/** A blocked account is refused with 403 and the reason to contact us. */
export async function assertNotBlocked(db: Db, userId: number): Promise<void> {
  const [account] = await db
    .select({ blockedAt: users.blockedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (account?.blockedAt) throw forbidden(adminMessages.blocked);
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessTokens.id, tokenId), isNull(accessTokens.revokedAt)));
}

/** Signs the user out everywhere, except (optionally) the session that asked. */
export async function revokeUserTokens(
  db: Db,
  userId: number,
  exceptTokenId?: number | null,
): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(accessTokens.userId, userId),
        isNull(accessTokens.revokedAt),
        exceptTokenId ? ne(accessTokens.id, exceptTokenId) : undefined,
      ),
    );
}
