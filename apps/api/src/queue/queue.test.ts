import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import { type Database, openPostgres } from '../db/client';
import { queueTasks } from '../db/schema';
import { backoffDelayMs, nextOnTimetable, retryWithBackoff } from './backoff';
import { createQueue, describeError, type QueueOptions } from './queue';
import { enqueueTask, type TaskKind } from './tasks';

const silentLog = {
  info: () => {},
  warn: () => {},
  error: () => {},
  debug: () => {},
} as unknown as QueueOptions['log'];

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const db = () => database.db;
const taskRow = async (id: number) =>
  (await db().select().from(queueTasks).where(eq(queueTasks.id, id)))[0]!;
/** Adds a task of a kind only this test uses, so that runs of other tests never see it. */
async function addTask(kind: string, payload: Record<string, unknown> = {}, runAt?: Date) {
  await enqueueTask(db(), { kind, payload, runAt });
  const rows = await db()
    .select({ id: queueTasks.id })
    .from(queueTasks)
    .where(eq(queueTasks.kind, kind));
  return rows.at(-1)!.id;
}
const queueFor = (kinds: Record<string, TaskKind>, options: Partial<QueueOptions> = {}) =>
  createQueue({ db: db(), log: silentLog, kinds, ...options });
const noRetry: TaskKind['retryAt'] = () => null;

describe('backoff', () => {
  const backoff = { baseMs: 30_000, capMs: 3_600_000, windowMs: 86_400_000 };
  it('doubles per attempt up to the cap, keeping between half and all of it', () => {
    expect(backoffDelayMs(1, backoff, () => 0)).toBe(15_000);
    expect(backoffDelayMs(1, backoff, () => 1)).toBe(30_000);
    expect(backoffDelayMs(4, backoff, () => 1)).toBe(240_000);
    expect(backoffDelayMs(30, backoff, () => 0)).toBe(1_800_000);
    expect(backoffDelayMs(30, backoff, () => 1)).toBe(3_600_000);
  });

  it('retries until the window since the task was created has passed', () => {
    const retryAt = retryWithBackoff(backoff);
    const createdAt = new Date('2026-01-01T00:00:00Z');
    const task = { id: 1, kind: 'x', payload: {}, attempts: 3, createdAt };
    const justBefore = new Date(createdAt.getTime() + backoff.windowMs - 1);
    const next = retryAt(task, justBefore)!.getTime() - justBefore.getTime();
    expect(next).toBeGreaterThanOrEqual(60_000);
    expect(next).toBeLessThanOrEqual(120_000);
    expect(retryAt(task, new Date(createdAt.getTime() + backoff.windowMs))).toBeNull();
  });

  it('a timetable gives its next time ahead, then null', () => {
    const createdAt = new Date('2026-01-01T00:00:00Z');
    const task = { id: 1, kind: 'x', payload: {}, attempts: 1, createdAt };
    const at = (ms: number) => new Date(createdAt.getTime() + ms);
    expect(nextOnTimetable([300_000, 900_000], task, at(300_000))).toEqual(at(900_000));
    // A time less than a minute ahead is pushed to a minute from now.
    expect(nextOnTimetable([300_000, 900_000], task, at(880_000))).toEqual(at(940_000));
    expect(nextOnTimetable([300_000, 900_000], task, at(900_000))).toBeNull();
  });

  it('errors are described without e-mail addresses', () => {
    const err = Object.assign(new Error('550 <ana.b+x@example.org>: user unknown'), {
      code: 'EENVELOPE',
      responseCode: 550,
    });
    expect(describeError(err)).toBe('EENVELOPE 550 550 <[address]>: user unknown');
  });
});

