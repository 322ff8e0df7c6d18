import { defineConfig } from 'vitest/config';

// One run covers every workspace; `--project api|web|packages` picks one.
export default defineConfig({
  test: {
    projects: ['apps/api', 'apps/web', 'packages/*'],
  },
});
