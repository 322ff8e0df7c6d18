import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

/** s3rver's own keys: it checks every request's signature against them. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A real S3-compatible server (s3rver) in a process of its own, with one empty bucket. */
export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The environment that points the app at this bucket (STORAGE_DRIVER=s3). */
  env: Record<string, string>;
  /** The keys in the bucket, sorted. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Starts s3rver on a free local port with its data in a temporary folder and the bucket made at
 * start (`--configure-bucket`). A child process, as a real store would be: the app talks to it
 * over HTTP with signed requests, nothing is mocked. Call `close` in afterAll.
 */
export async function startS3Server(bucket = 'pifworld-test'): Promise<TestS3Server> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pifworld-s3-'));
  const bin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
  const child = spawn(
    process.execPath,
    [
      bin,
      ...['--directory', dir, '--address', '127.0.0.1', '--port', '0', '--silent'],
      ...['--configure-bucket', bucket],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let port: number;
  try {
    port = await listeningPort(child);
  } catch (err) {
    child.kill();
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  return {
    endpoint,
    bucket,
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    async keys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((object) => object.Key!));
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    async close() {
      client.destroy();
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill();
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The port s3rver says it listens on ("S3rver listening on 127.0.0.1:PORT", even with --silent). */
function listeningPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => fail(new Error('s3rver did not start within 15 s')), 15_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(new Error(`${error.message}\n${out}${err}`));
    };
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /listening on \S+:(\d+)/.exec(out)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(Number(port));
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) => fail(new Error(`s3rver exited with ${code}`)));
  });
}
