import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import { browserBuild } from './vite.config.ts';

export default mergeConfig(
  browserBuild,
  defineConfig({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', '*.test.ts', 'bench/*.test.ts'],
      setupFiles: ['./src/testing/setup-tests.ts'],
      css: false,
      // Most of each file's cost was starting jsdom and importing the app (every screen) again.
      // Files of a worker share one window and one module graph instead; setup-tests.ts runs
      // before every file and resets what the app keeps (session, i18n, notifications, storage,
      // the document). Module mocks (vi.mock) would leak between files here: spy on objects.
      isolate: false,
      // Vitest's default is one worker fewer than the cores: a single worker on two cores.
      // VITEST_MAX_WORKERS still overrides this (the --maxWorkers flag does not reach a project).
      maxWorkers: Math.max(2, availableParallelism() - 1),
      // Projects that share a group must share maxWorkers; in a full `vitest run` the web files
      // form their own group, after the api and packages ones.
      sequence: { groupOrder: 1 },
      // Two workers share two cores with the main process, so a test takes longer on the clock
      // than alone; findBy*/waitFor may wait 5 s (setup-tests.ts), so a test gets more than that.
      testTimeout: 15_000,
    },
  }),
);
