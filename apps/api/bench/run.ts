/**
 * `npm run bench`: the browsing endpoints under concurrent load on PostgreSQL, at scale.
 *
 * 1. Creates a separate database on the DATABASE_URL server, migrates it, seeds the demo world
 *    and adds BENCH_FUNDRAISERS (100,000) fundraisers with BENCH_DONATIONS (300,000) donations.
 * 2. Starts the API as its own process against that database.
 * 3. Drives each scenario with BENCH_CONNECTIONS (32) concurrent connections for
 *    BENCH_SECONDS (15) seconds and prints requests per second and latency percentiles.
 * 4. Does it again with the query memo switched off (QUERY_MEMO=false, see
 *    src/lib/query-memo.ts), for the scenarios it serves: every page and search worked out in
 *    full, as for a query nobody asked since the list last changed.
 * 5. Stops the API and drops the database (BENCH_KEEP=1 keeps it).
 *
 * BENCH_DATABASE=name reuses that database when it exists (migrated again, not re-seeded) and
 * keeps it, for measuring one change after another; BENCH_ONLY=text runs the matching scenarios.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { rootDir } from '../src/config';
import { openPostgres } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare';
import { createRandom } from '../src/db/seed/random';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const FUNDRAISERS = env('BENCH_FUNDRAISERS', 100_000);
const DONATIONS = env('BENCH_DONATIONS', 300_000);
const CONNECTIONS = env('BENCH_CONNECTIONS', 32);
const SECONDS = env('BENCH_SECONDS', 15);
const PORT = env('BENCH_PORT', 3400);

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('bench: DATABASE_URL must point at a PostgreSQL server (npm run bench starts one)');
  process.exit(2);
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

const activities = [
  'Run',
  'Walk',
  'Cycle',
  'Swim',
  'Bake',
  'Climb',
  'Knit',
  'Sing',
  'Row',
  'Hike',
  'Skate',
  'Dance',
];
const causes = [
  'clean water',
  'the food bank',
  "girls' education",
  'urban trees',
  'ocean plastic',
  'refugee language lessons',
  'animal shelters',
  'the night helpline',
  'inclusive sports',
  'repair cafés',
];
const places = [
  'Amsterdam',
  'Rotterdam',
  'Utrecht',
  'Den Haag',
  'Eindhoven',
  'Groningen',
  'Gent',
  'Antwerpen',
  'Lira',
  'Nairobi',
];

/** 100,000 fundraisers and their donations, generated inside PostgreSQL (seconds, not minutes). */
async function addVolume(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {}); // a failed statement rejects its query; nothing else to report
  await client.connect();
  const text = (values: string[]) =>
    `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;
  await client.query('select setseed(0.42)');
  await client.query(`
    with u as (select array_agg(id order by id) a from users),
         n as (select array_agg(id order by id) a from nonprofits),
         t as (select array_agg(id order by id) a from topics),
         words as (select ${text(activities)} act, ${text(causes)} cause, ${text(places)} place)
    insert into fundraisers (user_id, nonprofit_id, topic_id, name, description, goal_cents, verified)
    select u.a[1 + i % array_length(u.a, 1)],
           n.a[1 + (i * 7) % array_length(n.a, 1)],
           t.a[1 + (i * 13) % array_length(t.a, 1)],
           words.act[1 + i % 12] || ' for ' || words.cause[1 + (i / 12) % 10] || ' in ' || words.place[1 + (i / 120) % 10] || ' #' || i,
           'Every ' || lower(words.act[1 + i % 12]) || ' helps ' || words.cause[1 + (i / 12) % 10] || ' in ' || words.place[1 + (i / 120) % 10] || '. Join me and give what you can.',
           (50 + (i % 300)) * 1000,
           i % 3 = 0
    from generate_series(1::bigint, ${FUNDRAISERS}) as i, u, n, t, words`);
  // Raised counters are rebuilt in one pass afterwards, as after any bulk load.
  await client.query('alter table donations disable trigger donations_raised');
  await client.query(`
    with f as (select array_agg(id order by id) a from fundraisers)
    insert into donations (reference, status, amount_cents, target_type, fundraiser_id, provider, provider_payment_id, paid_at, created_at, updated_at)
    select md5('bench' || i), s.status, (1 + (i * 37) % 200) * 500, 'fundraiser', f.a[1 + (i * 7919) % array_length(f.a, 1)],
           'sandbox', 'tr_bench_' || i, case when s.status = 'paid' then now() end, now(), now()
    from generate_series(1::bigint, ${DONATIONS}) as i, f,
         lateral (select case when i % 20 < 17 then 'paid' when i % 20 < 19 then 'open' else 'failed' end::donation_status as status) s`);
  await client.query('alter table donations enable trigger donations_raised');
  await client.query('select raised_totals_rebuild()');
  await client.query('vacuum analyze');
  await client.end();
}

function startApi(url: string, storageDir: string, memo: boolean): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(rootDir, 'apps/api/src/server.ts')],
    {
      cwd: rootDir,
      env: {
        ...process.env,
        DATABASE_URL: url,
        PORT: String(PORT),
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DEMO_DATA: 'false',
        STORAGE_DIR: storageDir,
        WEB_DIST_DIR: path.join(storageDir, 'no-web-app'),
        QUERY_MEMO: String(memo),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    const poll = async () => {
      try {
        const res = await fetch(`http://127.0.0.1:${PORT}/pifworld/api/v1/health`);
        if (res.ok) return resolve(child);
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) return reject(new Error('the API did not start'));
      setTimeout(poll, 250);
    };
    child.once('exit', (code) => reject(new Error(`the API exited with ${code}`)));
    void poll();
  });
}

