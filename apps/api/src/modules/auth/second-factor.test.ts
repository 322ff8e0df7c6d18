import { and, eq, like, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNonprofit, insertSignedInUser } from '../../../test/factories';
import { bearer, createTestApp, signUp, type TestApp } from '../../../test/helpers';
import { softPasskey } from '../../../test/passkey-authenticator';
import { accessTokens, mailOutbox, users } from '../../db/schema';

let t: TestApp;
const api = (path: string) => `/pifworld/api/v1${path}`;
const APP_URL = 'http://localhost:5173';

beforeAll(async () => {
  t = await createTestApp({ config: { APP_URL } });
});
afterAll(() => t.close());

const post = (
  url: string,
  payload?: object,
  token?: string,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: api(url),
    headers: { ...headers, ...(token ? bearer(token) : {}) },
    ...(payload ? { payload } : {}),
  });

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  post('/login', { email, password }, undefined, headers);

const mailsTo = (to: string, kind: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)));

/** An account with an authenticator app on: its secret, token, password and recovery codes. */
async function withTotp(overrides: Record<string, string> = {}) {
  const me = await signUp(t.app, overrides);
  const setup = await post('/user/totp', undefined, me.token);
  expect(setup.statusCode).toBe(200);
  const { secret, uri, qr_svg } = setup.json();
  expect(uri).toContain('otpauth://totp/PifWorld:');
  expect(qr_svg).toMatch(/^<svg/);
  const confirmed = await post(
    '/user/totp/confirm',
    { code: await generate({ secret }) },
    me.token,
  );
  expect(confirmed.statusCode).toBe(200);
  return { ...me, secret, recoveryCodes: confirmed.json().recovery_codes as string[] };
}

/** A code of the step after the current one: a new code the app would show next. */
const nextCode = (secret: string) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

