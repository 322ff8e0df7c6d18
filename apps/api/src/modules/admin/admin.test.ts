import { adminMessages, authMessages } from '@app/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditCount } from '../../../test/admin';
import { insertSignedInUser, insertUser } from '../../../test/factories';
import { bearer, testAppWith, textOf } from '../../../test/helpers';
import { auditEntries, rateLimits, users } from '../../db/schema';
import { ADMIN_REQUESTS_PER_MINUTE } from './admin.routes';
import { recordAudit } from './audit';
import { grantAdminEmails, setRole } from './roles';

// The console's foundation: the operator role, blocked accounts, the audit log.
const t = testAppWith(() => ({}));
const api = (path: string) => `/pifworld/api/v1${path}`;

describe('the operator role', () => {
  it('is given and taken back by e-mail address, once, each time written to the audit log', async () => {
    // Someone with a second factor: an operator without one would be refused the console.
    const user = await insertSignedInUser(t.db, {
      email: 'Operator.One@example.org'.toLowerCase(),
      secondFactorSince: new Date(),
    });
    const before = await auditCount(t.db);
    expect(await setRole(t.db, ' OPERATOR.one@example.org ', 'admin', null)).toEqual({
      userId: user.user.id,
      changed: true,
    });
    expect(await setRole(t.db, 'operator.one@example.org', 'admin', null)).toEqual({
      userId: user.user.id,
      changed: false,
    });
    expect(await auditCount(t.db)).toBe(before + 1);
    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.targetId, String(user.user.id)));
    expect(entry).toMatchObject({
      actorId: null,
      action: 'user.make-admin',
      targetType: 'user',
      before: { role: 'user' },
      after: { role: 'admin' },
    });
    const audit = await t.app.inject({ url: api('/admin/audit'), headers: bearer(user.token) });
    expect(audit.statusCode).toBe(200);

    // Taking it back signs the operator out: the token that opened the console is revoked.
    await setRole(t.db, 'operator.one@example.org', 'user', null);
    const after = await t.app.inject({ url: api('/admin/audit'), headers: bearer(user.token) });
    expect(after.statusCode).toBe(401);
    expect(await setRole(t.db, 'nobody@example.org', 'admin', null)).toBeNull();
  });

  it('makes the ADMIN_EMAILS accounts console admins at start, audited, and names the addresses without one', async () => {
    const user = await insertUser(t.db);
    const operator = await insertUser(t.db, { role: 'admin' });
    expect(
      await grantAdminEmails(t.db, [user.email, operator.email, 'no-account@example.org']),
    ).toEqual(['no-account@example.org']);
    const rows = await t.db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(inArray(users.id, [user.id, operator.id]));
    expect(rows.map((row) => row.role)).toEqual(['console_admin', 'console_admin']);
    const entries = await t.db
      .select()
      .from(auditEntries)
      .where(inArray(auditEntries.targetId, [String(user.id), String(operator.id)]));
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        actorId: null,
        action: 'user.make-console-admin',
        after: { role: 'console_admin' },
      });
    }
    // At the next start nothing changes and nothing more is written.
    expect(await grantAdminEmails(t.db, [user.email])).toEqual([]);
    expect(
      await t.db
        .select()
        .from(auditEntries)
        .where(inArray(auditEntries.targetId, [String(user.id), String(operator.id)])),
    ).toHaveLength(2);
  });

  it('is what the session user says', async () => {
    for (const role of ['admin', 'console_admin'] as const) {
      const operator = await insertSignedInUser(t.db, { role });
      const me = await t.app.inject({
        url: api(`/user/${operator.user.id}`),
        headers: bearer(operator.token),
      });
      expect(me.json().user.role).toBe(role);
    }
  });
});

