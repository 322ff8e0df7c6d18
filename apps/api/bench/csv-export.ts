/**
 * `npm run bench:csv`: the owner's exports of BENCH_CSV_DONATIONS (100,000) donations to one
 * non-profit, the CSV and the Excel workbook (BENCH_EXPORTS=csv or xlsx for one), each streamed
 * from an API process while its resident memory (VmRSS) and its JavaScript heap
 * (memory-sampler.ts) are sampled every 50 ms. Prints the rows, the bytes, the time and the API's
 * peak RSS and heap before and during each export: a streamed export keeps the peak flat however
 * many rows there are.
 * Needs DATABASE_URL (scripts/with-postgres starts a throwaway server).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

const DONATIONS = Number(process.env.BENCH_CSV_DONATIONS ?? 100_000);
const PORT = Number(process.env.BENCH_PORT ?? 3401);
const EXPORTS = (process.env.BENCH_EXPORTS ?? 'csv,xlsx').split(',') as ('csv' | 'xlsx')[];
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

/** The process's resident memory in MB (Linux). */
const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) / 1024;
};

/** The API's heap and other memory as memory-sampler.ts last wrote them, MB. */
const heapMb = (file: string) => {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { heapUsed: number }).heapUsed;
  } catch {
    return 0; // not written yet, or caught mid-write
  }
};

async function startApi(url: string, storageDir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
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

async function main() {
  const database = `pifworld_csv_${process.pid}`;
  const url = withDatabase(serverUrl!, database);
  const storageDir = mkdtempSync(path.join(tmpdir(), 'pifworld-csv-'));
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  let api: ChildProcess | undefined;
  try {
    const handle = openPostgres(url, 2);
    await prepareDatabase(handle, {
      storage: createLocalStorage(storageDir),
      demoData: false,
      paymentsMode: 'test',
    });
    const { user, token } = await insertSignedInUser(handle.db);
    const nonprofit = await insertNonprofit(handle.db, { userId: user.id });
    console.log(`adding ${DONATIONS} paid donations`);
    await handle.db.execute(sql`
      INSERT INTO donations (reference, status, amount_cents, target_type, nonprofit_id, provider,
        mode, provider_payment_id, paid_at, donor_name, donor_email, message, created_at)
      SELECT 'csv-' || i, 'paid', 500 + i % 5000, 'nonprofit', ${nonprofit.id}, 'sandbox', 'test',
        'tr_csv' || i, now(), 'Donor ' || i, 'donor' || i || '@example.org',
        CASE WHEN i % 7 = 0 THEN '=HYPERLINK("x")' ELSE 'Thank you, "all"' END,
        now() - (i || ' seconds')::interval
      FROM generate_series(1, ${DONATIONS}) AS i`);
    await handle.close();

    api = await startApi(url, storageDir);
    const pid = api.pid!;
    const memoryFile = path.join(storageDir, 'memory.json');
    const exportUrl = (file: string, query = '') =>
      `http://127.0.0.1:${PORT}/pifworld/api/v1/page-donations/nonprofit/${nonprofit.id}/export.${file}${query}`;
    // Warm up each route once on a small filter, then take the baseline.
    for (const file of EXPORTS) {
      await (
        await fetch(exportUrl(file, '?search=nobody'), {
          headers: { authorization: `Bearer ${token}` },
        })
      ).arrayBuffer();
    }
    for (const file of EXPORTS) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const before = { rss: rssMb(pid), heap: heapMb(memoryFile) };
      const peak = { ...before };
      const sampler = setInterval(() => {
        peak.rss = Math.max(peak.rss, rssMb(pid));
        peak.heap = Math.max(peak.heap, heapMb(memoryFile));
      }, 50);
      const started = Date.now();
      const response = await fetch(exportUrl(file), {
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'nl' },
      });
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
      let rows = lines - 1;
      if (file === 'xlsx') {
        // Read back (outside the API) to count the rows the workbook holds.
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
        rows = workbook.worksheets[0]!.rowCount - 1;
      }
      console.log(
        `${file.toUpperCase()} export: ${rows} rows, ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s; ` +
          `API RSS ${before.rss.toFixed(0)} MB before, peak ${peak.rss.toFixed(0)} MB during (+${(peak.rss - before.rss).toFixed(0)} MB); ` +
          `heap ${before.heap.toFixed(0)} MB before, peak ${peak.heap.toFixed(0)} MB during (+${(peak.heap - before.heap).toFixed(0)} MB)`,
      );
    }
  } finally {
    api?.kill();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    rmSync(storageDir, { recursive: true, force: true });
  }
}

await main();
