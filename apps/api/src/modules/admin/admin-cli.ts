import { saidText } from '@app/i18n/messages';
/**
 * `npm run user:admin -- someone@example.org` makes an account a console admin: an operator of
 * the console at /admin who also manages the operators. `--revoke` makes it an
 * ordinary user again, unless it is the last console admin who can sign in. The change is
 * written to the audit log with no operator (the command line).
 */
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { HttpError } from '../../lib/http-errors';
import { setRole } from './roles';

const USAGE = `usage: npm run user:admin -- someone@example.org [--revoke]

Makes the account with that e-mail address a console admin: an operator of the
console at /admin who also gives and takes roles and blocks operators. With
--revoke it becomes an ordinary user and is signed out everywhere; the last
console admin who can sign in keeps the role. Written to the audit log.
With the embedded database (PGlite), stop the app first.`;

/** What the command does with its arguments, or null when they are not what it takes. */
function parseArgs(args: readonly string[]): { email: string; revoke: boolean } | null {
  const emails = args.filter((arg) => !arg.startsWith('--'));
  const flags = args.filter((arg) => arg.startsWith('--'));
  if (emails.length !== 1 || flags.some((flag) => flag !== '--revoke')) return null;
  return { email: emails[0]!, revoke: flags.includes('--revoke') };
}

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const parsed = parseArgs(args);
  if (!parsed) {
    console.error(USAGE);
    process.exit(2);
  }
  const { email, revoke } = parsed;
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.withStartupLock((db) => runMigrations(database.kind, db));
    const result = await setRole(database.db, email, revoke ? 'user' : 'console_admin', null);
    if (!result) {
      console.error(`no account has the e-mail address ${email}`);
      process.exitCode = 1;
    } else if (!result.changed) {
      console.log(`${email} ${revoke ? 'is not an operator' : 'is already a console admin'}`);
    } else {
      console.log(`${email} ${revoke ? 'is now an ordinary user' : 'is now a console admin'}`);
    }
  } catch (err) {
    // The last console admin who can sign in keeps the role: say why, without a stack.
    if (!(err instanceof HttpError)) throw err;
    console.error(saidText(err.message, 'en')?.text ?? err.message);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
