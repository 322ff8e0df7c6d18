import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditEntries } from '../src/db/schema';
import { insertSignedInUser } from './factories';
import type { TestApp } from './helpers';
import { bearer } from './helpers';
import { operationsOf } from './fuzz/operations';
import type { Db } from '../src/db/client';

/** Console requests: an operator's token, a console admin's and a normal user's. */
export async function consoleTokens(db: Db) {
  const operator = await insertSignedInUser(db, { role: 'admin' });
  const consoleAdmin = await insertSignedInUser(db, { role: 'console_admin' });
  const user = await insertSignedInUser(db);
  return { operator, consoleAdmin, user };
}

/**
 * One console route for the matrix test: how to call it on something it may change (made by
 * `prepare` in the test's database), and whether it writes (then exactly one audit entry).
 */
export interface AdminCase {
  /** `METHOD /admin/...` as the OpenAPI document names it, e.g. `POST /admin/users/{id}/block`. */
  route: string;
  writes: boolean;
  prepare(t: { db: Db }): Promise<{ url: string; body?: unknown }>;
  /** The operator's answer (the console admin's, for a console admin's route); 200 unless said. */
  status?: number;
  /** Only a console admin's: an operator gets 403 `console_admin_required`, nothing written. */
  consoleAdminOnly?: boolean;
}

export async function auditCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditEntries);
  return row!.n;
}

/** Every console route of the app's OpenAPI document, as `METHOD /admin/...`. */
export function adminRoutesOf(app: TestApp['app'], prefix: string): string[] {
  return operationsOf(app.swagger())
    .filter((op) => op.path.startsWith(`${prefix}/admin`))
    .map((op) => `${op.method} ${op.path.slice(prefix.length)}`);
}

/**
 * The matrix for one route: 401 without a token, 403 for a user, the operator's answer (403 for
 * a console admin's route, then the console admin's answer); a read answers a console admin too.
 */
export async function checkAdminCase(
  t: { app: TestApp['app']; db: Db; api(path: string): string },
  tokens: Awaited<ReturnType<typeof consoleTokens>>,
  adminCase: AdminCase,
): Promise<void> {
  const method = adminCase.route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
  const { url, body } = await adminCase.prepare(t);
  const send = (headers: Record<string, string>) =>
    t.app.inject({
      method,
      url: t.api(url),
      headers,
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const before = await auditCount(t.db);
  const anonymous = await send({});
  expect(anonymous.statusCode, `${adminCase.route} without a token`).toBe(401);
  const user = await send(bearer(tokens.user.token));
  expect(user.statusCode, `${adminCase.route} for a user`).toBe(403);
  expect(await auditCount(t.db), `${adminCase.route}: refused, nothing written`).toBe(before);
  const operator = await send(bearer(tokens.operator.token));
  if (adminCase.consoleAdminOnly) {
    expect(operator.statusCode, `${adminCase.route} for an operator`).toBe(403);
    expect(operator.json().error).toBe('console_admin_required');
    expect(await auditCount(t.db), `${adminCase.route}: refused, nothing written`).toBe(before);
  } else {
    expect(operator.statusCode, `${adminCase.route} for an operator: ${operator.body}`).toBe(
      adminCase.status ?? 200,
    );
  }
  const consoleAdmin =
    adminCase.consoleAdminOnly || !adminCase.writes
      ? await send(bearer(tokens.consoleAdmin.token))
      : undefined;
  if (consoleAdmin) {
    expect(
      consoleAdmin.statusCode,
      `${adminCase.route} for a console admin: ${consoleAdmin.body}`,
    ).toBe(adminCase.status ?? 200);
  }
  expect(await auditCount(t.db), `${adminCase.route}: audit entries written`).toBe(
    before + (adminCase.writes ? 1 : 0),
  );
}