describe('queue', () => {
  it('runs a due task once and marks it done; a task not yet due waits', async () => {
    const runs: number[] = [];
    const kind: TaskKind = {
      run: async (task) => void runs.push(Number(task.payload.n)),
      retryAt: noRetry,
    };
    const due = await addTask('test-once', { n: 1 });
    const later = await addTask('test-once', { n: 2 }, new Date(Date.now() + 60_000));
    const queue = queueFor({ 'test-once': kind });
    await queue.runDue();
    await queue.runDue();
    expect(runs).toEqual([1]);
    expect(await taskRow(due)).toMatchObject({
      status: 'done',
      attempts: 1,
      lockedUntil: null,
      lockedBy: null,
    });
    expect((await taskRow(due)).finishedAt).toBeInstanceOf(Date);
    expect(await taskRow(later)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('a failed run is tried again later with backoff, and given up when its kind says so', async () => {
    const gaveUp: string[] = [];
    let allowRetry = true;
    const kind: TaskKind = {
      run: async () => {
        throw Object.assign(new Error('451 try again later for <x@example.org>'), {
          responseCode: 451,
        });
      },
      retryAt: (task, now) =>
        allowRetry ? new Date(now.getTime() + 30_000 * task.attempts) : null,
      onGiveUp: async (_task, reason) => void gaveUp.push(reason),
    };
    const id = await addTask('test-fail');
    const queue = queueFor({ 'test-fail': kind });
    const before = Date.now();
    expect(await queue.runDue()).toBe(1);
    const failed = await taskRow(id);
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      lockedUntil: null,
      lastError: '451 451 try again later for <[address]>',
    });
    expect(failed.runAt.getTime()).toBeGreaterThanOrEqual(before + 30_000);
    // Not due yet: nothing runs.
    expect(await queue.runDue()).toBe(0);

    allowRetry = false;
    await db()
      .update(queueTasks)
      .set({ runAt: sql`now()` })
      .where(eq(queueTasks.id, id));
    expect(await queue.runDue()).toBe(1);
    expect(await taskRow(id)).toMatchObject({ status: 'failed', attempts: 2 });
    expect(gaveUp).toEqual(['451 451 try again later for <[address]>']);
  });

  it('a run can ask to run again later, or give up', async () => {
    const again = new Date(Date.now() + 3_600_000);
    const kind: TaskKind = {
      run: async (task) => (task.payload.giveUp ? { giveUp: 'nothing to wait for' } : { again }),
      retryAt: noRetry,
    };
    const waiting = await addTask('test-again', {});
    const stopping = await addTask('test-again', { giveUp: true });
    await queueFor({ 'test-again': kind }).runDue();
    expect(await taskRow(waiting)).toMatchObject({ status: 'pending', runAt: again });
    expect(await taskRow(stopping)).toMatchObject({
      status: 'failed',
      lastError: 'nothing to wait for',
    });
  });

  it('a task keeps its worker while the lease lasts, and goes to another worker after', async () => {
    const ran: string[] = [];
    const id = await addTask('test-lease');
    // As a worker that claimed it and then died would leave it.
    await db()
      .update(queueTasks)
      .set({
        lockedBy: 'dead-worker',
        lockedUntil: sql`now() + interval '400 milliseconds'`,
        attempts: 1,
      })
      .where(eq(queueTasks.id, id));
    const queue = queueFor({
      'test-lease': { run: async () => void ran.push('run'), retryAt: noRetry },
    });
    expect(await queue.runDue()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await queue.runDue()).toBe(1);
    expect(ran).toEqual(['run']);
    expect(await taskRow(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('a run that outlasts 80% of its lease is aborted and counts as failed', async () => {
    const id = await addTask('test-slow');
    const kind: TaskKind = {
      run: (_task, signal) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason)),
        ),
      retryAt: (_task, now) => new Date(now.getTime() + 60_000),
    };
    const started = Date.now();
    await queueFor({ 'test-slow': kind }, { leaseMs: 500 }).runDue();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await taskRow(id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await taskRow(id)).lastError).toMatch(/timeout|abort/i);
  });

  it('stop() aborts runs in flight after the grace time and hands their tasks back', async () => {
    const id = await addTask('test-stuck');
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const kind: TaskKind = {
      run: (_task, signal) =>
        new Promise((_resolve, reject) => {
          started();
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
      retryAt: (_task, now) => new Date(now.getTime() + 60_000),
    };
    const queue = queueFor({ 'test-stuck': kind }, { graceMs: 200, pollMs: 50 });
    await queue.start();
    await running;
    expect(await taskRow(id)).toMatchObject({ attempts: 1, lockedBy: queue.workerId });
    const stopping = Date.now();
    await queue.stop();
    expect(Date.now() - stopping).toBeLessThan(1_500);
    // Handed back untouched: due at once, for any worker, the attempt not counted.
    expect(await taskRow(id)).toMatchObject({
      status: 'pending',
      attempts: 0,
      lockedBy: null,
      lockedUntil: null,
      lastError: null,
    });
    await db().delete(queueTasks).where(eq(queueTasks.id, id));
  });

  it('two workers at once never run a task twice', async () => {
    // On a PostgreSQL server each worker gets its own connection pool, as separate processes would.
    const second: Database = database.url ? openPostgres(database.url, 4) : database;
    try {
      const runs = new Map<number, number>();
      const kind: TaskKind = {
        run: async (task) => {
          runs.set(task.id, (runs.get(task.id) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
        },
        retryAt: noRetry,
      };
      const ids: number[] = [];
      for (let i = 0; i < 40; i++) ids.push(await addTask('test-race', { i }));
      const a = createQueue({
        db: db(),
        log: silentLog,
        kinds: { 'test-race': kind },
        concurrency: 3,
      });
      const b = createQueue({
        db: second.db,
        log: silentLog,
        kinds: { 'test-race': kind },
        concurrency: 3,
      });
      const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]);
      expect(ranA + ranB).toBe(40);
      expect(ranA).toBeGreaterThan(0);
      expect(ranB).toBeGreaterThan(0);
      expect([...runs.keys()].sort((x, y) => x - y)).toEqual(ids);
      expect([...runs.values()].every((n) => n === 1)).toBe(true);
      const rows = await db().select().from(queueTasks).where(inArray(queueTasks.id, ids));
      expect(rows.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
    } finally {
      if (second !== database) await second.close();
    }
  });
});
