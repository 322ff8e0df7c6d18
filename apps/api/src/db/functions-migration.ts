/**
 * `npm run db:functions -- universal_search search_entries_sync --name=what_changed`: writes a new migration (drizzle-kit
 * generate --custom) holding the current text of those function files (db/functions/<name>.sql),
 * so a changed function reaches every database the way everything else does. A function whose
 * arguments changed must be dropped first: add `DROP FUNCTION name(old argument types);` at the
 * top of the written migration by hand.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rootDir } from '../config';
import { readFunctionFiles } from './functions';

const names = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const label = process.argv.find((arg) => arg.startsWith('--name='))?.slice('--name='.length);
const files = readFunctionFiles();
const unknown = names.filter((name) => !files.some((file) => file.name === name));
if (names.length === 0 || unknown.length > 0) {
  console.error(
    `usage: npm run db:functions -- <function> ... [--name=what_changed]${unknown.length ? `\nunknown: ${unknown.join(', ')}` : ''}`,
  );
  process.exit(2);
}
const migrations = path.join(rootDir, 'apps/api/src/db/migrations');
const before = new Set(readdirSync(migrations));
execFileSync(
  'npx',
  [
    'drizzle-kit',
    'generate',
    '--custom',
    '--config',
    'apps/api/drizzle.config.ts',
    '--name',
    label ?? `functions_${names.join('_')}`.slice(0, 60),
  ],
  { cwd: rootDir, stdio: 'inherit' },
);
const written = readdirSync(migrations).find((file) => file.endsWith('.sql') && !before.has(file));
if (!written) throw new Error('drizzle-kit wrote no migration');
const statements = files
  .filter((file) => names.includes(file.name))
  .flatMap((file) => file.statements);
writeFileSync(
  path.join(migrations, written),
  `${statements.join('\n--> statement-breakpoint\n')}\n`,
);
console.log(`wrote ${written}: ${names.join(', ')}`);
