/**
 * `npm run bench`: the browsing endpoints under concurrent load on PostgreSQL, at scale.
 *
 * 1. Creates a separate database on the DATABASE_URL server, migrates it, seeds the demo world
 *    and adds BENCH_FUNDRAISERS (100,000) fundraisers with BENCH_DONATIONS (300,000) donations.
 * 2. Starts the API as its own process against that database.
 * 3. Drives each scenario with BENCH_CONNECTIONS (32) concurrent connections for
 *    BENCH_SECONDS (15) seconds and prints requests per second and latency percentiles.
 * 4. Drives the list and search scenarios again with traffic the list cache (src/lib/list-cache.ts)
 *    cannot serve: every request asks a page or a term not asked before.
 * 5. The donation spike (spike.ts): each connection makes whole donations (pay, settle, webhook)
 *    to one fundraiser, then spread over 1,000; paid donations per second and the latency of a
 *    whole donation; then the raised counters are checked against the donations, to the cent
 *    (a difference ends the bench with exit code 1).
 * 6. Stops the API and drops the database (BENCH_KEEP=1 keeps it).
 *
 * BENCH_DATABASE=name reuses that database when it exists (migrated again, not re-seeded) and
 * keeps it, for measuring one change after another; BENCH_ONLY=text runs the matching scenarios
 * (BENCH_ONLY=spike: the spike alone, on 1,000 fundraisers and 3,000 donations unless
 * BENCH_FUNDRAISERS or BENCH_DONATIONS say otherwise).
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
import { prepareDatabase } from '../src/startup/prepare';
import { createLocalStorage } from '../src/lib/storage';
import { createRandom } from '../src/seed/random';
import {
  checkTotals,
  countersOf,
  driveSpike,
  SPREAD_FUNDRAISERS,
  spikeTargets,
  type Paid,
  type SpikeResult,
  type SpikeTargets,
  watchDatabase,
} from './spike';
import { addVolume, nameOf } from './volume';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const FUNDRAISERS = env('BENCH_FUNDRAISERS', 100_000);
const DONATIONS = env('BENCH_DONATIONS', 300_000);
const CONNECTIONS = env('BENCH_CONNECTIONS', 32);
const SECONDS = env('BENCH_SECONDS', 15);
const PORT = env('BENCH_PORT', 3400);
const SPIKE_ROUNDS = env('BENCH_SPIKE_ROUNDS', 1);

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

function startApi(url: string, storageDir: string): Promise<ChildProcess> {
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
        PAYMENTS_MODE: 'test',
        LOG_LEVEL: 'warn',
        DEMO_DATA: 'false',
        // The spike's donations all come from this machine's address.
        PAY_RATE_LIMIT_PER_HOUR: String(1_000_000_000),
        STORAGE_DIR: storageDir,
        WEB_DIST_DIR: path.join(storageDir, 'no-web-app'),
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
}

/** Draws from `next` until it gives something not drawn before. */
function neverAsked(next: () => string): () => string {
  const asked = new Set<string>();
  return () => {
    for (;;) {
      const candidate = next();
      if (!asked.has(candidate)) {
        asked.add(candidate);
        return candidate;
      }
    }
  };
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

/** Drives a scenario (after a 3 s warm-up) and prints its line. */
async function measure(scenario: Scenario, api: ChildProcess): Promise<void> {
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

interface SpikeScenario {
  name: string;
  /** The fundraiser of the next donation. */
  pick: (targets: SpikeTargets) => () => number;
}

/** Drives the spike to its fundraisers (after a 3 s warm-up) and prints its line. */
async function measureSpike(
  scenario: SpikeScenario,
  url: string,
  targets: SpikeTargets,
  paid: Paid,
  api: ChildProcess,
): Promise<SpikeResult> {
  const run = (seconds: number) =>
    driveSpike({
      port: PORT,
      connections: CONNECTIONS,
      seconds,
      pick: scenario.pick(targets),
      paid,
    });
  await run(3);
  const watch = await watchDatabase(url);
  const before = cpuTimes(api.pid);
  const load = process.cpuUsage();
  const result = await run(SECONDS);
  const after = cpuTimes(api.pid);
  const used = process.cpuUsage(load);
  const database = await watch();
  const perDonation = (ms: number | undefined) =>
    ms === undefined ? '-' : (ms / Math.max(1, result.donations)).toFixed(1);
  const cpu =
    before && after
      ? `${perDonation(after.machine - before.machine)}, ${perDonation(after.api - before.api)}, ${perDonation(database.serverCpu)}, ${perDonation((used.user + used.system) / 1000)}`
      : '';
  console.log(
    scenario.name.padEnd(28),
    String(result.donations).padStart(9),
    result.perSecond.toFixed(1).padStart(8),
    result.p50.toFixed(0).padStart(8),
    result.p90.toFixed(0).padStart(8),
    result.p99.toFixed(0).padStart(8),
    String(result.errors).padStart(7),
    `${database.lockWaits.toFixed(1)}/${database.active.toFixed(1)}/${database.idleInTransaction.toFixed(1)}`.padStart(
      16,
    ),
    ` ${cpu}`,
  );
  if (result.firstError) console.log(`  first error: ${result.firstError.slice(0, 300)}`);
  return result;
}

/** The ids of the topics (lists of their own fundraisers). */
async function topicsOf(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ id: number }>('select id from topics order by id')).rows.map(
      (row) => row.id,
    );
  } finally {
    await client.end();
  }
}

