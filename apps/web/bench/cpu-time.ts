/**
 * The page's main-thread tasks at the CPU time they used, for bench:web's second reading of
 * blocking time (ADR 031).
 *
 * Lighthouse's simulated phone multiplies each main-thread task's observed wall time by four
 * (two for a task that laid the page out). A task's wall time also holds the time its thread
 * waited for a core: on a machine where the browser, Lighthouse and the app share two cores, a
 * task that ran 2 ms on the CPU may take 30 ms on the clock, and then counts as 70 ms of
 * blocking. Trace events carry both: `dur` (wall time) and `tdur` (the thread's CPU time).
 *
 * `atCpuTime` shortens every top-level task of the page's main thread to its CPU time and the
 * events inside it in proportion, so that Lighthouse's own simulation, run again on the changed
 * trace, tells what the page's work costs without the waiting. Nothing else in the trace moves:
 * the network, the paints and the other threads stay as observed.
 */

/** The part of a trace event this reads and changes (Chromium's trace event format). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string } & Record<string, unknown>;
}

const TOP_LEVEL_TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** The renderer main thread with the most events: the page's (others are blank or extension pages). */
function pageMainThread(events: readonly TraceEvent[]): string | undefined {
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const counts = new Map<string, number>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (mainThreads.has(thread)) counts.set(thread, (counts.get(thread) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * Shortens, in place, each top-level task of the page's main thread that used less CPU than
 * wall time to its CPU time (at least 1 µs), with the events inside it scaled to fit. Returns
 * how many tasks were shortened.
 */
export function atCpuTime(events: TraceEvent[]): number {
  const main = pageMainThread(events);
  if (!main) return 0;
  const onMain = events
    .filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let shortened = 0;
  let i = 0;
  while (i < onMain.length) {
    const task = onMain[i++]!;
    if (!TOP_LEVEL_TASKS.has(task.name) || !task.dur || task.tdur === undefined) continue;
    const start = task.ts;
    const end = start + task.dur;
    const factor = Math.min(1, Math.max(task.tdur, 1) / task.dur);
    // Events inside the task: everything that starts before it ends (trace events nest).
    while (i < onMain.length && onMain[i]!.ts < end) {
      const inner = onMain[i++]!;
      inner.ts = start + (inner.ts - start) * factor;
      if (inner.dur) inner.dur *= factor;
    }
    if (factor < 1) {
      task.dur *= factor;
      shortened++;
    }
  }
  return shortened;
}
