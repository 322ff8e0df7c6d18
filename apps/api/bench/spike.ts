/**
 * The donation spike: BENCH_CONNECTIONS workers each make whole donations as a guest
 * donor would (GET /pay, the sandbox checkout's "paid", then the provider's webhook once more, as
 * Mollie calls it after the payment), to one fundraiser or spread over 1,000, and the raised
 * counters are checked against the donations afterwards, to the cent.
 */
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

/** How many fundraisers the spread case gives to (the bench needs at least this many). */
export const SPREAD_FUNDRAISERS = 1_000;

export interface SpikeTargets {
  /** The first 1,000 fundraisers (by id) that take donations: page and non-profit active. */
  spread: number[];
  /** The non-profit each of them raises for (null: none). */
  nonprofitOf: Map<number, number | null>;
  /** The non-profits they raise for, with how many of them each. */
  nonprofits: Map<number, number>;
}

/** Picks the fundraisers deterministically; fails when there are fewer than 1,000. */
export async function spikeTargets(url: string): Promise<SpikeTargets> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; nonprofit_id: number | null }>(
      `select f.id, f.nonprofit_id from fundraisers f
       left join nonprofits n on n.id = f.nonprofit_id
       where f.active and coalesce(n.active, true)
       order by f.id limit $1`,
      [SPREAD_FUNDRAISERS],
    );
    if (rows.length < SPREAD_FUNDRAISERS) {
      throw new Error(
        `spike: the spread case needs ${SPREAD_FUNDRAISERS} fundraisers that take donations, the database has ${rows.length} (BENCH_FUNDRAISERS)`,
      );
    }
    const nonprofits = new Map<number, number>();
    for (const row of rows) {
      if (row.nonprofit_id !== null)
        nonprofits.set(row.nonprofit_id, (nonprofits.get(row.nonprofit_id) ?? 0) + 1);
    }
    return {
      spread: rows.map((row) => row.id),
      nonprofitOf: new Map(rows.map((row) => [row.id, row.nonprofit_id])),
      nonprofits,
    };
  } finally {
    await client.end();
  }
}

interface Answer {
  status: number;
  body: string;
}

/** A small HTTP client on keep-alive connections, one per worker (cheaper than fetch). */
function client(port: number, connections: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const send = (
    method: string,
    path: string,
    body?: { type: string; text: string },
  ): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          agent,
          headers: body
            ? { 'content-type': body.type, 'content-length': Buffer.byteLength(body.text) }
            : {},
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          response.on('error', reject);
        },
      );
      request.setTimeout(30_000, () => request.destroy(new Error(`${method} ${path}: timeout`)));
      request.on('error', reject);
      request.end(body?.text);
    });
  return { send, close: () => agent.destroy() };
}

const API = '/pifworld/api/v1';

/** Whole cents the bench had paid, per fundraiser. */
export type Paid = Map<number, number>;

/**
 * One whole donation of a guest donor: start it, pay it on the sandbox checkout (which settles
 * the payment and runs the webhook handling; `onPaid` hears of the cents then), then the
 * provider's webhook. Throws on any answer but 200.
 */
async function donate(
  send: ReturnType<typeof client>['send'],
  fundraiserId: number,
  n: number,
  onPaid: (cents: number) => void,
): Promise<void> {
  // 1.00 to 99.99 euros, odd cents included.
  const cents = 100 + ((n * 7919) % 9900);
  const query = new URLSearchParams({
    amount: (cents / 100).toFixed(2),
    object_type: 'fundraiser',
    object_id: String(fundraiserId),
    donor_name: `Spike Donor ${n}`,
    donor_email: `spike-donor-${n}@example.org`,
  });
  const started = await send('GET', `${API}/pay?${query}`);
  if (started.status !== 200) throw new Error(`pay: ${started.status} ${started.body}`);
  const { checkout_url } = JSON.parse(started.body) as { checkout_url: string };
  // `/sandbox/checkout/{id}?lang=..`
  const paymentId = new URL(checkout_url, 'http://localhost').pathname.split('/').pop()!;
  const settled = await send('POST', `${API}/sandbox/payments/${paymentId}`, {
    type: 'application/json',
    text: JSON.stringify({ status: 'paid' }),
  });
  if (settled.status !== 200) throw new Error(`settle: ${settled.status} ${settled.body}`);
  onPaid(cents);
  const hook = await send('POST', `${API}/mollie/webhook`, {
    type: 'application/x-www-form-urlencoded',
    text: new URLSearchParams({ id: paymentId }).toString(),
  });
  if (hook.status !== 200) throw new Error(`webhook: ${hook.status} ${hook.body}`);
}

