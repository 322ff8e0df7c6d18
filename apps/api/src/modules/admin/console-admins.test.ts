import { adminPeopleMessages, type UserRole } from '@app/contract';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditCount } from '../../../test/admin';
import { insertSignedInUser, insertUser } from '../../../test/factories';
import { issueToken } from '../auth/tokens.service';
import { bearer, testAppWith, textOf } from '../../../test/helpers';
import { auditEntries, users } from '../../db/schema';
import { setRole } from './roles';

// Who manages the operators: only a console admin sets roles and blocks operators, and the
// platform always keeps one console admin who can sign in, also when two act at the same moment.
const t = testAppWith(() => ({}));
const api = (path: string) => `/pifworld/api/v1${path}`;

const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  token?: string,
  body?: object,
  language = 'en',
) =>
  t.app.inject({
    method,
    url: api(path),
    headers: { ...(token ? bearer(token) : {}), 'accept-language': language },
    ...(body ? { payload: body } : {}),
  });
const setRoleOf = (id: number, role: string, token?: string, language = 'en') =>
  send('POST', `/admin/users/${id}/role`, token, { role }, language);

const roleOf = async (id: number) => {
  const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, id));
  return row?.role;
};
const blockedAtOf = async (id: number) => {
  const [row] = await t.db.select({ at: users.blockedAt }).from(users).where(eq(users.id, id));
  return row?.at;
};
const entriesFor = (id: number) =>
  t.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.targetType, 'user'), eq(auditEntries.targetId, String(id))))
    .orderBy(auditEntries.id);

/** Makes these accounts the platform's only console admins (the others become operators). */
async function onlyConsoleAdmins(...ids: number[]) {
  await t.db
    .update(users)
    .set({ role: 'admin' })
    .where(and(eq(users.role, 'console_admin'), notInArray(users.id, ids)));
  await t.db.update(users).set({ role: 'console_admin' }).where(inArray(users.id, ids));
}

const consoleAdminCount = async () =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.role, 'console_admin'))).length;

