import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { spaRoutes } from '../modules/share/spa-routes';
import { MASKED, maskLogLine, maskSecrets, TOKEN_PATHS } from './log-masking';
import { createSecretBox } from './secret-box';
import { newReference, newSecret } from './tokens';

const box = createSecretBox(randomBytes(32).toString('hex'));
const sealed = box.seal(JSON.stringify({ p: 'subscription-stop', s: 12 }));
const token = newSecret('test token');

describe('maskSecrets', () => {
  it('masks sealed links whole, in a path, a URL and running text', () => {
    expect(sealed.split('.')).toHaveLength(4);
    expect(maskSecrets(`/monthly-giving/${sealed}`)).toBe('/monthly-giving/[secret]');
    expect(maskSecrets(`/pifworld/api/v1/subscriptions/link/${sealed}`)).toBe(
      '/pifworld/api/v1/subscriptions/link/[secret]',
    );
    expect(maskSecrets(`http://localhost:3000/donor-erasure/${sealed}?lang=nl`)).toBe(
      'http://localhost:3000/donor-erasure/[secret]?lang=nl',
    );
    // Anywhere else, by its look: a short sealed value too.
    const short = box.seal('x');
    expect(maskSecrets(`could not open ${short}.`)).toBe('could not open [secret].');
    expect(maskSecrets(`stop ${sealed} now`)).toBe('stop [secret] now');
    const jwt = `eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.${token}`;
    expect(maskSecrets(`id_token ${jwt}`)).toBe('id_token [secret]');
  });

  it('masks reset, undo and session tokens, and any token-looking run', () => {
    expect(maskSecrets(`/forgot-password/${token}`)).toBe('/forgot-password/[secret]');
    expect(maskSecrets(`/email-change/undo/${token}`)).toBe('/email-change/undo/[secret]');
    // After a link's path the segment is a token whatever it looks like.
    expect(maskSecrets('/forgot-password/short')).toBe('/forgot-password/[secret]');
    expect(maskSecrets(`token ${token} was refused`)).toBe('token [secret] was refused');
    expect(maskSecrets(`Authorization: Bearer ${token}`)).toBe('Authorization: Bearer [secret]');
    expect(maskSecrets('Basic dXNlcjpwYXNz')).toBe('Basic [secret]');
    // A hash of a secret is one too.
    expect(maskSecrets(`hash ${'ab12'.repeat(16)}`)).toBe('hash [secret]');
  });

  it('keeps what only names or counts things', () => {
    const reference = newReference();
    const kept = [
      '/pifworld/api/v1/subscriptions/link/:token',
      `/pifworld/api/v1/donations/${reference}`,
      '/storage/original/0f8fad5b-d9cb-469f-a165-70867728950e.webp',
      'at Object.handler (file:///work/apps/api/src/modules/donation-packages/donation-packages.routes.ts:12:7)',
      'insert into "users" ("name", "email") values ($1, $2)',
      'GET /pifworld/api/v1/fundraisers?page=2&per_page=20&lang=nl',
      'statusCode 500 after 1234 ms',
      'fastify-type-provider-zod-something-long',
      'FST_ERR_CTP_INVALID_MEDIA_TYPE_SOMETHING_LONGER',
      'donation 1234567 paid',
    ];
    for (const text of kept) expect(maskSecrets(text)).toBe(text);
  });

  it('masks e-mail addresses, percent-encoded ones too', () => {
    expect(maskSecrets('no account has a.b+c@example.org yet')).toBe('no account has [email] yet');
    expect(maskSecrets('Key (email)=(First.Last@Mail.Example.NL) already exists.')).toBe(
      'Key (email)=([email]) already exists.',
    );
    expect(maskSecrets('/pay?donor_email=donor%40example.org&amount=5')).toBe(
      '/pay?donor_email=[masked]&amount=[masked]',
    );
    expect(maskSecrets('to donor%40example.org')).toBe(`to ${MASKED.email}`);
  });

  it('masks the values of a query string, except those that only page or sort', () => {
    expect(
      maskSecrets(
        'Route GET:/pifworld/api/v1/x?search=Jan%20Jansen&code=abc&state=xyz&page=3&lang=nl not found',
      ),
    ).toBe(
      'Route GET:/pifworld/api/v1/x?search=[masked]&code=[masked]&state=[masked]&page=3&lang=nl not found',
    );
    expect(maskSecrets('/auth/google/callback?code=4/0AfJohXk&scope=email')).toBe(
      '/auth/google/callback?code=[masked]&scope=[masked]',
    );
  });

  it('masks one-time codes next to the words that name them, and recovery codes', () => {
    expect(maskSecrets('code 123456 was wrong')).toBe('code [code] was wrong');
    expect(maskSecrets('TOTP: 87654321')).toBe('TOTP: [code]');
    expect(maskSecrets('your one-time code is 0042424')).toBe('your one-time code is [code]');
    expect(maskSecrets('otp=123456')).toBe('otp=[code]');
    expect(maskSecrets('recovery codes: a1b2c-3d4e5, f6g7h-8i9j0 issued')).toBe(
      'recovery codes: [code], [code] issued',
    );
    expect(maskSecrets('recovery code abcde-fghij used')).toBe('recovery code [code] used');
  });
});

