import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CachedBody, pickEncoding } from './content-encoding';

describe('pickEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['deflate', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['BR', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['gzip;q=0.8, br;q=0.8', 'br'],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['gzip, *;q=0', 'gzip'],
    ['br;q=nonsense, gzip', 'gzip'],
    [' , ;q=1, gzip', 'gzip'],
  ])('%j -> %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('CachedBody', () => {
  it('compresses once per encoding, however many ask at the same time', async () => {
    const body = new CachedBody(Buffer.from(JSON.stringify({ greeting: 'hallo '.repeat(500) })));
    const [a, b] = await Promise.all([body.in('br'), body.in('br')]);
    expect(a).toBe(b);
    expect(a.length).toBeLessThan(body.body.length / 10);
    expect((await promisify(brotliDecompress)(a)).equals(body.body)).toBe(true);
    expect((await promisify(gunzip)(await body.in('gzip'))).equals(body.body)).toBe(true);
    expect(await body.in('gzip')).toBe(await body.in('gzip'));
  });
});
