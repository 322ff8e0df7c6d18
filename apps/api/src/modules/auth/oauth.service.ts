import { said } from '@app/i18n/codes';
import { createHmac } from 'node:crypto';
import type { OAuthProvider } from '@app/contract';
import type { Language } from '@app/i18n';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { emailConfirmations, oauthStates, users } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { hashSecret, newSecret } from '../../lib/tokens';
import { revokeUserTokens } from './tokens.service';

type UserRow = typeof users.$inferSelect;
type ErrorCode = 'google_auth_failed' | 'facebook_auth_failed' | 'invalid_state' | 'auth_failed';

/** Minutes between starting a sign-in at the provider and coming back. */
const STATE_MINUTES = 10;

export function oauthError(code: ErrorCode, message: string, status = 400): HttpError {
  return new HttpError(status, message, { error: code });
}

const providerFailed = (provider: OAuthProvider) =>
  oauthError(
    provider === 'google' ? 'google_auth_failed' : 'facebook_auth_failed',
    provider === 'google'
      ? said('auth.oauth_failed', { provider: 'Google' })
      : said('auth.oauth_failed', { provider: 'Facebook' }),
  );

export function isConfigured(config: Config, provider: OAuthProvider): boolean {
  return provider === 'google'
    ? Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET)
    : Boolean(config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET);
}

export function redirectUri(config: Config, provider: OAuthProvider): string {
  return `${config.APP_URL}/auth/${provider}/callback`;
}

const discovered = new Map<string, Promise<oidc.Configuration>>();

/** The issuer's OpenID configuration, discovered once per process (a failure is retried later). */
function googleConfiguration(config: Config): Promise<oidc.Configuration> {
  const key = `${config.GOOGLE_ISSUER}|${config.GOOGLE_CLIENT_ID}`;
  let found = discovered.get(key);
  if (!found) {
    const issuer = new URL(config.GOOGLE_ISSUER);
    // Plain http is only ever accepted for a provider on this machine (development and tests).
    const local =
      issuer.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(issuer.hostname);
    found = oidc.discovery(
      issuer,
      config.GOOGLE_CLIENT_ID!,
      config.GOOGLE_CLIENT_SECRET!,
      undefined,
      {
        execute: local ? [oidc.allowInsecureRequests] : [],
      },
    );
    found.catch(() => discovered.delete(key));
    discovered.set(key, found);
  }
  return found;
}

async function saveState(
  db: Db,
  provider: OAuthProvider,
  browser: string,
  codeVerifier: string,
  nonce: string | null,
  linkUserId: number | null,
): Promise<string> {
  const state = newSecret('OAuth state');
  // Clear out sign-ins that were never finished.
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date()));
  await db.insert(oauthStates).values({
    provider,
    stateHash: hashSecret(state),
    browserHash: hashSecret(browser),
    codeVerifier,
    nonce,
    linkUserId,
    expiresAt: new Date(Date.now() + STATE_MINUTES * 60_000),
  });
  return state;
}

const expired = () => oauthError('invalid_state', 'auth.oauth_session_expired');

/**
 * Takes the stored state once, and only in the browser that started the sign-in: a replayed or
 * stale callback finds nothing, and so does a callback link someone else started and sent (the
 * sign-in CSRF that would put the visitor in the sender's account). The state stays for its own
 * browser when another one tries it.
 */
async function consumeState(
  db: Db,
  provider: OAuthProvider,
  state: string | undefined,
  browser: string | undefined,
) {
  if (!state || !browser) throw expired();
  const [row] = await db
    .delete(oauthStates)
    .where(
      and(
        eq(oauthStates.stateHash, hashSecret(state)),
        eq(oauthStates.browserHash, hashSecret(browser)),
        eq(oauthStates.provider, provider),
        gt(oauthStates.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!row) throw expired();
  return row;
}

/**
 * Where to send the browser to sign in (or, with `linkUserId`, to link the provider to that
 * signed-in account); state, PKCE verifier and nonce are kept for the callback, bound to
 * `browser` (the secret of the browser's sign-in cookie).
 */
export async function authorizationUrl(
  db: Db,
  config: Config,
  provider: OAuthProvider,
  browser: string,
  linkUserId: number | null = null,
): Promise<string> {
  if (provider === 'google') {
    const configuration = await googleConfiguration(config).catch(() => {
      throw providerFailed('google');
    });
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const nonce = oidc.randomNonce();
    const state = await saveState(db, 'google', browser, codeVerifier, nonce, linkUserId);
    return oidc
      .buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri(config, 'google'),
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      })
      .toString();
  }
  const state = await saveState(db, 'facebook', browser, '', null, linkUserId);
  const url = new URL(config.FACEBOOK_AUTH_URL);
  url.search = new URLSearchParams({
    client_id: config.FACEBOOK_CLIENT_ID!,
    redirect_uri: redirectUri(config, 'facebook'),
    state,
    scope: 'email,public_profile',
    response_type: 'code',
  }).toString();
  return url.toString();
}

