import { execFile, spawn } from 'node:child_process';
import { accessSync, constants, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as PlaywrightCore from 'playwright-core';
import type { AptAccess, RunResult, System } from './tools';

const require = createRequire(import.meta.url);

/** How long an address may take to answer before it counts as unreachable. */
const reachTimeoutMs = 5_000;
/** An install that has not finished in this time has hung. */
const runTimeoutMs = 20 * 60_000;

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function onPath(command: string): boolean {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir && isExecutable(path.join(dir, command)));
}

function run(command: string, args: readonly string[]): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: runTimeoutMs,
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => resolve({ ok: false, output: output + error.message }));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, {
      method: 'HEAD',
      signal: AbortSignal.timeout(reachTimeoutMs),
      redirect: 'manual',
    });
    return true; // any answer, even 404, means the host is reachable
  } catch {
    return false;
  }
}

/** This machine, as the tools see it. */
export const realSystem: System = {
  env: process.env,
  isExecutable,
  version: (file) =>
    new Promise((resolve) => {
      execFile(file, ['--version'], { timeout: 30_000 }, (error, stdout) => {
        const line = stdout.trim().split('\n')[0]?.trim();
        resolve(error || !line ? undefined : line);
      });
    }),
  // Loaded only when asked: the package is large, and a set CHROMIUM_PATH never needs it.
  playwrightChromiumPath: () =>
    (require('playwright-core') as typeof PlaywrightCore).chromium.executablePath(),
  firstReachable: async (urls) => {
    const reached = await Promise.all(urls.map(answers));
    return urls.find((_, index) => reached[index]);
  },
  aptAccess: async (): Promise<AptAccess> => {
    if (!onPath('apt-get')) return 'missing';
    if (process.getuid?.() === 0) return 'root';
    if (onPath('sudo') && (await run('sudo', ['-n', 'true'])).ok) return 'sudo';
    return 'denied';
  },
  postgresBinDirs: () => {
    try {
      return readdirSync('/usr/lib/postgresql').map((major) => `/usr/lib/postgresql/${major}/bin`);
    } catch {
      return [];
    }
  },
  run,
  playwright: (args) =>
    run(process.execPath, [
      path.join(path.dirname(require.resolve('playwright-core/package.json')), 'cli.js'),
      ...args,
    ]),
  say: (line) => console.log(line),
};
