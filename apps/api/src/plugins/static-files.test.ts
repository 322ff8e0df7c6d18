import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';

const indexHtml = '<!doctype html><html><body><div id="root"></div></body></html>';

describe('production: the built web app with history fallback', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'pifworld-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), indexHtml);
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
    t = await createTestApp({ config: { NODE_ENV: 'production', WEB_DIST_DIR: dist } });
    writeFileSync(path.join(t.config.STORAGE_DIR, 'logo.webp'), 'RIFF0000WEBP');
  });
  afterAll(() => t.close());

  it.each(['/', '/discover', '/nonprofit-details/12', '/no-such-page'])(
    'serves index.html at %s',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toBe(indexHtml);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets as immutable', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown API and storage paths with JSON 404, not the page', async () => {
    for (const url of [
      '/pifworld/api/v1/nope',
      '/pifworld/other',
      '/storage/original/missing.webp',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: 'Not found.' });
    }
  });

  it('does not answer other methods with the page', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/discover' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
  });

  it('serves stored files and nothing outside the storage folder', async () => {
    const file = await t.app.inject({ url: '/storage/original/logo.webp' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('RIFF0000WEBP');
    for (const url of [
      '/storage/original/../../etc/passwd',
      '/storage/original/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      // Either refused, or normalised to /etc/passwd, which is just another page of the web app.
      const res = await t.app.inject({ url });
      expect(res.body, url).not.toContain('root:');
      if (res.statusCode === 200) expect(res.body, url).toBe(indexHtml);
      else expect([403, 404], url).toContain(res.statusCode);
    }
  });
});

describe('development: no web app from the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers page paths with a JSON 404 (Vite serves the pages)', async () => {
    const res = await t.app.inject({ url: '/discover' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
  });
});
