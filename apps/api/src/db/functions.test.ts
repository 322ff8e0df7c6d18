import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import type { Database } from './client';
import { readFunctionFiles, statementsOf } from './functions';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

type Tx = Parameters<Parameters<Database['db']['transaction']>[0]>[0];

const rowsOf = async <T>(tx: Tx, query: ReturnType<typeof sql>) =>
  ((await tx.execute(query)) as unknown as { rows: T[] }).rows;

/** What the database holds: every function of ours and every trigger, as PostgreSQL prints them. */
async function definitions(tx: Tx) {
  const functions = await rowsOf<{ name: string; definition: string }>(
    tx,
    sql`select p.proname as name, pg_get_functiondef(p.oid) as definition
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public'
          and not exists (select from pg_depend d where d.objid = p.oid and d.deptype = 'e')
        order by 1`,
  );
  const triggers = await rowsOf<{ name: string; definition: string }>(
    tx,
    sql`select tgname as name, pg_get_triggerdef(oid) as definition
        from pg_trigger where not tgisinternal order by 1`,
  );
  return { functions, triggers };
}

describe('db/functions: the live text of every function and trigger', () => {
  const files = readFunctionFiles();

  it('has a file for every function of the migrated database and a function for every file', async () => {
    const { functions, triggers } = await database.db.transaction(definitions);
    expect(files.map((file) => file.name)).toEqual(functions.map((f) => f.name));
    const created = files.flatMap((file) =>
      file.statements.flatMap(
        (statement) => /^CREATE OR REPLACE TRIGGER (\w+) /.exec(statement)?.[1] ?? [],
      ),
    );
    expect(created.sort()).toEqual(triggers.map((t) => t.name));
  });

  it('changes nothing when applied to the migrated database (a file and a migration agree)', async () => {
    let before: Awaited<ReturnType<typeof definitions>> | undefined;
    let after: typeof before;
    await database.db
      .transaction(async (tx) => {
        before = await definitions(tx);
        for (const statement of files.flatMap((file) => file.statements)) {
          await tx.execute(sql.raw(statement));
        }
        after = await definitions(tx);
        tx.rollback();
      })
      .catch((err: unknown) => {
        if (!(err instanceof Error && err.message === 'Rollback')) throw err;
      });
    expect(after).toEqual(before);
  });

  it('each file holds its function first, then the triggers that run it', () => {
    for (const file of files) {
      const [first, ...rest] = file.statements;
      expect(first).toMatch(new RegExp(`^CREATE OR REPLACE FUNCTION ${file.name}\\(`));
      for (const statement of rest) {
        expect(statement).toMatch(
          new RegExp(`^CREATE OR REPLACE TRIGGER \\w+ .* EXECUTE FUNCTION ${file.name}\\(`, 's'),
        );
      }
    }
  });
});

describe('statementsOf', () => {
  it('splits at semicolons that end a line outside a $$ body', () => {
    const text = [
      '-- a comment',
      'CREATE OR REPLACE FUNCTION f() RETURNS void LANGUAGE plpgsql AS $$',
      'BEGIN',
      '  PERFORM 1;',
      'END;',
      '$$;',
      '',
      'CREATE OR REPLACE TRIGGER t AFTER INSERT ON x FOR EACH ROW EXECUTE FUNCTION f();',
    ].join('\n');
    expect(statementsOf(text)).toEqual([
      'CREATE OR REPLACE FUNCTION f() RETURNS void LANGUAGE plpgsql AS $$\nBEGIN\n  PERFORM 1;\nEND;\n$$;',
      'CREATE OR REPLACE TRIGGER t AFTER INSERT ON x FOR EACH ROW EXECUTE FUNCTION f();',
    ]);
    expect(() => statementsOf('SELECT 1')).toThrow(/unfinished/);
  });
});
