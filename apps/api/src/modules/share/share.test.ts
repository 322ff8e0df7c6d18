import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '../../db/schema';
import { insertFundraiser, insertUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { pngImage } from '../../../test/images';
import { SHARE_IMAGE } from './share-image';
import { sitemap } from './sitemap';

/** Like the index.html Vite builds: a title and description of its own, a module script. */
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The default description."
    />
    <title>PifWorld</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const asset = `console.log(${JSON.stringify('a donation platform '.repeat(200))});\n`;

/** The content of a meta or link tag: `tag('property', 'og:title')`. */
function tag(html: string, attribute: string, key: string, value = 'content'): string | undefined {
  const element = new RegExp(`<(?:meta|link) ${attribute}="${key}"[^>]*>`).exec(html)?.[0];
  const found = element && new RegExp(`${value}="([^"]*)"`).exec(element)?.[1];
  return found?.replaceAll('&amp;', '&');
}

const og = (html: string, key: string) => tag(html, 'property', `og:${key}`);

describe('share cards, 404s, robots.txt and the sitemap of the built web app', () => {
  let t: TestApp;
  let base: string;
  let picture: string;
  let fundraiser: { id: number };
  let plain: { id: number };

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'pifworld-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), indexHtml);
    const file = path.join(dist, 'assets', 'index-abc123.js');
    writeFileSync(file, asset);
    // What the web build writes beside each asset (apps/web/precompress.ts).
    writeFileSync(`${file}.br`, brotliCompressSync(asset));
    writeFileSync(`${file}.gz`, gzipSync(asset));
    t = await createTestApp({
      config: { NODE_ENV: 'production', PAYMENTS_MODE: 'test', WEB_DIST_DIR: dist },
    });
    base = t.config.APP_URL;
    const db = t.database.db;
    const owner = await insertUser(db);
    picture = await t.app.storage.put(await pngImage(900, 900), 'png');
    fundraiser = await insertFundraiser(db, {
      userId: owner.id,
      name: 'Clean water for Kisumu',
      description: `<p>Every   school in <strong>Kisumu</strong> &amp; its villages</p><p>${'gets a well that lasts. '.repeat(12)}</p>`,
      picture,
    });
    plain = await insertFundraiser(db, { userId: owner.id, name: 'Run for trees' });
  });
  afterAll(() => t?.close());

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers });

  it("puts a fundraiser's name, description, picture and address in its HTML", async () => {
    const res = await page(`/fundraiser-details/${fundraiser.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    const url = `${base}/fundraiser-details/${fundraiser.id}`;
    expect(html).toContain('<title>Clean water for Kisumu | PifWorld</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('The default description.');
    expect(og(html, 'title')).toBe('Clean water for Kisumu');
    const description = og(html, 'description')!;
    expect(description).toMatch(/^Every school in Kisumu & its villages gets a well that lasts\./);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/lasts…$/);
    expect(tag(html, 'name', 'description')).toBe(description);
    expect(og(html, 'url')).toBe(url);
    expect(tag(html, 'rel', 'canonical', 'href')).toBe(url);
    expect(tag(html, 'rel="alternate" hreflang', 'en', 'href')).toBe(url);
    expect(tag(html, 'rel="alternate" hreflang', 'nl', 'href')).toBe(`${url}?lang=nl`);
    expect(tag(html, 'rel="alternate" hreflang', 'x-default', 'href')).toBe(url);
    expect(og(html, 'type')).toBe('website');
    expect(og(html, 'locale')).toBe('en_US');
    expect(og(html, 'image')).toMatch(
      new RegExp(`^${base}/storage/original/share-[0-9a-f]{24}-1200x630\\.jpg$`),
    );
    expect(og(html, 'image:width')).toBe('1200');
    expect(og(html, 'image:height')).toBe('630');
    expect(tag(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(tag(html, 'name', 'twitter:image')).toBe(og(html, 'image'));
    expect(html).not.toContain('name="robots"');
    // The web app still starts from it.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
    expect(html).toContain('<div id="root"></div>');
  });

  it('speaks Dutch with ?lang=nl or Accept-Language: nl', async () => {
    for (const res of [
      await page(`/fundraiser-details/${plain.id}?lang=nl`),
      await page(`/fundraiser-details/${plain.id}`, { 'accept-language': 'nl-NL,nl;q=0.9' }),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toMatch(/accept-language/i);
      const html = res.body;
      expect(html).toMatch(/^<!doctype html>\s*<html lang="nl">/);
      expect(og(html, 'locale')).toBe('nl_NL');
      expect(og(html, 'title')).toBe('Run for trees');
      // No text of its own: the Dutch sentence of packages/i18n.
      expect(og(html, 'description')).toBe('Steun de inzamelactie Run for trees op PifWorld.');
      const url = `${base}/fundraiser-details/${plain.id}`;
      expect(og(html, 'url')).toBe(`${url}?lang=nl`);
      expect(tag(html, 'rel', 'canonical', 'href')).toBe(`${url}?lang=nl`);
      expect(tag(html, 'rel="alternate" hreflang', 'en', 'href')).toBe(url);
      // No picture: the branded default.
      expect(og(html, 'image')).toBe(`${base}/storage/original/share-default-1200x630.jpg`);
    }
  });

  it("shows a page's Dutch content where it has one", async () => {
    const [post] = await t.database.db
      .insert(schema.blogPosts)
      .values({
        name: 'Ten wells later',
        nameNl: 'Tien putten later',
        description: '<p>What we learned.</p>',
        descriptionNl: '<p>Wat we leerden.</p>',
      })
      .returning();
    const html = (await page(`/blog-details/${post!.id}?lang=nl`)).body;
    expect(html).toContain('<title>Tien putten later | PifWorld</title>');
    expect(og(html, 'description')).toBe('Wat we leerden.');
    expect(og(html, 'type')).toBe('article');
    const home = (await page('/?lang=nl')).body;
    expect(home).toContain('<title>PifWorld: doneer aan de doelen die je raken</title>');
  });

  it('makes the share image 1200x630 once per picture', async () => {
    const owner = await insertUser(t.database.db);
    const wide = await t.app.storage.put(await pngImage(1600, 500), 'png');
    const other = await insertFundraiser(t.database.db, { userId: owner.id, picture: wide });
    const putAs = vi.spyOn(t.app.storage, 'putAs');
    try {
      const url = `/fundraiser-details/${other.id}`;
      const [first, second] = await Promise.all([page(url), page(url)]);
      const image = og(first.body, 'image')!;
      expect(og(second.body, 'image')).toBe(image);
      expect(og((await page(`${url}?lang=nl`)).body, 'image')).toBe(image);
      expect(putAs).toHaveBeenCalledTimes(1);
      const name = image.split('/').pop()!;
      const meta = await sharp(readFileSync(path.join(t.config.STORAGE_DIR, name))).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([
        SHARE_IMAGE.width,
        SHARE_IMAGE.height,
        'jpeg',
      ]);
      const served = await page(`/storage/original/${name}`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
    } finally {
      putAs.mockRestore();
    }
  });

  it('answers 404 with the web app for a path or a page that does not exist', async () => {
    for (const url of [
      '/no-such-page',
      '/fundraiser-details/999999',
      '/fundraiser-details/abc',
      '/fundraiser-details/99999999999',
      '/nonprofit-details/999999',
      '/events-details/999999',
      '/discover/details/project/999999',
      '/discover/details/nothing/1',
      '/company-details/999999',
      '/companyEvents-details/999999',
      '/topics-details/999999',
      '/sdg-topics/999999',
      '/details-topic/other/1',
      '/jobs/999999',
      '/blog-details/999999',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(tag(res.body, 'name', 'robots'), url).toBe('noindex');
      expect(res.body, url).not.toContain('rel="canonical"');
    }
  });

  it('serves the pages of the web app without a card of their own, keeping private ones unindexed', async () => {
    const login = await page('/login');
    expect(login.statusCode).toBe(200);
    expect(tag(login.body, 'name', 'robots')).toBe('noindex');
    const profile = await page('/edit-fundraiser-profile/3');
    expect(profile.statusCode).toBe(200);
    // A receipt's stop link of a monthly donation: a page, for nobody else to find.
    const stopLink = await page('/monthly-giving/v1.aaaa.bbbb');
    expect(stopLink.statusCode).toBe(200);
    expect(tag(stopLink.body, 'name', 'robots')).toBe('noindex');
    const terms = await page('/terms-and-conditions');
    expect(terms.statusCode).toBe(200);
    expect(terms.body).not.toContain('name="robots"');
    expect(tag(terms.body, 'rel', 'canonical', 'href')).toBe(`${base}/terms-and-conditions`);
  });

  it('never puts what a path or a page says into the HTML unescaped', async () => {
    const owner = await insertUser(t.database.db);
    const hostile = await insertFundraiser(t.database.db, {
      userId: owner.id,
      name: `"><script>alert('name')</script>`,
      description: `<p>&lt;script&gt;alert("text")&lt;/script&gt; "quoted" & 'single'</p>`,
    });
    const html = (await page(`/fundraiser-details/${hostile.id}`)).body;
    expect(html).not.toMatch(/<script>alert/);
    expect(html).toContain(
      'content="&quot;&gt;&lt;script&gt;alert(&#39;name&#39;)&lt;/script&gt;"',
    );
    for (const url of [
      `/articles/1/"><script>alert(1)</script>`,
      `/articles/1/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E`,
      `/no-such-page/"><script>alert(1)</script>?lang=nl&x="><script>alert(2)</script>`,
    ]) {
      const res = await page(url);
      // The test platform's notice is the server's own markup, the same on every page.
      const body = res.body.replace(/<div class="test-mode-notice"[\s\S]*?<\/div>/, '');
      expect(body, url).not.toMatch(/<script>alert/);
      expect(body, url).not.toMatch(/"><(?!\/)/);
    }
  });

  it('serves robots.txt naming the sitemap and keeping private screens and the API out', async () => {
    const res = await page('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/pifworld/',
      '/profile',
      '/payment',
      '/donate',
      '/edit-job',
      '/login',
      '/monthly-giving',
    ]) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    expect(
      lines.filter((line) => /^Disallow: \/(jobs|discover|fundraiser-details)(\/|$)/.test(line)),
    ).toEqual([]);
    expect(lines).toContain(`Sitemap: ${base}/sitemap.xml`);
  });

  it('lists every active public page in sitemap.xml, in both languages', async () => {
    const owner = await insertUser(t.database.db);
    const hidden = await insertFundraiser(t.database.db, { userId: owner.id, active: false });
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const xml = res.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const url = `${base}/fundraiser-details/${fundraiser.id}`;
    const entry = (loc: string) =>
      new RegExp(`<url><loc>${loc.replace(/[?.]/g, '\\$&')}</loc>(.*?)</url>`).exec(xml)?.[1];
    for (const loc of [url, `${url}?lang=nl`]) {
      const found = entry(loc);
      expect(found, loc).toMatch(/^<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
      expect(found).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${url}"/>`);
      expect(found).toContain(`<xhtml:link rel="alternate" hreflang="nl" href="${url}?lang=nl"/>`);
      expect(found).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${url}"/>`);
    }
    expect(entry(`${base}/`)).toBeDefined();
    expect(entry(`${base}/discover?lang=nl`)).toBeDefined();
    expect(xml).not.toContain(`/fundraiser-details/${hidden.id}<`);
  });

  it('pages the sitemap past its limit, with an index of the files', async () => {
    const db = t.database.db;
    const whole = (await sitemap(db, base, undefined))!;
    const all = [...whole.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const index = (await sitemap(db, base, undefined, 4))!;
    expect(index).toContain('<sitemapindex ');
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(files).toHaveLength(Math.ceil(all.length / 4));
    expect(files[0]).toBe(`${base}/sitemap-1.xml`);
    const paged: string[] = [];
    for (let n = 1; n <= files.length; n++) {
      const file = (await sitemap(db, base, n, 4))!;
      const locs = [...file.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(locs.length).toBeLessThanOrEqual(4);
      paged.push(...locs);
    }
    expect(paged).toEqual(all);
    expect(await sitemap(db, base, files.length + 1, 4)).toBeUndefined();
    expect((await page('/sitemap-1.xml')).statusCode).toBe(200);
    expect((await page('/sitemap-2.xml')).statusCode).toBe(404);
  });

  it('sends assets as the brotli or gzip file built beside them, cached for a year', async () => {
    const url = '/assets/index-abc123.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(asset);
    // The file built beside it, not compressed again on the way out (that has no length).
    expect(Number(br.headers['content-length'])).toBe(brotliCompressSync(asset).length);

    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(asset);
    expect(Number(gz.headers['content-length'])).toBe(gzipSync(asset).length);

    const raw = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toBe(asset);
  });

  it('compresses larger API replies and the page HTML, not small ones', async () => {
    const owner = await insertUser(t.database.db);
    for (let i = 0; i < 30; i++) await insertFundraiser(t.database.db, { userId: owner.id });
    const url = '/pifworld/api/v1/fundraisers?per_page=100';
    const large = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers.vary).toMatch(/accept-encoding/i);
    const json = JSON.parse(brotliDecompressSync(large.rawPayload).toString()) as { data: [] };
    expect(json.data.length).toBeGreaterThan(30);
    expect(large.rawPayload.length).toBeLessThan(JSON.stringify(json).length / 2);

    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(json);

    const html = await page(`/fundraiser-details/${fundraiser.id}`, { 'accept-encoding': 'gzip' });
    expect(html.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(html.rawPayload).toString()).toContain('og:title');

    const small = await t.app.inject({
      url: '/pifworld/api/v1/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({});

    const missing = await t.app.inject({
      url: '/pifworld/api/v1/nope',
      headers: { 'accept-encoding': 'br' },
    });
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json()).toMatchObject({ message: 'Not found.' });
  });
});
