import type { Db } from '../db/client';
import { queueTasks } from '../db/schema';

/** A claimed task, as its handler sees it. */
export interface QueueTask {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  /** Runs started so far, this one included. */
  attempts: number;
  createdAt: Date;
}

/**
 * What a run ends with: nothing (done), a time to run again (not finished yet, e.g. a payment
 * still open at the provider, or a recurring sweep), or giving up. A run that throws failed; the
 * kind's `retryAt` decides what follows.
 */
export type RunOutcome = void | { again: Date } | { giveUp: string };

export interface TaskKind {
  /**
   * Does the work. `signal` aborts when the run takes longer than its lease allows or the process
   * shuts down; a run must then stop, so that the task can be handed to another worker.
   */
  run(task: QueueTask, signal: AbortSignal): Promise<RunOutcome>;
  /** After a failed run: when to try again, or null to give up. */
  retryAt(task: QueueTask, now: Date): Date | null;
  /** Called once when the task is given up. */
  onGiveUp?(task: QueueTask, reason: string): Promise<void>;
  /** What the logs say about a task besides its id and kind: ids only, never personal data. */
  logContext?(task: QueueTask): Record<string, unknown>;
}

/**
 * Adds a task. Pass the transaction that causes the work, so the task exists exactly when its
 * cause was committed. With `key`, a second task with the same key is not added.
 */
export async function enqueueTask(
  db: Db,
  task: { kind: string; payload?: Record<string, unknown>; runAt?: Date; key?: string },
): Promise<void> {
  await db
    .insert(queueTasks)
    .values({ kind: task.kind, payload: task.payload ?? {}, runAt: task.runAt, key: task.key })
    .onConflictDoNothing({ target: queueTasks.key });
}
