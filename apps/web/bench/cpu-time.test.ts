import { describe, expect, it } from 'vitest';
import { atCpuTime, type TraceEvent } from './cpu-time';

const PAGE = { pid: 10, tid: 1 };
const BLANK = { pid: 20, tid: 1 };
const BROWSER = { pid: 1, tid: 1 };

function threadName(at: { pid: number; tid: number }, name: string): TraceEvent {
  return { name: 'thread_name', ph: 'M', ...at, ts: 0, args: { name } };
}

function event(
  at: { pid: number; tid: number },
  name: string,
  ts: number,
  dur: number,
  tdur?: number,
): TraceEvent {
  return { name, ph: 'X', ...at, ts, dur, ...(tdur === undefined ? {} : { tdur }) };
}

/** A page's main thread with two tasks, a blank page's, and a browser thread. */
function trace() {
  return {
    waited: event(PAGE, 'RunTask', 1000, 40_000, 10_000),
    layout: event(PAGE, 'Layout', 21_000, 20_000),
    busy: event(PAGE, 'RunTask', 50_000, 8000, 8000),
    blank: event(BLANK, 'RunTask', 1000, 40_000, 1000),
    browser: event(BROWSER, 'RunTask', 1000, 40_000, 1000),
  };
}

function events(t: ReturnType<typeof trace>): TraceEvent[] {
  return [
    threadName(PAGE, 'CrRendererMain'),
    threadName(BLANK, 'CrRendererMain'),
    threadName(BROWSER, 'CrBrowserMain'),
    t.waited,
    t.layout,
    t.busy,
    t.blank,
    t.browser,
  ];
}

describe('atCpuTime', () => {
  it("shortens the page's tasks to their CPU time and scales the events inside them", () => {
    const t = trace();
    expect(atCpuTime(events(t))).toBe(1);
    // 40 ms on the clock, 10 ms on the CPU: a quarter.
    expect(t.waited).toMatchObject({ ts: 1000, dur: 10_000 });
    // Inside it, 20 ms after its start for 20 ms: now 5 ms after its start for 5 ms, so it ends
    // with the task and Lighthouse still sees that the task laid the page out.
    expect(t.layout).toMatchObject({ ts: 6000, dur: 5000 });
    expect(t.layout.ts + t.layout.dur!).toBe(t.waited.ts + t.waited.dur!);
    // A task that never waited keeps its time.
    expect(t.busy).toMatchObject({ ts: 50_000, dur: 8000 });
  });

  it("leaves other threads and other pages' main threads as they were", () => {
    const t = trace();
    atCpuTime(events(t));
    expect(t.blank.dur).toBe(40_000);
    expect(t.browser.dur).toBe(40_000);
  });

  it('keeps a task without a CPU time, and a trace without a renderer main thread', () => {
    const noCpu = event(PAGE, 'RunTask', 0, 30_000);
    expect(atCpuTime([threadName(PAGE, 'CrRendererMain'), noCpu])).toBe(0);
    expect(noCpu.dur).toBe(30_000);
    expect(atCpuTime([threadName(BROWSER, 'CrBrowserMain'), trace().browser])).toBe(0);
  });
});