describe('a blocked account', () => {
  it('loses its tokens at once and cannot sign in, told why in its language', async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: api('/register'),
      payload: {
        name: 'Blocked Person',
        email: 'blocked.person@example.org',
        password: 'a-good-password',
        password_confirmation: 'a-good-password',
      },
    });
    expect(register.statusCode).toBe(201);
    const token = register.json().token as string;
    await t.db
      .update(users)
      .set({ blockedAt: new Date(), blockedReason: 'Fraud' })
      .where(eq(users.email, 'blocked.person@example.org'));
    // Any request with its token is refused, whatever the endpoint.
    const me = await t.app.inject({ url: api('/sdg-topics'), headers: bearer(token) });
    expect(me.statusCode).toBe(401);

    const login = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: api('/login'),
        headers: { 'accept-language': language },
        payload: { email: 'blocked.person@example.org', password: 'a-good-password' },
      });
    const english = await login('en');
    expect(english.statusCode).toBe(403);
    expect(english.json()).toMatchObject({ message: textOf(adminMessages.blocked) });
    const dutch = await login('nl');
    expect(dutch.json().message).toMatch(/geblokkeerd/);
    // A wrong password still says only that the credentials are wrong.
    const wrong = await t.app.inject({
      method: 'POST',
      url: api('/login'),
      payload: { email: 'blocked.person@example.org', password: 'not-the-password' },
    });
    expect(wrong.json()).toMatchObject({ message: textOf(authMessages.invalidCredentials) });
  });
});

describe('the console', () => {
  it('refuses visitors (401) and users (403) before it reads anything, and opens to operators and console admins', async () => {
    const user = await insertSignedInUser(t.db);
    expect((await t.app.inject({ url: api('/admin/audit') })).statusCode).toBe(401);
    const refused = await t.app.inject({
      url: api('/admin/audit?page=x'),
      headers: { ...bearer(user.token), 'accept-language': 'nl' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/beheerders/);
    for (const role of ['admin', 'console_admin'] as const) {
      const operator = await insertSignedInUser(t.db, { role });
      const audit = await t.app.inject({
        url: api('/admin/audit'),
        headers: bearer(operator.token),
      });
      expect(audit.statusCode, role).toBe(200);
    }
  });

  it("counts an operator's requests: 429 with Retry-After past the limit", async () => {
    const operator = await insertSignedInUser(t.db, { role: 'admin' });
    const key = `admin|GET /pifworld/api/v1/admin/audit|user:${operator.user.id}`;
    await t.db.insert(rateLimits).values({
      key,
      hits: ADMIN_REQUESTS_PER_MINUTE,
      windowEndsAt: sql`now() + interval '1 minute'`,
    });
    const answer = await t.app.inject({
      url: api('/admin/audit'),
      headers: bearer(operator.token),
    });
    expect(answer.statusCode).toBe(429);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lists the audit log newest first, narrowed by action and target', async () => {
    const operator = await insertSignedInUser(t.db, { role: 'admin' });
    await recordAudit(t.db, {
      actorId: operator.user.id,
      action: 'test.first',
      targetType: 'thing',
      targetId: 41,
      after: { on: true },
    });
    await recordAudit(t.db, {
      actorId: operator.user.id,
      action: 'test.second',
      targetType: 'thing',
      targetId: 42,
      before: { on: true },
      after: { on: false },
      reason: 'Because',
    });
    const list = await t.app.inject({
      url: api('/admin/audit?target_type=thing'),
      headers: bearer(operator.token),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((e: { action: string }) => e.action)).toEqual([
      'test.second',
      'test.first',
    ]);
    expect(list.json().data[0]).toMatchObject({
      actor: { id: operator.user.id, name: operator.user.name },
      target_id: '42',
      before: { on: true },
      after: { on: false },
      reason: 'Because',
    });
    const one = await t.app.inject({
      url: api('/admin/audit?action=test.first'),
      headers: bearer(operator.token),
    });
    expect(one.json().meta.total).toBe(1);
    const bad = await t.app.inject({
      url: api('/admin/audit?from=yesterday'),
      headers: bearer(operator.token),
    });
    expect(bad.statusCode).toBe(422);
  });

  it('keeps audit entries as they were written: no update, no delete', async () => {
    await recordAudit(t.db, {
      actorId: null,
      action: 'test.kept',
      targetType: 'thing',
      targetId: 1,
    });
    await expect(
      t.db
        .update(auditEntries)
        .set({ action: 'changed' })
        .where(eq(auditEntries.action, 'test.kept')),
    ).rejects.toThrow();
    await expect(
      t.db.delete(auditEntries).where(eq(auditEntries.action, 'test.kept')),
    ).rejects.toThrow();
    const kept = await t.db.select().from(auditEntries).where(eq(auditEntries.action, 'test.kept'));
    expect(kept).toHaveLength(1);
  });
});