describe('setting a role', () => {
  it('refuses visitors (401), users and operators (403 console_admin_required, in English and Dutch, whatever the body), and writes nothing', async () => {
    const user = await insertSignedInUser(t.db);
    const operator = await insertSignedInUser(t.db, { role: 'admin' });
    const otherOperator = await insertUser(t.db, { role: 'admin' });
    const before = await auditCount(t.db);

    expect((await setRoleOf(user.user.id, 'admin')).statusCode).toBe(401);
    expect((await setRoleOf(user.user.id, 'admin', user.token)).statusCode).toBe(403);
    // The user promoting themselves.
    expect((await setRoleOf(user.user.id, 'console_admin', user.token)).statusCode).toBe(403);

    const english = await setRoleOf(otherOperator.id, 'user', operator.token);
    expect(english.statusCode).toBe(403);
    expect(english.json()).toMatchObject({
      message: textOf(adminPeopleMessages.roleConsoleAdminOnly),
      error: 'console_admin_required',
    });
    const dutch = await setRoleOf(otherOperator.id, 'user', operator.token, 'nl');
    expect(dutch.statusCode).toBe(403);
    expect(dutch.json()).toMatchObject({
      message: 'Alleen een hoofdbeheerder mag de rol van een account wijzigen.',
      error: 'console_admin_required',
    });
    // The operator promoting themselves, or anyone, or sending what no role is: still 403.
    for (const [id, role] of [
      [operator.user.id, 'console_admin'],
      [user.user.id, 'admin'],
      [user.user.id, 'owner'],
    ] as const) {
      const refused = await setRoleOf(id, role, operator.token);
      expect(refused.statusCode, `${id} ${role}`).toBe(403);
      expect(refused.json().error).toBe('console_admin_required');
    }
    const noBody = await send('POST', `/admin/users/${user.user.id}/role`, operator.token);
    expect(noBody.statusCode).toBe(403);

    expect(await roleOf(otherOperator.id)).toBe('admin');
    expect(await roleOf(operator.user.id)).toBe('admin');
    expect(await roleOf(user.user.id)).toBe('user');
    expect(await auditCount(t.db)).toBe(before);
  });

  it('is no way up for an operator through their own profile either', async () => {
    const operator = await insertSignedInUser(t.db, { role: 'admin' });
    const profile = await send('PUT', `/profile/${operator.user.id}`, operator.token, {
      description: 'Still an operator',
      role: 'console_admin',
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user.role).toBe('admin');
    expect(await roleOf(operator.user.id)).toBe('admin');
  });

  it('answers a console admin: 422 for what is no role, each role given and taken, audited in its own words, a demoted account signed out', async () => {
    const consoleAdmin = await insertSignedInUser(t.db, { role: 'console_admin' });
    // With a second factor, without which the console would refuse the new operator.
    const person = await insertSignedInUser(t.db, { secondFactorSince: new Date() });

    const unknown = await setRoleOf(person.user.id, 'owner', consoleAdmin.token, 'nl');
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['role']);
    expect((await setRoleOf(999_999, 'admin', consoleAdmin.token)).statusCode).toBe(404);

    const before = await auditCount(t.db);
    const change = async (role: UserRole) => {
      const answer = await setRoleOf(person.user.id, role, consoleAdmin.token);
      expect(answer.statusCode, role).toBe(200);
      expect(answer.json()).toMatchObject({
        changed: true,
        message: textOf(adminPeopleMessages.roleChanged),
        data: { id: person.user.id, role },
      });
      expect(await roleOf(person.user.id)).toBe(role);
    };
    const opensConsole = async (token: string) =>
      (await t.app.inject({ url: api('/admin/audit'), headers: bearer(token) })).statusCode;

    // Made an operator, then a console admin: the same session opens the console, then manages
    // the operators.
    await change('admin');
    expect(await opensConsole(person.token)).toBe(200);
    await change('console_admin');
    const other = await insertUser(t.db);
    expect((await setRoleOf(other.id, 'admin', person.token)).statusCode).toBe(200);
    // Demoted to operator, then to user: each time every session of the account ends.
    await change('admin');
    expect(await opensConsole(person.token)).toBe(401);
    const operatorSession = await issueToken(t.db, person.user.id, 1);
    expect(await opensConsole(operatorSession)).toBe(200);
    await change('user');
    expect(await opensConsole(operatorSession)).toBe(401);

    const entries = await entriesFor(person.user.id);
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['user.make-admin', { role: 'user' }, { role: 'admin' }],
      ['user.make-console-admin', { role: 'admin' }, { role: 'console_admin' }],
      ['user.make-admin', { role: 'console_admin' }, { role: 'admin' }],
      ['user.revoke-admin', { role: 'admin' }, { role: 'user' }],
    ]);
    expect(entries.every((entry) => entry.actorId === consoleAdmin.user.id)).toBe(true);
    const [byPerson] = await entriesFor(other.id);
    expect(byPerson).toMatchObject({ actorId: person.user.id, action: 'user.make-admin' });
    expect(await auditCount(t.db)).toBe(before + 5);

    // The same role again changes and writes nothing.
    const same = await setRoleOf(person.user.id, 'user', consoleAdmin.token);
    expect(same.json()).toMatchObject({
      changed: false,
      message: textOf(adminPeopleMessages.roleUnchanged),
    });
    expect(await auditCount(t.db)).toBe(before + 5);
  });

  it('is never a console admin’s own to change (409, in English and Dutch)', async () => {
    const consoleAdmin = await insertSignedInUser(t.db, { role: 'console_admin' });
    const before = await auditCount(t.db);
    for (const role of ['admin', 'user']) {
      const english = await setRoleOf(consoleAdmin.user.id, role, consoleAdmin.token);
      expect(english.statusCode).toBe(409);
      expect(english.json()).toMatchObject({ message: textOf(adminPeopleMessages.selfRole) });
    }
    const dutch = await setRoleOf(consoleAdmin.user.id, 'user', consoleAdmin.token, 'nl');
    expect(dutch.json()).toMatchObject({ message: 'Je kunt je eigen rol niet wijzigen.' });
    const same = await setRoleOf(consoleAdmin.user.id, 'console_admin', consoleAdmin.token);
    expect(same.json()).toMatchObject({ changed: false });
    expect(await roleOf(consoleAdmin.user.id)).toBe('console_admin');
    expect(await auditCount(t.db)).toBe(before);
  });
});

