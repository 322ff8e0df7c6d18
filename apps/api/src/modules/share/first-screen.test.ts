import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFundraiser, insertUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { escapeHtml } from '../../lib/escape-html';
import { contentChanged } from '../content/content.service';
import { renderUrl, withFirstScreen } from './first-screen';

/** Like the index.html Vite builds: the stylesheet, the app's module script and its preloads. */
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <title>PifWorld</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc123.js">
    <link rel="modulepreload" crossorigin href="/assets/vendor-abc123.js">
    <link rel="stylesheet" crossorigin href="/assets/style-abc123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * A stand-in for apps/web/dist-ssr/entry-server.js with the same two functions: it asks the API
 * for the fundraiser through the transport it is given, as the web app's queries do, and counts
 * its renders. (The real renderer runs in the e2e journeys, on the built app.)
 */
const renderer = `
let send;
export let renders = 0;
export function sendApiRequestsWith(fn) { send = fn; }
export async function render(url, language) {
  renders++;
  globalThis.firstScreenRenders = renders;
  const id = /fundraiser-details\\/(\\d+)/.exec(url)?.[1];
  if (url.includes('broken')) throw new Error('rendering failed');
  const headers = { headers: { 'Accept-Language': language } };
  const search = /^\\/discover\\?search=(\\w+)/.exec(url)?.[1];
  if (search) {
    const list = await (await send('/pifworld/api/v1/fundraisers?search=' + search, headers)).json();
    const names = list.data.map((card) => card.name);
    return { html: '<main><ul>' + names.map((name) => '<li>' + name + '</li>').join('') + '</ul></main>', state: { language, queries: { names } } };
  }
  const response = id && (await send('/pifworld/api/v1/fundraisers/' + id, headers));
  const body = response ? await response.json() : { data: { name: 'Home' } };
  const about = body.data.description ? '<p>' + body.data.description + '</p>' : '';
  return { html: '<main><h1>' + body.data.name + '</h1>' + about + '</main>', state: { language, queries: { name: body.data.name, tag: '</script><script>alert(1)</script>' } } };
}
`;

declare global {
  var firstScreenRenders: number | undefined;
}