describe('maskSecrets on hostile input', () => {
  it('takes a moment on 30 kB a request could send (a path is masked before it is cut)', () => {
    const hostile = [
      `${'a'.repeat(30_000)}/x@`,
      `${'a.'.repeat(15_000)}@`,
      `@${'a.'.repeat(15_000)}1`,
      `x@${'a-'.repeat(15_000)}`,
      'aB1.'.repeat(8_000),
      'a=&'.repeat(10_000),
    ];
    for (const text of hostile) {
      const started = performance.now();
      maskSecrets(text);
      // Linear: a few ms; a pattern that backtracks over the run took over a second.
      expect(performance.now() - started, text.slice(0, 12)).toBeLessThan(500);
    }
  });
});

describe('maskLogLine', () => {
  const line = (value: object) => `${JSON.stringify(value)}\n`;

  it('masks every value of a JSON line, nested ones and those next to an escape', () => {
    const masked = maskLogLine(
      line({
        level: 30,
        msg: `reset link:\n${`http://localhost/forgot-password/${token}`}`,
        nested: { list: [`a@b.org`, { deeper: `sealed ${sealed}` }] },
        reason: `Error: the token\n${token}\nwas refused`,
      }),
    );
    expect(masked.endsWith('}\n')).toBe(true);
    expect(JSON.parse(masked)).toEqual({
      level: 30,
      msg: 'reset link:\nhttp://localhost/forgot-password/[secret]',
      nested: { list: ['[email]', { deeper: 'sealed [secret]' }] },
      reason: 'Error: the token\n[secret]\nwas refused',
    });
    for (const secret of [token, sealed, 'a@b.org']) expect(masked).not.toContain(secret);
  });

  it('masks values under keys that name a secret or a code, whatever they look like', () => {
    const masked = JSON.parse(
      maskLogLine(
        line({
          token: 'short',
          headers: { authorization: 'x', cookie: 'session=1' },
          password: 'hunter2',
          recoveryCodes: ['aaaa', 'bbbb'],
          code: 123456,
          totpCode: '654321',
          statusCode: 500,
          errorCode: '22P02',
          outbox: 12,
        }),
      ),
    );
    expect(masked).toEqual({
      token: '[secret]',
      headers: { authorization: '[secret]', cookie: '[secret]' },
      password: '[secret]',
      recoveryCodes: ['[secret]', '[secret]'],
      code: '[code]',
      totpCode: '[code]',
      statusCode: 500,
      errorCode: '22P02',
      outbox: 12,
    });
  });

  it('masks a line that is not JSON as text', () => {
    expect(maskLogLine(`plain a@b.org ${token}\n`)).toBe('plain [email] [secret]\n');
  });
});

describe('the paths of links with a token', () => {
  it('cover every web route with a token', () => {
    const withToken = spaRoutes
      .map((route) => route.path)
      .filter((path) => path.endsWith('/:token'))
      .map((path) => path.slice(1, -'/:token'.length));
    expect(withToken.length).toBeGreaterThan(0);
    for (const path of withToken) expect(TOKEN_PATHS).toContain(path);
  });
});