describe('an authenticator app', () => {
  it('is on once a first code confirms it; the first factor brings ten recovery codes and an e-mail', async () => {
    const me = await withTotp({ locale: 'nl' });
    expect(me.recoveryCodes).toHaveLength(10);
    expect(me.recoveryCodes[0]).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2}$/);
    const settings = await t.app.inject({ url: api('/user/security'), headers: bearer(me.token) });
    expect(settings.json()).toMatchObject({
      second_factor: true,
      totp: true,
      passkeys: [],
      recovery_codes_left: 10,
    });
    const [mail] = await mailsTo(me.user.email, 'security-factor-added');
    expect(mail!.subject).toBe('Er is een tweede factor toegevoegd aan je PifWorld-account');
    expect(mail!.text).toContain('Een authenticator-app is op ');
    // When, as a Dutch reader writes it: '29 november 2026 om 14:30'.
    expect(mail!.text).toMatch(
      / \d{1,2} (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4} om \d{2}:\d{2}/,
    );
    expect(mail!.text).not.toContain(me.secret);
  });

  it('refuses a wrong first code, in Dutch, and stays off', async () => {
    const me = await signUp(t.app);
    await post('/user/totp', undefined, me.token);
    const wrong = await post('/user/totp/confirm', { code: '000000' }, me.token, {
      'accept-language': 'nl',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toEqual([
      'Deze code klopt niet, of is al gebruikt. Probeer de nieuwste code.',
    ]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row!.secondFactorSince).toBeNull();
  });

  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['POST', '/user/totp'],
      ['POST', '/user/totp/confirm'],
      ['DELETE', '/user/totp'],
      ['GET', '/user/security'],
      ['POST', '/user/recovery-codes'],
      ['POST', '/user/passkeys/options'],
      ['POST', '/session/proof'],
    ] as const) {
      const res = await t.app.inject({ method, url: api(url), payload: { code: 'x' } });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('signing in with a second factor', () => {
  it('asks for it after the password, and a code works once', async () => {
    const me = await withTotp();
    const first = await login(me.user.email, me.password);
    expect(first.statusCode).toBe(200);
    const { two_factor } = first.json();
    expect(first.json()).not.toHaveProperty('token');
    expect(two_factor.methods).toEqual(['totp', 'recovery_code']);

    const code = await nextCode(me.secret);
    const done = await post('/login/two-factor', { challenge: two_factor.challenge, code });
    expect(done.statusCode).toBe(200);
    expect(done.json().user).toMatchObject({ id: me.user.id, second_factor: true });
    const session = await t.app.inject({
      url: api(`/user/${me.user.id}`),
      headers: bearer(done.json().token),
    });
    expect(session.statusCode).toBe(200);

    // The same code again, in another sign-in: refused (it was used).
    const again = (await login(me.user.email, me.password)).json().two_factor.challenge;
    const replay = await post('/login/two-factor', { challenge: again, code });
    expect(replay.statusCode).toBe(422);
    // The step itself works once.
    const reused = await post('/login/two-factor', { challenge: two_factor.challenge, code });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors.challenge).toBeDefined();
  });

  it('takes a recovery code once, in any case and with or without dashes', async () => {
    const me = await withTotp();
    const code = me.recoveryCodes[3]!;
    const typed = code.replace(/-/g, '').toLowerCase();
    const step = (await login(me.user.email, me.password)).json().two_factor.challenge;
    expect(
      (await post('/login/two-factor', { challenge: step, recovery_code: typed })).statusCode,
    ).toBe(200);
    const step2 = (await login(me.user.email, me.password)).json().two_factor.challenge;
    const again = await post('/login/two-factor', { challenge: step2, recovery_code: code });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.recovery_code).toEqual([
      'This recovery code is not right, or it was already used.',
    ]);
  });

  it('ends the step after five wrong answers', async () => {
    const me = await withTotp();
    const step = (await login(me.user.email, me.password)).json().two_factor.challenge;
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await post('/login/two-factor', { challenge: step, code: '123456' })).statusCode,
      ).toBe(422);
    }
    const right = await post('/login/two-factor', {
      challenge: step,
      code: await nextCode(me.secret),
    });
    expect(right.statusCode).toBe(422);
    expect(right.json().errors.challenge).toEqual([
      'This sign-in has expired. Please sign in again.',
    ]);
  });

  it('tells the owner of a sign-in from a browser that never signed in before', async () => {
    const me = await signUp(t.app, { email: 'new.device@example.org' });
    const chrome = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/150.0 Safari/537.36' };
    expect((await login(me.user.email, me.password, chrome)).statusCode).toBe(200);
    expect((await login(me.user.email, me.password, chrome)).statusCode).toBe(200);
    const mails = await mailsTo('new.device@example.org', 'security-new-sign-in');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Chrome, Linux');
  });
});

describe('a fresh proof before money and account changes', () => {
  it('is asked after five minutes, and given with the password or a code', async () => {
    const me = await withTotp();
    await t.database.db
      .update(accessTokens)
      .set({ provenAt: sql`now() - interval '6 minutes'` })
      .where(eq(accessTokens.userId, me.user.id));
    const del = () =>
      t.app.inject({
        method: 'DELETE',
        url: api(`/user/${me.user.id}`),
        headers: bearer(me.token),
      });
    const refused = await del();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: 'fresh_proof_required',
      message:
        'For your safety, confirm it is you with your password or a second factor, then try again.',
    });
    const wrong = await post('/session/proof', { password: 'not it at all' }, me.token);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toBeDefined();
    const proven = await post('/session/proof', { code: await nextCode(me.secret) }, me.token);
    expect(proven.statusCode).toBe(200);
    expect((await del()).statusCode).toBe(200);
  });

  it('refuses a refund without it', async () => {
    const owner = await insertSignedInUser(t.database.db);
    const nonprofit = await insertNonprofit(t.database.db, { userId: owner.user.id });
    await t.database.db
      .update(accessTokens)
      .set({ provenAt: sql`now() - interval '1 hour'` })
      .where(eq(accessTokens.userId, owner.user.id));
    const res = await post(
      `/donations/${nonprofit.id}/refunds`,
      { amount: 5, reason: 'x' },
      owner.token,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('fresh_proof_required');
  });
});

