import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFiles } from './precompress';

describe('precompressFiles', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies of every text asset, the smallest too, and none of the page', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'pifworld-precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    const tiny = 'export const a = 1;';
    const large = `export const words = ${JSON.stringify('a donation '.repeat(500))};`;
    writeFileSync(path.join(dir, 'assets', 'tiny-abc.js'), tiny);
    writeFileSync(path.join(dir, 'assets', 'large-abc.js'), large);
    writeFileSync(path.join(dir, 'assets', 'picture.webp'), Buffer.from([1, 2, 3]));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');

    await precompressFiles(dir);

    const asset = (name: string) => readFileSync(path.join(dir, 'assets', name));
    for (const [name, text] of [
      ['tiny-abc.js', tiny],
      ['large-abc.js', large],
    ] as const) {
      expect(brotliDecompressSync(asset(`${name}.br`)).toString()).toBe(text);
      expect(gunzipSync(asset(`${name}.gz`)).toString()).toBe(text);
    }
    expect(readdirSync(path.join(dir, 'assets')).filter((f) => f.startsWith('picture'))).toEqual([
      'picture.webp',
    ]);
    expect(readdirSync(dir).filter((f) => f.startsWith('index'))).toEqual(['index.html']);
  });
});
