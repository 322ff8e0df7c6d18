import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessTokens } from '../../db/schema';
import { hashSecret, newSecret } from '../../lib/tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new bearer token for the user; only its hash is stored. */
export async function issueToken(
  db: Db,
  userId: number,
  ttlDays: number,
  name = 'web',
): Promise<string> {
  const token = newSecret();
  await db.insert(accessTokens).values({
    userId,
    name,
    tokenHash: hashSecret(token),
    expiresAt: new Date(Date.now() + ttlDays * DAY_MS),
  });
  return token;
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