describe('operators', () => {
  it('are refused the console without a second factor', async () => {
    const bare = await insertSignedInUser(t.database.db, {
      role: 'admin',
      secondFactorSince: null,
    });
    for (const lang of ['en', 'nl']) {
      const res = await t.app.inject({
        url: api('/admin/overview'),
        headers: { ...bearer(bare.token), 'accept-language': lang },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'second_factor_required' });
      expect(res.json().message).toBe(
        lang === 'en'
          ? 'Operators sign in with a second factor. Set up an authenticator app or a passkey first.'
          : 'Beheerders loggen in met een tweede factor. Stel eerst een authenticator-app of een passkey in.',
      );
    }
    const withFactor = await insertSignedInUser(t.database.db, { role: 'admin' });
    const ok = await t.app.inject({
      url: api('/admin/overview'),
      headers: bearer(withFactor.token),
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('passkeys', () => {
  it('are added, sign in on their own, answer the second step, and prove the session', async () => {
    const me = await signUp(t.app, { email: 'passkey.person@example.org' });
    const key = softPasskey(APP_URL);

    const options = await post('/user/passkeys/options', undefined, me.token);
    expect(options.statusCode).toBe(200);
    const { challenge, options: creation } = options.json();
    expect(creation.rp).toEqual({ id: 'localhost', name: 'PifWorld' });
    const added = await post(
      '/user/passkeys',
      { challenge, name: 'Laptop', passkey: key.register(creation) },
      me.token,
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().recovery_codes).toHaveLength(10);

    // Alone: no address, no password.
    const signIn = (await post('/login/passkey/options')).json();
    const alone = await post('/login/passkey', {
      challenge: signIn.challenge,
      passkey: key.authenticate(signIn.options),
    });
    expect(alone.statusCode, alone.body).toBe(200);
    expect(alone.json().user.id).toBe(me.user.id);
    // A passkey that did not verify its user does not sign in alone.
    const loose = (await post('/login/passkey/options')).json();
    const unverified = await post('/login/passkey', {
      challenge: loose.challenge,
      passkey: key.authenticate(loose.options, false),
    });
    expect(unverified.statusCode).toBe(422);

    // As the second step of a password sign-in.
    const step = (await login(me.user.email, me.password)).json().two_factor;
    expect(step.methods).toEqual(['passkey', 'recovery_code']);
    const stepOptions = (
      await post('/login/two-factor/passkey-options', { challenge: step.challenge })
    ).json();
    expect(stepOptions.options.allowCredentials).toEqual([
      expect.objectContaining({ id: key.credentialId }),
    ]);
    const second = await post('/login/two-factor', {
      challenge: step.challenge,
      passkey: key.authenticate(stepOptions.options),
    });
    expect(second.statusCode, second.body).toBe(200);

    // Proving a session again.
    const proof = (await post('/session/proof/passkey-options', undefined, me.token)).json();
    const proven = await post(
      '/session/proof',
      { passkey_challenge: proof.challenge, passkey: key.authenticate(proof.options) },
      me.token,
    );
    expect(proven.statusCode).toBe(200);

    // Removing the last factor takes the recovery codes with it.
    const settings = (
      await t.app.inject({ url: api('/user/security'), headers: bearer(me.token) })
    ).json();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: api(`/user/passkeys/${settings.passkeys[0].id}`),
      headers: bearer(me.token),
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: api('/user/security'), headers: bearer(me.token) })).json(),
    ).toMatchObject({ second_factor: false, passkeys: [], recovery_codes_left: 0 });
    expect(
      await t.database.db
        .select({ kind: mailOutbox.kind })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.to, 'passkey.person@example.org'),
            like(mailOutbox.kind, 'security-factor-%'),
          ),
        )
        .orderBy(mailOutbox.id),
    ).toEqual([{ kind: 'security-factor-added' }, { kind: 'security-factor-removed' }]);
  });

  it('refuses a passkey answer to another challenge', async () => {
    const me = await signUp(t.app);
    const key = softPasskey(APP_URL);
    const { challenge, options } = (
      await post('/user/passkeys/options', undefined, me.token)
    ).json();
    const forged = await post(
      '/user/passkeys',
      { challenge, name: 'Stolen', passkey: key.register({ challenge: 'c29tZXRoaW5nIGVsc2U' }) },
      me.token,
    );
    expect(forged.statusCode).toBe(422);
    expect(forged.json().errors.passkey).toEqual([
      'The passkey could not be verified. Please try again.',
    ]);
    expect(options.challenge).toBeDefined();
  });
});
