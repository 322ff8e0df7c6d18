import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { shareImageName, widthName } from './derived-files';
import { createLocalStorage, type Storage } from './storage';
import { createS3Storage } from './storage-s3';

let s3: TestS3Server;
let dir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  dir = mkdtempSync(path.join(tmpdir(), 'pifworld-storage-'));
}, 30_000);
afterAll(async () => {
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

const s3Options = (prefix = '') => ({
  bucket: s3.bucket,
  region: 'us-east-1',
  endpoint: s3.endpoint,
  forcePathStyle: true,
  accessKeyId: s3.env.S3_ACCESS_KEY_ID,
  secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
  prefix,
});

/** Every driver keeps the same promises (lib/storage.ts); S3 with a key prefix, as it may run. */
const drivers: [string, () => Storage][] = [
  ['local', () => createLocalStorage(dir)],
  ['s3', () => createS3Storage(s3Options('pifworld/'))],
];

const bytes = (text: string) => Buffer.from(text);

describe.each(drivers)('the %s storage', (_kind, make) => {
  let storage: Storage;
  beforeAll(() => {
    storage = make();
  });

  it('stores an upload under a fresh random name and reads its bytes back', async () => {
    const first = await storage.put(bytes('first picture'), 'webp');
    const second = await storage.put(bytes('first picture'), 'webp');
    expect(first).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect(second).not.toBe(first);
    expect(await storage.read(first)).toEqual(bytes('first picture'));
    expect(await storage.has(first)).toBe(true);
  });

  it('replaces a file stored under a name of its own', async () => {
    const name = 'share-0123456789abcdef01234567-1200x630.jpg';
    await storage.putAs(name, bytes('old'));
    await storage.putAs(name, bytes('new'));
    expect(await storage.read(name)).toEqual(bytes('new'));
    await expect(storage.putAs('../outside.jpg', bytes('x'))).rejects.toThrow(/storage name/);
    await expect(storage.putAs('Upper.jpg', bytes('x'))).rejects.toThrow(/storage name/);
  });

  it('streams a file with its length and the type of its extension', async () => {
    for (const [extension, type] of [
      ['webp', 'image/webp'],
      ['jpg', 'image/jpeg'],
      ['png', 'image/png'],
      ['pdf', 'application/pdf'],
      ['bin', 'application/octet-stream'],
    ]) {
      const name = await storage.put(bytes(`a ${extension} file`), extension!);
      const file = await storage.open(name);
      expect(file, name).toBeDefined();
      expect(file!.contentType).toBe(type);
      expect(file!.size).toBe(bytes(`a ${extension} file`).length);
      expect(await buffer(file!.body)).toEqual(bytes(`a ${extension} file`));
    }
  });

  it('removes a file with its widths and share image, and nothing else', async () => {
    const picture = await storage.put(bytes('picture'), 'webp');
    const other = await storage.put(bytes('other'), 'webp');
    const derived = [shareImageName(picture), widthName(picture, 320), widthName(picture, 640)];
    for (const name of derived) await storage.putAs(name, bytes(name));
    await storage.remove(picture);
    for (const name of [picture, ...derived]) {
      expect(await storage.has(name), name).toBe(false);
      expect(await storage.read(name), name).toBeUndefined();
    }
    expect(await storage.read(other)).toEqual(bytes('other'));
  });

  it('never removes a demo file, which the demo data shares', async () => {
    await storage.putAs('demo-logo-sdg-1.webp', bytes('goal one'));
    await storage.remove('demo-logo-sdg-1.webp');
    expect(await storage.read('demo-logo-sdg-1.webp')).toEqual(bytes('goal one'));
  });

  it('ignores names it never makes and files it does not have', async () => {
    const missing = '00000000-0000-4000-8000-000000000000.webp';
    for (const name of [
      missing,
      '../outside.txt',
      '..%2Foutside.txt',
      'a/b.webp',
      'Upper.webp',
      `${missing}.partial`,
      '.hidden',
      '',
    ]) {
      expect(await storage.read(name), name).toBeUndefined();
      expect(await storage.open(name), name).toBeUndefined();
      expect(await storage.has(name), name).toBe(false);
      await storage.remove(name);
    }
    await storage.remove(null);
    await storage.remove(undefined);
  });
});

describe('the local storage', () => {
  it('reads nothing outside its folder, whatever is there', async () => {
    writeFileSync(path.join(path.dirname(dir), 'outside.txt'), 'secret');
    const storage = createLocalStorage(dir);
    expect(await storage.read('../outside.txt')).toBeUndefined();
    expect(await storage.open('../outside.txt')).toBeUndefined();
    rmSync(path.join(path.dirname(dir), 'outside.txt'));
  });
});

describe('the S3 storage', () => {
  it('keeps each file as one object under the prefix, with its type and cache lifetime', async () => {
    const storage = createS3Storage(s3Options('/tenant-a/'));
    const name = await storage.put(bytes('stored once'), 'webp');
    expect(await s3.keys()).toContain(`tenant-a/${name}`);
    const client = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const head = await client.send(
      new HeadObjectCommand({ Bucket: s3.bucket, Key: `tenant-a/${name}` }),
    );
    client.destroy();
    expect(head.ContentType).toBe('image/webp');
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    // Another prefix is another folder: it does not see the file.
    expect(await createS3Storage(s3Options()).has(name)).toBe(false);
  });

  it('fails loudly when the bucket is not there, rather than finding nothing', async () => {
    const storage = createS3Storage({ ...s3Options(), bucket: 'no-such-bucket' });
    await expect(storage.read('00000000-0000-4000-8000-000000000000.webp')).rejects.toThrow(
      /bucket/i,
    );
    await expect(storage.put(bytes('x'), 'webp')).rejects.toThrow(/bucket/i);
  });
});
