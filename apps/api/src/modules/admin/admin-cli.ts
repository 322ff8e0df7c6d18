/**
 * `npm run user:admin -- someone@example.org` makes an account an operator of the platform (the
 * console at /admin, issue 23); `--revoke` takes the role back. The change is written to the
 * audit log with no operator (the command line).
 */
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { setRole } from './roles';

async function main() {
  const args = process.argv.slice(2);
  const revoke = args.includes('--revoke');
  const emails = args.filter((arg) => !arg.startsWith('--'));
  if (emails.length !== 1 || args.some((arg) => arg.startsWith('--') && arg !== '--revoke')) {
    console.error('usage: npm run user:admin -- someone@example.org [--revoke]');
    process.exit(2);
  }
  const email = emails[0]!;
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.withStartupLock((db) => runMigrations(database.kind, db));
    const result = await setRole(database.db, email, revoke ? 'user' : 'admin', null);
    if (!result) {
      console.error(`no account has the e-mail address ${email}`);
      process.exitCode = 1;
    } else if (!result.changed) {
      console.log(`${email} ${revoke ? 'is not an operator' : 'is already an operator'}`);
    } else {
      console.log(`${email} ${revoke ? 'is no longer an operator' : 'is now an operator'}`);
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