export interface ProviderIdentity {
  provider: OAuthProvider;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

/**
 * Exchanges the code from the callback for the person's identity at the provider, and says
 * which account started it to link the provider (null: a sign-in).
 */
export async function completeSignIn(
  db: Db,
  config: Config,
  provider: OAuthProvider,
  query: { code?: string; state?: string; iss?: string; error?: string },
  browser: string | undefined,
): Promise<ProviderIdentity & { linkUserId: number | null }> {
  if (query.error) throw providerFailed(provider);
  const stored = await consumeState(db, provider, query.state, browser);
  if (!query.code) throw providerFailed(provider);
  const identity = await identityFrom(config, provider, query, stored);
  return { ...identity, linkUserId: stored.linkUserId };
}

async function identityFrom(
  config: Config,
  provider: OAuthProvider,
  query: { code?: string; state?: string; iss?: string },
  stored: { codeVerifier: string; nonce: string | null },
): Promise<ProviderIdentity> {
  if (!query.code) throw providerFailed(provider);

  if (provider === 'google') {
    try {
      const configuration = await googleConfiguration(config);
      const current = new URL(redirectUri(config, 'google'));
      current.search = new URLSearchParams({
        code: query.code,
        state: query.state!,
        ...(query.iss ? { iss: query.iss } : {}),
      }).toString();
      const tokens = await oidc.authorizationCodeGrant(configuration, current, {
        pkceCodeVerifier: stored.codeVerifier,
        expectedState: query.state,
        expectedNonce: stored.nonce ?? undefined,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token claims');
      if (typeof claims.email === 'string') return googleIdentity(claims);
      // Providers that keep the e-mail out of the ID token serve it from the userinfo endpoint.
      const info = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
      return googleIdentity({ ...info, sub: claims.sub });
    } catch {
      throw providerFailed('google');
    }
  }
  return facebookIdentity(config, query.code);
}

function googleIdentity(claims: Record<string, unknown>): ProviderIdentity {
  return {
    provider: 'google',
    subject: String(claims.sub),
    email: typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined,
    emailVerified: claims.email_verified === true,
    name: typeof claims.name === 'string' ? claims.name : undefined,
  };
}

/** Verifies a Google ID token sent by the browser (Google Identity Services) and reads it. */
export async function verifyGoogleIdToken(
  config: Config,
  idToken: string,
): Promise<ProviderIdentity> {
  try {
    const configuration = await googleConfiguration(config);
    const metadata = configuration.serverMetadata();
    const jwks = createRemoteJWKSet(new URL(metadata.jwks_uri!));
    const { payload } = await jwtVerify(idToken, jwks, {
      issuer: metadata.issuer,
      audience: config.GOOGLE_CLIENT_ID!,
    });
    return googleIdentity(payload);
  } catch {
    throw oauthError('google_auth_failed', 'auth.google_token_invalid', 401);
  }
}

/** Plain OAuth 2.0 with Facebook's Graph API: code -> access token -> /me. */
async function facebookIdentity(config: Config, code: string): Promise<ProviderIdentity> {
  try {
    const tokenUrl = new URL(`${config.FACEBOOK_GRAPH_URL}/oauth/access_token`);
    tokenUrl.search = new URLSearchParams({
      client_id: config.FACEBOOK_CLIENT_ID!,
      client_secret: config.FACEBOOK_CLIENT_SECRET!,
      redirect_uri: redirectUri(config, 'facebook'),
      code,
    }).toString();
    const tokenResponse = await fetch(tokenUrl, { signal: AbortSignal.timeout(10_000) });
    if (!tokenResponse.ok) throw new Error(`token endpoint answered ${tokenResponse.status}`);
    const { access_token: accessToken } = (await tokenResponse.json()) as { access_token?: string };
    if (!accessToken) throw new Error('no access token');

    const meUrl = new URL(`${config.FACEBOOK_GRAPH_URL}/me`);
    meUrl.search = new URLSearchParams({
      fields: 'id,name,email',
      access_token: accessToken,
      // Proves the call comes from this app: https://developers.facebook.com/docs/graph-api/securing-requests
      appsecret_proof: createHmac('sha256', config.FACEBOOK_CLIENT_SECRET!)
        .update(accessToken)
        .digest('hex'),
    }).toString();
    const meResponse = await fetch(meUrl, { signal: AbortSignal.timeout(10_000) });
    if (!meResponse.ok) throw new Error(`/me answered ${meResponse.status}`);
    const me = (await meResponse.json()) as { id?: string; name?: string; email?: string };
    if (!me.id) throw new Error('no id');
    return {
      provider: 'facebook',
      subject: me.id,
      email: me.email?.toLowerCase(),
      // Facebook only returns addresses it has confirmed.
      emailVerified: Boolean(me.email),
      name: me.name,
    };
  } catch {
    throw providerFailed('facebook');
  }
}

const providerName = (provider: OAuthProvider) => (provider === 'google' ? 'Google' : 'Facebook');

const identityColumn = (provider: OAuthProvider) =>
  provider === 'google' ? users.googleId : users.facebookId;

const linkOf = (identity: ProviderIdentity) =>
  identity.provider === 'google'
    ? { googleId: identity.subject }
    : { facebookId: identity.subject };

/**
 * The account for a provider identity: the one already linked to it; else a new account
 * without a password (proven when the provider vouches for the address). An account that
 * already has the address is linked only when both sides proved it: the provider vouches for it
 * and the account confirmed it. An account that never confirmed it may have been opened by
 * someone else with the owner's address (to be there first): the owner, proven by the provider,
 * takes it over, and its password and sessions stop working. Otherwise the person signs in with
 * their password and links the provider in their settings.
 */
export async function findOrCreateUser(
  db: Db,
  identity: ProviderIdentity,
  locale: Language,
): Promise<UserRow> {
  const [linked] = await db
    .select()
    .from(users)
    .where(eq(identityColumn(identity.provider), identity.subject));
  if (linked) return linked;
  if (!identity.email) {
    throw oauthError('auth_failed', 'auth.oauth_no_email');
  }
  const [existing] = await db.select().from(users).where(eq(users.email, identity.email));
  if (existing) {
    if (!identity.emailVerified) {
      throw oauthError(
        'auth_failed',
        said('auth.oauth_account_exists', { provider: providerName(identity.provider) }),
      );
    }
    if (existing.emailConfirmedAt) {
      const [updated] = await db
        .update(users)
        .set(linkOf(identity))
        .where(eq(users.id, existing.id))
        .returning();
      return updated!;
    }
    return db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(users)
        .set({
          ...linkOf(identity),
          emailConfirmedAt: new Date(),
          passwordHash: null,
          pendingEmail: null,
        })
        .where(eq(users.id, existing.id))
        .returning();
      await tx
        .update(emailConfirmations)
        .set({ usedAt: new Date() })
        .where(and(eq(emailConfirmations.userId, existing.id), isNull(emailConfirmations.usedAt)));
      await revokeUserTokens(tx, existing.id);
      return claimed!;
    });
  }
  const [created] = await db
    .insert(users)
    .values({
      name: identity.name ?? identity.email.split('@')[0]!,
      email: identity.email,
      emailConfirmedAt: identity.emailVerified ? new Date() : null,
      locale,
      ...linkOf(identity),
    })
    .returning();
  return created!;
}

/**
 * Links a provider identity to the signed-in account that asked for it in its settings (its
 * address proven: checked when it started). An identity already linked to another account
 * stays there.
 */
export async function linkIdentity(
  db: Db,
  user: UserRow,
  identity: ProviderIdentity,
): Promise<UserRow> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(identityColumn(identity.provider), identity.subject));
  if (other && other.id !== user.id) {
    throw oauthError(
      'auth_failed',
      said('auth.oauth_linked_elsewhere', { provider: providerName(identity.provider) }),
    );
  }
  const [updated] = await db
    .update(users)
    .set(linkOf(identity))
    .where(eq(users.id, user.id))
    .returning();
  return updated!;
}
