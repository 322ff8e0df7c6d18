import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';

const indexHtml =
  '<!doctype html><html lang="en"><head><title>PifWorld</title></head><body><div id="root"></div></body></html>';

describe('production: the built web app with history fallback', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'pifworld-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), indexHtml);
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
    t = await createTestApp({
      config: { NODE_ENV: 'production', PAYMENTS_MODE: 'test', WEB_DIST_DIR: dist },
    });
    writeFileSync(path.join(t.config.STORAGE_DIR, 'logo.webp'), 'RIFF0000WEBP');
  });
  afterAll(() => t.close());

  it.each(['/', '/discover', '/sign-up'])('serves the web app at %s', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    // With the page's share tags in its head (modules/share).
    expect(res.body).toMatch(/^<!doctype html><html lang="en"><head>.*<title>.*<\/title>/s);
    expect(res.body).toContain('<div id="root"></div></body>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/no-such-page', '/nonprofit-details/12', '/fundraiser-details/x'])(
    'serves the web app with 404 at %s, which does not exist',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root"></div></body>');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('says on every page, in each language, that a test platform takes no real money', async () => {
    for (const url of ['/', '/discover', '/no-such-page', '/outbox']) {
      const body = (await t.app.inject({ url })).body;
      expect(body, url).toContain(
        '<body><div class="test-mode-notice" role="note"><p lang="en"><strong>Test mode</strong>: payments on this site are not real money. <a href="/outbox">See the e-mails it sent</a></p><p lang="nl"><strong>Testmodus</strong>: betalingen op deze site zijn geen echt geld. <a href="/outbox?lang=nl">Bekijk de verstuurde e-mails</a></p></div><div id="root">',
      );
    }
  });

  it('sends a Permissions-Policy on pages, assets and API replies alike', async () => {
    for (const url of [
      '/',
      '/fundraiser-details/x',
      '/assets/index-abc123.js',
      '/pifworld/api/v1/health',
      '/pifworld/api/v1/nope',
    ]) {
      const policy = (await t.app.inject({ url })).headers['permissions-policy'];
      expect(policy, url).toEqual(expect.any(String));
      const features = new Map(
        String(policy)
          .split(/,\s*/)
          .map((item) => item.split('=') as [string, string]),
      );
      // Nothing of the visitor's devices, location or payment handlers, and no ad interests.
      for (const denied of [
        'camera',
        'microphone',
        'geolocation',
        'payment',
        'usb',
        'browsing-topics',
      ])
        expect(features.get(denied), `${url} ${denied}`).toBe('()');
      // Passkeys for the app itself (operators' second factor).
      expect(features.get('publickey-credentials-get'), url).toBe('(self)');
      expect(features.get('publickey-credentials-create'), url).toBe('(self)');
      // The video player embedded in About blocks keeps full screen.
      expect(features.get('fullscreen'), url).toBe('(self "https://www.youtube-nocookie.com")');
    }
  });

  it('serves the outbox page of a test platform that keeps its e-mails, for no search engine', async () => {
    const res = await t.app.inject({ url: '/outbox?to=someone%40example.org' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /outbox');
  });

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
      expect(res.json(), url).toMatchObject({ message: 'Not found.' });
    }
  });

  it('does not answer other methods with the page', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/discover' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Not found.' });
  });

  it('serves stored files and nothing outside the storage folder', async () => {
    const file = await t.app.inject({ url: '/storage/original/logo.webp' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('RIFF0000WEBP');
    for (const url of [
      '/storage/original/../../etc/passwd',
      '/storage/original/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      // Either refused, or normalised to /etc/passwd: a page the web app does not have.
      const res = await t.app.inject({ url });
      expect(res.body, url).not.toContain('root:');
      expect([403, 404], url).toContain(res.statusCode);
      if (String(res.headers['content-type']).startsWith('text/html'))
        expect(res.body, url).toContain('<div id="root"></div>');
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
    expect(res.json()).toMatchObject({ message: 'Not found.' });
  });
});

describe('a test platform whose e-mail goes out over SMTP', () => {
  it('says it takes no real money, and has no outbox page', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'pifworld-web-'));
    writeFileSync(path.join(dist, 'index.html'), indexHtml);
    const smtp = await createTestApp({
      config: {
        NODE_ENV: 'production',
        PAYMENTS_MODE: 'test',
        SMTP_URL: 'smtp://127.0.0.1:1',
        WEB_DIST_DIR: dist,
      },
    });
    try {
      const body = (await smtp.app.inject({ url: '/' })).body;
      expect(body).toContain(
        '<strong>Test mode</strong>: payments on this site are not real money.</p>',
      );
      expect(body).not.toContain('/outbox');
      expect((await smtp.app.inject({ url: '/outbox' })).statusCode).toBe(404);
      expect(
        (await smtp.app.inject({ url: '/pifworld/api/v1/outbox?to=a%40b.org' })).statusCode,
      ).toBe(404);
    } finally {
      await smtp.close();
    }
  });
});

describe('production with a live Mollie key', () => {
  it('serves its pages without the test-mode notice', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'pifworld-web-'));
    writeFileSync(path.join(dist, 'index.html'), indexHtml);
    const live = await createTestApp({
      config: {
        NODE_ENV: 'production',
        MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuvwxyz1234',
        WEB_DIST_DIR: dist,
      },
    });
    try {
      const body = (await live.app.inject({ url: '/' })).body;
      expect(body).toContain('<body><div id="root"></div></body>');
      expect(body).not.toContain('test-mode-notice');
      // Nor has it an outbox page.
      const outbox = await live.app.inject({ url: '/outbox' });
      expect(outbox.statusCode).toBe(404);
      expect(outbox.body).toContain('<div id="root"></div>');
    } finally {
      await live.close();
    }
  });
});
