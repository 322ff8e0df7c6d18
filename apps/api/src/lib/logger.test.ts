import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSignedInUser } from '../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../test/helpers';
import { form } from '../../test/images';
import { loggablePath, safeError } from './logger';

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
    expect(responses[0]!.json()).toEqual({ message: 'Server Error' });

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
