import nock from 'nock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { interceptTheWire } from '../../test/wire';
import { GatewayError } from './gateway';
import { createMollieConnect, type MollieConnectOptions } from './mollie-connect';

// Mollie Connect at the edge, intercepted on the wire and checked against
// https://docs.mollie.com/reference/authorize, .../oauth-generate-tokens,
// .../get-current-organization and .../list-profiles.
const apiOrigin = 'https://api.mollie.com';
const options: MollieConnectOptions = {
  clientId: 'app_j9Pakf56Ajta6Y65AkdTtAv',
  clientSecret: 'S5lTvMDTjl95HGnwYmsszDtbMp8QBE2lLcRJbD7I',
  authorizeUrl: 'https://my.mollie.com/oauth2/authorize',
  tokenUrl: `${apiOrigin}/oauth2/tokens`,
  redirectUri: 'https://pifworld.example/pifworld/api/v1/payments/connect/callback',
  apiEndpoint: `${apiOrigin}/v2/`,
  testmode: false,
};
const connect = createMollieConnect(options);
const accessToken = 'access_46EUJ6x8jFJZZeAvhNH4JVey6qVpqR';
const halJson = { 'Content-Type': 'application/hal+json' };
// "Basic " + base64(client_id + ":" + client_secret), as the docs spell it out.
const basicAuth =
  'Basic YXBwX2o5UGFrZjU2QWp0YTZZNjVBa2RUdEF2OlM1bFR2TURUamw5NUhHbndZbXNzekR0Yk1wOFFCRTJsTGNSSmJEN0k=';

/** The token endpoint, accepting only the app's Basic credentials and a form body. */
function tokenEndpoint() {
  return nock(apiOrigin, {
    reqheaders: {
      authorization: basicAuth,
      'content-type': 'application/x-www-form-urlencoded',
    },
  });
}

const tokenAnswer = {
  access_token: accessToken,
  refresh_token: 'refresh_FS4xc3Mgci2xQ5s5DzaLXh3HhaTZOP',
  expires_in: 3600,
  token_type: 'bearer',
  scope: 'organizations.read profiles.read payments.read payments.write refunds.read',
};

function profile(id: string, status: 'verified' | 'unverified', name: string) {
  return {
    resource: 'profile',
    id,
    mode: status === 'verified' ? 'live' : 'test',
    name,
    website: 'https://voorbeeld.example',
    email: 'info@voorbeeld.example',
    phone: '+31208202070',
    businessCategory: 'CHARITY_AND_DONATIONS',
    status,
    createdAt: '2026-01-10T12:06:04+00:00',
    _links: {
      self: { href: `${apiOrigin}/v2/profiles/${id}`, type: 'application/hal+json' },
      dashboard: {
        href: `https://www.mollie.com/dashboard/org_123456789/settings/profiles/${id}`,
        type: 'text/html',
      },
    },
  };
}

/** GET /v2/organizations/me and GET /v2/profiles with the organisation's token. */
function accountApi(profiles: ReturnType<typeof profile>[]) {
  return nock(apiOrigin, { reqheaders: { authorization: `Bearer ${accessToken}` } })
    .get('/v2/organizations/me')
    .reply(
      200,
      {
        resource: 'organization',
        id: 'org_123456789',
        name: 'Stichting Voorbeeld',
        email: 'info@voorbeeld.example',
        locale: 'nl_NL',
        address: {
          streetAndNumber: 'Keizersgracht 126',
          postalCode: '1015 CW',
          city: 'Amsterdam',
          country: 'NL',
        },
        registrationNumber: '30204462',
        vatNumber: null,
        _links: {
          self: { href: `${apiOrigin}/v2/organizations/me`, type: 'application/hal+json' },
        },
      },
      halJson,
    )
    .get('/v2/profiles')
    .reply(
      200,
      {
        count: profiles.length,
        _embedded: { profiles },
        _links: {
          self: { href: `${apiOrigin}/v2/profiles?limit=50`, type: 'application/hal+json' },
          previous: null,
          next: null,
          documentation: {
            href: 'https://docs.mollie.com/reference/list-profiles',
            type: 'text/html',
          },
        },
      },
      halJson,
    );
}

interceptTheWire();
afterEach(() => {
  vi.useRealTimers();
  const pending = nock.pendingMocks();
  nock.cleanAll();
  expect(pending).toEqual([]);
});

describe('authorizationUrl', () => {
  it("builds Mollie's authorize URL with the documented parameters", () => {
    expect(connect.authorizationUrl('st_8f3a9c')).toBe(
      'https://my.mollie.com/oauth2/authorize' +
        '?client_id=app_j9Pakf56Ajta6Y65AkdTtAv' +
        '&redirect_uri=https%3A%2F%2Fpifworld.example%2Fpifworld%2Fapi%2Fv1%2Fpayments%2Fconnect%2Fcallback' +
        '&state=st_8f3a9c' +
        '&scope=organizations.read%20profiles.read%20payments.read%20payments.write%20refunds.read' +
        '&response_type=code' +
        '&approval_prompt=auto',
    );
  });

  it('escapes the state so it cannot add parameters', () => {
    const url = new URL(connect.authorizationUrl('a&scope=x y'));
    expect(url.searchParams.get('state')).toBe('a&scope=x y');
    expect(url.searchParams.getAll('scope')).toEqual([
      'organizations.read profiles.read payments.read payments.write refunds.read',
    ]);
  });
});

