/**
 * `npm run bench`: latency and throughput of the read endpoints the home page calls, measured
 * in-process (app.inject, no network) on an embedded database seeded with the demo data, or on
 * DATABASE_URL when set (that database must already hold data; nothing is seeded there).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { fromPglite, openPostgres, pgliteExtensions } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const endpoints = [
  '/pifworld/api/v1/health',
  '/pifworld/api/v1/translations/nl',
  '/pifworld/api/v1/sdg-topics?lang=nl',
  '/pifworld/api/v1/sdg-topics/13',
  '/pifworld/api/v1/total-raised',
  '/pifworld/api/v1/total-supporters',
  '/pifworld/api/v1/total-fundraisers',
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main() {
  const storageDir = mkdtempSync(path.join(tmpdir(), 'pifworld-bench-'));
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', STORAGE_DIR: storageDir });
  const database = config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL)
    : fromPglite(await PGlite.create({ extensions: pgliteExtensions() }));
  if (!config.DATABASE_URL) await prepareDatabase(database, { storageDir, demoData: true });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();

  console.log(
    `database: ${database.kind}; ${REQUESTS} requests per endpoint, ${CONCURRENCY} at a time\n`,
  );
  console.log(
    'endpoint'.padEnd(42),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p95 ms'.padStart(8),
    'p99 ms'.padStart(8),
  );
  for (const url of endpoints) {
    for (let i = 0; i < 20; i++) await app.inject({ url }); // warm-up
    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) {
          next++;
          const t0 = performance.now();
          const res = await app.inject({ url });
          latencies.push(performance.now() - t0);
          if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    console.log(
      url.replace('/pifworld/api/v1', '').padEnd(42),
      (latencies.length / seconds).toFixed(0).padStart(8),
      percentile(latencies, 50).toFixed(2).padStart(8),
      percentile(latencies, 95).toFixed(2).padStart(8),
      percentile(latencies, 99).toFixed(2).padStart(8),
    );
  }
  await app.close();
  await database.close();
  rmSync(storageDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
