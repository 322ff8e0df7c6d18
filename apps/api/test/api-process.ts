import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { queueTasks } from '../src/db/schema';

/**
 * The API (or one of its parts) in a real process of its own, run with tsx from apps/api as
 * `npm run dev` does: for tests of what only shows across processes (src/queue/processes.test.ts,
 * src/multi-process.test.ts).
 */

const apiDir = fileURLToPath(new URL('..', import.meta.url));

export interface ApiProcess {
  process: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Runs `script` (relative to apps/api) with `args`, this process's environment and `env` over it.
 */
export function spawnApiProcess(
  script: string,
  env: Record<string, string>,
  args: readonly string[] = [],
): ApiProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { process: child, output: () => output, exited };
}

export interface ApiServer extends ApiProcess {
  /** http://127.0.0.1:{port}, the port the server chose. */
  url: string;
}

/**
 * The server entry (src/server.ts) listening on 127.0.0.1 on a port of its own choosing (PORT=0,
 * read from its "Server listening at" log line, so no port is guessed or raced for), with the
 * queue worker running as in production. Resolves once it logged "ready" and its health check
 * answers 200; rejects with its output when it exits first or takes longer than `timeoutMs`.
 */
export async function startApiServer(
  env: Record<string, string>,
  timeoutMs = 45_000,
): Promise<ApiServer> {
  const child = spawnApiProcess('src/server.ts', {
    LOG_LEVEL: 'info',
    ...env,
    HOST: '127.0.0.1',
    PORT: '0',
  });
  const started = Date.now();
  try {
    for (;;) {
      if (child.process.exitCode !== null || child.process.signalCode !== null) {
        throw new Error('the server exited while starting');
      }
      if (Date.now() - started > timeoutMs) throw new Error(`not ready within ${timeoutMs} ms`);
      const port = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(child.output())?.[1];
      if (port && child.output().includes('"ready: open')) {
        const url = `http://127.0.0.1:${port}`;
        const health = await fetch(`${url}/pifworld/api/v1/health`).catch(() => null);
        if (health?.status === 200) return { ...child, url };
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (err) {
    await stopApiProcess(child);
    throw new Error(`${(err as Error).message}:\n${child.output()}`);
  }
}

/**
 * Stops the process with SIGTERM, and with SIGKILL if it is still there after `graceMs`; resolves
 * once it is gone. Safe to call for a process that already exited.
 */
export async function stopApiProcess(child: ApiProcess, graceMs = 10_000) {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return child.exited;
  child.process.kill('SIGTERM');
  const timer = setTimeout(() => child.process.kill('SIGKILL'), graceMs);
  try {
    return await child.exited;
  } finally {
    clearTimeout(timer);
  }
}

/** The queue's `mail` tasks of these outbox rows: which worker holds each, and how it ended. */
export const mailTasksOf = (db: Db, outboxIds: number[]) =>
  db
    .select()
    .from(queueTasks)
    .where(
      and(
        eq(queueTasks.kind, 'mail'),
        inArray(sql<number>`(${queueTasks.payload}->>'outboxId')::integer`, outboxIds),
      ),
    );