async function stopApi(api: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => api.once('exit', resolve));
  api.kill('SIGTERM');
  await exited;
}

interface Scenario {
  name: string;
  path: () => string;
  /** Whether the query memo serves it (so it runs again with the memo off). */
  memo: boolean;
}

/**
 * CPU time in ms on Linux: of the whole machine (busy, steal excluded) and of one process, read
 * from /proc. Per request, these tell where the time goes (the API, this process driving the load,
 * PostgreSQL and the rest) whatever share of the CPU the host steals; undefined elsewhere.
 */
function cpuTimes(pid: number | undefined): { machine: number; api: number } | undefined {
  try {
    const tick = 10; // USER_HZ is 100 on Linux
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const [user, nice, system, , , irq, softirq] = fields.map(Number);
    const stat = pid ? readFileSync(`/proc/${pid}/stat`, 'utf8') : '';
    const own = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    return {
      machine: (user! + nice! + system! + irq! + softirq!) * tick,
      api: pid ? (own[11]! + own[12]!) * tick : 0,
    };
  } catch {
    return undefined;
  }
}

async function drive(scenario: Scenario, seconds: number) {
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      { method: 'GET', setupRequest: (request) => ({ ...request, path: scenario.path() }) },
    ],
  });
  return result;
}

async function main() {
  const reused = process.env.BENCH_DATABASE;
  const database = reused ?? `pifworld_bench_${process.pid}`;
  const keep = reused !== undefined || process.env.BENCH_KEEP === '1';
  const benchUrl = withDatabase(serverUrl!, database);
  const storageDir = mkdtempSync(path.join(tmpdir(), 'pifworld-bench-'));
  const admin = new pg.Client({ connectionString: serverUrl });
  admin.on('error', (err) => console.error('bench: admin connection:', err.message));
  await admin.connect();
  const exists =
    reused !== undefined &&
    (await admin.query('select 1 from pg_database where datname = $1', [database])).rowCount === 1;
  if (!exists) {
    console.log(`creating ${database}; migrating and seeding the demo data`);
    await admin.query(`create database ${database}`);
  } else console.log(`reusing ${database}; migrating it`);
  let api: ChildProcess | undefined;
  try {
    const started = Date.now();
    const db = openPostgres(benchUrl, 2);
    await prepareDatabase(db, { storageDir, demoData: true });
    await db.close();
    if (!exists) {
      console.log(`adding ${FUNDRAISERS} fundraisers and ${DONATIONS} donations`);
      await addVolume(benchUrl);
    }
    const counts = openPostgres(benchUrl, 1);
    const [row] = (
      (await counts.db.execute(
        sql`select (select count(*) from fundraisers)::int f, (select count(*) from donations)::int d`,
      )) as unknown as {
        rows: { f: number; d: number }[];
      }
    ).rows;
    await counts.close();
    console.log(
      `database ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${row!.f} fundraisers, ${row!.d} donations`,
    );

    const random = createRandom(7);
    const lastPage = Math.ceil(FUNDRAISERS / 20);
    const searchTerms = [
      'water',
      'Rotterdam',
      'bake',
      'cycle for',
      'ocean',
      'Nairobi',
      'knit',
      'trees',
      'helpline',
      'dance',
    ];
    const universalTerms = [
      'wat',
      'Amsterdm',
      'marathon',
      'food bank',
      'Rotterdam',
      'ocean plastic',
      'gent',
      'refugee',
      'cycl',
      'Lira',
    ];
    const scenarios: Scenario[] = [
      {
        name: '/fundraisers?page=N (N = 1..500)',
        path: () => `/pifworld/api/v1/fundraisers?page=${random.int(1, Math.min(500, lastPage))}`,
        memo: true,
      },
      {
        name: '/fundraisers?search=...',
        path: () =>
          `/pifworld/api/v1/fundraisers?search=${encodeURIComponent(random.pick(searchTerms))}`,
        memo: true,
      },
      {
        // Not in the target: each non-profit here has about 10,000 fundraisers to add up.
        name: '/nonprofits?page=1',
        path: () => '/pifworld/api/v1/nonprofits?page=1',
        memo: false,
      },
      {
        name: '/universal-search/{q}',
        path: () =>
          `/pifworld/api/v1/universal-search/${encodeURIComponent(random.pick(universalTerms))}`,
        memo: true,
      },
    ];

    // BENCH_ONLY=search runs only the scenarios whose name contains that text.
    const only = process.env.BENCH_ONLY;
    const chosen = scenarios.filter((s) => !only || s.name.includes(only));
    for (const memo of [true, false]) {
      const run = chosen.filter((s) => memo || s.memo);
      if (run.length === 0) continue;
      api = await startApi(benchUrl, storageDir, memo);
      console.log(
        `\n${CONNECTIONS} connections, ${SECONDS} s per scenario (after a 3 s warm-up), ` +
          (memo ? 'query memo on (as served)' : 'query memo off (QUERY_MEMO=false)') +
          '\n',
      );
      console.log(
        'scenario'.padEnd(36),
        'requests'.padStart(9),
        'req/s'.padStart(8),
        'p50 ms'.padStart(8),
        'p90 ms'.padStart(8),
        'p99 ms'.padStart(8),
        'errors'.padStart(7),
        '  CPU ms/request: all, API, load',
      );
      for (const scenario of run) {
        await drive(scenario, 3);
        const before = cpuTimes(api.pid);
        const load = process.cpuUsage();
        const result = await drive(scenario, SECONDS);
        const after = cpuTimes(api.pid);
        const used = process.cpuUsage(load);
        const loadMs = (used.user + used.system) / 1000;
        const errors = result.errors + result.timeouts + result.non2xx;
        const perRequest = (ms: number) => (ms / result.requests.total).toFixed(2);
        const cpu =
          before && after
            ? `  ${perRequest(after.machine - before.machine)}, ${perRequest(after.api - before.api)}, ${perRequest(loadMs)}`
            : '';
        console.log(
          scenario.name.padEnd(36),
          String(result.requests.total).padStart(9),
          result.requests.average.toFixed(0).padStart(8),
          String(result.latency.p50).padStart(8),
          String(result.latency.p90).padStart(8),
          String(result.latency.p99).padStart(8),
          String(errors).padStart(7),
          cpu,
        );
      }
      await stopApi(api);
      api = undefined;
    }
  } finally {
    if (api) await stopApi(api);
    if (!keep) await admin.query(`drop database if exists ${database} with (force)`);
    else console.log(`kept database ${database}`);
    await admin.end();
    rmSync(storageDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
