import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Each file gets its own database; PGlite start-up and migrations dominate, not CPU.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
