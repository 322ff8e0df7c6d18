import { createMollieClient, type Profile } from '@mollie/api-client';
import { type ConnectProvider, GatewayError, type OAuthTokens } from './gateway';

/**
 * Mollie Connect: a non-profit grants the platform access to its own Mollie account
 * (https://docs.mollie.com/reference/authorize), and the platform trades the code for tokens
 * (https://docs.mollie.com/reference/oauth-generate-tokens). The token endpoint is called with
 * fetch because the api-client's OAuth binder has a fixed URL, and ours is configurable.
 */

export interface MollieConnectOptions {
  clientId: string;
  clientSecret: string;
  /** e.g. https://my.mollie.com/oauth2/authorize */
  authorizeUrl: string;
  /** e.g. https://api.mollie.com/oauth2/tokens */
  tokenUrl: string;
  /** Our callback; must match the one registered with the Mollie app. */
  redirectUri: string;
  /** e.g. https://api.mollie.com/v2/ */
  apiEndpoint: string;
  /** Test mode: any profile will do; live mode prefers a verified one. */
  testmode: boolean;
}

/** What the platform needs: read the organisation and its profiles, create and read payments. */
export const mollieScopes =
  'organizations.read profiles.read payments.read payments.write refunds.read';

const tokenTimeoutMs = 15_000;

/** Query string with %20 for spaces, as in Mollie's own examples (not form-style '+'). */
function query(params: Record<string, string>): string {
  return Object.entries(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}

function readTokens(body: unknown, now: number): OAuthTokens {
  const tokens = body as {
    access_token?: unknown;
    refresh_token?: unknown;
    expires_in?: unknown;
  } | null;
  if (
    typeof tokens?.access_token !== 'string' ||
    typeof tokens.refresh_token !== 'string' ||
    typeof tokens.expires_in !== 'number' ||
    !Number.isFinite(tokens.expires_in)
  ) {
    throw new GatewayError('Mollie token endpoint answered without the expected tokens');
  }
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    expiresAt: new Date(now + tokens.expires_in * 1000),
  };
}

export function createMollieConnect(options: MollieConnectOptions): ConnectProvider {
  const { clientId, clientSecret, authorizeUrl, tokenUrl, redirectUri, apiEndpoint, testmode } =
    options;
  const basicAuth = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;

  async function requestTokens(form: Record<string, string>): Promise<OAuthTokens> {
    const now = Date.now();
    let response: Response;
    try {
      response = await fetch(tokenUrl, {
        method: 'POST',
        headers: {
          Authorization: basicAuth,
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: query(form),
        signal: AbortSignal.timeout(tokenTimeoutMs),
      });
    } catch (error) {
      throw new GatewayError('Mollie token endpoint could not be reached', error);
    }
    if (!response.ok) {
      // The body may name the code or token that was refused: keep it out of the message.
      await response.body?.cancel();
      throw new GatewayError(`Mollie token endpoint refused the request (HTTP ${response.status})`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new GatewayError('Mollie token endpoint answered something that is not JSON', error);
    }
    return readTokens(body, now);
  }

  return {
    name: 'mollie',

    authorizationUrl(state: string): string {
      const url = new URL(authorizeUrl);
      const params = query({
        client_id: clientId,
        redirect_uri: redirectUri,
        state,
        scope: mollieScopes,
        response_type: 'code',
        approval_prompt: 'auto',
      });
      url.search = url.search ? `${url.search}&${params}` : params;
      return url.toString();
    },

    exchangeCode(code: string): Promise<OAuthTokens> {
      return requestTokens({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
    },

    refresh(refreshToken: string): Promise<OAuthTokens> {
      // Mollie requires redirect_uri on a refresh when the code exchange sent one (it does).
      return requestTokens({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        redirect_uri: redirectUri,
      });
    },

    async account(accessToken: string): Promise<{ organizationId: string; profileId: string }> {
      let organizationId: string;
      let profiles: Profile[];
      try {
        const client = createMollieClient({ accessToken, apiEndpoint });
        const [organization, page] = await Promise.all([
          client.organizations.getCurrent(),
          client.profiles.page(),
        ]);
        organizationId = organization.id;
        profiles = [...page];
      } catch (error) {
        const status = (error as { statusCode?: unknown } | null)?.statusCode;
        const detail = typeof status === 'number' ? ` (HTTP ${status})` : ' (no answer)';
        throw new GatewayError(`Mollie account lookup failed${detail}`, error);
      }
      // Live payments need a verified profile; an unverified one can take test payments only.
      const profile = testmode
        ? profiles[0]
        : (profiles.find((p) => p.status === 'verified') ?? profiles[0]);
      if (!profile) throw new GatewayError('The Mollie organisation has no website profile yet');
      return { organizationId, profileId: profile.id };
    },
  };
}
