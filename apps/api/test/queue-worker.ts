/**
 * The API's queue worker in a process of its own, configured from the environment like the
 * server, with a lease of TEST_LEASE_MS: for tests that kill it (src/queue/processes.test.ts).
 * Run with `node --import tsx test/queue-worker.ts`.
 */
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';

const config = loadConfig(process.env);
const database = await openDatabase(config);
const app = await buildApp({
  config,
  database,
  logger: false,
  queue: { leaseMs: Number(process.env.TEST_LEASE_MS ?? 3_000), pollMs: 100, workerId: 'child' },
});
await app.ready();
await app.queue.start();
process.stdout.write('worker started\n');
// The worker's timers do not hold the process open; this does, until the test ends it.
setInterval(() => {}, 60_000);
