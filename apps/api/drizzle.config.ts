import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` uses this: it diffs the schema against the committed snapshots.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema/index.ts',
  out: './apps/api/src/db/migrations',
  casing: 'snake_case',
});
