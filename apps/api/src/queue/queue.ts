import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { queueTasks } from '../db/schema';
import { enqueueTask, type QueueTask, type RunOutcome, type TaskKind } from './tasks';

export interface QueueOptions {
  db: Db;
  log: FastifyBaseLogger;
  kinds: Record<string, TaskKind>;
  /** Tasks that always exist (by key), added when the worker starts: recurring sweeps. */
  recurring?: { kind: string; key: string }[];
  /**
   * How long a claimed task belongs to its worker. A run is aborted at 80% of it, so it never
   * outlives its lease; after a crash, the task waits this long before another worker takes it.
   */
  leaseMs?: number;
  /** Pause between looks for due tasks while there are none. */
  pollMs?: number;
  /** Tasks one worker runs at once. */
  concurrency?: number;
  /** On stop: how long runs in flight may finish before they are aborted. */
  graceMs?: number;
  workerId?: string;
}

export interface Queue {
  readonly workerId: string;
  /** Starts the background worker (server.ts). */
  start(): Promise<void>;
  /** Runs every task that is due now, until none is left; answers how many runs it made. */
  runDue(): Promise<number>;
  /**
   * Stops claiming, lets runs in flight finish for `graceMs`, aborts the rest and hands their
   * tasks back (lease released, attempt not counted), so that another worker runs them.
   */
  stop(): Promise<void>;
}

const LEASE_MS = 2 * 60_000;
const POLL_MS = 2_000;
const GRACE_MS = 3_000;
/** After an abort, how long a run gets to notice it before its lease is released anyway. */
const ABORT_WAIT_MS = 1_000;
/** A task of a kind this process does not know (an older version during a deploy) waits this long. */
const UNKNOWN_KIND_DELAY_MS = 60_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref?.());

/** An error as one line for the logs and the table: code, SMTP reply code, message, no addresses. */
export function describeError(err: unknown): string {
  const e = (err ?? {}) as { code?: unknown; responseCode?: unknown; message?: unknown };
  const message = typeof e.message === 'string' ? e.message : String(err);
  return [e.code, e.responseCode, message.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '[address]')]
    .filter((part) => part !== undefined && part !== '')
    .join(' ')
    .slice(0, 500);
}

/**
 * The worker of the durable queue (ADR 011): claims due tasks with `FOR UPDATE SKIP LOCKED` and a
 * lease, so that any number of processes can run it side by side and each task runs in one of
 * them at a time; runs them outside any transaction; records the outcome only while it still
 * holds the lease.
 */
