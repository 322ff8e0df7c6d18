/**
 * `npm run lint:openapi` (part of `npm run check`): builds the app in-process, takes the OpenAPI
 * document it serves at /pifworld/api/docs/json, writes it to a temporary file and lints it with
 * Redocly's recommended ruleset as configured in redocly.yaml (rules switched off say why there).
 * Exits with Redocly's status: errors fail, warnings are printed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { fromPglite } from '../src/db/client';
import { DOCS_PREFIX } from '../src/lib/paths';

const root = fileURLToPath(new URL('../../../', import.meta.url));

async function servedDocument(dir: string): Promise<string> {
  // The document needs the routes, not data: an empty in-memory database, never migrated.
  const client = await PGlite.create();
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      APP_URL: 'http://localhost:3000',
      STORAGE_DIR: path.join(dir, 'storage'),
    }),
    database: fromPglite(client),
    logger: false,
  });
  try {
    const res = await app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` });
    if (res.statusCode !== 200) throw new Error(`${DOCS_PREFIX}/json answered ${res.statusCode}`);
    // Pretty-printed, so that Redocly's line numbers point somewhere readable.
    return JSON.stringify(res.json(), null, 2);
  } finally {
    await app.close();
    await client.close();
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'pifworld-openapi-'));
try {
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, await servedDocument(dir));
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'redocly'),
    ['lint', file, '--config', path.join(root, 'redocly.yaml'), '--format', 'stylish'],
    {
      stdio: 'inherit',
      // Offline and quiet: no usage report, no look-up of newer versions.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  if (result.error) throw result.error;
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
