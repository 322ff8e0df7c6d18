/**
 * `npm run bench:csv`: the owner's exports of 20,000, 50,000 and 100,000 donations to one
 * non-profit (BENCH_CSV_SIZES, comma-separated), the CSV and the Excel workbook (BENCH_EXPORTS=csv
 * or xlsx for one), each streamed from one API process, and what that process's memory does
 * meanwhile:
 * - live heap: the JavaScript heap still in use after a full collection, which the API process
 *   (run with --expose-gc) forces every 200 ms (memory-sampler.ts): its peak during the export, and
 *   the same before and after it;
 * - peak RSS: the most resident memory the process held during the export (Linux's VmHWM, reset
 *   before each export through /proc/PID/clear_refs);
 * - heap between collections: `heapUsed` sampled every 50 ms, garbage included (what the bench
 *   printed before it forced collections; with them, it no longer shows the garbage V8 would
 *   otherwise let pile up before collecting).
 * Streaming is flat when the peak live heap with the most rows is within FLAT_MB of the peak with
 * the fewest: the summary says so for each file. BENCH_COLLECT=0 leaves collecting to V8 during
 * the exports (before and after still collect): then the peak RSS and heap are what a server
 * running as usual would show, garbage included, and there is no live peak to judge. Rows are added between the sizes; the first size
 * is exported once unmeasured first, so compiling and loading do not count as the export's memory.
 * Needs DATABASE_URL (scripts/with-postgres starts a throwaway server).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { insertNonprofit, insertSignedInUser } from '../test/factories';
import { rootDir } from '../src/config';
import { openPostgres } from '../src/db/client';
import { prepareDatabase } from '../src/startup/prepare';
import { createLocalStorage } from '../src/lib/storage';

const SIZES = (
  process.env.BENCH_CSV_SIZES ??
  process.env.BENCH_CSV_DONATIONS ??
  '20000,50000,100000'
)
  .split(',')
  .map(Number)
  .sort((x, y) => x - y);
const PORT = Number(process.env.BENCH_PORT ?? 3401);
const EXPORTS = (process.env.BENCH_EXPORTS ?? 'csv,xlsx').split(',') as ('csv' | 'xlsx')[];
/** How far the peak live heap may rise from the fewest rows to the most and still be flat, MB. */
const FLAT_MB = 5;
/** Collect every 200 ms during the exports too (BENCH_COLLECT=0: before and after only). */
const COLLECT_DURING = process.env.BENCH_COLLECT !== '0';
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('bench:csv: DATABASE_URL must point at a PostgreSQL server');
  process.exit(2);
}

const withDatabase = (url: string, database: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

/** A field of /proc/PID/status (VmRSS, VmHWM) in MB. */
const procMb = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) / 1024;
};

/** Starts the process's peak resident memory (VmHWM) afresh from what it holds now. */
const resetPeakRss = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, '5');

interface Memory {
  heapUsed: number;
  live: { heapUsed: number; external: number } | null;
  collections: number;
}

/** The API's memory as memory-sampler.ts last wrote it (MB). */
const memoryOf = (file: string): Memory | null => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Memory;
  } catch {
    return null; // not written yet, or caught mid-write
  }
};

/** Until the API has collected `count` more times, then its memory. */
async function afterCollections(file: string, count: number): Promise<Memory> {
  const from = memoryOf(file)?.collections ?? 0;
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    const memory = memoryOf(file);
    if (memory?.live && memory.collections >= from + count) return memory;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the API does not collect: is it run with --expose-gc?');
}

interface Figures {
  file: 'csv' | 'xlsx';
  donations: number;
  rows: number;
  mb: number;
  seconds: number;
  liveBefore: number;
  livePeak: number;
  liveAfter: number;
  externalPeak: number;
  collections: number;
  rssBefore: number;
  rssPeak: number;
  heapPeak: number;
}