export interface SpikeResult {
  /** Donations completed within the measured time. */
  donations: number;
  perSecond: number;
  p50: number;
  p90: number;
  p99: number;
  errors: number;
  firstError?: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

let donationNumber = 0;

/**
 * `connections` workers, each looping whole donations to `pick()`'s fundraiser for `seconds`.
 * Every paid amount is added to `paid` (warm-up included), for the check of the counters.
 */
export async function driveSpike(options: {
  port: number;
  connections: number;
  seconds: number;
  pick: () => number;
  paid: Paid;
}): Promise<SpikeResult> {
  const { send, close } = client(options.port, options.connections);
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const start = performance.now();
  const deadline = start + options.seconds * 1000;
  let last = start;
  const worker = async () => {
    while (performance.now() < deadline) {
      const fundraiserId = options.pick();
      const began = performance.now();
      try {
        await donate(send, fundraiserId, ++donationNumber, (cents) =>
          options.paid.set(fundraiserId, (options.paid.get(fundraiserId) ?? 0) + cents),
        );
        const ended = performance.now();
        latencies.push(ended - began);
        last = Math.max(last, ended);
      } catch (err) {
        errors += 1;
        firstError ??= (err as Error).message;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: options.connections }, worker));
  } finally {
    close();
  }
  latencies.sort((a, b) => a - b);
  return {
    donations: latencies.length,
    perSecond: latencies.length / ((last - start) / 1000),
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    errors,
    firstError,
  };
}

/** CPU time (ms) of a process, from /proc; 0 when it is gone. */
function cpuOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // USER_HZ is 100 on Linux
  } catch {
    return 0;
  }
}

/** The server's processes (the postmaster and its children), when it runs on this machine. */
function serverProcesses(postmaster: number): number[] {
  const pids = [postmaster];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster)
        pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

export interface DatabaseWatch {
  /**
   * Backends of the bench database, on average: waiting for a lock (a row another transaction
   * holds), running a statement, and idle inside a transaction (waiting for the API to send its
   * next statement, holding its locks meanwhile).
   */
  lockWaits: number;
  active: number;
  idleInTransaction: number;
  /** CPU time of the PostgreSQL server meanwhile (ms); undefined when it is not on this machine. */
  serverCpu?: number;
}

/**
 * Watches the bench database while a scenario runs: every 100 ms, what its backends do, and the server's
 * CPU time (backends that end meanwhile take theirs with them; the API's pool keeps its own).
 */
