import type { QueueTask, TaskKind } from './tasks';

export interface Backoff {
  /** Wait after the first failed attempt. */
  baseMs: number;
  /** Longest wait between two attempts. */
  capMs: number;
  /** Attempts stop this long after the task was created. */
  windowMs: number;
}

/**
 * Wait before the next attempt: base·2^(attempt−1), capped, of which a random half is dropped
 * ("equal jitter"), so that tasks that failed together (an SMTP outage) do not retry together.
 */
export function backoffDelayMs(attempt: number, backoff: Backoff, random = Math.random): number {
  const exponential = Math.min(backoff.capMs, backoff.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential / 2 + (random() * exponential) / 2);
}

/** Retries with backoff until the window since the task's creation has passed, then gives up. */
export function retryWithBackoff(backoff: Backoff): TaskKind['retryAt'] {
  return (task: QueueTask, now: Date) => {
    if (now.getTime() - task.createdAt.getTime() >= backoff.windowMs) return null;
    return new Date(now.getTime() + backoffDelayMs(task.attempts, backoff));
  };
}

/**
 * A fixed timetable measured from the task's creation (5 min, 15 min, 1 h, ...): the first of its
 * times still ahead, at least a minute from now, or null when the timetable has run out.
 */
export function nextOnTimetable(
  offsetsMs: readonly number[],
  task: QueueTask,
  now: Date,
): Date | null {
  const created = task.createdAt.getTime();
  const next = offsetsMs.find((offset) => created + offset > now.getTime());
  if (next === undefined) return null;
  return new Date(Math.max(created + next, now.getTime() + 60_000));
}
