import { authMessages } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp, textOf } from '../../../test/helpers';
import { accessTokens, mailOutbox, passwordResets, users } from '../../db/schema';
import { hashSecret } from '../../lib/tokens';

let t: TestApp;
const api = (path: string) => `/pifworld/api/v1${path}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userCount = async () => {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(users);
  return row!.n;
};

describe('POST /register', () => {
  it('creates the account, stores an argon2id hash and answers 201 with a token and the user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: api('/register'),
      headers: { 'accept-language': 'nl' },
      payload: {
        name: ' Noor Visser ',
        email: 'Noor@Example.org',
        password: 'lang-genoeg',
        password_confirmation: 'lang-genoeg',
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      name: 'Noor Visser',
      email: 'noor@example.org',
      locale: 'nl',
      has_password: true,
    });
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'noor@example.org'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const [token] = await t.database.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.userId, row!.id));
    expect(token!.tokenHash).toBe(hashSecret(body.token));
    expect(token!.tokenHash).not.toContain(body.token);
    expect(token!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
  });

  it('answers 422 with every field problem in the spec words, and writes nothing', async () => {
    const before = await userCount();
    const res = await t.app.inject({
      method: 'POST',
      url: api('/register'),
      payload: {
        name: '',
        email: 'not-an-email',
        password: 'short',
        password_confirmation: 'other',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: [textOf(authMessages.nameRequired)],
      email: [textOf(authMessages.emailInvalid)],
      password: [textOf(authMessages.passwordTooShort)],
      password_confirmation: [textOf(authMessages.passwordsDoNotMatch)],
    });
    expect(await userCount()).toBe(before);
  });

  it('refuses an e-mail address that is taken, whatever its case', async () => {
    const { user } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: api('/register'),
      payload: {
        name: 'Again',
        email: user.email.toUpperCase(),
        password: 'password-1',
        password_confirmation: 'password-1',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: [textOf(authMessages.emailTaken)] });
  });
});

describe('a new password (NIST SP 800-63B)', () => {
  // Each from an address of its own, so that the sign-up limit per IP address is not reached.
  let sent = 0;
  const register = (
    password: string,
    who: { name?: string; email?: string } = {},
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: api('/register'),
      remoteAddress: `192.0.2.${++sent}`,
      headers,
      payload: {
        name: who.name ?? 'Sam Jansen',
        email: who.email ?? `sam-${Math.random().toString(36).slice(2, 8)}@example.org`,
        password,
        password_confirmation: password,
      },
    });

  it.each(['password', '12345678', 'PassWord1', 'iloveyou', 'qwertyuiop', 'abcdefgh', '87654321'])(
    'refuses %j, one of the most common passwords, and writes nothing',
    async (password) => {
      const before = await userCount();
      const res = await register(password);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ password: [textOf(authMessages.passwordTooCommon)] });
      expect(await userCount()).toBe(before);
    },
  );

  it('says so in Dutch to a Dutch reader', async () => {
    const res = await register('password', {}, { 'accept-language': 'nl' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      password: ['Dit wachtwoord wordt te vaak gebruikt. Kies er een dat moeilijker te raden is.'],
    });
    const personal = await register('Jansen-forever', {}, { 'accept-language': 'nl' });
    expect(personal.json().errors).toEqual({
      password: ['Je wachtwoord mag je e-mailadres of naam niet bevatten.'],
    });
  });

  it.each([
    ['the local part of the address', 'wilhelmina@example.org', 'Wilhelmina-2024!'],
    ['a word of the local part', 'anna.wilhelmina@example.org', 'my wilhelmina rocks'],
    ['the whole address', 'bo@example.org', 'x-bo@example.org-x'],
    ['a part of the name, in another case', 'someone@example.org', 'blue JANSEN sky'],
  ])('refuses a password holding %s', async (_what, email, password) => {
    const res = await register(password, { email, name: 'Sam Jansen' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: [textOf(authMessages.passwordPersonal)] });
  });

  it('takes short name parts and a short local part, no composition rules, and long passphrases', async () => {
    // "Sam" and "bo" are shorter than four characters: too common inside words to refuse.
    const short = await register('samba bongo drums', { email: 'bo@example.org', name: 'Sam Li' });
    expect(short.statusCode).toBe(201);
    // Lower case letters only, no digit or symbol: length decides.
    expect((await register('zomerfietskaasbrood')).statusCode).toBe(201);

    const passphrase = 'a long passphrase of many words '.repeat(8);
    expect(passphrase).toHaveLength(256);
    const long = await register(passphrase, { email: 'marathon-reader@example.org' });
    expect(long.statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: api('/login'),
      payload: { email: 'marathon-reader@example.org', password: passphrase },
    });
    expect(login.statusCode).toBe(200);

    const tooLong = await register(`${passphrase}x`);
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json().errors)).toEqual(['password']);
  });
});

describe('POST /login and /logout', () => {
  it('signs in with the right password and answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const { user, password } = await signUp(t.app);
    const ok = await t.app.inject({
      method: 'POST',
      url: api('/login'),
      payload: { email: user.email, password },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ id: user.id, email: user.email });

    const wrong = await t.app.inject({
      method: 'POST',
      url: api('/login'),
      payload: { email: user.email, password: 'nope-nope' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: api('/login'),
      payload: { email: 'nobody-here@example.org', password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: textOf(authMessages.invalidCredentials) });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers 422 for a missing password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: api('/login'),
      payload: { email: 'a@example.org' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: [textOf(authMessages.passwordRequired)] });
  });

  it('revokes exactly the presented token on logout', async () => {
    const { token, user, password } = await signUp(t.app);
    const other = (
      await t.app.inject({
        method: 'POST',
        url: api('/login'),
        payload: { email: user.email, password },
      })
    ).json().token;

    const out = await t.app.inject({ method: 'POST', url: api('/logout'), headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ message: textOf(authMessages.loggedOut) });

    expect(
      (await t.app.inject({ url: api(`/user/${user.id}`), headers: bearer(token) })).statusCode,
    ).toBe(401);
    const still = await t.app.inject({ url: api(`/user/${user.id}`), headers: bearer(other) });
    expect(still.statusCode).toBe(200);
    expect(still.json().user.email).toBe(user.email);
  });

  it('answers 401 to logout without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: api('/logout') });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Unauthenticated.' });
  });
});

describe('tokens', () => {
  it('answers 401 for an unknown, malformed, revoked or expired token, even on public endpoints', async () => {
    const { token, user } = await signUp(t.app);
    for (const header of ['Bearer nonsense', 'Basic abc', 'Bearer ', `Bearer ${token}x`]) {
      const res = await t.app.inject({
        url: api('/sdg-topics'),
        headers: { authorization: header },
      });
      expect(res.statusCode, header).toBe(401);
    }
    await t.database.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.tokenHash, hashSecret(token)));
    expect(
      (await t.app.inject({ url: api(`/user/${user.id}`), headers: bearer(token) })).statusCode,
    ).toBe(401);
  });
});

describe('rate limits', () => {
  it('answers the 11th login within a minute from one IP with 429 and Retry-After', async () => {
    const app = await createTestApp();
    try {
      for (let i = 1; i <= 10; i++) {
        const res = await app.app.inject({
          method: 'POST',
          url: api('/login'),
          payload: { email: `try${i}@example.org`, password: 'wrong-password' },
        });
        expect(res.statusCode, `attempt ${i}`).toBe(401);
      }
      const limited = await app.app.inject({
        method: 'POST',
        url: api('/login'),
        payload: { email: 'try11@example.org', password: 'wrong-password' },
      });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json()).toMatchObject({ message: textOf(authMessages.tooManyAttempts) });

      // Another IP is not affected.
      const elsewhere = await app.app.inject({
        method: 'POST',
        url: api('/login'),
        remoteAddress: '203.0.113.9',
        payload: { email: 'try12@example.org', password: 'wrong-password' },
      });
      expect(elsewhere.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('holds under a burst: 60 wrong passwords at once for one account from one IP get at most 10 answers', async () => {
    const app = await createTestApp();
    try {
      const { user } = await signUp(app.app);
      const attempts = await Promise.all(
        Array.from({ length: 60 }, () =>
          app.app.inject({
            method: 'POST',
            url: api('/login'),
            remoteAddress: '198.51.100.60',
            payload: { email: user.email, password: 'wrong-password' },
          }),
        ),
      );
      const codes = attempts.map((res) => res.statusCode);
      // Two limits of ten (the IP address's, and the account's from it) hold together: attempts
      // racing past one of them are refused by the other, so at times fewer than ten get in.
      const answered = codes.filter((code) => code === 401).length;
      expect(answered).toBeGreaterThan(0);
      expect(answered).toBeLessThanOrEqual(10);
      expect(codes.filter((code) => code === 429)).toHaveLength(60 - answered);
    } finally {
      await app.close();
    }
  });

  it('keeps no owner out: 100 wrong passwords from one IP, or from many, leave sign-in from another IP open', async () => {
    const app = await createTestApp();
    try {
      const { user, password } = await signUp(app.app);
      const login = (ip: string, pw: string) =>
        app.app.inject({
          method: 'POST',
          url: api('/login'),
          remoteAddress: ip,
          payload: { email: user.email, password: pw },
        });
      const fromOne: number[] = [];
      for (let i = 0; i < 100; i++)
        fromOne.push((await login('198.51.100.7', `guess ${i}`)).statusCode);
      expect(fromOne).toEqual([...Array(10).fill(401), ...Array(90).fill(429)]);
      // Twenty more addresses (a botnet) get their ten each: the account itself is not refused.
      const fromMany = await Promise.all(
        Array.from({ length: 20 }, (_, i) => login(`203.0.113.${i + 1}`, `guess ${i}`)),
      );
      expect(fromMany.map((res) => res.statusCode)).toEqual(Array(20).fill(401));

      const owner = await login('192.0.2.200', password);
      expect(owner.statusCode).toBe(200);
      expect(owner.json().user.email).toBe(user.email);
      // The attacking address stays refused, even with the right password.
      expect((await login('198.51.100.7', password)).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('cuts off one IP trying many addresses within 20 tries', async () => {
    const app = await createTestApp();
    try {
      let tries = 0;
      let cutOff = false;
      while (!cutOff && tries < 1000) {
        tries += 1;
        const res = await app.app.inject({
          method: 'POST',
          url: api('/login'),
          remoteAddress: '198.51.100.99',
          payload: { email: `sprayed-${tries}@example.org`, password: 'Summer2024!' },
        });
        cutOff = res.statusCode === 429;
      }
      expect(cutOff).toBe(true);
      expect(tries).toBeLessThanOrEqual(20);
      for (let i = 0; i < 5; i++) {
        const res = await app.app.inject({
          method: 'POST',
          url: api('/login'),
          remoteAddress: '198.51.100.99',
          payload: { email: `sprayed-more-${i}@example.org`, password: 'Summer2024!' },
        });
        expect(res.statusCode).toBe(429);
      }
    } finally {
      await app.close();
    }
  });

  it('makes an address wait from its fourth failure, doubling, and the owner at most the cap', async () => {
    const app = await createTestApp({
      config: { PASSWORD_GUESS_DELAY_MS: '50', PASSWORD_GUESS_DELAY_MAX_MS: '200' },
    });
    try {
      const { user, password } = await signUp(app.app);
      const timed = async (ip: string, pw: string) => {
        const started = performance.now();
        const res = await app.app.inject({
          method: 'POST',
          url: api('/login'),
          remoteAddress: ip,
          payload: { email: user.email, password: pw },
        });
        return { status: res.statusCode, ms: performance.now() - started };
      };
      // Each guess from another address: only the account's own counter is shared.
      const unslowed = await timed('203.0.113.1', 'guess 1');
      await timed('203.0.113.2', 'guess 2');
      await timed('203.0.113.3', 'guess 3');
      const fourth = await timed('203.0.113.4', 'guess 4');
      expect(fourth.status).toBe(401);
      expect(fourth.ms).toBeGreaterThanOrEqual(50);
      for (let i = 5; i <= 12; i++) await timed(`203.0.113.${i}`, `guess ${i}`);
      // 12 failures: without the cap the wait would be 50 ms x 2^9, some 26 s.
      const owner = await timed('192.0.2.1', password);
      expect(owner.status).toBe(200);
      expect(owner.ms).toBeGreaterThanOrEqual(200);
      expect(owner.ms).toBeLessThan(200 + unslowed.ms + 2000);
    } finally {
      await app.close();
    }
  });

  it('counts failed sign-ins only: a success gives its attempt back', async () => {
    const app = await createTestApp();
    try {
      const { user, password } = await signUp(app.app);
      const login = (pw: string) =>
        app.app.inject({
          method: 'POST',
          url: api('/login'),
          payload: { email: user.email, password: pw },
        });
      for (let i = 0; i < 9; i++) expect((await login('wrong-password')).statusCode).toBe(401);
      for (let i = 0; i < 3; i++) expect((await login(password)).statusCode).toBe(200);
      expect((await login('wrong-password')).statusCode).toBe(401);
      expect((await login('wrong-password')).statusCode).toBe(429);
      expect((await login(password)).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('limits password reset e-mails per address, across IPs', async () => {
    const app = await createTestApp();
    try {
      const send = (ip: string) =>
        app.app.inject({
          method: 'POST',
          url: api('/password/email'),
          remoteAddress: ip,
          payload: { email: 'target@example.org' },
        });
      for (let i = 1; i <= 3; i++) expect((await send(`198.51.100.${i}`)).statusCode).toBe(200);
      expect((await send('198.51.100.99')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('the language e-mails are written in', () => {
  const login = (email: string, headers: Record<string, string>, query = '') =>
    t.app.inject({
      method: 'POST',
      url: api(`/login${query}`),
      headers,
      payload: { email, password: 'tulips-in-april' },
    });
  const localeOf = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!.locale;

  it('follows the language a person signs in with, and stays when a sign-in states none', async () => {
    const { user } = await signUp(t.app, { locale: 'en', password: 'tulips-in-april' });
    const dutch = await login(user.email, { 'accept-language': 'nl-NL,nl;q=0.9' });
    expect(dutch.statusCode).toBe(200);
    expect(dutch.json().user.locale).toBe('nl');
    expect(await localeOf(user.email)).toBe('nl');

    expect((await login(user.email, {})).json().user.locale).toBe('nl');
    expect(await localeOf(user.email)).toBe('nl');

    await login(user.email, { 'accept-language': 'nl' }, '?lang=en');
    expect(await localeOf(user.email)).toBe('en');
  });

  it('keeps the stored language when the password is wrong', async () => {
    const { user } = await signUp(t.app, { locale: 'en', password: 'tulips-in-april' });
    const res = await t.app.inject({
      method: 'POST',
      url: api('/login'),
      headers: { 'accept-language': 'nl' },
      payload: { email: user.email, password: 'not-the-password' },
    });
    expect(res.statusCode).toBe(401);
    expect(await localeOf(user.email)).toBe('en');
  });
});

describe('password reset', () => {
  // The reset links mailed to an address (its confirmation link came before them).
  const outboxFor = (to: string) =>
    t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, 'password-reset')));
  const linkIn = (text: string) => /\/forgot-password\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];

  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const { user } = await signUp(t.app, { locale: 'nl' });
    const known = await t.app.inject({
      method: 'POST',
      url: api('/password/email'),
      payload: { email: user.email },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: api('/password/email'),
      payload: { email: 'ghost@example.org' },
    });
    await t.app.queue.runDue();
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toMatchObject({ message: textOf(authMessages.resetLinkSent) });
    expect(unknown.json()).toEqual(known.json());

    const [mail] = await outboxFor(user.email);
    expect(mail).toMatchObject({ kind: 'password-reset', sentAt: null, error: null });
    expect(mail!.subject).toBe('Stel je PifWorld-wachtwoord opnieuw in');
    expect(mail!.text).toContain(`${t.config.APP_URL}/forgot-password/`);
    // The HTML part says the same, in Dutch, with the link as a link.
    expect(mail!.html).toMatch(/<html[^>]* lang="nl"/);
    // The link is the e-mail's button.
    expect(mail!.html).toContain(`<a href="${t.config.APP_URL}/forgot-password/`);
    expect(mail!.html).toContain('>Kies een nieuw wachtwoord</span>');
    expect(mail!.html).toContain('60 minuten');
    expect(mail!.text).toContain('60 minuten');
    expect(await outboxFor('ghost@example.org')).toEqual([]);
    // Only the hash of the link's token is stored.
    const [reset] = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id));
    expect(reset!.tokenHash).toBe(hashSecret(linkIn(mail!.text)!));
  });

  it('sets the new password once, signs out every session and refuses the link afterwards', async () => {
    const { user, token } = await signUp(t.app);
    await t.app.inject({
      method: 'POST',
      url: api('/password/email'),
      payload: { email: user.email },
    });
    await t.app.queue.runDue();
    const [mail] = await outboxFor(user.email);
    const resetToken = linkIn(mail!.text)!;

    const mismatch = await t.app.inject({
      method: 'POST',
      url: api('/password/reset'),
      payload: {
        token: resetToken,
        password: 'brand-new-pass',
        password_confirmation: 'brand-new-pasz',
      },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({
      password_confirmation: [textOf(authMessages.passwordsDoNotMatch)],
    });

    const ok = await t.app.inject({
      method: 'POST',
      url: api('/password/reset'),
      payload: {
        token: resetToken,
        password: 'brand-new-pass',
        password_confirmation: 'brand-new-pass',
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ message: textOf(authMessages.passwordReset) });
    expect(
      (await t.app.inject({ url: api(`/user/${user.id}`), headers: bearer(token) })).statusCode,
    ).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: api('/login'),
      payload: { email: user.email, password: 'brand-new-pass' },
    });
    expect(login.statusCode).toBe(200);

    const again = await t.app.inject({
      method: 'POST',
      url: api('/password/reset'),
      payload: {
        token: resetToken,
        password: 'another-pass-1',
        password_confirmation: 'another-pass-1',
      },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: [textOf(authMessages.resetTokenInvalid)] });
  });

  it('refuses a common password or one holding the address or name, and keeps the link usable', async () => {
    const { user } = await signUp(t.app, { name: 'Rosalind Franklin' });
    await t.app.inject({
      method: 'POST',
      url: api('/password/email'),
      payload: { email: user.email },
    });
    await t.app.queue.runDue();
    const [mail] = await outboxFor(user.email);
    const reset = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: api('/password/reset'),
        payload: { token: linkIn(mail!.text), password, password_confirmation: password },
      });

    const common = await reset('12345678');
    expect(common.statusCode).toBe(422);
    expect(common.json().errors).toEqual({ password: [textOf(authMessages.passwordTooCommon)] });
    const named = await reset('franklin-was-right');
    expect(named.statusCode).toBe(422);
    expect(named.json().errors).toEqual({ password: [textOf(authMessages.passwordPersonal)] });
    const local = user.email.split('@')[0]!;
    const addressed = await reset(`my ${local} password`);
    expect(addressed.json().errors).toEqual({ password: [textOf(authMessages.passwordPersonal)] });

    expect((await reset('double helix photograph')).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const { user } = await signUp(t.app);
    await t.app.inject({
      method: 'POST',
      url: api('/password/email'),
      payload: { email: user.email },
    });
    await t.app.queue.runDue();
    const [mail] = await outboxFor(user.email);
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(passwordResets.userId, user.id)));
    const res = await t.app.inject({
      method: 'POST',
      url: api('/password/reset'),
      payload: {
        token: linkIn(mail!.text),
        password: 'brand-new-pass',
        password_confirmation: 'brand-new-pass',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ token: [textOf(authMessages.resetTokenInvalid)] });
  });
});
