import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ApiProcess, mailTasksOf, spawnApiProcess } from '../../test/api-process';
import { insertFundraiser, insertNonprofit, insertSignedInUser } from '../../test/factories';
import { createTestDatabase, pgliteDataDir, testConfig } from '../../test/helpers';
import { paymentIdOf } from '../../test/payments';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { type App, buildApp } from '../app';
import { type Database, fromPglite, openPostgres, pgliteExtensions } from '../db/client';
import { mailOutbox, queueTasks } from '../db/schema';
import { messageIdFor } from '../lib/mailer';

/**
 * The queue across real processes: a worker killed with SIGKILL while SMTP hangs, and the server
 * stopped with SIGTERM while SMTP hangs. PGlite's data directory is opened by one process at a
 * time (the test closes it before a child opens it, and opens it again after the child died);
 * a PostgreSQL server is shared by all of them at once.
 */

const api = (p: string) => `/pifworld/api/v1${p}`;

interface SharedDatabase {
  /** What points a child process at the same database. */
  env: Record<string, string>;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

async function sharedDatabase(): Promise<SharedDatabase> {
  if (inject('postgresTemplate')) {
    const database = await createTestDatabase();
    return {
      env: { DATABASE_URL: database.url! },
      open: async () => openPostgres(database.url!, 4),
      dispose: () => database.close(),
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'pifworld-queue-'));
  const loaded = await PGlite.create({
    dataDir: dir,
    loadDataDir: pgliteDataDir(inject('pgliteDump')!),
    extensions: pgliteExtensions(),
  });
  await loaded.close();
  return {
    env: { PGLITE_DIR: dir },
    open: async () =>
      fromPglite(await PGlite.create({ dataDir: dir, extensions: pgliteExtensions() })),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}

let smtp: TestSmtpServer;
let shared: SharedDatabase;
const storageDir = mkdtempSync(path.join(tmpdir(), 'pifworld-storage-'));
beforeAll(async () => {
  smtp = await startSmtpServer();
  shared = await sharedDatabase();
});
afterAll(async () => {
  await smtp.close();
  await shared.dispose();
  await rm(storageDir, { recursive: true, force: true });
});

const config = () =>
  testConfig({ SMTP_URL: smtp.url, STORAGE_DIR: storageDir, PAY_RATE_LIMIT_PER_HOUR: '1000' });

/** This process's API on the shared database, for `fn`; closed (database too) afterwards. */
async function withApp<T>(fn: (app: App, db: Database['db']) => Promise<T>): Promise<T> {
  const database = await shared.open();
  const app = await buildApp({
    config: config(),
    database,
    logger: false,
    queue: { workerId: 'test-process' },
  });
  await app.ready();
  try {
    return await fn(app, database.db);
  } finally {
    await app.close();
    await database.close();
  }
}

/** A script of the API in a process of its own, on the shared database, storage and SMTP. */
function startChild(script: string, env: Record<string, string>): ApiProcess {
  return spawnApiProcess(script, {
    ...shared.env,
    STORAGE_DIR: storageDir,
    SMTP_URL: smtp.url,
    ...env,
  });
}

/** Resolves when SMTP holds `count` connections of the child; fails if the child ends first. */
async function stuckInSmtp(child: ApiProcess, count: number) {
  await Promise.race([
    smtp.waitForStalled(count),
    child.exited.then(() => {
      throw new Error(`the child ended before it reached SMTP:\n${child.output()}`);
    }),
  ]);
}

describe('the queue across processes', () => {
  it('SMTP says 451, then hangs while the worker is killed; once SMTP is back, every e-mail goes out exactly once', async () => {
    // A password reset and a donation receipt, both turned away with 451 at first.
    smtp.mode = 'refuse';
    const mails = await withApp(async (app, db) => {
      const { user } = await insertSignedInUser(db);
      const nonprofitId = (await insertNonprofit(db, { userId: user.id })).id;
      const fundraiserId = (await insertFundraiser(db, { userId: user.id, nonprofitId })).id;
      await app.inject({
        method: 'POST',
        url: api('/password/email'),
        payload: { email: user.email },
      });
      const pay = await app.inject({
        url: api(
          `/pay?amount=20&object_type=fundraiser&object_id=${fundraiserId}&donor_email=donor-${user.id}@example.org`,
        ),
      });
      const paymentId = paymentIdOf(pay.json().checkout_url as string);
      await app.inject({
        method: 'POST',
        url: api(`/sandbox/payments/${paymentId}`),
        payload: { status: 'paid' },
      });
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.to, [user.email, `donor-${user.id}@example.org`]));
      expect(rows.map((r) => r.kind).sort()).toEqual(['donation-receipt', 'password-reset']);

      const before = Date.now();
      expect(await app.queue.runDue()).toBeGreaterThanOrEqual(2);
      const tasks = await mailTasksOf(
        db,
        rows.map((r) => r.id),
      );
      for (const task of tasks) {
        expect(task).toMatchObject({ status: 'pending', attempts: 1, lockedBy: null });
        expect(task.lastError).toMatch(/451/);
        expect(task.runAt.getTime()).toBeGreaterThanOrEqual(before + 15_000);
      }
      // Their next attempt is due.
      await db
        .update(queueTasks)
        .set({ runAt: sql`now()` })
        .where(
          inArray(
            queueTasks.id,
            tasks.map((t) => t.id),
          ),
        );
      return rows;
    });
    const outboxIds = mails.map((m) => m.id);
    expect(smtp.received).toEqual([]);

    // SMTP now accepts connections and never answers; the worker is killed while it waits.
    smtp.mode = 'stall';
    const child = startChild('test/queue-worker.ts', { NODE_ENV: 'test', TEST_LEASE_MS: '5000' });
    await stuckInSmtp(child, 2);
    child.process.kill('SIGKILL');
    expect(await child.exited).toEqual({ code: null, signal: 'SIGKILL' });

    smtp.mode = 'accept';
    await withApp(async (app, db) => {
      // The dead worker's leases hold its tasks for a while: nobody sends them yet.
      const held = await mailTasksOf(db, outboxIds);
      for (const task of held)
        expect(task).toMatchObject({ status: 'pending', attempts: 2, lockedBy: 'child' });
      expect(await app.queue.runDue()).toBe(0);
      const leaseEnds = Math.max(...held.map((task) => task.lockedUntil!.getTime()));
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, leaseEnds - Date.now()) + 200),
      );

      expect(await app.queue.runDue()).toBeGreaterThanOrEqual(2);
      expect(await app.queue.runDue()).toBe(0);
      const sent = await db.select().from(mailOutbox).where(inArray(mailOutbox.id, outboxIds));
      for (const mail of sent) {
        expect(mail.status).toBe('sent');
        const copies = smtp.received.filter((r) => r.to.includes(mail.to));
        expect(copies.map((copy) => copy.messageId)).toEqual([
          messageIdFor(mail.messageKey, config().MAIL_FROM),
        ]);
      }
      for (const task of await mailTasksOf(db, outboxIds)) {
        expect(task).toMatchObject({ status: 'done', attempts: 3 });
      }
    });
  }, 60_000);

  it('SIGTERM while SMTP hangs: the server exits 0 in time and hands the e-mail back; a later worker sends it', async () => {
    const reset = await withApp(async (app, db) => {
      const { user } = await insertSignedInUser(db);
      await app.inject({
        method: 'POST',
        url: api('/password/email'),
        payload: { email: user.email },
      });
      return (await db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email)))[0]!;
    });

    smtp.mode = 'stall';
    const server = startChild('src/server.ts', {
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      DEMO_DATA: 'false',
    });
    await stuckInSmtp(server, 1);
    const stopping = Date.now();
    server.process.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - stopping).toBeLessThan(10_000);
    const log = server.output();
    expect(log).toContain('shutting down');
    expect(log).toContain('tasks in flight go back to the queue');
    expect(log).not.toMatch(/[\w.+-]+@[\w-]+\.\w+/);

    smtp.mode = 'accept';
    await withApp(async (app, db) => {
      const [task] = await mailTasksOf(db, [reset.id]);
      expect(task).toMatchObject({
        status: 'pending',
        attempts: 0,
        lockedBy: null,
        lockedUntil: null,
      });
      expect(await app.queue.runDue()).toBe(1);
      const [sent] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, reset.id));
      expect(sent!.status).toBe('sent');
      expect(smtp.received.filter((r) => r.to.includes(reset.to))).toHaveLength(1);
    });
  }, 60_000);
});