describe('the first screen of a public page, rendered by the server (ADR 019)', () => {
  let t: TestApp;
  let fundraiser: { id: number };

  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'pifworld-web-'));
    const dist = path.join(root, 'dist');
    mkdirSync(dist);
    mkdirSync(path.join(root, 'dist-ssr'));
    writeFileSync(path.join(dist, 'index.html'), indexHtml);
    writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), renderer);
    t = await createTestApp({
      config: { NODE_ENV: 'production', PAYMENTS_MODE: 'test', WEB_DIST_DIR: dist },
    });
    const owner = await insertUser(t.database.db);
    fundraiser = await insertFundraiser(t.database.db, {
      userId: owner.id,
      name: 'Clean water for Kisumu',
    });
  });
  afterAll(() => t?.close());

  it('puts the rendered HTML in the root, its data beside it, and the code after both', async () => {
    const res = await t.app.inject({ url: `/fundraiser-details/${fundraiser.id}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<div id="root"><main><h1>Clean water for Kisumu</h1></main></div>');
    const state =
      /<script id="server-state" type="application\/json" data-age="\d+">(.*?)<\/script>/.exec(
        html,
      )?.[1];
    expect(JSON.parse(state ?? 'null')).toMatchObject({
      language: 'en',
      queries: { name: 'Clean water for Kisumu' },
    });
    // Data that looks like markup cannot end the script element.
    expect(state).not.toContain('</script>');
    expect(html).not.toContain('modulepreload');
    // The app's code is fetched once the page has loaded (public/start.js), after the rendered HTML;
    // start.js asks for the files the entry imports and runs them a file per task (ADR 028).
    expect(html).toContain(
      '<script defer src="/start.js" data-entry="/assets/index-abc123.js" data-modules="/assets/react-abc123.js /assets/vendor-abc123.js">',
    );
    expect(html).not.toContain('<script type="module"');
    expect(html.indexOf('/assets/index-abc123.js')).toBeGreaterThan(html.indexOf('server-state'));
    expect(html.indexOf('style-abc123.css')).toBeLessThan(html.indexOf('<body>'));
  });

  it('renders a page once per period for all its visitors, per language', async () => {
    const url = `/fundraiser-details/${fundraiser.id}?tab=spike`;
    const before = globalThis.firstScreenRenders ?? 0;
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.app.inject({ url })));
    expect(answers.every((res) => res.body.includes('Clean water for Kisumu'))).toBe(true);
    expect(globalThis.firstScreenRenders).toBe(before + 1);
    await t.app.inject({ url, headers: { 'accept-language': 'nl' } });
    expect(globalThis.firstScreenRenders).toBe(before + 2);
  });

  it('renders a page again at once after an operator changes published content', async () => {
    const url = `/fundraiser-details/${fundraiser.id}?tab=published`;
    const before = globalThis.firstScreenRenders ?? 0;
    await t.app.inject({ url });
    await t.app.inject({ url });
    expect(globalThis.firstScreenRenders).toBe(before + 1);
    contentChanged();
    await t.app.inject({ url });
    expect(globalThis.firstScreenRenders).toBe(before + 2);
  });

  it('leaves sign-in and owner screens, missing pages and failed drawings to the browser', async () => {
    for (const url of ['/login', '/profile', '/fundraiser-details/999999', '/no-such-page']) {
      const res = await t.app.inject({ url });
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('server-state');
    }
    const broken = await t.app.inject({ url: `/fundraiser-details/${fundraiser.id}?tab=broken` });
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<div id="root"></div>');
    expect(broken.body).toContain('/assets/index-abc123.js');
  });

  it('caches one rendering whatever other parameters a link carries', async () => {
    const before = globalThis.firstScreenRenders ?? 0;
    for (const extra of ['utm_source=whatsapp', 'x=1', 'x=2', 'nonce=abc']) {
      const res = await t.app.inject({
        url: `/fundraiser-details/${fundraiser.id}?tab=about&${extra}`,
      });
      expect(res.body).toContain('Clean water for Kisumu');
    }
    expect(globalThis.firstScreenRenders).toBe(before + 1);
    expect(renderUrl('/payment/a?type=fundraiser&id=3&utm_source=x')).toBe(
      '/payment/a?type=fundraiser&id=3',
    );
  });

  it("writes a page's text as it is, whatever replacement patterns ($', $`, $&, $1) it holds", async () => {
    const owner = await insertUser(t.database.db);
    const name = "Dollarsigns $' after, $` before, $& matched, $1 group";
    const description = "Costs $` and $' and $&, not $1";
    const page = await insertFundraiser(t.database.db, { userId: owner.id, name, description });
    const stateOf = (html: string) =>
      JSON.parse(/<script id="server-state"[^>]*>(.*?)<\/script>/.exec(html)?.[1] ?? 'null');
    const roots = (html: string) => html.match(/<div id="root">/g) ?? [];

    const own = await t.app.inject({ url: `/fundraiser-details/${page.id}` });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain(
      `<div id="root"><main><h1>${name}</h1><p>${description}</p></main></div>`,
    );
    expect(stateOf(own.body).queries.name).toBe(name);
    // The share tags say it too, as attribute text.
    expect(own.body).toContain(`<meta property="og:title" content="${escapeHtml(name)}" />`);
    expect(own.body).toContain(`<meta name="description" content="${escapeHtml(description)}" />`);
    // Nothing of the template was copied in: one root, one head, one end of the document.
    expect(roots(own.body)).toHaveLength(1);
    expect(own.body.match(/<\/head>/g)).toHaveLength(1);
    expect(own.body.match(/<\/html>/g)).toHaveLength(1);

    const list = await t.app.inject({ url: '/discover?search=Dollarsigns' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(`<div id="root"><main><ul><li>${name}</li></ul></main></div>`);
    expect(stateOf(list.body).queries.names).toEqual([name]);
    expect(roots(list.body)).toHaveLength(1);
    expect(list.body.match(/<\/html>/g)).toHaveLength(1);
  });

  it('changes nothing when there is no rendered screen', () => {
    expect(withFirstScreen(indexHtml, undefined)).toBe(indexHtml);
  });
});
