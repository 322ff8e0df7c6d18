import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSignedInUser } from '../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../test/helpers';
import { form } from '../../test/images';
import { loggablePath, safeError } from './logger';
import { newSecret } from './tokens';

let t: TestApp;
const lines: string[] = [];
const api = (p: string) => `/pifworld/api/v1${p}`;

beforeAll(async () => {
  t = await createTestApp({
    config: { LOG_LEVEL: 'trace' },
    logStream: { write: (line) => void lines.push(line) },
  });
});
afterAll(() => t.close());

/** Makes every write to users fail inside PostgreSQL, as a broken constraint or disk would. */
async function breakUserWrites() {
  await t.database.db.execute(sql`
    create or replace function fail_user_writes() returns trigger language plpgsql as $$
    begin raise exception 'user writes are broken for this test'; end $$`);
  await t.database.db.execute(sql`
    create trigger fail_user_writes before insert or update on users
    for each row execute function fail_user_writes()`);
}

describe('the log of failed requests', () => {
  it('holds no password, hash, token or e-mail address', async () => {
    const me = await insertSignedInUser(t.database.db, { email: 'owner-secret@example.org' });
    const secrets = [
      'register-secret@example.org',
      'owner-secret@example.org',
      'Sup3r-private-passphrase',
      'An0ther-private-passphrase',
      me.token,
      '$argon2',
    ];
    await breakUserWrites();
    const responses = [
      // A query that fails with the new argon2id hash and the e-mail address as its parameters.
      await t.app.inject({
        method: 'POST',
        url: api('/register'),
        payload: {
          name: 'Secret Person',
          email: 'register-secret@example.org',
          password: 'Sup3r-private-passphrase',
          password_confirmation: 'Sup3r-private-passphrase',
        },
      }),
      // A password change that fails the same way, with the token in the header.
      await t.app.inject({
        method: 'POST',
        url: api(`/profile/${me.user.id}`),
        headers: bearer(me.token),
        payload: form({ _method: 'PUT', password: 'An0ther-private-passphrase' }),
      }),
      await t.app.inject({
        method: 'POST',
        url: api('/login'),
        payload: { email: 'register-secret@example.org', password: 'Sup3r-private-passphrase' },
      }),
      await t.app.inject({
        url: api(
          `/pay?amount=5&object_type=fundraiser&object_id=999999&donor_email=${encodeURIComponent('register-secret@example.org')}`,
        ),
      }),
      await t.app.inject({ url: api('/me'), headers: bearer(me.token) }),
    ];
    expect(responses.map((res) => res.statusCode)).toEqual([500, 500, 401, 422, 404]);
    expect(responses[0]!.json()).toMatchObject({ message: 'Server Error' });

    const failures = lines.filter((line) => line.includes('request failed'));
    expect(failures).toHaveLength(2);
    // The SQL and the database's own reason stay, to find the fault by.
    expect(failures[0]).toContain('insert into \\"users\\"');
    expect(failures[0]).toContain('user writes are broken for this test');
    for (const line of lines) {
      for (const secret of secrets) expect(line).not.toContain(secret);
    }
  });
});

