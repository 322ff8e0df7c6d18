import { mkdtempSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { and, desc, eq } from 'drizzle-orm';
import type { Language } from '@app/i18n';
import { saidText } from '@app/i18n/messages';
import { afterAll, beforeAll, inject } from 'vitest';
import { type AppDeps, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import {
  type Database,
  type Db,
  fromPglite,
  openPostgres,
  pgliteExtensions,
} from '../src/db/client';
import { mailOutbox } from '../src/db/schema';
import { confirmEmail } from '../src/modules/auth/email-confirmation.service';
import { withDatabase } from './global-setup';
import { bothLogs, watchedLog } from './log-watch';

let counter = 0;

/**
 * A fresh, migrated database of the engine under test: empty, or with `seeded` the demo data
 * exactly as `npm start` creates it (pictures in the shared `inject('seedStorageDir')`).
 */
export async function createTestDatabase(
  options: { seeded?: boolean } = {},
): Promise<Database & { url?: string }> {
  const template = inject('postgresTemplate');
  if (template) {
    const name = `pifworld_test_${counter++}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: template.url });
    await admin.connect();
    try {
      await admin.query(
        `create database ${name} template ${options.seeded ? template.seededName : template.name}`,
      );
    } finally {
      await admin.end();
    }
    const url = withDatabase(template.url, name);
    const database = openPostgres(url, 4);
    return {
      ...database,
      /** For a second connection pool or another process. */
      url,
      async close() {
        await database.close();
        const dropper = new pg.Client({ connectionString: template.url });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  const dump = inject(options.seeded ? 'pgliteSeededDump' : 'pgliteDump');
  if (!dump) throw new Error('the api global setup did not run');
  const client = await PGlite.create({
    loadDataDir: pgliteDataDir(dump),
    extensions: pgliteExtensions(),
  });
  return fromPglite(client);
}

const dumps = new Map<string, ArrayBuffer>();

/**
 * A dump of the global setup as PGlite's `loadDataDir`, read from disk once per worker. PGlite
 * only calls `arrayBuffer()` (and reads `type`), and copies the files out of it; a Node Blob
 * hands over its 45 MB in small chunks joined again, about half a second of CPU per database.
 */
export function pgliteDataDir(dump: string): Blob {
  let bytes = dumps.get(dump);
  if (!bytes) {
    const file = readFileSync(dump);
    bytes = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
    dumps.set(dump, bytes);
  }
  const shared = bytes;
  return { type: '', arrayBuffer: async () => shared } as Blob;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    APP_URL: 'http://localhost:5173',
    STORAGE_DIR: mkdtempSync(path.join(tmpdir(), 'pifworld-storage-')),
    // Password guesses wait milliseconds, not seconds; the tests of that wait set their own.
    PASSWORD_GUESS_DELAY_MS: '1',
    PASSWORD_GUESS_DELAY_MAX_MS: '8',
    ...overrides,
  });
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database; call `close` in afterAll. It logs with the production
 * logger at level trace (unless `config` says another) into the file's watched log
 * (test/log-watch.ts), and into `logStream` too when a test reads what it logs.
 */
export async function createTestApp(
  options: {
    config?: Record<string, string>;
    database?: Database;
    seeded?: boolean;
  } & Partial<Pick<AppDeps, 'logger' | 'logStream' | 'queue' | 'smtpTimeouts'>> = {},
): Promise<TestApp> {
  const config = testConfig({ LOG_LEVEL: 'trace', ...options.config });
  const database = options.database ?? (await createTestDatabase({ seeded: options.seeded }));
  const app = await buildApp({
    config,
    database,
    ...(options.logger !== undefined
      ? { logger: options.logger }
      : {
          logStream: options.logStream ? bothLogs(watchedLog, options.logStream) : watchedLog,
        }),
    queue: options.queue,
    smtpTimeouts: options.smtpTimeouts,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await rm(config.STORAGE_DIR, { recursive: true, force: true });
    },
  };
}

/**
 * The app of a test file, made before its tests and closed after them, with the requests its
 * domain's tests share (`requests` gets a getter for the app). `app`, `db` and `config` are read
 * when a test runs.
 */
export function testAppWith<R extends object>(requests: (app: () => TestApp) => R) {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());
  const current = () => {
    if (!t) throw new Error('the test app is made in beforeAll');
    return t;
  };
  return Object.defineProperties(requests(current), {
    app: { get: () => current().app },
    db: { get: () => current().database.db },
    config: { get: () => current().config },
  }) as R & { readonly app: TestApp['app']; readonly db: Db; readonly config: Config };
}

let people = 0;

/**
 * Registers a new account through the API and opens the confirmation link mailed to it (unless
 * `confirmed: false`); returns its token, user and password.
 */
export async function signUp(
  app: TestApp['app'],
  overrides: Record<string, string> = {},
  { confirmed = true }: { confirmed?: boolean } = {},
) {
  people += 1;
  const password = overrides.password ?? 'correct horse battery';
  const res = await app.inject({
    method: 'POST',
    url: '/pifworld/api/v1/register',
    payload: {
      name: `Person ${people}`,
      email: `person${people}-${Math.random().toString(36).slice(2, 8)}@example.org`,
      password,
      password_confirmation: password,
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; user: { id: number; email: string; name: string } };
  if (confirmed) await confirmEmailOf(app, app.db, body.user.email);
  return { ...body, password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The secret of the newest confirmation link mailed to `email` (read from the outbox). */
export async function confirmationTokenFor(db: Db, email: string): Promise<string> {
  const [mail] = await db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'email-confirmation'), eq(mailOutbox.to, email)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = /\/confirm-email\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link was mailed to ${email}`);
  return token;
}

/**
 * Opens the newest confirmation link mailed to `email`, as its owner would (through the service:
 * POST /email/confirm and its limits have tests of their own).
 */
export async function confirmEmailOf(app: TestApp['app'], db: Db, email: string) {
  return confirmEmail(db, app.config.APP_URL, await confirmationTokenFor(db, email));
}

/**
 * The text of a message by its code (`auth.email_taken`, or one written with `said`) as the API
 * sends it, English unless asked; `field` is the field it is filed under, for `{{attribute}}`.
 */
export function textOf(message: string, lang: Language = 'en', field?: string): string {
  const said = saidText(message, lang, field);
  if (!said) throw new Error(`'${message}' is no message code of the catalog`);
  return said.text;
}
