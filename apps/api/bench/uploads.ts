/**
 * `npm run bench:uploads`: what anonymous multipart posts cost the server. Starts the built API
 * (`npm run build` first) on a throwaway embedded database, lets it settle, then sends
 * UPLOAD_POSTS (40) parallel UPLOAD_MB (30) MB multipart posts to UPLOAD_PATH (/login) while a
 * visitor keeps asking for the health endpoint. Prints the server's resident memory at idle and
 * at its peak (sampled every 10 ms from /proc), the answers the posts got, how long they took,
 * and the visitor's median and worst latency meanwhile.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rootDir } from '../src/config';

const POSTS = Number(process.env.UPLOAD_POSTS ?? 40);
const MEGABYTES = Number(process.env.UPLOAD_MB ?? 30);
const TARGET = process.env.UPLOAD_PATH ?? '/login';
const PORT = Number(process.env.UPLOAD_PORT ?? 3410);
const base = `http://127.0.0.1:${PORT}`;

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function get(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, (res) => {
        res.resume();
        res.on('end', () => resolve(performance.now() - started));
      })
      .on('error', reject);
  });
}

/** One multipart post of `MEGABYTES` MB, written in 64 kB chunks as fast as the server reads. */
function post(): Promise<{ status: number; ms: number }> {
  const boundary = 'bench-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const size = MEGABYTES * 1024 * 1024;
  const chunk = Buffer.alloc(64 * 1024, 7);
  return new Promise((resolve) => {
    const started = performance.now();
    const request = http.request(`${base}/pifworld/api/v1${TARGET}`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + size + tail.length),
      },
    });
    const done = (status: number) => resolve({ status, ms: performance.now() - started });
    request.on('response', (res) => {
      res.resume();
      done(res.statusCode ?? 0);
      request.destroy();
    });
    request.on('error', () => done(0));
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      request.end(tail);
    };
    request.write(head);
    pump();
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'pifworld-bench-uploads-'));
  const server = spawn('node', [path.join(rootDir, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      PGLITE_DIR: path.join(dir, 'db'),
      STORAGE_DIR: path.join(dir, 'storage'),
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  try {
    for (let i = 0; ; i++) {
      if (await get(`${base}/pifworld/api/v1/health`).catch(() => false)) break;
      if (i > 300) throw new Error('the API did not start');
      await sleep(200);
    }
    for (let i = 0; i < 200; i++) await get(`${base}/pifworld/api/v1/health`);
    await sleep(2000);
    const idle = rssMb(server.pid!);

    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid!))), 10);
    let posting = true;
    const visitor: number[] = [];
    const visiting = (async () => {
      while (posting) visitor.push(await get(`${base}/pifworld/api/v1/health`));
    })();
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: POSTS }, post));
    const wall = performance.now() - started;
    posting = false;
    await visiting;
    await sleep(500);
    clearInterval(sampler);

    const statuses: Record<number, number> = {};
    for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
    console.log(`${POSTS} parallel anonymous ${MEGABYTES} MB multipart posts to ${TARGET}`);
    console.log(`  answers:        ${JSON.stringify(statuses)}`);
    console.log(`  post latency:   median ${median(answers.map((a) => a.ms)).toFixed(0)} ms`);
    console.log(`  all answered:   ${wall.toFixed(0)} ms`);
    console.log(`  server memory:  idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB`);
    console.log(`  above idle:     ${(peak - idle).toFixed(0)} MB`);
    console.log(
      `  visitor (GET /health, ${visitor.length} requests meanwhile): median ` +
        `${median(visitor).toFixed(1)} ms, worst ${Math.max(0, ...visitor).toFixed(1)} ms`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