async function main() {
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
    },
    {
      name: '/fundraisers?search=...',
      path: () =>
        `/pifworld/api/v1/fundraisers?search=${encodeURIComponent(random.pick(searchTerms))}`,
    },
    {
      // Not in the target: each non-profit here has about 10,000 fundraisers to add up.
      name: '/nonprofits?page=1',
      path: () => '/pifworld/api/v1/nonprofits?page=1',
    },
    {
      name: '/universal-search/{q}',
      path: () =>
        `/pifworld/api/v1/universal-search/${encodeURIComponent(random.pick(universalTerms))}`,
    },
  ];

  // Traffic the list cache cannot serve: each request a page (of the whole list or of a topic,
  // 10 to 40 per page, as deep as the pages above) or a term nobody asked before. Terms are
  // pieces of the fundraisers' own names: a run of letters for the list search; for the header
  // search one or two words, the last one cut short, every fifth with a letter dropped.
  let topicIds: number[] = []; // read once the database is ready
  const anyName = () => nameOf(random.int(1, FUNDRAISERS));
  const newPage = neverAsked(() => {
    const perPage = random.int(10, 40);
    const topic = random.int(0, topicIds.length);
    const rows = topic === 0 ? FUNDRAISERS : Math.ceil(FUNDRAISERS / topicIds.length);
    const page = random.int(1, Math.max(1, Math.floor(Math.min(10_000, rows) / perPage)));
    const list = topic === 0 ? '/fundraisers' : `/topics/${topicIds[topic - 1]}/fundraisers`;
    return `/pifworld/api/v1${list}?page=${page}&per_page=${perPage}`;
  });
  const newListTerm = neverAsked(() => {
    const name = anyName().toLowerCase();
    const from = random.int(0, name.length - 3);
    return name.slice(from, from + random.int(3, 12)).trim();
  });
  const newHeaderTerm = neverAsked(() => {
    const words = anyName().replace('#', '').split(' ');
    const from = random.int(0, words.length - 1);
    const picked = words.slice(from, from + random.int(1, 2));
    const last = picked.pop()!;
    picked.push(last.slice(0, random.int(Math.min(2, last.length), last.length)));
    let term = picked.join(' ');
    if (random.int(1, 5) === 1 && term.length > 4) {
      const at = random.int(1, term.length - 2);
      term = term.slice(0, at) + term.slice(at + 1);
    }
    return term;
  });
  const unseen: Scenario[] = [
    { name: 'new page of a list', path: newPage },
    {
      name: '/fundraisers?search= (new term)',
      path: () => `/pifworld/api/v1/fundraisers?search=${encodeURIComponent(newListTerm())}`,
    },
    {
      name: '/universal-search/{new term}',
      path: () => `/pifworld/api/v1/universal-search/${encodeURIComponent(newHeaderTerm())}`,
    },
  ];

  // The donation spike: every donation to one fundraiser (the first of the 1,000), or each to
  // one of the 1,000 drawn at random.
  const spikeRandom = createRandom(24);
  const spikeScenarios: SpikeScenario[] = [
    { name: 'spike: 1 fundraiser', pick: (targets) => () => targets.spread[0]! },
    {
      name: `spike: ${SPREAD_FUNDRAISERS.toLocaleString('en')} fundraisers`,
      pick: (targets) => () => spikeRandom.pick(targets.spread),
    },
  ];

  // BENCH_ONLY=search runs only the scenarios whose name contains that text.
  const only = <T extends { name: string }>(list: T[]) =>
    list.filter((s) => !process.env.BENCH_ONLY || s.name.includes(process.env.BENCH_ONLY));
  const browsing = only(scenarios).length + only(unseen).length > 0;
  const spikes = only(spikeScenarios);
  // The spike alone needs its 1,000 fundraisers, not the browsing scenarios' volume.
  const seedFundraisers = Math.max(
    spikes.length > 0 ? SPREAD_FUNDRAISERS : 0,
    browsing || process.env.BENCH_FUNDRAISERS ? FUNDRAISERS : 0,
  );
  const seedDonations = browsing || process.env.BENCH_DONATIONS ? DONATIONS : seedFundraisers * 3;

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
    await prepareDatabase(db, {
      storage: createLocalStorage(storageDir),
      demoData: true,
      paymentsMode: 'test',
    });
    await db.close();
    if (!exists) {
      console.log(`adding ${seedFundraisers} fundraisers and ${seedDonations} donations`);
      await addVolume(benchUrl, seedFundraisers, seedDonations);
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
    topicIds = await topicsOf(benchUrl);

    api = await startApi(benchUrl, storageDir);
    for (const [title, run] of [
      ['the bench traffic (pages 1-500, 10 list terms, 10 header terms)', only(scenarios)],
      ['traffic never asked before (the list cache cannot serve it)', only(unseen)],
    ] as const) {
      if (run.length === 0) continue;
      console.log(
        `\n${title}: ${CONNECTIONS} connections, ${SECONDS} s per scenario (after a 3 s warm-up)\n`,
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
      for (const scenario of run) await measure(scenario, api);
    }
    if (spikes.length > 0) await spike(benchUrl, spikes, api);
    await stopApi(api);
    api = undefined;
  } finally {
    if (api) await stopApi(api);
    if (!keep) await admin.query(`drop database if exists ${database} with (force)`);
    else console.log(`kept database ${database}`);
    await admin.end();
    rmSync(storageDir, { recursive: true, force: true });
  }
}