export function createQueue(options: QueueOptions): Queue {
  const { db, log, kinds } = options;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const pollMs = options.pollMs ?? POLL_MS;
  const concurrency = options.concurrency ?? 4;
  const graceMs = options.graceMs ?? GRACE_MS;
  const workerId =
    options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

  const inFlight = new Map<number, { abort: AbortController; done: Promise<void> }>();
  let stopping = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;

  async function claim(limit: number): Promise<QueueTask[]> {
    const due = db
      .select({ id: queueTasks.id })
      .from(queueTasks)
      .where(
        and(
          eq(queueTasks.status, 'pending'),
          lte(queueTasks.runAt, sql`now()`),
          or(isNull(queueTasks.lockedUntil), lte(queueTasks.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(queueTasks.runAt), asc(queueTasks.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(queueTasks)
      .set({
        lockedUntil: sql`now() + ${leaseMs}::integer * interval '1 millisecond'`,
        lockedBy: workerId,
        attempts: sql`${queueTasks.attempts} + 1`,
      })
      .where(inArray(queueTasks.id, due))
      .returning({
        id: queueTasks.id,
        kind: queueTasks.kind,
        payload: queueTasks.payload,
        attempts: queueTasks.attempts,
        createdAt: queueTasks.createdAt,
      });
  }

  /** Writes a run's result, if this worker still holds the task's lease. */
  async function record(
    task: QueueTask,
    values: Partial<typeof queueTasks.$inferInsert>,
  ): Promise<boolean> {
    const rows = await db
      .update(queueTasks)
      .set({ ...values, lockedUntil: null, lockedBy: null })
      .where(
        and(
          eq(queueTasks.id, task.id),
          eq(queueTasks.lockedBy, workerId),
          eq(queueTasks.attempts, task.attempts),
        ),
      )
      .returning({ id: queueTasks.id });
    if (rows.length === 0) {
      log.warn({ task: task.id, kind: task.kind }, 'task lease was lost before its run ended');
    }
    return rows.length > 0;
  }

  /** Hands tasks back untouched: not attempted, due again at once for any worker. */
  async function release(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await db
      .update(queueTasks)
      .set({ lockedUntil: null, lockedBy: null, attempts: sql`${queueTasks.attempts} - 1` })
      .where(and(inArray(queueTasks.id, ids), eq(queueTasks.lockedBy, workerId)));
  }

  const about = (task: QueueTask, kind?: TaskKind) => ({
    task: task.id,
    kind: task.kind,
    attempts: task.attempts,
    ...kind?.logContext?.(task),
  });

  async function giveUp(task: QueueTask, kind: TaskKind | undefined, reason: string) {
    if (await record(task, { status: 'failed', lastError: reason, finishedAt: new Date() })) {
      log.error({ ...about(task, kind), reason }, 'task given up');
      await kind?.onGiveUp?.(task, reason);
    }
  }

  async function settle(task: QueueTask, kind: TaskKind, outcome: RunOutcome) {
    if (!outcome) {
      await record(task, { status: 'done', lastError: null, finishedAt: new Date() });
    } else if ('again' in outcome) {
      await record(task, { runAt: outcome.again });
    } else {
      await giveUp(task, kind, outcome.giveUp);
    }
  }

  async function fail(task: QueueTask, kind: TaskKind, err: unknown) {
    const reason = describeError(err);
    const retryAt = kind.retryAt(task, new Date());
    if (!retryAt) return giveUp(task, kind, reason);
    if (await record(task, { runAt: retryAt, lastError: reason })) {
      log.warn({ ...about(task, kind), retryAt, reason }, 'task failed; it will be tried again');
    }
  }

  async function execute(task: QueueTask, abort: AbortController): Promise<void> {
    const kind = kinds[task.kind];
    if (!kind) {
      await record(task, { runAt: new Date(Date.now() + UNKNOWN_KIND_DELAY_MS) });
      log.warn({ task: task.id, kind: task.kind }, 'no handler for this kind of task here');
      return;
    }
    const signal = AbortSignal.any([abort.signal, AbortSignal.timeout(leaseMs * 0.8)]);
    try {
      await settle(task, kind, await kind.run(task, signal));
    } catch (err) {
      // Stopped by shutdown: not the task's failure; stop() hands it back.
      if (abort.signal.aborted) return release([task.id]);
      await fail(task, kind, err);
    }
  }

  function runTask(task: QueueTask): Promise<void> {
    const abort = new AbortController();
    const done = execute(task, abort)
      .catch((err: unknown) =>
        log.error({ task: task.id, kind: task.kind, reason: describeError(err) }, 'task run broke'),
      )
      .finally(() => {
        inFlight.delete(task.id);
        wake?.();
      });
    inFlight.set(task.id, { abort, done });
    return done;
  }

  async function claimAndRun(limit: number): Promise<Promise<void>[]> {
    const tasks = await claim(limit);
    if (stopping) {
      await release(tasks.map((t) => t.id));
      return [];
    }
    return tasks.map(runTask);
  }

  async function work() {
    while (!stopping) {
      let started = 0;
      if (inFlight.size < concurrency) {
        try {
          started = (await claimAndRun(concurrency - inFlight.size)).length;
        } catch (err) {
          log.error({ reason: describeError(err) }, 'could not claim queued tasks');
        }
      }
      if (started > 0 && inFlight.size < concurrency) continue;
      // Sleep until the poll interval passes or a run ends (capacity for the next claim).
      await new Promise<void>((resolve) => {
        wake = resolve;
        void sleep(pollMs).then(resolve);
      });
      wake = null;
    }
  }

  return {
    workerId,
    async start() {
      stopping = false;
      for (const { kind, key } of options.recurring ?? []) await enqueueTask(db, { kind, key });
      loop ??= work();
    },
    async runDue() {
      let runs = 0;
      for (;;) {
        const started = await claimAndRun(concurrency);
        if (started.length === 0) return runs;
        runs += started.length;
        await Promise.all(started);
      }
    },
    async stop() {
      stopping = true;
      wake?.();
      const settled = () => Promise.all([...inFlight.values()].map((run) => run.done));
      await Promise.race([settled(), sleep(graceMs)]);
      if (inFlight.size > 0) {
        log.info({ tasks: [...inFlight.keys()] }, 'stopping: tasks in flight go back to the queue');
      }
      for (const run of inFlight.values()) run.abort.abort(new Error('the worker is stopping'));
      await Promise.race([settled(), sleep(ABORT_WAIT_MS)]);
      // Runs that ignored the abort: their tasks go back anyway; what they record later is refused.
      await release([...inFlight.keys()]);
      await loop;
      loop = null;
    },
  };
}
