import { adminMessages, adminPeopleMessages, isOperator } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditCount } from '../../../test/admin';
import {
  insertCompany,
  insertDonation,
  insertFundraiser,
  insertNonprofit,
  insertSignedInUser,
  insertUser,
} from '../../../test/factories';
import { bearer, signUp, testAppWith, textOf } from '../../../test/helpers';
import { auditEntries, follows, mailOutbox, users } from '../../db/schema';

// The console's People section: search, one person, block, unblock, the role.
const t = testAppWith(() => ({}));
const api = (path: string) => `/pifworld/api/v1${path}`;

const get = (path: string, token: string, language = 'en') =>
  t.app.inject({ url: api(path), headers: { ...bearer(token), 'accept-language': language } });
const post = (path: string, token: string, body?: object, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: api(path),
    headers: { ...bearer(token), 'accept-language': language },
    ...(body ? { payload: body } : {}),
  });
const login = (email: string, password: string, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: api('/login'),
    headers: { 'accept-language': language },
    payload: { email, password },
  });

describe('the people list', () => {
  it('finds accounts by part of the name or e-mail address, in any case, and narrows to blocked ones, operators or console admins', async () => {
    const operator = await insertSignedInUser(t.db, { role: 'admin' });
    const consoleAdmin = await insertUser(t.db, { role: 'console_admin' });
    const user = await insertUser(t.db);
    const blocked = await insertUser(t.db, { blockedAt: new Date(), blockedReason: 'Spam' });

    const byEmail = await get(
      `/admin/users?search=${user.email.slice(0, 10).toUpperCase()}`,
      operator.token,
    );
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().data).toEqual([
      {
        id: user.id,
        name: user.name,
        email: user.email,
        role: 'user',
        blocked_at: null,
        blocked_reason: null,
        second_factor: false,
        created_at: user.createdAt.toISOString(),
      },
    ]);
    const byName = await get(
      `/admin/users?search=${encodeURIComponent(user.name)}`,
      operator.token,
    );
    expect(byName.json().data.map((u: { id: number }) => u.id)).toEqual([user.id]);

    const blockedOnes = (await get('/admin/users?filter=blocked', operator.token)).json();
    expect(blockedOnes.data.map((u: { id: number }) => u.id)).toContain(blocked.id);
    expect(blockedOnes.data.every((u: { blocked_at: string | null }) => u.blocked_at)).toBe(true);
    // Operators: everyone who opens the console, console admins too.
    const operators = (await get('/admin/users?filter=admin&per_page=100', operator.token)).json();
    const operatorIds = operators.data.map((u: { id: number }) => u.id);
    expect(operatorIds).toEqual(expect.arrayContaining([operator.user.id, consoleAdmin.id]));
    expect(operatorIds).not.toContain(user.id);
    expect(operators.data.every((u: { role: string }) => isOperator(u.role))).toBe(true);
    const consoleAdmins = (
      await get('/admin/users?filter=console_admin&per_page=100', operator.token)
    ).json();
    expect(consoleAdmins.data.map((u: { id: number }) => u.id)).toContain(consoleAdmin.id);
    expect(consoleAdmins.data.every((u: { role: string }) => u.role === 'console_admin')).toBe(
      true,
    );

    const wrong = await get('/admin/users?filter=everyone', operator.token, 'nl');
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['filter']);
  });
});

