/**
 * `npm run bench:uploads`: what anonymous multipart posts cost the server. Starts the built API
 * on a throwaway embedded database, lets it settle, then sends UPLOAD_POSTS (40) parallel
 * UPLOAD_MB (30) MB multipart posts, each of UPLOAD_FILES (6) files, to UPLOAD_PATH (/login) while
 * a visitor keeps asking for the health endpoint. Prints the server's resident memory at idle and
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
const FILES = Number(process.env.UPLOAD_FILES ?? 6);
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

/** One multipart post of `MEGABYTES` MB in `FILES` files, written as fast as the server reads. */
function post(): Promise<{ status: number; ms: number }> {
  const boundary = 'bench-boundary';
  const part = (i: number) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file${i}"; filename="big${i}.png"` +
        '\r\nContent-Type: image/png\r\n\r\n',
    );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const fileSize = Math.floor((MEGABYTES * 1024 * 1024) / FILES);
  const chunk = Buffer.alloc(64 * 1024, 7);
  const chunks: Buffer[] = [];
  for (let i = 0; i < FILES; i++) {
    chunks.push(i === 0 ? part(i) : Buffer.concat([Buffer.from('\r\n'), part(i)]));
    for (let sent = 0; sent < fileSize; sent += chunk.length) {
      chunks.push(chunk.subarray(0, Math.min(chunk.length, fileSize - sent)));
    }
  }
  chunks.push(tail);
  const length = chunks.reduce((sum, c) => sum + c.length, 0);
  return new Promise((resolve) => {
    const started = performance.now();
    const request = http.request(`${base}/pifworld/api/v1${TARGET}`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(length),
      },
    });
    // Like an attacker, the client sends the whole body whatever the server answers meanwhile.
    let status = 0;
    let ms = 0;
    request.on('response', (res) => {
      res.resume();
      status = res.statusCode ?? 0;
      ms = performance.now() - started;
    });
    request.on('close', () => resolve({ status, ms }));
    request.on('error', () => undefined);
    let next = 0;
    const pump = () => {
      while (next < chunks.length - 1) {
        if (!request.write(chunks[next++])) return void request.once('drain', pump);
      }
      request.end(chunks[next]);
    };
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
      PAYMENTS_MODE: 'test',
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
      // One visitor, a request every 20 ms: what everybody else sees meanwhile.
      while (posting) {
        visitor.push(await get(`${base}/pifworld/api/v1/health`));
        await sleep(20);
      }
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
    console.log(
      `${POSTS} parallel anonymous ${MEGABYTES} MB multipart posts (${FILES} files) to ${TARGET}`,
    );
    console.log(`  answers:        ${JSON.stringify(statuses)}`);
    console.log(`  answer after:   median ${median(answers.map((a) => a.ms)).toFixed(0)} ms`);
    console.log(`  all bodies sent: ${wall.toFixed(0)} ms`);
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
