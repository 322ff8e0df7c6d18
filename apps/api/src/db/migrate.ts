import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database, Db } from './client';

/**
 * The committed drizzle-kit migrations. In the built server this file is bundled into
 * dist/server.js and the build copies the folder to dist/migrations.
 */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function runMigrations(kind: Database['kind'], db: Db): Promise<void> {
  if (kind === 'pglite') await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
  else await migratePg(db as unknown as NodePgDatabase, { migrationsFolder });
}
