import { and, count, eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDonation, insertNonprofit, insertSignedInUser } from '../../../test/factories';
import { bearer, createTestApp, signUp, type TestApp } from '../../../test/helpers';
import {
  accessTokens,
  auditEntries,
  mailOutbox,
  recoveryCodes,
  totpFactors,
  users,
} from '../../db/schema';

/**
 * The way back in for someone who lost every second factor: an operator removes them,
 * audited with how they checked who asked, and the owner is e-mailed. Console changes that move
 * money or power (refund, block, unblock, role) ask for a fresh proof like the owner's own.
 */

let t: TestApp;
const api = (path: string) => `/pifworld/api/v1${path}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const post = (url: string, payload: object | undefined, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: api(url),
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

/** An account that signed up and set up an authenticator app (with its recovery codes). */
async function withTotp(overrides: Record<string, string> = {}) {
  const me = await signUp(t.app, overrides);
  const { secret } = (await post('/user/totp', undefined, me.token)).json();
  const confirmed = await post(
    '/user/totp/confirm',
    { code: await generate({ secret }) },
    me.token,
  );
  expect(confirmed.statusCode).toBe(200);
  return { ...me, secret };
}

const resetOf = (id: number, token?: string, body: object | undefined = { reason: 'Passport' }) =>
  post(`/admin/users/${id}/second-factors/reset`, body, token);

/** Makes the session's last proof older than the five minutes a fresh one lasts. */
async function staleProof(userId: number) {
  await t.database.db
    .update(accessTokens)
    .set({ provenAt: sql`now() - interval '6 minutes'` })
    .where(eq(accessTokens.userId, userId));
}

async function countOf(table: typeof totpFactors | typeof recoveryCodes, userId: number) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(table)
    .where(eq(table.userId, userId));
  return row!.n;
}

const auditsOf = (targetId: number) =>
  t.database.db
    .select()
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.targetId, String(targetId)),
        eq(auditEntries.action, 'user.reset-second-factors'),
      ),
    );

describe('an operator resets the second factors of someone who lost them', () => {
  it('removes every factor, signs the person out everywhere, audits it and e-mails them in their language', async () => {
    const operator = await insertSignedInUser(t.database.db, { role: 'admin' });
    const owner = await withTotp({ locale: 'nl' });
    expect(await countOf(recoveryCodes, owner.user.id)).toBe(10);

    const res = await resetOf(owner.user.id, operator.token, {
      reason: 'Checked the passport at the desk',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      changed: true,
      data: { id: owner.user.id, second_factor: false },
      message: 'Every second factor of this account has been removed. Its owner has been e-mailed.',
    });
    expect(await countOf(totpFactors, owner.user.id)).toBe(0);
    expect(await countOf(recoveryCodes, owner.user.id)).toBe(0);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(row!.secondFactorSince).toBeNull();
    // The session opened before (perhaps on the lost phone) has ended.
    const me = await t.app.inject({
      method: 'GET',
      url: api('/user/security'),
      headers: bearer(owner.token),
    });
    expect(me.statusCode).toBe(401);
    // The password alone signs in again, with no second step.
    const login = await post('/login', { email: owner.user.email, password: owner.password });
    expect(login.statusCode).toBe(200);
    expect(login.json().token).toEqual(expect.any(String));

    const [entry, ...more] = await auditsOf(owner.user.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorId: operator.user.id,
      reason: 'Checked the passport at the desk',
      before: { second_factor: true },
      after: { second_factor: false },
    });
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.to, owner.user.email), eq(mailOutbox.kind, 'security-factors-reset')),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('De tweede factoren van je PifWorld-account zijn verwijderd');
  });

  it('changes nothing for an account without a factor, and answers so in Dutch', async () => {
    const operator = await insertSignedInUser(t.database.db, { role: 'admin' });
    const plain = await insertSignedInUser(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: api(`/admin/users/${plain.user.id}/second-factors/reset`),
      headers: { ...bearer(operator.token), 'accept-language': 'nl' },
      payload: { reason: 'Asked by phone' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      changed: false,
      message: 'Dit account heeft geen tweede factor om terug te zetten.',
    });
    expect(await auditsOf(plain.user.id)).toEqual([]);
    // Still signed in: nothing happened to the account.
    const me = await t.app.inject({
      method: 'GET',
      url: api('/user/security'),
      headers: bearer(plain.token),
    });
    expect(me.statusCode).toBe(200);
  });

  it('is refused without a session (401), to a user (403), on a bad reason (422) and on oneself (409), writing nothing', async () => {
    const operator = await insertSignedInUser(t.database.db, { role: 'admin' });
    const owner = await withTotp();
    const stranger = await insertSignedInUser(t.database.db);

    expect((await resetOf(owner.user.id)).statusCode).toBe(401);
    expect((await resetOf(owner.user.id, stranger.token)).statusCode).toBe(403);
    expect((await resetOf(owner.user.id, owner.token)).statusCode).toBe(403);
    for (const body of [{}, { reason: '' }, { reason: 'x'.repeat(2001) }, { reason: 7 }]) {
      const bad = await resetOf(owner.user.id, operator.token, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(422);
      expect(bad.json().errors.reason).toBeDefined();
    }
    expect((await resetOf(999_999, operator.token)).statusCode).toBe(404);
    expect((await resetOf(operator.user.id, operator.token)).statusCode).toBe(409);
    expect(await countOf(totpFactors, owner.user.id)).toBe(1);
    expect(await auditsOf(owner.user.id)).toEqual([]);
  });

  it("lets only a console admin reset an operator's factors", async () => {
    const operator = await insertSignedInUser(t.database.db, { role: 'admin' });
    const consoleAdmin = await insertSignedInUser(t.database.db, { role: 'console_admin' });
    const other = await insertSignedInUser(t.database.db, { role: 'admin' });

    const refused = await resetOf(other.user.id, operator.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('console_admin_required');
    expect(await auditsOf(other.user.id)).toEqual([]);

    const done = await resetOf(other.user.id, consoleAdmin.token);
    expect(done.statusCode).toBe(200);
    expect(done.json().changed).toBe(true);
    expect(await auditsOf(other.user.id)).toHaveLength(1);
  });
});

describe('console changes need a fresh proof', () => {
  it('refuses a refund, a block, an unblock, a role change and a reset with a stale one, writing nothing', async () => {
    // A console admin with a password (to prove it is them) and a second factor (the console's).
    const consoleAdmin = await signUp(t.app);
    await t.database.db
      .update(users)
      .set({ role: 'console_admin', secondFactorSince: new Date() })
      .where(eq(users.id, consoleAdmin.user.id));
    const owner = await insertSignedInUser(t.database.db);
    const nonprofit = await insertNonprofit(t.database.db, { userId: owner.user.id });
    const donation = await insertDonation(t.database.db, {
      nonprofitId: nonprofit.id,
      amountCents: 2_500,
      status: 'paid',
    });
    const person = await insertSignedInUser(t.database.db, { secondFactorSince: new Date() });
    await staleProof(consoleAdmin.user.id);
    const [before] = await t.database.db.select({ n: count() }).from(auditEntries);

    const attempts = [
      post(`/admin/donations/${donation.id}/refund`, { reason: 'Asked' }, consoleAdmin.token),
      post(`/admin/users/${person.user.id}/block`, { reason: 'Spam' }, consoleAdmin.token),
      post(`/admin/users/${person.user.id}/unblock`, undefined, consoleAdmin.token),
      post(`/admin/users/${person.user.id}/role`, { role: 'admin' }, consoleAdmin.token),
      resetOf(person.user.id, consoleAdmin.token),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error).toBe('fresh_proof_required');
    }
    const [after] = await t.database.db.select({ n: count() }).from(auditEntries);
    expect(after!.n).toBe(before!.n);

    // Once the password proves it is them, the same request goes through.
    const proof = await post(
      '/session/proof',
      { password: consoleAdmin.password },
      consoleAdmin.token,
    );
    expect(proof.statusCode, proof.body).toBe(200);
    const blocked = await post(
      `/admin/users/${person.user.id}/block`,
      { reason: 'Spam' },
      consoleAdmin.token,
    );
    expect(blocked.statusCode).toBe(200);
  });
});
