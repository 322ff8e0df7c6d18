import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Around every file: fails it when a secret the server made, or any address, is in its log.
    setupFiles: ['./test/log-watch-setup.ts'],
    // Each file gets its own database, loaded from a migrated dump (PGlite) or copied from a
    // template (PostgreSQL): a second or so; the rest of a file's time is its own tests.
    testTimeout: 30_000,
    // Files of a worker share one module graph instead of importing the app (and PGlite, the
    // AWS SDK, sharp) again: about 1.4 s per file. Each file still builds its own app on its own
    // database; tests that stub a global (timers, the mail transport) restore it in afterEach.
    isolate: false,
    // Vitest's default is one worker fewer than the cores: a single worker on two cores, where
    // two workers finish the suite in 80% of the time (PGlite runs in the worker's own thread).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Projects that share a group must share maxWorkers; in a full `vitest run` the api files
    // form their own group, after the packages (0) and the web (1) ones.
    sequence: { groupOrder: 2 },
    hookTimeout: 60_000,
  },
});