export async function watchDatabase(url: string): Promise<() => Promise<DatabaseWatch>> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  let postmaster: number | undefined;
  try {
    const { rows } = await db.query<{ setting: string }>(
      `select setting from pg_settings where name = 'data_directory'`,
    );
    const pidFile = readFileSync(path.join(rows[0]!.setting, 'postmaster.pid'), 'utf8');
    postmaster = Number(pidFile.split('\n')[0]);
  } catch {
    // a server elsewhere, or its files not readable here
  }
  const pids = postmaster ? serverProcesses(postmaster) : [];
  const cpuBefore = new Map(pids.map((pid) => [pid, cpuOf(pid)]));
  let samples = 0;
  let waiting = 0;
  let active = 0;
  let idle = 0;
  let pending: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    pending = db
      .query<{ waiting: number; active: number; idle: number }>(
        `select count(*) filter (where wait_event_type = 'Lock')::int waiting,
                count(*) filter (where state = 'active')::int active,
                count(*) filter (where state = 'idle in transaction')::int idle
         from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      )
      .then(({ rows }) => {
        samples += 1;
        waiting += rows[0]!.waiting;
        active += rows[0]!.active;
        idle += rows[0]!.idle;
      });
  }, 100);
  return async () => {
    clearInterval(timer);
    await pending;
    await db.end();
    const serverCpu = postmaster
      ? serverProcesses(postmaster).reduce(
          (sum, pid) => sum + Math.max(0, cpuOf(pid) - (cpuBefore.get(pid) ?? 0)),
          0,
        )
      : undefined;
    return {
      lockWaits: waiting / Math.max(1, samples),
      active: active / Math.max(1, samples),
      idleInTransaction: idle / Math.max(1, samples),
      serverCpu,
    };
  };
}

type Counters = Map<string, number>;

async function readCounters(db: pg.Client, kind: string, ids: number[]): Promise<Counters> {
  const { rows } = await db.query<{ page_id: number; raised_cents: string }>(
    'select page_id, raised_cents from raised_totals where kind = $1 and page_id = any($2)',
    [kind, ids],
  );
  const counters: Counters = new Map(ids.map((id) => [`${kind}:${id}`, 0]));
  for (const row of rows) counters.set(`${kind}:${row.page_id}`, Number(row.raised_cents));
  return counters;
}

/** The raised counters of the fundraisers and of their non-profits. */
export async function countersOf(url: string, targets: SpikeTargets): Promise<Counters> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return new Map([
      ...(await readCounters(db, 'fundraiser', targets.spread)),
      ...(await readCounters(db, 'nonprofit', [...targets.nonprofits.keys()])),
    ]);
  } finally {
    await db.end();
  }
}

/**
 * What the product counts as raised, added up from the donations themselves: paid donations net
 * of refunds and chargebacks (never below 0); a fundraiser's own, and for a non-profit its own and
 * those through its events, projects, company events and the fundraisers raising for it.
 */
async function sumsOfDonations(db: pg.Client, targets: SpikeTargets): Promise<Counters> {
  const net = `greatest(d.amount_cents - d.refunded_cents - d.charged_back_cents, 0)`;
  const fundraisers = await db.query<{ id: number; cents: string }>(
    `select d.fundraiser_id id, sum(${net}) cents from donations d
     where d.status = 'paid' and d.fundraiser_id = any($1) group by d.fundraiser_id`,
    [targets.spread],
  );
  // Each way money reaches a non-profit, joined once (hash joins over the donations).
  const nonprofits = await db.query<{ id: number; cents: string }>(
    `select id, sum(cents) cents from (
       select d.nonprofit_id id, ${net} cents from donations d where d.status = 'paid'
       union all select e.nonprofit_id, ${net} from donations d
         join events e on e.id = d.event_id where d.status = 'paid'
       union all select p.nonprofit_id, ${net} from donations d
         join projects p on p.id = d.project_id where d.status = 'paid'
       union all select c.nonprofit_id, ${net} from donations d
         join company_events c on c.id = d.company_event_id where d.status = 'paid'
       union all select f.nonprofit_id, ${net} from donations d
         join fundraisers f on f.id = d.fundraiser_id where d.status = 'paid'
     ) reached
     where id = any($1) group by id`,
    [[...targets.nonprofits.keys()]],
  );
  const sums: Counters = new Map([
    ...targets.spread.map((id): [string, number] => [`fundraiser:${id}`, 0]),
    ...[...targets.nonprofits.keys()].map((id): [string, number] => [`nonprofit:${id}`, 0]),
  ]);
  for (const row of fundraisers.rows) sums.set(`fundraiser:${row.id}`, Number(row.cents));
  for (const row of nonprofits.rows) sums.set(`nonprofit:${row.id}`, Number(row.cents));
  return sums;
}

/**
 * The check after the spike: every counter equals the sum over the donations, and each
 * fundraiser's counter grew by exactly what the bench paid to it. Answers the differences found
 * (empty when the totals are exact).
 */
export async function checkTotals(
  url: string,
  targets: SpikeTargets,
  before: Counters,
  paid: Paid,
): Promise<string[]> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const after = new Map([
      ...(await readCounters(db, 'fundraiser', targets.spread)),
      ...(await readCounters(db, 'nonprofit', [...targets.nonprofits.keys()])),
    ]);
    const sums = await sumsOfDonations(db, targets);
    const problems: string[] = [];
    for (const [key, counter] of after) {
      const sum = sums.get(key)!;
      if (counter !== sum) problems.push(`${key}: counter ${counter}, donations ${sum}`);
    }
    const expected = new Map<string, number>();
    for (const id of targets.spread) {
      const cents = paid.get(id) ?? 0;
      expected.set(`fundraiser:${id}`, cents);
      const nonprofit = targets.nonprofitOf.get(id);
      if (nonprofit != null) {
        const key = `nonprofit:${nonprofit}`;
        expected.set(key, (expected.get(key) ?? 0) + cents);
      }
    }
    for (const [key, cents] of expected) {
      const grew = after.get(key)! - before.get(key)!;
      if (grew !== cents) problems.push(`${key}: grew by ${grew}, the bench paid ${cents}`);
    }
    return problems;
  } finally {
    await db.end();
  }
}