describe('token endpoint', () => {
  it('exchanges a code: Basic auth, form body, expiry from expires_in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-01T10:00:00.000Z'));
    // The raw body as it went over the wire (a body matcher would see it parsed).
    let sent: unknown;
    tokenEndpoint()
      .post('/oauth2/tokens')
      .reply((_uri, body) => {
        sent = body;
        return [200, tokenAnswer, { 'Content-Type': 'application/json; charset=utf-8' }];
      });

    await expect(connect.exchangeCode('auth_IbyEKUrXmGW1J8hPg6Ciyo4aaU6OAu')).resolves.toEqual({
      accessToken,
      refreshToken: 'refresh_FS4xc3Mgci2xQ5s5DzaLXh3HhaTZOP',
      expiresAt: new Date('2026-05-01T11:00:00.000Z'),
    });
    expect(sent).toBe(
      'grant_type=authorization_code' +
        '&code=auth_IbyEKUrXmGW1J8hPg6Ciyo4aaU6OAu' +
        '&redirect_uri=https%3A%2F%2Fpifworld.example%2Fpifworld%2Fapi%2Fv1%2Fpayments%2Fconnect%2Fcallback',
    );
  });

  it('refreshes: grant_type=refresh_token, with the redirect_uri the code exchange sent', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-01T10:00:00.000Z'));
    let sent: unknown;
    tokenEndpoint()
      .post('/oauth2/tokens')
      .reply((_uri, body) => {
        sent = body;
        return [
          200,
          { ...tokenAnswer, access_token: 'access_NewOneAfterRefresh1234', expires_in: 1800 },
        ];
      });

    await expect(connect.refresh('refresh_FS4xc3Mgci2xQ5s5DzaLXh3HhaTZOP')).resolves.toEqual({
      accessToken: 'access_NewOneAfterRefresh1234',
      refreshToken: 'refresh_FS4xc3Mgci2xQ5s5DzaLXh3HhaTZOP',
      expiresAt: new Date('2026-05-01T10:30:00.000Z'),
    });
    expect(sent).toBe(
      'grant_type=refresh_token' +
        '&refresh_token=refresh_FS4xc3Mgci2xQ5s5DzaLXh3HhaTZOP' +
        '&redirect_uri=https%3A%2F%2Fpifworld.example%2Fpifworld%2Fapi%2Fv1%2Fpayments%2Fconnect%2Fcallback',
    );
  });

  it('throws a GatewayError when Mollie refuses the code (400), without code or secret', async () => {
    tokenEndpoint().post('/oauth2/tokens').reply(400, {
      error: 'invalid_grant',
      error_description: 'The authorization code auth_Expired123 is invalid.',
    });

    const error = await connect.exchangeCode('auth_Expired123').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as Error).message).toBe('Mollie token endpoint refused the request (HTTP 400)');
    expect((error as Error).message).not.toContain('auth_Expired123');
    expect((error as Error).message).not.toContain(options.clientSecret);
  });

  it('throws a GatewayError when the answer is not JSON', async () => {
    tokenEndpoint()
      .post('/oauth2/tokens')
      .reply(200, '<html>Maintenance</html>', { 'Content-Type': 'text/html' });

    await expect(connect.refresh('refresh_x')).rejects.toThrow(
      new GatewayError('Mollie token endpoint answered something that is not JSON'),
    );
  });

  it('throws a GatewayError when the JSON has no tokens', async () => {
    tokenEndpoint().post('/oauth2/tokens').reply(200, { token_type: 'bearer' });

    await expect(connect.exchangeCode('auth_x')).rejects.toBeInstanceOf(GatewayError);
  });
});

describe('account', () => {
  it('reads the organisation and, live, its first verified profile', async () => {
    accountApi([
      profile('pfl_Draft00001', 'unverified', 'Nieuwe site'),
      profile('pfl_v9hTwCvYqw', 'verified', 'Stichting Voorbeeld'),
    ]);

    await expect(connect.account(accessToken)).resolves.toEqual({
      organizationId: 'org_123456789',
      profileId: 'pfl_v9hTwCvYqw',
    });
  });

  it('takes the first profile in test mode, and when none is verified yet', async () => {
    const testConnect = createMollieConnect({ ...options, testmode: true });
    accountApi([
      profile('pfl_Draft00001', 'unverified', 'Nieuwe site'),
      profile('pfl_v9hTwCvYqw', 'verified', 'Stichting Voorbeeld'),
    ]);
    await expect(testConnect.account(accessToken)).resolves.toMatchObject({
      profileId: 'pfl_Draft00001',
    });

    accountApi([profile('pfl_Draft00001', 'unverified', 'Nieuwe site')]);
    await expect(connect.account(accessToken)).resolves.toMatchObject({
      profileId: 'pfl_Draft00001',
    });
  });

  it('throws a GatewayError when the organisation has no profile', async () => {
    accountApi([]);

    await expect(connect.account(accessToken)).rejects.toThrow(
      new GatewayError('The Mollie organisation has no website profile yet'),
    );
  });

  it('throws a GatewayError when the token is refused (401)', async () => {
    nock(apiOrigin)
      .get('/v2/organizations/me')
      .reply(
        401,
        { status: 401, title: 'Unauthorized Request', detail: 'Missing authentication.' },
        halJson,
      )
      .get('/v2/profiles')
      .optionally()
      .reply(401, { status: 401, title: 'Unauthorized Request', detail: 'x' }, halJson);

    const error = await connect.account(accessToken).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as Error).message).toBe('Mollie account lookup failed (HTTP 401)');
  });
});