async function startApi(url: string, storageDir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      '--import',
      path.join(rootDir, 'apps/api/bench/memory-sampler.ts'),
      path.join(rootDir, 'apps/api/src/server.ts'),
    ],
    {
      cwd: rootDir,
      env: {
        ...process.env,
        BENCH_MEMORY_FILE: path.join(storageDir, 'memory.json'),
        DATABASE_URL: url,
        PORT: String(PORT),
        NODE_ENV: 'production',
        PAYMENTS_MODE: 'test',
        LOG_LEVEL: 'warn',
        DEMO_DATA: 'false',
        STORAGE_DIR: storageDir,
        WEB_DIST_DIR: path.join(storageDir, 'no-web-app'),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/pifworld/api/v1/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error('the API did not start');
}

/** The API process under measurement, and how to ask it for an export. */
interface Target {
  pid: number;
  memoryFile: string;
  token: string;
  exportUrl: (file: string) => string;
}

/** Streams one export from the API, reading its memory meanwhile (collecting only then). */
async function measure(api: Target, file: 'csv' | 'xlsx', donations: number): Promise<Figures> {
  const { memoryFile } = api;
  writeFileSync(`${memoryFile}.collect`, '');
  try {
    return await measured(api, file, donations);
  } finally {
    rmSync(`${memoryFile}.collect`, { force: true });
  }
}

/** The measurement itself, while the API collects every 200 ms. */
async function measured(api: Target, file: 'csv' | 'xlsx', donations: number): Promise<Figures> {
  const { pid, memoryFile } = api;
  // Settled: two collections since the last export, the second one's heap the baseline.
  const before = await afterCollections(memoryFile, 2);
  if (!COLLECT_DURING) rmSync(`${memoryFile}.collect`);
  const rssBefore = procMb(pid, 'VmRSS');
  resetPeakRss(pid);
  const peak = { live: before.live!.heapUsed, external: before.live!.external, heap: 0 };
  const firstCollection = before.collections;
  let lastCollection = firstCollection;
  const sampler = setInterval(() => {
    const memory = memoryOf(memoryFile);
    if (!memory) return;
    peak.heap = Math.max(peak.heap, memory.heapUsed);
    if (memory.live && memory.collections > firstCollection) {
      peak.live = Math.max(peak.live, memory.live.heapUsed);
      peak.external = Math.max(peak.external, memory.live.external);
      lastCollection = memory.collections;
    }
  }, 50);
  const started = Date.now();
  const response = await fetch(api.exportUrl(file), {
    headers: { authorization: `Bearer ${api.token}`, 'accept-language': 'nl' },
  });
  if (!response.ok) throw new Error(`${file} export: HTTP ${response.status}`);
  let bytes = 0;
  let lines = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of response.body!) {
    bytes += chunk.length;
    if (file === 'csv') {
      for (const byte of chunk) if (byte === 10) lines++;
    } else {
      chunks.push(Buffer.from(chunk));
    }
  }
  clearInterval(sampler);
  const seconds = (Date.now() - started) / 1000;
  const rssPeak = procMb(pid, 'VmHWM');
  let rows = lines - 1;
  if (file === 'xlsx') {
    // Read back (outside the API) to count the rows the workbook holds.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    rows = workbook.worksheets[0]!.rowCount - 1;
  }
  writeFileSync(`${memoryFile}.collect`, '');
  const after = await afterCollections(memoryFile, 2);
  return {
    file,
    donations,
    rows,
    mb: bytes / 1e6,
    seconds,
    liveBefore: before.live!.heapUsed,
    livePeak: COLLECT_DURING ? peak.live : NaN,
    liveAfter: after.live!.heapUsed,
    externalPeak: peak.external,
    collections: lastCollection - firstCollection,
    rssBefore,
    rssPeak,
    heapPeak: peak.heap,
  };
}

const f = (mb: number) => (Number.isNaN(mb) ? 'n/a' : mb.toFixed(1));
/** A change in MB with its sign: +1.5, -0.1. */
const d = (mb: number) => `${mb >= 0 ? '+' : ''}${f(mb)}`;

function line(x: Figures) {
  return (
    `${x.file.toUpperCase()} ${String(x.rows).padStart(7)} rows, ${f(x.mb).padStart(5)} MB in ` +
    `${x.seconds.toFixed(1).padStart(5)} s | live heap ${f(x.liveBefore)} before, ` +
    (COLLECT_DURING
      ? `peak ${f(x.livePeak)} (${d(x.livePeak - x.liveBefore)}), `
      : 'not collected during, ') +
    `after ${f(x.liveAfter)} MB` +
    (COLLECT_DURING
      ? ` [${x.collections} collections; live external peak ${f(x.externalPeak)} MB]`
      : '') +
    ` | RSS ${f(x.rssBefore)} before, peak ${f(x.rssPeak)} MB (${d(x.rssPeak - x.rssBefore)}) | ` +
    `heap ${COLLECT_DURING ? 'between collections' : 'as V8 left it'}: peak ${f(x.heapPeak)} MB`
  );
}