describe('one person', () => {
  it('shows the pages they own, what they follow and what they gave', async () => {
    const operator = await insertSignedInUser(t.db, { role: 'admin' });
    const person = await insertUser(t.db);
    const nonprofit = await insertNonprofit(t.db, { userId: person.id });
    const fundraiser = await insertFundraiser(t.db, {
      userId: person.id,
      nonprofitId: nonprofit.id,
      active: false,
    });
    const company = await insertCompany(t.db, { userId: person.id });
    const other = await insertNonprofit(t.db, { userId: operator.user.id });
    await t.db.insert(follows).values({ userId: person.id, nonprofitId: other.id });
    const paid = await insertDonation(t.db, {
      amountCents: 2_550,
      status: 'paid',
      nonprofitId: other.id,
      donorUserId: person.id,
    });
    await insertDonation(t.db, {
      amountCents: 1_000,
      status: 'failed',
      fundraiserId: fundraiser.id,
      donorUserId: person.id,
    });

    const answer = await get(`/admin/users/${person.id}`, operator.token);
    expect(answer.statusCode).toBe(200);
    const { data } = answer.json();
    expect(data).toMatchObject({ id: person.id, email: person.email, role: 'user' });
    expect(data.pages).toEqual(
      expect.arrayContaining([
        { type: 'nonprofit', id: nonprofit.id, name: nonprofit.name, active: true },
        { type: 'fundraiser', id: fundraiser.id, name: fundraiser.name, active: false },
        { type: 'company', id: company.id, name: company.name, active: true },
      ]),
    );
    expect(data.pages).toHaveLength(3);
    expect(data.follows).toEqual({
      count: 1,
      latest: [
        { type: 'nonprofit', id: other.id, name: other.name, followed_at: expect.any(String) },
      ],
    });
    expect(data.donations.count).toBe(2);
    expect(data.donations.paid_total).toBe(25.5);
    expect(data.donations.latest).toContainEqual({
      id: paid.id,
      reference: paid.reference,
      amount: 25.5,
      status: 'paid',
      created_at: paid.createdAt.toISOString(),
      page_name: other.name,
    });

    const missing = await get('/admin/users/999999', operator.token, 'nl');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Gebruiker niet gevonden.');
  });
});

describe('blocking an account', () => {
  it('signs the person out at once, refuses their sign-in in their language, e-mails them, and is audited once', async () => {
    const operator = await insertSignedInUser(t.db, { role: 'admin' });
    const person = await signUp(t.app);
    await t.db.update(users).set({ locale: 'nl' }).where(eq(users.id, person.user.id));
    expect((await get('/sdg-topics', person.token)).statusCode).toBe(200);

    const before = await auditCount(t.db);
    const blocked = await post(`/admin/users/${person.user.id}/block`, operator.token, {
      reason: 'Fraudulent fundraisers',
    });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({
      changed: true,
      message: textOf(adminPeopleMessages.blocked),
      data: { id: person.user.id, blocked_reason: 'Fraudulent fundraisers' },
    });
    expect(blocked.json().data.blocked_at).toEqual(expect.any(String));

    // The token the person holds is refused at once, whatever the endpoint.
    expect((await get('/sdg-topics', person.token)).statusCode).toBe(401);
    expect((await get(`/user/${person.user.id}`, person.token)).statusCode).toBe(401);
    const english = await login(person.user.email, person.password);
    expect(english.statusCode).toBe(403);
    expect(english.json()).toMatchObject({ message: textOf(adminMessages.blocked) });
    const dutch = await login(person.user.email, person.password, 'nl');
    expect(dutch.statusCode).toBe(403);
    expect(dutch.json().message).toBe(
      'Dit account is geblokkeerd. Neem contact met ons op als je denkt dat dit een vergissing is.',
    );

    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, person.user.email), eq(mailOutbox.kind, 'account-blocked')));
    expect(mail?.subject).toBe('Je PifWorld-account is geblokkeerd');
    expect(mail?.text).toContain('Reden: Fraudulent fundraisers');
    expect(mail?.text).toContain(`${t.config.APP_URL}/contact`);

    expect(await auditCount(t.db)).toBe(before + 1);
    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.targetId, String(person.user.id)),
          eq(auditEntries.action, 'user.block'),
        ),
      );
    expect(entry).toMatchObject({
      actorId: operator.user.id,
      targetType: 'user',
      reason: 'Fraudulent fundraisers',
    });

    // Blocking again changes nothing and writes nothing.
    const again = await post(`/admin/users/${person.user.id}/block`, operator.token, {
      reason: 'Twice',
    });
    expect(again.json()).toMatchObject({
      changed: false,
      message: textOf(adminPeopleMessages.alreadyBlocked),
    });
    expect(again.json().data.blocked_reason).toBe('Fraudulent fundraisers');
    expect(await auditCount(t.db)).toBe(before + 1);

    // Unblocked, the person signs in again.
    const unblocked = await post(`/admin/users/${person.user.id}/unblock`, operator.token);
    expect(unblocked.json()).toMatchObject({
      changed: true,
      data: { blocked_at: null, blocked_reason: null },
    });
    expect(await auditCount(t.db)).toBe(before + 2);
    const signedIn = await login(person.user.email, person.password);
    expect(signedIn.statusCode).toBe(200);
    expect((await get('/sdg-topics', signedIn.json().token)).statusCode).toBe(200);
    const twice = await post(`/admin/users/${person.user.id}/unblock`, operator.token);
    expect(twice.json()).toMatchObject({
      changed: false,
      message: textOf(adminPeopleMessages.notBlocked),
    });
    expect(await auditCount(t.db)).toBe(before + 2);
  });

  it('needs a reason: 422 in the reader’s language, nothing written', async () => {
    const operator = await insertSignedInUser(t.db, { role: 'admin' });
    const person = await insertUser(t.db);
    const before = await auditCount(t.db);
    for (const body of [{}, { reason: '   ' }]) {
      const refused = await post(`/admin/users/${person.id}/block`, operator.token, body, 'nl');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.reason).toEqual(['Geef een reden op.']);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, person.id));
    expect(row!.blockedAt).toBeNull();
    expect(await auditCount(t.db)).toBe(before);
  });

  it('is refused for the operator’s own account (409), in English and Dutch', async () => {
    const operator = await insertSignedInUser(t.db, { role: 'admin' });
    const path = `/admin/users/${operator.user.id}/block`;
    const english = await post(path, operator.token, { reason: 'Myself' });
    expect(english.statusCode).toBe(409);
    expect(english.json()).toMatchObject({ message: textOf(adminPeopleMessages.selfBlock) });
    const dutch = await post(path, operator.token, { reason: 'Myself' }, 'nl');
    expect(dutch.json()).toMatchObject({ message: 'Je kunt je eigen account niet blokkeren.' });
    expect((await get('/admin/audit', operator.token)).statusCode).toBe(200);
    expect(
      (await post('/admin/users/999999/block', operator.token, { reason: 'x' })).statusCode,
    ).toBe(404);
  });
});