describe('blocking an operator or a console admin', () => {
  it('is for console admins only: an operator gets 403 and blocks ordinary users only', async () => {
    const operator = await insertSignedInUser(t.db, { role: 'admin' });
    const consoleAdmin = await insertSignedInUser(t.db, { role: 'console_admin' });
    const otherOperator = await insertSignedInUser(t.db, { role: 'admin' });
    const otherConsoleAdmin = await insertUser(t.db, { role: 'console_admin' });
    const blockedOperator = await insertUser(t.db, {
      role: 'admin',
      blockedAt: new Date(),
      blockedReason: 'Left the team',
    });
    const before = await auditCount(t.db);
    const reason = { reason: 'Misused the console' };

    for (const target of [otherOperator.user.id, otherConsoleAdmin.id]) {
      const refused = await send('POST', `/admin/users/${target}/block`, operator.token, reason);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        message: textOf(adminPeopleMessages.blockConsoleAdminOnly),
        error: 'console_admin_required',
      });
      expect(await blockedAtOf(target)).toBeNull();
    }
    const dutch = await send(
      'POST',
      `/admin/users/${otherOperator.user.id}/block`,
      operator.token,
      reason,
      'nl',
    );
    expect(dutch.json().message).toBe(
      'Alleen een hoofdbeheerder mag een beheerder of hoofdbeheerder blokkeren of de blokkade opheffen.',
    );
    const unblock = await send(
      'POST',
      `/admin/users/${blockedOperator.id}/unblock`,
      operator.token,
    );
    expect(unblock.statusCode).toBe(403);
    expect(unblock.json().error).toBe('console_admin_required');
    expect(await blockedAtOf(blockedOperator.id)).not.toBeNull();
    expect(await auditCount(t.db)).toBe(before);
    // The operator still signs in: nothing was revoked.
    expect(
      (await t.app.inject({ url: api('/admin/audit'), headers: bearer(otherOperator.token) }))
        .statusCode,
    ).toBe(200);

    // A console admin blocks and unblocks both kinds, each once in the audit log.
    for (const target of [otherOperator.user.id, otherConsoleAdmin.id]) {
      const blocked = await send(
        'POST',
        `/admin/users/${target}/block`,
        consoleAdmin.token,
        reason,
      );
      expect(blocked.statusCode).toBe(200);
      expect(blocked.json()).toMatchObject({ changed: true });
      const unblocked = await send('POST', `/admin/users/${target}/unblock`, consoleAdmin.token);
      expect(unblocked.json()).toMatchObject({ changed: true, data: { blocked_at: null } });
    }
    expect(
      (await send('POST', `/admin/users/${blockedOperator.id}/unblock`, consoleAdmin.token))
        .statusCode,
    ).toBe(200);
    expect(await auditCount(t.db)).toBe(before + 5);
  });
});

