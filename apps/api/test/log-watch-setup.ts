import { afterAll, beforeAll, expect } from 'vitest';
import { startWatching, stopWatching } from './log-watch';

// Runs around every API test file (vitest.config.ts, setupFiles): its hooks come first, so its
// afterAll runs last, once the file's apps have closed and logged all they will.
beforeAll(() => startWatching());

afterAll(() => {
  const { leaks, lines, secrets, ms } = stopWatching();
  if (process.env.LOG_WATCH_REPORT) {
    const file = expect.getState().testPath;
    console.info(`log watch: ${file}: ${lines} lines, ${secrets} secrets, checked in ${ms} ms`);
  }
  if (leaks.length === 0) return;
  throw new Error(
    `The log holds ${leaks.length} secret(s) or address(es) (lib/log-masking.ts masks them):\n${leaks
      .slice(0, 10)
      .map((leak) => `  - ${leak}`)
      .join('\n')}`,
  );
});