describe('the operator role', () => {
  it('is given and taken back by a console admin, shows in the session user, and is never your own to take', async () => {
    const operator = await insertSignedInUser(t.db, { role: 'console_admin' });
    // With a second factor, without which the console would refuse the new operator.
    const person = await insertSignedInUser(t.db, { secondFactorSince: new Date() });
    const before = await auditCount(t.db);

    const made = await post(`/admin/users/${person.user.id}/role`, operator.token, {
      role: 'admin',
    });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ changed: true, data: { role: 'admin' } });
    const me = await get(`/user/${person.user.id}`, person.token);
    expect(me.json().user.role).toBe('admin');
    expect((await get('/admin/audit', person.token)).statusCode).toBe(200);
    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.targetId, String(person.user.id)));
    expect(entry).toMatchObject({ actorId: operator.user.id, action: 'user.make-admin' });

    const same = await post(`/admin/users/${person.user.id}/role`, operator.token, {
      role: 'admin',
    });
    expect(same.json()).toMatchObject({
      changed: false,
      message: textOf(adminPeopleMessages.roleUnchanged),
    });
    expect(await auditCount(t.db)).toBe(before + 1);

    // Revoked: signed out, and signed in again as a user.
    const revoked = await post(`/admin/users/${person.user.id}/role`, operator.token, {
      role: 'user',
    });
    expect(revoked.json()).toMatchObject({ changed: true, data: { role: 'user' } });
    expect((await get('/admin/audit', person.token)).statusCode).toBe(401);
    expect(await auditCount(t.db)).toBe(before + 2);

    const own = await post(
      `/admin/users/${operator.user.id}/role`,
      operator.token,
      { role: 'user' },
      'nl',
    );
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ message: 'Je kunt je eigen rol niet wijzigen.' });
    expect(await auditCount(t.db)).toBe(before + 2);
    const unknown = await post(`/admin/users/${person.user.id}/role`, operator.token, {
      role: 'owner',
    });
    expect(unknown.statusCode).toBe(422);
  });
});