describe('the last console admin', () => {
  it('is not demoted from the command line (409), nor when the other console admin is blocked', async () => {
    const last = await insertUser(t.db, { role: 'console_admin' });
    const blocked = await insertUser(t.db, {
      role: 'console_admin',
      blockedAt: new Date(),
      blockedReason: 'Away',
    });
    await onlyConsoleAdmins(last.id, blocked.id);
    const before = await auditCount(t.db);
    for (const role of ['admin', 'user'] as const) {
      const refused = setRole(t.db, last.email, role, null);
      await expect(refused).rejects.toMatchObject({
        statusCode: 409,
        message: adminPeopleMessages.lastConsoleAdminRole,
        details: { error: 'last_console_admin' },
      });
    }
    expect(await roleOf(last.id)).toBe('console_admin');
    expect(await auditCount(t.db)).toBe(before);

    // Once another console admin can sign in, the role may go.
    await t.db.update(users).set({ blockedAt: null }).where(eq(users.id, blocked.id));
    expect(await setRole(t.db, last.email, 'user', null)).toMatchObject({ changed: true });
  });

  it('cannot delete the account while it is the last one (409, in English and Dutch)', async () => {
    const last = await insertSignedInUser(t.db, { role: 'console_admin' });
    await onlyConsoleAdmins(last.user.id);
    const english = await send('DELETE', `/user/${last.user.id}`, last.token);
    expect(english.statusCode).toBe(409);
    expect(english.json()).toMatchObject({
      message: textOf(adminPeopleMessages.lastConsoleAdminDelete),
      error: 'last_console_admin',
    });
    const dutch = await send('DELETE', `/user/${last.user.id}`, last.token, undefined, 'nl');
    expect(dutch.json().message).toBe(
      'Dit account is de laatste hoofdbeheerder van het platform: maak eerst een ander account hoofdbeheerder voordat je het verwijdert.',
    );
    expect(await roleOf(last.user.id)).toBe('console_admin');

    // An operator or a user deletes their account as before; so does a console admin who is not
    // the last one.
    const operator = await insertSignedInUser(t.db, { role: 'admin' });
    expect((await send('DELETE', `/user/${operator.user.id}`, operator.token)).statusCode).toBe(
      200,
    );
    const next = await insertUser(t.db, { role: 'console_admin' });
    expect((await send('DELETE', `/user/${last.user.id}`, last.token)).statusCode).toBe(200);
    expect(await roleOf(last.user.id)).toBeUndefined();
    expect(await roleOf(next.id)).toBe('console_admin');
  });
});

describe('two console admins at the same moment', () => {
  // On PostgreSQL the two requests run in two connections at once; the console admins' rows,
  // locked and counted inside each transaction, make the second wait for the first.
  it('demoting each other leave one console admin, and the other request is refused', async () => {
    for (let round = 0; round < 5; round += 1) {
      const a = await insertSignedInUser(t.db, { role: 'console_admin' });
      const b = await insertSignedInUser(t.db, { role: 'console_admin' });
      await onlyConsoleAdmins(a.user.id, b.user.id);
      const answers = await Promise.all([
        setRoleOf(b.user.id, 'user', a.token),
        setRoleOf(a.user.id, 'user', b.token),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json().error).toBe(
        'last_console_admin',
      );
      expect(await consoleAdminCount()).toBe(1);
    }
  });

  it('blocking each other leave one console admin who can sign in', async () => {
    for (let round = 0; round < 5; round += 1) {
      const a = await insertSignedInUser(t.db, { role: 'console_admin' });
      const b = await insertSignedInUser(t.db, { role: 'console_admin' });
      await onlyConsoleAdmins(a.user.id, b.user.id);
      const reason = { reason: 'Taking over' };
      const answers = await Promise.all([
        send('POST', `/admin/users/${b.user.id}/block`, a.token, reason),
        send('POST', `/admin/users/${a.user.id}/block`, b.token, reason),
      ]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([200, 409]);
      const blocked = [await blockedAtOf(a.user.id), await blockedAtOf(b.user.id)];
      expect(blocked.filter((at) => at === null)).toHaveLength(1);
    }
  });

  it('one demoting the other while that one demotes a third: never an operator changing a role', async () => {
    for (let round = 0; round < 5; round += 1) {
      const a = await insertSignedInUser(t.db, { role: 'console_admin' });
      const b = await insertSignedInUser(t.db, { role: 'console_admin' });
      const c = await insertUser(t.db, { role: 'console_admin' });
      await onlyConsoleAdmins(a.user.id, b.user.id, c.id);
      const [first, second] = await Promise.all([
        setRoleOf(b.user.id, 'admin', a.token),
        setRoleOf(c.id, 'admin', b.token),
      ]);
      expect(first!.statusCode).toBe(200);
      // b's request either ran first (b still a console admin) or was refused as an operator's.
      if (second!.statusCode === 200) {
        const [bDemoted] = (await entriesFor(b.user.id)).slice(-1);
        const [cDemoted] = (await entriesFor(c.id)).slice(-1);
        expect(cDemoted!.id).toBeLessThan(bDemoted!.id);
      } else {
        expect(second!.statusCode).toBe(403);
        expect(second!.json().error).toBe('console_admin_required');
        expect(await roleOf(c.id)).toBe('console_admin');
      }
    }
  });
});
