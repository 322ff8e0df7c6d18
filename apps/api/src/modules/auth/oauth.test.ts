import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from '../../../test/helpers';
import {
  signInAtProvider,
  startOidcProvider,
  type TestOidcProvider,
} from '../../../test/oidc-provider';
import { users } from '../../db/schema';

const api = (path: string) => `/pifworld/api/v1${path}`;
const APP_URL = 'http://localhost:5173';
const GOOGLE_CALLBACK = `${APP_URL}/auth/google/callback`;
const FACEBOOK_CALLBACK = `${APP_URL}/auth/facebook/callback`;

let provider: TestOidcProvider;
let graph: Server;
let graphUrl: string;
let t: TestApp;

/** Facebook's Graph API at the edge of the system: code -> token -> /me. */
function startFakeGraph(): Promise<void> {
  graph = createServer((req, res) => {
    const url = new URL(req.url!, 'http://localhost');
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/oauth/access_token') {
      const ok =
        url.searchParams.get('client_id') === 'fb-client' &&
        url.searchParams.get('client_secret') === 'fb-secret' &&
        url.searchParams.get('redirect_uri') === FACEBOOK_CALLBACK &&
        url.searchParams.get('code')?.startsWith('good');
      res.statusCode = ok ? 200 : 400;
      res.end(
        JSON.stringify(
          ok
            ? { access_token: `token-for-${url.searchParams.get('code')}` }
            : { error: 'bad code' },
        ),
      );
      return;
    }
    if (url.pathname === '/me') {
      const token = url.searchParams.get('access_token') ?? '';
      const proof = createHmac('sha256', 'fb-secret').update(token).digest('hex');
      if (url.searchParams.get('appsecret_proof') !== proof) {
        res.statusCode = 400;
        res.end(JSON.stringify({ error: 'bad proof' }));
        return;
      }
      const withEmail = !token.includes('no-email');
      res.end(
        JSON.stringify({
          id: `fb-${token}`,
          name: 'Fenna Bakker',
          ...(withEmail ? { email: 'Fenna@Example.org' } : {}),
        }),
      );
      return;
    }
    res.statusCode = 404;
    res.end('{}');
  });
  return new Promise((resolve) =>
    graph.listen(0, '127.0.0.1', () => {
      graphUrl = `http://127.0.0.1:${(graph.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

beforeAll(async () => {
  provider = await startOidcProvider({
    clientId: 'pifworld-test',
    clientSecret: 'pifworld-test-secret',
    redirectUris: [GOOGLE_CALLBACK, 'http://localhost:5173/test-client'],
    accounts: { unverified: { email: 'taken@example.org', email_verified: false } },
  });
  await startFakeGraph();
  t = await createTestApp({
    config: {
      APP_URL,
      GOOGLE_CLIENT_ID: 'pifworld-test',
      GOOGLE_CLIENT_SECRET: 'pifworld-test-secret',
      GOOGLE_ISSUER: provider.issuer,
      FACEBOOK_CLIENT_ID: 'fb-client',
      FACEBOOK_CLIENT_SECRET: 'fb-secret',
      FACEBOOK_AUTH_URL: `${graphUrl}/dialog/oauth`,
      FACEBOOK_GRAPH_URL: graphUrl,
    },
  });
}, 30_000);

afterAll(async () => {
  await t.close();
  await provider.close();
  await new Promise((resolve) => graph.close(resolve));
});

/** A browser: it keeps the cookies the API sets, and sends them back. */
function newBrowser() {
  let cookie: string | undefined;
  const cookies = (): Record<string, string> => (cookie ? { cookie } : {});
  return {
    async redirect(
      provider: 'google' | 'facebook' = 'google',
      { query = '', headers = {} }: { query?: string; headers?: Record<string, string> } = {},
    ): Promise<string> {
      const res = await t.app.inject({
        url: api(`/auth/${provider}/redirect${query}`),
        headers: { ...headers, ...cookies() },
      });
      expect(res.statusCode).toBe(200);
      const set = res.headers['set-cookie'];
      expect(set).toMatch(/^pifworld_oauth_browser=[\w-]{43}; Path=\/pifworld\/api\/v1\/auth; /);
      expect(set).toMatch(/; HttpOnly; SameSite=Lax/);
      cookie = String(set).split(';')[0];
      return res.json().url;
    },
    callback(provider: 'google' | 'facebook', search: string, headers = {}) {
      return t.app.inject({
        url: api(`/auth/${provider}/callback${search}`),
        headers: { ...headers, ...cookies() },
      });
    },
  };
}

const browser = newBrowser();
const googleRedirect = () => browser.redirect('google');
const finishGoogle = (callback: URL, headers: Record<string, string> = {}) =>
  browser.callback('google', callback.search, headers);

describe('GET /auth/providers', () => {
  it('tells which providers are configured', async () => {
    expect((await t.app.inject({ url: api('/auth/providers') })).json()).toMatchObject({
      google: true,
      facebook: true,
    });
    const bare = await createTestApp();
    try {
      expect((await bare.app.inject({ url: api('/auth/providers') })).json()).toMatchObject({
        google: false,
        facebook: false,
      });
      const res = await bare.app.inject({ url: api('/auth/google/redirect') });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ message: 'Google sign-in is not available right now.' });
    } finally {
      await bare.close();
    }
  });
});

describe('Google sign-in (OpenID Connect code flow with PKCE)', () => {
  it('sends the browser to the issuer with state, nonce and an S256 PKCE challenge', async () => {
    const url = new URL(await googleRedirect());
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('client_id')).toBe('pifworld-test');
    expect(url.searchParams.get('redirect_uri')).toBe(GOOGLE_CALLBACK);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('nonce')).toBeTruthy();
  });

  it('creates an account on first sign-in, finds it again next time, and refuses a replayed callback', async () => {
    const callback = await signInAtProvider(await googleRedirect(), 'ada', GOOGLE_CALLBACK);
    expect(callback.searchParams.get('code')).toBeTruthy();

    const first = await finishGoogle(callback, { 'accept-language': 'nl' });
    expect(first.statusCode).toBe(200);
    const { token, user } = first.json();
    expect(user).toMatchObject({
      email: 'ada@example.org',
      name: 'Test ada',
      has_password: false,
      locale: 'nl',
    });
    expect(
      (await t.app.inject({ url: api(`/user/${user.id}`), headers: bearer(token) })).json().user
        .email,
    ).toBe('ada@example.org');

    const replay = await finishGoogle(callback);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ message: expect.any(String), error: 'invalid_state' });

    const again = await finishGoogle(
      await signInAtProvider(await googleRedirect(), 'ada', GOOGLE_CALLBACK),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).toBe(user.id);
  });

  it('links a verified Google address to the existing account that confirmed that address', async () => {
    const { user } = await signUp(t.app, { email: 'grace@example.org' });
    const res = await finishGoogle(
      await signInAtProvider(await googleRedirect(), 'grace', GOOGLE_CALLBACK),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      id: user.id,
      has_password: true,
      linked_providers: ['google'],
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.googleId).toBe('grace');
  });

  it("gives an account opened with someone else's address to its owner, proven by Google (pre-takeover)", async () => {
    // Someone opens an account with the owner's address first, and keeps its password.
    const early = await signUp(
      t.app,
      { email: 'hopper@example.org', password: 'squatter-password-1' },
      { confirmed: false },
    );
    // The owner signs in with Google, which vouches for the address.
    const res = await finishGoogle(
      await signInAtProvider(await googleRedirect(), 'hopper', GOOGLE_CALLBACK),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      id: early.user.id,
      email: 'hopper@example.org',
      has_password: false,
      email_confirmed: true,
    });
    // Whoever was there first has no way in left: not the password, not the session.
    const login = await t.app.inject({
      method: 'POST',
      url: api('/login'),
      payload: { email: 'hopper@example.org', password: 'squatter-password-1' },
    });
    expect(login.statusCode).toBe(401);
    const session = await t.app.inject({
      url: api(`/user/${early.user.id}`),
      headers: bearer(early.token),
    });
    expect(session.statusCode).toBe(401);
  });

  it('does not hand an existing account to an unverified address, and says how to link it', async () => {
    const { user } = await signUp(t.app, { email: 'taken@example.org' });
    for (const lang of ['en', 'nl']) {
      const res = await finishGoogle(
        await signInAtProvider(await googleRedirect(), 'unverified', GOOGLE_CALLBACK),
        { 'accept-language': lang },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'auth_failed',
        message:
          lang === 'en'
            ? 'An account with this e-mail address already exists. Sign in with your password, then link Google in your settings.'
            : 'Er bestaat al een account met dit e-mailadres. Log in met je wachtwoord en koppel daarna Google in je instellingen.',
      });
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.googleId).toBeNull();
  });

  it('answers invalid_state for an unknown state and google_auth_failed when the provider reports an error', async () => {
    const unknown = await browser.callback('google', '?code=abc&state=not-a-state-we-made');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('invalid_state');

    const state = new URL(await googleRedirect()).searchParams.get('state');
    const denied = await browser.callback('google', `?error=access_denied&state=${state}`);
    expect(denied.statusCode).toBe(400);
    expect(denied.json().error).toBe('google_auth_failed');

    const forgedState = new URL(await googleRedirect()).searchParams.get('state');
    const badCode = await browser.callback('google', `?code=forged&state=${forgedState}`);
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().error).toBe('google_auth_failed');
  });

  it('signs in with an ID token issued for this client, and refuses a tampered one', async () => {
    // The browser-side flow (Google Identity Services) ends with an ID token; get one from the provider.
    const config = await oidc.discovery(
      new URL(provider.issuer),
      'pifworld-test',
      'pifworld-test-secret',
      undefined,
      {
        execute: [oidc.allowInsecureRequests],
      },
    );
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const authUrl = oidc.buildAuthorizationUrl(config, {
      redirect_uri: 'http://localhost:5173/test-client',
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });
    const back = await signInAtProvider(
      authUrl.href,
      'idtoken-user',
      'http://localhost:5173/test-client',
    );
    const tokens = await oidc.authorizationCodeGrant(config, back, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    const idToken = tokens.id_token!;

    const ok = await t.app.inject({
      method: 'POST',
      url: api('/auth/google'),
      payload: { token: idToken },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe('idtoken-user@example.org');

    const [header, payload, signature] = idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = [
      header,
      Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url'),
      signature,
    ].join('.');
    const bad = await t.app.inject({
      method: 'POST',
      url: api('/auth/google'),
      payload: { token: forged },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error).toBe('google_auth_failed');
  });
});

describe('linking Google from the settings', () => {
  const linkRedirect = (token: string) =>
    browser.redirect('google', { query: '?intent=link', headers: bearer(token) });

  it('needs a session, and an address the account confirmed', async () => {
    const anonymous = await t.app.inject({ url: api('/auth/google/redirect?intent=link') });
    expect(anonymous.statusCode).toBe(401);
    const unconfirmed = await signUp(
      t.app,
      { email: 'lovelace@example.org' },
      { confirmed: false },
    );
    for (const lang of ['en', 'nl']) {
      const res = await t.app.inject({
        url: api('/auth/google/redirect?intent=link'),
        headers: { ...bearer(unconfirmed.token), 'accept-language': lang },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        error: 'email_unconfirmed',
        message:
          lang === 'en'
            ? 'Confirm your e-mail address first: open the link we sent you, or ask for a new one.'
            : 'Bevestig eerst je e-mailadres: open de link die we je stuurden, of vraag een nieuwe aan.',
      });
    }
  });

  it('links the Google account to the signed-in account, whatever its address, and keeps the password', async () => {
    const me = await signUp(t.app, { email: 'noether@example.org' });
    const callback = await signInAtProvider(await linkRedirect(me.token), 'emmy', GOOGLE_CALLBACK);
    // The link's callback without the session that started it does nothing.
    const stranger = await browser.callback('google', callback.search);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error).toBe('invalid_state');

    const again = await signInAtProvider(await linkRedirect(me.token), 'emmy', GOOGLE_CALLBACK);
    const res = await browser.callback('google', again.search, bearer(me.token));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      id: me.user.id,
      email: 'noether@example.org',
      has_password: true,
      linked_providers: ['google'],
    });
    // The session moves to a new token; the one it came with ends.
    const renewed = res.json().token as string;
    expect(
      (await t.app.inject({ url: api(`/user/${me.user.id}`), headers: bearer(renewed) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: api(`/user/${me.user.id}`), headers: bearer(me.token) }))
        .statusCode,
    ).toBe(401);
    // Google now signs in to this account.
    const signIn = await finishGoogle(
      await signInAtProvider(await googleRedirect(), 'emmy', GOOGLE_CALLBACK),
    );
    expect(signIn.json().user.id).toBe(me.user.id);
  });

  it('leaves a Google account linked to another account where it is', async () => {
    const other = await signUp(t.app, { email: 'curie@example.org' });
    const first = await signInAtProvider(await linkRedirect(other.token), 'marie', GOOGLE_CALLBACK);
    expect((await browser.callback('google', first.search, bearer(other.token))).statusCode).toBe(
      200,
    );

    const me = await signUp(t.app, { email: 'meitner@example.org' });
    const second = await signInAtProvider(await linkRedirect(me.token), 'marie', GOOGLE_CALLBACK);
    const res = await browser.callback('google', second.search, bearer(me.token));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'auth_failed',
      message: 'This Google account is already linked to another account.',
    });
  });
});

describe('Facebook sign-in (OAuth 2.0)', () => {
  it('sends the browser to the dialog with a state and finishes with the Graph API', async () => {
    const url = new URL(await browser.redirect('facebook'));
    expect(url.origin + url.pathname).toBe(`${graphUrl}/dialog/oauth`);
    expect(url.searchParams.get('redirect_uri')).toBe(FACEBOOK_CALLBACK);
    const state = url.searchParams.get('state');

    const done = await browser.callback('facebook', `?code=good-1&state=${state}`);
    expect(done.statusCode).toBe(200);
    expect(done.json().user).toMatchObject({
      email: 'fenna@example.org',
      name: 'Fenna Bakker',
      has_password: false,
    });

    const replay = await browser.callback('facebook', `?code=good-1&state=${state}`);
    expect(replay.json().error).toBe('invalid_state');
  });

  it('fails clearly without an e-mail address or with a bad code', async () => {
    const stateFor = async () =>
      new URL(await browser.redirect('facebook')).searchParams.get('state');
    const noEmail = await browser.callback(
      'facebook',
      `?code=good-no-email&state=${await stateFor()}`,
    );
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error).toBe('auth_failed');
    const badCode = await browser.callback('facebook', `?code=bad&state=${await stateFor()}`);
    expect(badCode.json().error).toBe('facebook_auth_failed');
  });
});

describe('a sign-in started in one browser', () => {
  it('cannot be finished in another (sign-in CSRF), for Google and for Facebook', async () => {
    const attacker = newBrowser();
    const victim = newBrowser();
    // The victim has a sign-in cookie of their own from an earlier visit.
    await victim.redirect('google');

    // Google: the attacker starts, signs in at the provider as themselves, and sends the link.
    const google = await signInAtProvider(
      await attacker.redirect('google'),
      'mallory',
      GOOGLE_CALLBACK,
    );
    for (const headers of [{}, { cookie: 'pifworld_oauth_browser=forged' }]) {
      const res = await t.app.inject({
        url: api(`/auth/google/callback${google.search}`),
        headers,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('invalid_state');
    }
    const victimGoogle = await victim.callback('google', google.search);
    expect(victimGoogle.statusCode).toBe(400);
    expect(victimGoogle.json().error).toBe('invalid_state');

    // Facebook, the same.
    const state = new URL(await attacker.redirect('facebook')).searchParams.get('state');
    const victimFacebook = await victim.callback('facebook', `?code=good-attacker&state=${state}`);
    expect(victimFacebook.statusCode).toBe(400);
    expect(victimFacebook.json().error).toBe('invalid_state');

    // Nothing was signed in, and the attacker's own browser still can finish what it started.
    expect(
      await t.database.db.select().from(users).where(eq(users.email, 'mallory@example.org')),
    ).toEqual([]);
    expect((await attacker.callback('google', google.search)).statusCode).toBe(200);
    const own = await attacker.callback('facebook', `?code=good-attacker&state=${state}`);
    expect(own.statusCode).toBe(200);
  });

  it('can run in two tabs of one browser at once', async () => {
    const tabs = newBrowser();
    const first = await tabs.redirect('google');
    const second = await tabs.redirect('google');
    for (const started of [second, first]) {
      const back = await signInAtProvider(started, 'two-tabs', GOOGLE_CALLBACK);
      expect((await tabs.callback('google', back.search)).statusCode).toBe(200);
    }
  });
});