describe('the log of links, errors and values logged by hand', () => {
  it('masks sealed links, tokens, codes and addresses wherever they are', async () => {
    const sealed = t.app.payments.secrets.seal(JSON.stringify({ p: 'subscription-stop', s: 1 }));
    const token = newSecret('test token');
    const address = 'hand-logged@example.org';
    const from = lines.length;
    const responses = [
      await t.app.inject({ url: api(`/subscriptions/link/${sealed}`) }),
      await t.app.inject({ url: `/monthly-giving/${sealed}?to=${encodeURIComponent(address)}` }),
      await t.app.inject({ url: api(`/no-such-route/${token}?email=${address}&code=123456`) }),
    ];
    expect(responses.map((res) => res.statusCode)).toEqual([404, 404, 404]);
    const cause = new Error(`no account for ${address}`);
    t.app.log.error(
      { err: new Error(`refused link /donor-erasure/${sealed}`, { cause }) },
      'an error',
    );
    // An error as the first argument: pino takes its message as the line's message.
    t.app.log.warn(new Error(`token ${token} was refused`));
    t.app.log.info('reset link %s sent to %s', `http://x/forgot-password/${token}`, address);
    t.app.log.info({ totp: '123456', note: 'recovery codes: ab12c-34de5' }, 'code 654321 tried');

    const written = lines.slice(from);
    expect(written.length).toBeGreaterThanOrEqual(10);
    for (const line of written) {
      for (const secret of [sealed, token, address, '123456', '654321', 'ab12c-34de5']) {
        expect(line).not.toContain(secret);
      }
      expect(line).not.toContain(encodeURIComponent(address));
    }
    const entries = written.map((line) => JSON.parse(line) as Record<string, unknown>);
    // What the log is for stays: method, path, route, status, timing.
    expect(entries).toContainEqual(
      expect.objectContaining({
        req: expect.objectContaining({
          method: 'GET',
          url: '/pifworld/api/v1/subscriptions/link/[secret]',
          route: '/pifworld/api/v1/subscriptions/link/:token',
        }),
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        res: { statusCode: 404 },
        responseTime: expect.any(Number),
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        msg: 'an error',
        err: expect.objectContaining({
          message: 'refused link /donor-erasure/[secret]',
          cause: expect.objectContaining({ message: 'no account for [email]' }),
        }),
      }),
    );
    expect(entries).toContainEqual(expect.objectContaining({ msg: 'token [secret] was refused' }));
    expect(entries).toContainEqual(
      expect.objectContaining({
        msg: 'reset link http://x/forgot-password/[secret] sent to [email]',
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        totp: '[secret]',
        note: 'recovery codes: [code]',
        msg: 'code [code] tried',
      }),
    );
  });
});

describe('loggablePath', () => {
  it('drops the query string and masks secret-looking segments', () => {
    const token = 'Wm9ZcW9xR3hJb0x4Y1dHaGJ2U0tqZ0JkR3p5cFZ1dUlXb2Nn';
    expect(loggablePath(`/forgot-password/${token}?email=a@b.org`)).toBe(
      '/forgot-password/[secret]',
    );
    expect(loggablePath('/auth/google/callback?code=abc&state=def')).toBe('/auth/google/callback');
    expect(loggablePath('/pifworld/api/v1/donations/7KQ2M9X4TZ8WE3HB6N5R')).toBe(
      '/pifworld/api/v1/donations/7KQ2M9X4TZ8WE3HB6N5R',
    );
  });

  it('cuts a long path after masking it, so that no part of a token is left', () => {
    const token = newSecret('test token');
    const path = `/${'a'.repeat(270)}/forgot-password/${token}/${'b'.repeat(30_000)}`;
    const logged = loggablePath(path);
    const masked = path.length - token.length + '[secret]'.length;
    expect(logged).toBe(
      `/${'a'.repeat(270)}/forgot-password/[secret]/bbb... (${masked} characters)`,
    );
    expect(logged).not.toContain(token.slice(0, 4));
  });
});

describe('safeError', () => {
  it("keeps PostgreSQL's code and constraint, not the values in its detail or message", () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "a@b.org"'), {
      code: '22P02',
      detail: 'Key (email)=(a@b.org) already exists.',
    });
    const err = Object.assign(new Error('Failed query: select 1\nparams: a@b.org,secret'), {
      query: 'select 1',
      params: ['a@b.org', 'secret'],
      cause,
    });
    const logged = JSON.stringify(safeError(err));
    expect(logged).not.toContain('a@b.org');
    expect(logged).not.toContain('secret');
    expect(safeError(err)).toMatchObject({
      message: 'Failed query: select 1',
      cause: { code: '22P02', message: 'invalid input syntax for type integer' },
    });
  });
});
