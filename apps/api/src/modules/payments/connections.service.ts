import { and, eq, gt, sql } from 'drizzle-orm';
import { mollieConnections, mollieConnectStates } from '../../db/schema';
import { hashSecret, newSecret } from '../../lib/tokens';
import type { OAuthTokens } from '../../payment-gateways/gateway';
import type { Db } from '../../db/client';
import type { Payments } from '../../payment-gateways';

/** What the Connect services use: the database, and the provider's Connect client and sealing. */
export interface ConnectionsContext {
  db: Db;
  payments: Pick<Payments, 'connect' | 'secrets'>;
}

/** How long an owner has to grant access at the provider. */
const STATE_MINUTES = 15;
/** Renew an access token this long before it expires. */
const REFRESH_MARGIN_MS = 2 * 60 * 1000;

/** Starts Connect for a non-profit its owner manages: a one-time state bound to both. */
export async function startConnect(
  ctx: ConnectionsContext,
  userId: number,
  nonprofitId: number,
): Promise<string> {
  const state = newSecret('Mollie Connect state');
  await ctx.db.insert(mollieConnectStates).values({
    stateHash: hashSecret(state),
    userId,
    nonprofitId,
    expiresAt: new Date(Date.now() + STATE_MINUTES * 60 * 1000),
  });
  return ctx.payments.connect.authorizationUrl(state);
}

/** Takes a state once: the user and non-profit it was issued for, or null (unknown, used, expired). */
export async function consumeConnectState(ctx: ConnectionsContext, state: string) {
  const [row] = await ctx.db
    .delete(mollieConnectStates)
    .where(
      and(
        eq(mollieConnectStates.stateHash, hashSecret(state)),
        gt(mollieConnectStates.expiresAt, new Date()),
      ),
    )
    .returning({
      userId: mollieConnectStates.userId,
      nonprofitId: mollieConnectStates.nonprofitId,
    });
  return row ?? null;
}

/** Stores (or replaces) a non-profit's connection; tokens are sealed with APP_KEY. */
export async function saveConnection(
  ctx: ConnectionsContext,
  values: {
    nonprofitId: number;
    userId: number;
    tokens: OAuthTokens;
    organizationId: string;
    profileId: string;
  },
): Promise<void> {
  const { secrets } = ctx.payments;
  const row = {
    nonprofitId: values.nonprofitId,
    connectedByUserId: values.userId,
    organizationId: values.organizationId,
    profileId: values.profileId,
    accessTokenEncrypted: secrets.seal(values.tokens.accessToken),
    refreshTokenEncrypted: secrets.seal(values.tokens.refreshToken),
    accessTokenExpiresAt: values.tokens.expiresAt,
  };
  await ctx.db
    .insert(mollieConnections)
    .values(row)
    .onConflictDoUpdate({
      target: mollieConnections.nonprofitId,
      set: { ...row, createdAt: sql`now()`, updatedAt: sql`now()` },
    });
}

export async function connectionStatus(ctx: ConnectionsContext, nonprofitId: number) {
  const [row] = await ctx.db
    .select({ createdAt: mollieConnections.createdAt })
    .from(mollieConnections)
    .where(eq(mollieConnections.nonprofitId, nonprofitId));
  return { connected: Boolean(row), connected_at: row?.createdAt.toISOString() ?? null };
}

/**
 * The account a connected non-profit receives payments on: its access token (renewed with the
 * refresh token when about to expire) and profile. Null when it is not connected.
 */
export async function connectedAccountFor(
  ctx: ConnectionsContext,
  nonprofitId: number,
): Promise<{ accessToken: string; profileId: string } | null> {
  const [row] = await ctx.db
    .select()
    .from(mollieConnections)
    .where(eq(mollieConnections.nonprofitId, nonprofitId));
  if (!row?.profileId) return null;
  const { secrets, connect } = ctx.payments;
  if (row.accessTokenExpiresAt.getTime() - Date.now() > REFRESH_MARGIN_MS) {
    return { accessToken: secrets.open(row.accessTokenEncrypted), profileId: row.profileId };
  }
  const tokens = await connect.refresh(secrets.open(row.refreshTokenEncrypted));
  await ctx.db
    .update(mollieConnections)
    .set({
      accessTokenEncrypted: secrets.seal(tokens.accessToken),
      refreshTokenEncrypted: secrets.seal(tokens.refreshToken),
      accessTokenExpiresAt: tokens.expiresAt,
      updatedAt: new Date(),
    })
    .where(eq(mollieConnections.id, row.id));
  return { accessToken: tokens.accessToken, profileId: row.profileId };
}

/** Forgets the non-profit's connected account (its tokens); donations go to the platform's. */
export async function disconnect(ctx: ConnectionsContext, nonprofitId: number): Promise<void> {
  await ctx.db.delete(mollieConnections).where(eq(mollieConnections.nonprofitId, nonprofitId));
}
