import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { spawnApiProcess } from '../../../test/api-process';
import { insertUser } from '../../../test/factories';
import { createTestDatabase, pgliteDataDir } from '../../../test/helpers';
import { type Db, fromPglite, pgliteExtensions } from '../../db/client';
import { auditEntries, users } from '../../db/schema';

/**
 * `npm run user:admin` as a process of its own, on a database this test reads: on PostgreSQL a
 * database of the server, on PGlite a data directory (opened by one process at a time, so the
 * test opens it only between the runs of the command).
 */
async function commandDatabase(): Promise<{
  env: Record<string, string>;
  use<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}> {
  if (inject('postgresTemplate')) {
    const database = await createTestDatabase();
    return {
      env: { DATABASE_URL: database.url! },
      use: <T>(fn: (db: Db) => Promise<T>) => fn(database.db),
      close: () => database.close(),
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'pifworld-user-admin-'));
  const dataDir = path.join(dir, 'db');
  let loaded = false;
  return {
    env: { PGLITE_DIR: dataDir },
    async use<T>(fn: (db: Db) => Promise<T>): Promise<T> {
      // The migrated database of the test run, loaded into the directory the first time.
      const client = await PGlite.create({
        dataDir,
        extensions: pgliteExtensions(),
        ...(loaded ? {} : { loadDataDir: pgliteDataDir(inject('pgliteDump')!) }),
      });
      loaded = true;
      const database = fromPglite(client);
      try {
        return await fn(database.db);
      } finally {
        await database.close();
      }
    },
    close: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

let database: Awaited<ReturnType<typeof commandDatabase>> | undefined;
afterAll(() => database?.close());

async function userAdmin(...args: string[]) {
  const run = spawnApiProcess('src/modules/admin/admin-cli.ts', database!.env, args);
  const { code } = await run.exited;
  return { code, output: run.output() };
}

describe('npm run user:admin', () => {
  it('makes an account a console admin, audited as the command line; --revoke refuses the last one', async () => {
    database = await commandDatabase();
    const { person, other } = await database.use(async (db) => {
      await db.update(users).set({ role: 'user' }).where(eq(users.role, 'console_admin'));
      return { person: await insertUser(db), other: await insertUser(db) };
    });

    const help = await userAdmin('--help');
    expect(help.code).toBe(0);
    expect(help.output).toContain('console admin');
    expect((await userAdmin(person.email, '--operator')).code).toBe(2);

    const made = await userAdmin(person.email.toUpperCase());
    expect(made).toEqual({
      code: 0,
      output: `${person.email.toUpperCase()} is now a console admin\n`,
    });
    // The last console admin keeps the role, and says why.
    const refused = await userAdmin(person.email, '--revoke');
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('The platform must keep at least one console admin');

    expect((await userAdmin(other.email)).code).toBe(0);
    const revoked = await userAdmin(person.email, '--revoke');
    expect(revoked).toEqual({ code: 0, output: `${person.email} is now an ordinary user\n` });

    await database.use(async (db) => {
      const roles = await db.select({ id: users.id, role: users.role }).from(users);
      expect(roles.find((row) => row.id === person.id)?.role).toBe('user');
      expect(roles.find((row) => row.id === other.id)?.role).toBe('console_admin');
      const entries = await db
        .select()
        .from(auditEntries)
        .where(eq(auditEntries.targetId, String(person.id)))
        .orderBy(auditEntries.id);
      expect(entries.map((entry) => [entry.actorId, entry.action, entry.after])).toEqual([
        [null, 'user.make-console-admin', { role: 'console_admin' }],
        [null, 'user.revoke-admin', { role: 'user' }],
      ]);
    });
  }, 120_000);
});
