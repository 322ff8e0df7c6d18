import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrationsFolder } from '../src/db/migrate';

/**
 * The migrations up to (not including) the one named `before`, in a folder of their own: a
 * database as it was before that migration, to fill and then migrate to the end.
 */
export function migrationsBefore(before: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pifworld-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: { tag: string; idx: number }[];
  };
  const stop = journal.entries.find((entry) => entry.tag === before)!.idx;
  journal.entries = journal.entries.filter((entry) => entry.idx < stop);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}