async function main() {
  const database = `pifworld_csv_${process.pid}`;
  const url = withDatabase(serverUrl!, database);
  const storageDir = mkdtempSync(path.join(tmpdir(), 'pifworld-csv-'));
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  let api: ChildProcess | undefined;
  const handle = openPostgres(url, 2);
  try {
    await prepareDatabase(handle, {
      storage: createLocalStorage(storageDir),
      demoData: false,
      paymentsMode: 'test',
    });
    const { user, token } = await insertSignedInUser(handle.db);
    const nonprofit = await insertNonprofit(handle.db, { userId: user.id });
    /** Paid donations number `from` to `to` (a message in seven to be neutralised). */
    const addDonations = (from: number, to: number) =>
      handle.db.execute(sql`
        INSERT INTO donations (reference, status, amount_cents, target_type, nonprofit_id,
          provider, mode, provider_payment_id, paid_at, donor_name, donor_email, message,
          created_at)
        SELECT 'csv-' || i, 'paid', 500 + i % 5000, 'nonprofit', ${nonprofit.id}, 'sandbox',
          'test', 'tr_csv' || i, now(), 'Donor ' || i, 'donor' || i || '@example.org',
          CASE WHEN i % 7 = 0 THEN '=HYPERLINK("x")' ELSE 'Thank you, "all"' END,
          now() - (i || ' seconds')::interval
        FROM generate_series(${from}::int, ${to}::int) AS i`);

    api = await startApi(url, storageDir);
    const target = {
      pid: api.pid!,
      memoryFile: path.join(storageDir, 'memory.json'),
      token,
      exportUrl: (file: string) =>
        `http://127.0.0.1:${PORT}/pifworld/api/v1/page-donations/nonprofit/${nonprofit.id}/export.${file}`,
    };
    const results: Figures[] = [];
    let added = 0;
    for (const [i, size] of SIZES.entries()) {
      console.log(`adding donations up to ${size}`);
      await addDonations(added + 1, size);
      added = size;
      await handle.db.execute(sql`ANALYZE donations`);
      if (i === 0) {
        // Once unmeasured: what the first export compiles and loads is not what it streams.
        for (const file of EXPORTS) await measure(target, file, size);
      }
      for (const file of EXPORTS) {
        const figures = await measure(target, file, size);
        console.log(line(figures));
        results.push(figures);
      }
    }

    console.log(
      COLLECT_DURING
        ? `\nSummary (the API's live heap after a full collection, MB; flat = peak at ` +
            `${SIZES.at(-1)} rows within ${FLAT_MB} MB of the peak at ${SIZES[0]}):`
        : `\nSummary (MB; V8 collected as it does on its own during the exports):`,
    );
    console.log(
      'file  rows     live before  live peak  live after  peak RSS (+ during)  ' +
        (COLLECT_DURING ? 'heap between' : 'heap (V8)'),
    );
    for (const x of results) {
      console.log(
        `${x.file.padEnd(5)} ${String(x.rows).padEnd(8)} ${f(x.liveBefore).padStart(11)}  ` +
          `${f(x.livePeak).padStart(9)}  ${f(x.liveAfter).padStart(10)}  ` +
          `${`${f(x.rssPeak)} (${d(x.rssPeak - x.rssBefore)})`.padStart(19)}  ${f(x.heapPeak).padStart(11)}`,
      );
    }
    for (const file of EXPORTS) {
      const mine = results.filter((x) => x.file === file);
      const first = mine[0]!;
      const last = mine.at(-1)!;
      if (!COLLECT_DURING) {
        console.log(
          `${file.toUpperCase()}: peak RSS ${d(first.rssPeak - first.rssBefore)} MB at ` +
            `${first.rows} rows, ${d(last.rssPeak - last.rssBefore)} MB at ${last.rows} rows; ` +
            `live heap after: ${f(first.liveAfter)} and ${f(last.liveAfter)} MB`,
        );
        continue;
      }
      const rise = last.livePeak - first.livePeak;
      console.log(
        `${file.toUpperCase()}: peak live heap ${f(first.livePeak)} MB at ${first.rows} rows, ` +
          `${f(last.livePeak)} MB at ${last.rows} rows (${d(rise)} MB): ` +
          `${rise <= FLAT_MB ? 'flat' : 'NOT flat'}`,
      );
    }
  } finally {
    // Gone before its database is dropped, so it logs no failed queries on the way out.
    if (api && api.exitCode === null) {
      const exited = once(api, 'exit');
      api.kill();
      await exited;
    }
    await handle.close();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    rmSync(storageDir, { recursive: true, force: true });
  }
}

await main();
