import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider) on localhost, standing in for Google in tests:
 * discovery, authorization with its own login and consent pages, PKCE, token endpoint, JWKS.
 * Any login name is accepted; the account's e-mail is `{login}@example.org` (verified) unless
 * `accounts` says otherwise.
 */
export interface TestOidcProvider {
  issuer: string;
  close(): Promise<void>;
}

export interface AccountClaims {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export async function startOidcProvider(options: {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  port?: number;
  accounts?: Record<string, AccountClaims>;
}): Promise<TestOidcProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://localhost:${port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google: the ID token itself carries the e-mail and name.
    conformIdTokenClaims: false,
    cookies: { keys: ['test-only-cookie-key'] },
    pkce: { required: () => true },
    async findAccount(_ctx, sub) {
      const claims = options.accounts?.[sub] ?? {};
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: claims.email ?? `${sub}@example.org`,
            email_verified: claims.email_verified ?? true,
            name: claims.name ?? `Test ${sub}`,
          };
        },
      };
    },
  });
  // Quiet the development-interactions warning noise in test output.
  provider.on('server_error', (_ctx: unknown, err: Error) => console.error('oidc-provider', err));
  server.on('request', provider.callback());

  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Walks the provider's own login and consent pages the way a browser would (cookies, redirects,
 * form posts) and returns the URL the provider finally sends the browser to: the redirect URI
 * with `code` and `state`, or with `error`.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  login: string,
  redirectUri: string,
): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  let url = authorizationUrl;
  let init: RequestInit = { method: 'GET' };
  for (let step = 0; step < 20; step++) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers ?? {}), cookie: cookieHeader() },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!.trim(), value.join('='));
    }
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.href.startsWith(redirectUri)) return next;
      url = next.href;
      init = { method: 'GET' };
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action)
      throw new Error(
        `provider page without a form (status ${response.status}): ${html.slice(0, 300)}`,
      );
    const form = new URLSearchParams();
    for (const [, attributes] of html.matchAll(/<input([^>]*)>/g)) {
      const name = /name="([^"]+)"/.exec(attributes!)?.[1];
      if (name) form.set(name, /value="([^"]*)"/.exec(attributes!)?.[1] ?? '');
    }
    if (form.has('login')) form.set('login', login);
    if (form.has('password')) form.set('password', 'any-password');
    url = new URL(action.replaceAll('&amp;', '&'), url).href;
    init = {
      method: 'POST',
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  throw new Error('the provider did not send the browser back');
}
