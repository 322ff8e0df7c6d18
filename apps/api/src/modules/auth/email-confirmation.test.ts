import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSignedInUser } from '../../../test/factories';
import {
  bearer,
  confirmationTokenFor,
  createTestApp,
  signUp,
  type TestApp,
} from '../../../test/helpers';
import { apiRequests } from '../../../test/requests';
import { paymentRequests } from '../../../test/payments';
import { insertNonprofit } from '../../../test/factories';
import {
  donations,
  emailConfirmations,
  mailOutbox,
  nonprofits,
  subscriptions,
  users,
} from '../../db/schema';

let t: TestApp;
const requests = apiRequests(() => t);
const p = paymentRequests(() => t);
const api = (path: string) => `/pifworld/api/v1${path}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mailsTo = (to: string, kind: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.id));

const confirm = (token: string, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: api('/email/confirm'),
    headers: { 'accept-language': lang },
    payload: { token },
  });

const createNonprofit = (token: string, lang = 'en') =>
  requests.send(
    'POST',
    '/nonprofits',
    token,
    { name: `Proof ${Math.random()}` },
    { 'accept-language': lang },
  );

const account = async (id: number) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('sign-up', () => {
  it("mails a confirmation link in the person's language; until it is opened no page can be made", async () => {
    const me = await signUp(
      t.app,
      { email: 'wim.dekker@example.org', locale: 'nl' },
      { confirmed: false },
    );
    expect(me.user).toMatchObject({ email_confirmed: false, pending_email: null });
    const [mail, ...more] = await mailsTo('wim.dekker@example.org', 'email-confirmation');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Bevestig je e-mailadres voor PifWorld');
    expect(mail!.text).toContain('Welkom bij PifWorld! Bevestig dat dit e-mailadres van jou is.');
    expect(mail!.text).toMatch(/http:\/\/localhost:5173\/confirm-email\/[\w-]{43}\n/);

    for (const [lang, message] of [
      ['en', 'Confirm your e-mail address first: open the link we sent you, or ask for a new one.'],
      [
        'nl',
        'Bevestig eerst je e-mailadres: open de link die we je stuurden, of vraag een nieuwe aan.',
      ],
    ] as const) {
      const refused = await createNonprofit(me.token, lang);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: 'email_unconfirmed', message });
    }
    expect(
      await t.database.db.select().from(nonprofits).where(eq(nonprofits.userId, me.user.id)),
    ).toEqual([]);

    // The link works without a session (opened on a phone, say), once.
    const token = await confirmationTokenFor(t.database.db, 'wim.dekker@example.org');
    const opened = await confirm(token, 'nl');
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({
      message: 'Je e-mailadres is bevestigd.',
      email: 'wim.dekker@example.org',
      changed: false,
    });
    const again = await confirm(token);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toEqual([
      'This confirmation link is invalid or has expired.',
    ]);
    expect((await account(me.user.id)).emailConfirmedAt).toBeInstanceOf(Date);
    expect((await createNonprofit(me.token)).statusCode).toBe(201);
  });

  it('refuses an unknown or expired link, and says so in Dutch', async () => {
    const unknown = await confirm('x'.repeat(43), 'nl');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.token).toEqual(['Deze bevestigingslink is ongeldig of verlopen.']);

    const me = await signUp(t.app, {}, { confirmed: false });
    const token = await confirmationTokenFor(t.database.db, me.user.email);
    await t.database.db
      .update(emailConfirmations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailConfirmations.userId, me.user.id));
    expect((await confirm(token)).statusCode).toBe(422);
    expect((await account(me.user.id)).emailConfirmedAt).toBeNull();
  });
});

describe('POST /email/confirmation (send the link again)', () => {
  const resend = (token?: string) =>
    t.app.inject({
      method: 'POST',
      url: api('/email/confirmation'),
      headers: token ? bearer(token) : {},
    });

  it('answers 401 without a session and 422 when there is nothing to confirm', async () => {
    expect((await resend()).statusCode).toBe(401);
    const confirmed = await insertSignedInUser(t.database.db);
    const res = await resend(confirmed.token);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['Your e-mail address is already confirmed.']);
  });

  it('sends a new link, after which only the new one works; a few a quarter hour at most', async () => {
    const me = await signUp(t.app, {}, { confirmed: false });
    const first = await confirmationTokenFor(t.database.db, me.user.email);
    const res = await resend(me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'We have sent you a new confirmation link.' });
    const second = await confirmationTokenFor(t.database.db, me.user.email);
    expect(second).not.toBe(first);
    expect((await confirm(first)).statusCode).toBe(422);
    expect((await confirm(second)).statusCode).toBe(200);

    const other = await signUp(t.app, {}, { confirmed: false });
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await resend(other.token)).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
  });
});

describe('accounts from before addresses were proven', () => {
  it('are asked to confirm at their next sign-in, at most once an hour, and keep their pages', async () => {
    const me = await signUp(t.app, { email: 'older.account@example.org' }, { confirmed: false });
    await t.database.db.delete(mailOutbox).where(eq(mailOutbox.to, 'older.account@example.org'));
    await t.database.db.delete(emailConfirmations).where(eq(emailConfirmations.userId, me.user.id));
    await insertNonprofit(t.database.db, { userId: me.user.id, name: 'Kept Non-profit' });

    const login = () =>
      t.app.inject({
        method: 'POST',
        url: api('/login'),
        payload: { email: 'older.account@example.org', password: me.password },
      });
    const first = await login();
    expect(first.statusCode).toBe(200);
    expect(first.json().user.email_confirmed).toBe(false);
    await login();
    expect(await mailsTo('older.account@example.org', 'email-confirmation')).toHaveLength(1);
    const kept = await t.app.inject({ url: api(`/user/${me.user.id}/nonprofits`) });
    expect(kept.json().nonprofits.map((n: { name: string }) => n.name)).toEqual([
      'Kept Non-profit',
    ]);
  });

  it('a password reset proves the address too', async () => {
    const me = await signUp(t.app, { email: 'forgot.me@example.org' }, { confirmed: false });
    await t.app.inject({
      method: 'POST',
      url: api('/password/email'),
      payload: { email: 'forgot.me@example.org' },
    });
    const [mail] = await mailsTo('forgot.me@example.org', 'password-reset');
    const token = /\/forgot-password\/([\w-]+)/.exec(mail!.text)![1]!;
    const reset = await t.app.inject({
      method: 'POST',
      url: api('/password/reset'),
      payload: {
        token,
        email: 'forgot.me@example.org',
        password: 'a brand new passphrase',
        password_confirmation: 'a brand new passphrase',
      },
    });
    expect(reset.statusCode).toBe(200);
    expect((await account(me.user.id)).emailConfirmedAt).toBeInstanceOf(Date);
  });
});

describe("a guest donor's gifts and an account opened with their address", () => {
  it('are not erased or stopped when someone who never proved the address deletes that account', async () => {
    const victim = 'guest.giver@example.org';
    const owner = await insertSignedInUser(t.database.db);
    const nonprofit = await insertNonprofit(t.database.db, { userId: owner.user.id });
    const gift = await p.startDonation({
      amount: 30,
      object_type: 'nonprofit',
      object_id: nonprofit.id,
      donor_name: 'Gerda Guest',
      donor_email: victim,
      message: 'For the shelter',
    });
    expect((await p.choose(gift.paymentId, 'paid')).statusCode).toBe(200);
    const monthly = await p.startDonation({
      amount: 10,
      object_type: 'nonprofit',
      object_id: nonprofit.id,
      donor_name: 'Gerda Guest',
      donor_email: victim,
      frequency: 'monthly',
    });
    expect((await p.choose(monthly.paymentId, 'paid')).statusCode).toBe(200);

    // Someone else opens an account with the guest's address and deletes it at once.
    const squatter = await signUp(t.app, { email: victim }, { confirmed: false });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: api(`/user/${squatter.user.id}`),
      headers: bearer(squatter.token),
    });
    expect(deleted.statusCode).toBe(200);
    await t.app.queue.runDue();

    const [given] = await t.database.db
      .select()
      .from(donations)
      .where(eq(donations.reference, gift.reference));
    expect(given).toMatchObject({
      donorName: 'Gerda Guest',
      donorEmail: victim,
      message: 'For the shelter',
    });
    const [running] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.donorEmail, victim));
    expect(running).toMatchObject({ status: 'active', donorName: 'Gerda Guest' });
  });
});

describe('changing the e-mail address', () => {
  const changeEmail = (id: number, token: string, email: string, password: string) =>
    requests.send('POST', `/profile/${id}`, token, {
      _method: 'PUT',
      email,
      current_password: password,
    });

  it('takes effect only once confirmed from the new inbox; the earlier one then gets its undo link', async () => {
    const me = await signUp(t.app, { email: 'before.move@example.org' });
    const res = await changeEmail(me.user.id, me.token, 'after.move@example.org', me.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message:
        'We have sent a link to your new e-mail address. Your address changes once you open it.',
      user: {
        email: 'before.move@example.org',
        pending_email: 'after.move@example.org',
        email_confirmed: true,
      },
    });
    expect(await mailsTo('before.move@example.org', 'email-changed')).toEqual([]);
    const [mail] = await mailsTo('after.move@example.org', 'email-confirmation');
    expect(mail!.subject).toBe('Confirm your new e-mail address for PifWorld');

    const opened = await confirm(
      await confirmationTokenFor(t.database.db, 'after.move@example.org'),
    );
    expect(opened.json()).toMatchObject({
      message: 'Your new e-mail address has been confirmed and is now the address of your account.',
      email: 'after.move@example.org',
      changed: true,
    });
    expect(await account(me.user.id)).toMatchObject({
      email: 'after.move@example.org',
      pendingEmail: null,
    });
    const [undo] = await mailsTo('before.move@example.org', 'email-changed');
    expect(undo!.text).toMatch(/\/email-change\/undo\/[\w-]{43}/);
  });

  it('does not take an address another account confirmed meanwhile', async () => {
    const me = await signUp(t.app, { email: 'slow.mover@example.org' });
    await changeEmail(me.user.id, me.token, 'contested@example.org', me.password);
    const token = await confirmationTokenFor(t.database.db, 'contested@example.org');
    await signUp(t.app, { email: 'contested@example.org' });
    const res = await confirm(token);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.token).toEqual(['The email has already been taken.']);
    expect((await account(me.user.id)).email).toBe('slow.mover@example.org');
  });
});
