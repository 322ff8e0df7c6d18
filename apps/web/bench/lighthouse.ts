/**
 * npm run bench:web: Lighthouse's mobile preset (simulated slow 4G, a mid-range phone) on the
 * pages a donor meets, against the built app served as `npm start` serves it, on a fresh
 * database with the demo data. Prints per page the performance score, first and largest
 * contentful paint, total blocking time, layout shift and the JavaScript sent, then the gzip
 * size of the JavaScript a first visit to / loads. Each figure is the median of BENCH_WEB_RUNS
 * runs (3), with the spread of the blocking time and the host's CPU benchmark, since blocking
 * time scales with the machine's speed. Not a test: figures for the notes.
 *
 * The last row is the machine's floor: the same runs on an empty page (one paragraph, no script,
 * no stylesheet) that the bench serves itself. Lighthouse multiplies the main thread's observed
 * task times by 4, so a machine that is busy with Chromium's own processes shows blocking time even
 * there; no page can measure less on that machine.
 *
 * Score and blocking time are read three times. First as Lighthouse reports them: the issue's
 * figure. Then with the page's main-thread tasks at the CPU time they used (cpu-time.ts, ADR
 * 031): Lighthouse's own simulation, run again on the same trace, without the time the page's
 * thread waited for a core while the browser, Lighthouse and the app shared the machine's cores;
 * what the page's own work costs, which moves far less from run to run, so a change's effect
 * shows. Last on the phone Lighthouse's default means whatever the host (calibration.ts, ADR
 * 034): the same trace with the CPU slowed in proportion to the host's speed, so that figures
 * from a fast host and a slow one compare.
 *
 * BENCH_WEB_DETAIL=1 also prints, per page and run, where the main thread's time went (Lighthouse's
 * breakdown by kind of work, and its long tasks with the script each is attributed to), to find
 * what makes up the blocking time. BENCH_WEB_PAGES (names as in the table, comma-separated)
 * measures only those pages.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromiumPath } from '@app/test-tools';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { saveArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { calibratedSlowdown, REFERENCE_HOST_INDEX } from './calibration.ts';
import { atCpuTime, type TraceEvent } from './cpu-time.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const port = Number(process.env.BENCH_WEB_PORT ?? 3800);
const base = `http://localhost:${port}`;
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The app as `npm run serve` starts it, with its young generation's size (ADR 032). */
function startApp(dataDir: string): ChildProcess {
  const server = path.join(root, 'apps/api/dist/server.js');
  return spawn(process.execPath, ['--max-semi-space-size=32', server], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENTS_MODE: 'test',
      PORT: String(port),
      APP_URL: base,
      DATABASE_URL: '',
      PGLITE_DIR: path.join(dataDir, 'db'),
      STORAGE_DIR: path.join(dataDir, 'storage'),
      APP_KEY_FILE: path.join(dataDir, 'app-key'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function ready(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/pifworld/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the app did not start');
}

async function firstId(list: string): Promise<{ id: number; name: string }> {
  const body = (await (await fetch(`${base}/pifworld/api/v1/${list}?per_page=1`)).json()) as {
    data: Array<{ id: number; name: string }>;
  };
  const [first] = body.data;
  if (!first) throw new Error(`no ${list} in the demo data`);
  return first;
}

/** Lighthouse's figures vary from run to run on a shared machine: each page runs this often. */
const runs = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));

interface Measured {
  score: number;
  /** Score and blocking time again, with the main thread's tasks at their CPU time. */
  cpuScore: number;
  cpuTbt: number;
  /** Score and blocking time again, on the phone Lighthouse's default means (ADR 034). */
  calibratedScore: number;
  calibratedTbt: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  js: number;
}

/** The median of the runs that gave a figure (a run Lighthouse could not finish gives NaN). */
function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const detail = process.env.BENCH_WEB_DETAIL === '1';
/** BENCH_WEB_PAGES=fundraiser,/payment/... measures only those rows (names as in the table). */
const only = process.env.BENCH_WEB_PAGES?.split(',').map((name) => name.trim());

interface TaskItem {
  url?: string;
  duration: number;
  startTime: number;
}

/** The main thread's work by kind and its long tasks (simulated phone), for BENCH_WEB_DETAIL. */
function printDetail(label: string, audits: Record<string, { details?: unknown } | undefined>) {
  const items = <T>(id: string) => ((audits[id]?.details as { items?: T[] })?.items ?? []) as T[];
  const kinds = items<{ groupLabel: string; duration: number }>('mainthread-work-breakdown')
    .map((item) => `${item.groupLabel} ${Math.round(item.duration)} ms`)
    .join(', ');
  console.log(`\n${label}: ${kinds}`);
  for (const task of items<TaskItem>('long-tasks')) {
    const where = task.url ? task.url.replace(base, '') : '(no script)';
    console.log(
      `  long task at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms, ${where}`,
    );
  }
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

const emptyPage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Empty page</title></head><body><p>An empty page.</p></body></html>';

/** Serves `emptyPage` on a free port: the floor row's page. */
async function serveEmptyPage() {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(emptyPage);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

/**
 * Lighthouse's performance score and blocking time for the same load audited again from its
 * saved artifacts: with the page's main-thread tasks at their CPU time (`cpuTime`, ADR 031), or
 * with another CPU slowdown for its simulated phone (`slowdown`, ADR 034).
 */
async function auditAgain(
  result: LighthouseResult,
  { cpuTime = false, slowdown }: { cpuTime?: boolean; slowdown?: number },
): Promise<{ score: number; tbt: number }> {
  // Timing holds the run's own performance entries, which do not survive a copy; an audit
  // of saved artifacts does not need them.
  const { Timing: _timing, ...artifacts } = result.artifacts;
  const changed = structuredClone({ ...artifacts, Timing: [] });
  if (cpuTime) atCpuTime(changed.Trace.traceEvents as TraceEvent[]);
  // Lighthouse audits saved artifacts only with the settings they were gathered with.
  const throttling = { ...changed.settings.throttling };
  if (slowdown) throttling.cpuSlowdownMultiplier = slowdown;
  changed.settings = { ...changed.settings, throttling };
  const dir = mkdtempSync(path.join(tmpdir(), 'pifworld-bench-web-audit-'));
  try {
    await saveArtifacts(changed as typeof result.artifacts, dir);
    const again = await lighthouse(undefined, {
      auditMode: dir,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttling,
    });
    if (!again) throw new Error('Lighthouse gave no result for the saved artifacts');
    return {
      score: (again.lhr.categories.performance?.score ?? 0) * 100,
      tbt: again.lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const empty = await serveEmptyPage();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pifworld-bench-web-'));
  const app = startApp(dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? chromiumPath(),
    chromeFlags,
  });
  try {
    await ready();
    const fundraiser = await firstId('fundraisers');
    const nonprofit = await firstId('nonprofits');
    const pages: Array<[string, string]> = [
      ['/', '/'],
      ['/discover', '/discover'],
      ['fundraiser', `/fundraiser-details/${fundraiser.id}`],
      ['non-profit', `/nonprofit-details/${nonprofit.id}`],
      [
        '/payment/...',
        `/payment/${encodeURIComponent(fundraiser.name)}?type=fundraiser&id=${fundraiser.id}`,
      ],
      ['/jobs', '/jobs'],
      ['(floor: an empty page)', empty.url],
    ].filter(([name]) => !only || only.includes(name!)) as Array<[string, string]>;
    const rows: string[][] = [];
    const hostIndexes: number[] = [];
    let homeScripts: string[] = [];
    for (const [name, url] of pages) {
      const measured: Measured[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(url.startsWith('http') ? url : `${base}${url}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
        const { lhr } = result;
        if (lhr.runtimeError) console.warn(`${name}, run ${run + 1}: ${lhr.runtimeError.message}`);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] })
          ?.items ?? []) as NetworkItem[];
        const scripts = items.filter((item) => item.resourceType === 'Script');
        if (url === '/') homeScripts = scripts.map((item) => item.url);
        hostIndexes.push(lhr.environment.benchmarkIndex);
        if (detail) printDetail(`${name}, run ${run + 1}`, lhr.audits);
        const cpu = await auditAgain(result, { cpuTime: true });
        const calibrated = await auditAgain(result, {
          slowdown: calibratedSlowdown(lhr.environment.benchmarkIndex),
        });
        measured.push({
          cpuScore: cpu.score,
          cpuTbt: cpu.tbt,
          calibratedScore: calibrated.score,
          calibratedTbt: calibrated.tbt,
          score: (lhr.categories.performance?.score ?? 0) * 100,
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          js: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
        });
      }
      const mid = (key: keyof Measured) => median(measured.map((m) => m[key]));
      const tbts = measured.map((m) => m.tbt).filter((tbt) => !Number.isNaN(tbt));
      const kB = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} kB`;
      rows.push([
        name,
        String(Math.round(mid('score'))),
        `${(mid('fcp') / 1000).toFixed(1)} s`,
        `${(mid('lcp') / 1000).toFixed(1)} s`,
        `${Math.round(mid('tbt'))} ms`,
        tbts.length > 1
          ? `${Math.round(Math.min(...tbts))}-${Math.round(Math.max(...tbts))} ms`
          : '',
        mid('cls').toFixed(3),
        kB(mid('js')),
        String(Math.round(mid('cpuScore'))),
        `${Math.round(mid('cpuTbt'))} ms`,
        String(Math.round(mid('calibratedScore'))),
        `${Math.round(mid('calibratedTbt'))} ms`,
      ]);
    }
    const header = [
      'page',
      'performance',
      'FCP',
      'LCP',
      'TBT',
      'TBT range',
      'CLS',
      'JS sent',
      'performance at CPU time',
      'TBT at CPU time',
      'performance, calibrated',
      'TBT, calibrated',
    ];
    console.log(
      `\nLighthouse, mobile preset, ${base}: the median of ${runs} run(s) per page. Host CPU ` +
        `(Lighthouse's benchmarkIndex, median): ${Math.round(median(hostIndexes))}; Lighthouse ` +
        'calls a host below 1000 slower than it expects, and its 4x CPU slowdown then ' +
        'overstates blocking time. The floor row is an empty page served by the bench, not by ' +
        'the app: what the machine and Lighthouse measure with no page work at all. The last two ' +
        "columns are Lighthouse's simulation again with the page's main-thread tasks at the CPU " +
        'time they used, without their waiting for a core (ADR 031). The calibrated columns run ' +
        `it again with the CPU slowed ${calibratedSlowdown(median(hostIndexes))} times instead ` +
        `of 4 (4 x the host's index / ${REFERENCE_HOST_INDEX.toLocaleString('en')}): the ` +
        "phone Lighthouse's default means, whatever the host (ADR 034).\n",
    );
    console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);

    let gzipped = 0;
    for (const url of homeScripts) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      gzipped += gzipSync(body, { level: 9 }).length;
    }
    console.log(
      `\nJavaScript a first visit to / loads: ${homeScripts.length} file(s), ${(gzipped / 1024).toFixed(0)} kB gzipped`,
    );
  } finally {
    await chrome.kill();
    empty.server.close();
    app.kill('SIGTERM');
    await new Promise((resolve) => app.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