/**
 * The donation spike's scenarios, then the check of the raised counters: a difference throws,
 * so the bench ends with exit code 1.
 */
async function spike(url: string, run: SpikeScenario[], api: ChildProcess): Promise<void> {
  const targets = await spikeTargets(url);
  const before = await countersOf(url, targets);
  const paid: Paid = new Map();
  console.log(
    `\nthe donation spike: ${CONNECTIONS} connections each making whole donations (pay, settle, webhook), ${SECONDS} s per scenario (after a 3 s warm-up), ${SPIKE_ROUNDS} round(s); the ${SPREAD_FUNDRAISERS} fundraisers raise for ${targets.nonprofits.size} non-profits\n`,
  );
  console.log(
    'scenario'.padEnd(28),
    'donations'.padStart(9),
    'paid/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p90 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'errors'.padStart(7),
    'lock/run/idle'.padStart(16),
    ' CPU ms/donation: all, API, PostgreSQL, load',
  );
  // Rounds of the scenarios one after the other, so that the comparison sees the same machine.
  for (let round = 1; round <= SPIKE_ROUNDS; round += 1) {
    const results = [];
    for (const scenario of run) results.push(await measureSpike(scenario, url, targets, paid, api));
    if (results.length === 2) {
      const share = results[0]!.perSecond / results[1]!.perSecond;
      console.log(`  one fundraiser keeps ${(share * 100).toFixed(0)}% of the spread throughput`);
    }
  }
  console.log(
    '\nlock/run/idle: backends of the bench database waiting for a row lock / running a statement / idle inside a transaction (waiting for the API), on average',
  );
  const problems = await checkTotals(url, targets, before, paid);
  const cents = [...paid.values()].reduce((a, b) => a + b, 0);
  if (problems.length > 0) {
    for (const problem of problems.slice(0, 20)) console.error(`  ${problem}`);
    throw new Error(
      `spike: ${problems.length} raised totals differ from the paid donations (${problems.length > 20 ? 'first 20 above' : 'above'})`,
    );
  }
  console.log(
    `\nraised totals exact: the ${targets.spread.length} fundraisers and their ${targets.nonprofits.size} non-profits equal their paid donations net of refunds, to the cent (the bench paid €${(cents / 100).toFixed(2)})`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
