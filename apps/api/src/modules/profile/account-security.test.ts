import {
  authMessages,
  emailChangeMessages,
  profileMessages,
  secondFactorMessages,
} from '@app/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSignedInUser } from '../../../test/factories';
import {
  bearer,
  confirmEmailOf,
  createTestApp,
  signUp,
  type TestApp,
  textOf,
} from '../../../test/helpers';
import { form } from '../../../test/images';
import { accessTokens, emailChanges, mailOutbox, users } from '../../db/schema';

let t: TestApp;
const api = (path: string) => `/pifworld/api/v1${path}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const update = (id: number, token: string, fields: Parameters<typeof form>[0]) =>
  t.app.inject({
    method: 'POST',
    url: api(`/profile/${id}`),
    headers: bearer(token),
    payload: form({ _method: 'PUT', ...fields }),
  });
const undo = (token: string) =>
  t.app.inject({ method: 'POST', url: api('/email-change/undo'), payload: { token } });
const row = async (id: number) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
/** What the account was told, in order (not the links that confirm an address). */
async function mailsTo(address: string) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, address), ne(mailOutbox.kind, 'email-confirmation')))
    .orderBy(mailOutbox.id);
}
/** A new address, asked for and confirmed from its inbox: only then does it take effect. */
async function moveTo(
  me: { user: { id: number }; token: string; password: string },
  email: string,
  more = {},
) {
  const res = await update(me.user.id, me.token, { email, current_password: me.password, ...more });
  expect(res.statusCode).toBe(200);
  await confirmEmailOf(t.app, t.database.db, email);
  return res;
}
const undoTokenIn = (text: string) => /\/email-change\/undo\/([\w-]{43})/.exec(text)?.[1];
const signedIn = async (token: string, id: number) =>
  (await t.app.inject({ url: api(`/profile/${id}`), headers: bearer(token) })).statusCode;

describe('changing the e-mail address or the password', () => {
  it('needs the current password: missing or wrong is a 422 that changes nothing', async () => {
    const me = await signUp(t.app);
    const missing = await update(me.user.id, me.token, { email: 'stolen@example.org' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      current_password: [textOf(profileMessages.currentPasswordRequired)],
    });
    const wrong = await update(me.user.id, me.token, {
      password: 'attacker-password',
      current_password: 'a guess',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      current_password: [textOf(profileMessages.currentPasswordWrong)],
    });
    expect(await row(me.user.id)).toMatchObject({ email: me.user.email });
    expect(await mailsTo(me.user.email)).toEqual([]);
    // The name and pictures need no password.
    expect((await update(me.user.id, me.token, { name: 'Just A Name' })).statusCode).toBe(200);
  });

  it('stops guessing the current password after 10 wrong tries per user and IP', async () => {
    const me = await signUp(t.app);
    for (let i = 0; i < 10; i++) {
      const res = await update(me.user.id, me.token, {
        password: 'attacker-password',
        current_password: `guess ${i}`,
      });
      expect(res.statusCode).toBe(422);
    }
    const limited = await update(me.user.id, me.token, {
      password: 'attacker-password',
      current_password: me.password,
    });
    expect(limited.statusCode).toBe(429);
  });

  it('refuses a common new password, or one holding the address or name, before any guess counts', async () => {
    const me = await signUp(t.app, { name: 'Grace Hopper' });
    const tries = [
      [{ password: 'password' }, textOf(authMessages.passwordTooCommon)],
      [{ password: 'hopper-at-sea' }, textOf(authMessages.passwordPersonal)],
      // The name given in the same form counts as well as the one the account has.
      [
        { password: 'compiler-cobol', name: 'Cobol Compiler Queen' },
        textOf(authMessages.passwordPersonal),
      ],
      [{ password: `${me.user.email.toUpperCase()}!` }, textOf(authMessages.passwordPersonal)],
    ] as const;
    for (let round = 0; round < 3; round++) {
      for (const [fields, message] of tries) {
        const res = await update(me.user.id, me.token, { ...fields, current_password: 'a guess' });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({ password: [message] });
      }
    }
    // Twelve refused forms, none of them a guess at the current password (the limit is ten).
    const ok = await update(me.user.id, me.token, {
      password: 'a-new-password',
      current_password: me.password,
    });
    expect(ok.statusCode).toBe(200);
    expect((await row(me.user.id)).name).toBe('Grace Hopper');
  });

  it("lets guesses with a stolen token from one IP not stop the owner's change from another", async () => {
    const me = await signUp(t.app);
    const change = (ip: string, currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: api(`/profile/${me.user.id}`),
        remoteAddress: ip,
        headers: bearer(me.token),
        payload: form({
          _method: 'PUT',
          password: 'owner-takes-it-back',
          current_password: currentPassword,
        }),
      });
    const thief: number[] = [];
    for (let i = 0; i < 15; i++)
      thief.push((await change('198.51.100.66', `guess ${i}`)).statusCode);
    expect(thief).toEqual([...Array(10).fill(422), ...Array(5).fill(429)]);
    // Another address of the thief's gets its own ten: the account is slowed, never locked.
    expect((await change('198.51.100.67', 'guess again')).statusCode).toBe(422);

    const owner = await change('192.0.2.44', me.password);
    expect(owner.statusCode).toBe(200);
  });

  it('needs a recent proof of the session for an account without a password', async () => {
    const { user, token } = await insertSignedInUser(t.database.db, { googleId: 'g-fresh' });
    const fresh = await update(user.id, token, { email: 'fresh-change@example.org' });
    expect(fresh.statusCode).toBe(200);

    await t.database.db
      .update(accessTokens)
      .set({ provenAt: sql`now() - interval '6 minutes'` })
      .where(eq(accessTokens.userId, user.id));
    const stale = await update(user.id, token, { email: 'stale-change@example.org' });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({
      message: textOf(secondFactorMessages.freshProofRequired),
      error: 'fresh_proof_required',
    });
    expect((await row(user.id)).pendingEmail).toBe('fresh-change@example.org');
  });

  it('tells the account of a new password, in its language', async () => {
    const me = await signUp(t.app, { locale: 'nl' });
    const res = await update(me.user.id, me.token, {
      password: 'a-new-password',
      current_password: me.password,
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsTo(me.user.email);
    expect(mail).toMatchObject({
      kind: 'password-changed',
      subject: 'Het wachtwoord van je PifWorld-account is gewijzigd',
    });
    expect(mail!.text).toContain('http://localhost:5173/forgot-password');
  });
});

describe('an e-mail address change', () => {
  it('is told to the earlier address with a link that gives the account back to it', async () => {
    const me = await signUp(t.app);
    const other = (
      await t.app.inject({
        method: 'POST',
        url: api('/login'),
        payload: { email: me.user.email, password: me.password },
      })
    ).json().token as string;
    await moveTo(me, 'taker@example.org', { password: 'swapped-in-secret' });
    await t.database.db
      .update(users)
      .set({ googleId: 'takers-google' })
      .where(eq(users.id, me.user.id));

    const notice = (await mailsTo(me.user.email)).find((mail) => mail.kind === 'email-changed');
    expect(notice).toBeDefined();
    expect(notice!.text).toContain('taker@example.org');
    const token = undoTokenIn(notice!.text)!;
    expect(token).toBeDefined();

    const res = await undo(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: textOf(emailChangeMessages.undone) });
    expect(await row(me.user.id)).toMatchObject({
      email: me.user.email,
      passwordHash: null,
      googleId: null,
      facebookId: null,
    });
    // Every session is signed out, the taker's password no longer works, the owner gets a link.
    expect(await signedIn(me.token, me.user.id)).toBe(401);
    expect(await signedIn(other, me.user.id)).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: api('/login'),
      payload: { email: me.user.email, password: 'swapped-in-secret' },
    });
    expect(login.statusCode).toBe(401);
    const mails = await mailsTo(me.user.email);
    expect(mails.map((mail) => mail.kind)).toEqual([
      'password-changed',
      'email-changed',
      'password-reset',
    ]);

    const again = await undo(token);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: [textOf(emailChangeMessages.invalidLink)] });
  });

  it('cannot be undone onto an address another account has taken since', async () => {
    const me = await signUp(t.app);
    await moveTo(me, 'moved-away@example.org');
    const token = undoTokenIn((await mailsTo(me.user.email))[0]!.text)!;
    await signUp(t.app, { email: me.user.email });
    const res = await undo(token);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ token: [textOf(emailChangeMessages.addressTaken)] });
    expect((await row(me.user.id)).email).toBe('moved-away@example.org');
    const [change] = await t.database.db
      .select()
      .from(emailChanges)
      .where(and(eq(emailChanges.userId, me.user.id)));
    expect(change!.undoneAt).toBeNull();
  });

  it('answers an unknown, malformed or expired link with 422, writing nothing', async () => {
    for (const payload of [{ token: 'x'.repeat(43) }, { token: '' }, {}, { token: 42 }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: api('/email-change/undo'),
        payload,
      });
      expect(res.statusCode).toBe(422);
    }
    const me = await signUp(t.app);
    await moveTo(me, 'expiring@example.org');
    const token = undoTokenIn((await mailsTo(me.user.email))[0]!.text)!;
    await t.database.db
      .update(emailChanges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailChanges.userId, me.user.id));
    expect((await undo(token)).statusCode).toBe(422);
    expect((await row(me.user.id)).email).toBe('expiring@example.org');
  });
});
