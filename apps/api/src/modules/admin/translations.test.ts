import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AdminTranslation, AdminTranslationsResponse } from '@app/contract';
import { bundledTranslations } from '@app/i18n';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCount } from '../../../test/admin';
import { setOverride } from '../../../test/admin-texts';
import { insertSignedInUser } from '../../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { auditEntries, translations } from '../../db/schema';
import { syncTranslations } from '../translations/translations.service';

/**
 * The console's Translations: an operator's text is served by GET /translations/{lang}
 * and rendered into the server's first screens at once, and removing it brings the bundled text
 * back. A stand-in for the web app's renderer renders the header's Discover link from the strings
 * it asks the API for, as the real one does (entry-server.tsx).
 */
const renderer = `
let send;
export function sendApiRequestsWith(fn) { send = fn; }
export async function render(url, language) {
  const strings = await (await send('/pifworld/api/v1/translations/' + language)).json();
  return { html: '<header><a href="/discover">' + strings['header.discover'] + '</a></header>', state: { language } };
}
`;

const api = (path: string) => `/pifworld/api/v1${path}`;
const KEY = 'header.discover';

let t: TestApp;
let operator: { token: string; user: { id: number } };

beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'pifworld-web-'));
  const dist = path.join(root, 'dist');
  mkdirSync(dist);
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>PifWorld</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), renderer);
  t = await createTestApp({
    config: { NODE_ENV: 'production', PAYMENTS_MODE: 'test', WEB_DIST_DIR: dist },
  });
  await syncTranslations(t.database.db);
  operator = await insertSignedInUser(t.database.db, { role: 'admin' });
});
afterAll(() => t?.close());

const as = () => bearer(operator.token);
const strings = async (lang: string) =>
  (await t.app.inject({ url: api(`/translations/${lang}`) })).json() as Record<string, string>;
const renderedHeader = async (lang: string) =>
  /<header>(.*?)<\/header>/.exec((await t.app.inject({ url: `/discover?lang=${lang}` })).body)?.[1];

describe('an override of an interface string', () => {
  it('is served by GET /translations and rendered by the server at once, and removed again', async () => {
    const bundled = bundledTranslations.nl[KEY]!;
    // Rendered once before the change: the cached rendering must not outlive it.
    expect(await renderedHeader('nl')).toBe(`<a href="/discover">${bundled}</a>`);
    const first = await t.app.inject({ url: api('/translations/nl') });
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const unchanged = await t.app.inject({
      url: api('/translations/nl'),
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);

    const before = await auditCount(t.database.db);
    const put = await t.app.inject({
      method: 'PUT',
      url: api(`/admin/translations/nl/${KEY}`),
      headers: as(),
      payload: { text: 'Ontdek goede doelen' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toEqual({
      key: KEY,
      en: { value: bundledTranslations.en[KEY]!, override: null },
      nl: { value: bundled, override: 'Ontdek goede doelen' },
      missing_dutch: false,
    } satisfies AdminTranslation);
    expect(await auditCount(t.database.db)).toBe(before + 1);
    const [entry] = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.targetId, `nl:${KEY}`));
    expect(entry).toMatchObject({
      actorId: operator.user.id,
      action: 'translation.override',
      targetType: 'translation',
      before: { override: null },
      after: { override: 'Ontdek goede doelen' },
    });

    expect((await strings('nl'))[KEY]).toBe('Ontdek goede doelen');
    expect((await strings('en'))[KEY]).toBe(bundledTranslations.en[KEY]);
    const changed = await t.app.inject({
      url: api('/translations/nl'),
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(await renderedHeader('nl')).toBe('<a href="/discover">Ontdek goede doelen</a>');

    // Saving the same text again changes nothing and writes nothing.
    const again = await t.app.inject({
      method: 'PUT',
      url: api(`/admin/translations/nl/${KEY}`),
      headers: as(),
      payload: { text: 'Ontdek goede doelen' },
    });
    expect(again.statusCode).toBe(200);
    expect(await auditCount(t.database.db)).toBe(before + 1);

    // A new start keeps it: the bundled files never touch an override.
    await syncTranslations(t.database.db);
    expect((await strings('nl'))[KEY]).toBe('Ontdek goede doelen');

    const reset = await t.app.inject({
      method: 'DELETE',
      url: api(`/admin/translations/nl/${KEY}`),
      headers: as(),
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.nl).toEqual({ value: bundled, override: null });
    expect(await auditCount(t.database.db)).toBe(before + 2);
    expect((await strings('nl'))[KEY]).toBe(bundled);
    expect(await renderedHeader('nl')).toBe(`<a href="/discover">${bundled}</a>`);

    // Removing it again: nothing to remove, nothing written.
    const none = await t.app.inject({
      method: 'DELETE',
      url: api(`/admin/translations/nl/${KEY}`),
      headers: as(),
    });
    expect(none.statusCode).toBe(200);
    expect(await auditCount(t.database.db)).toBe(before + 2);
  });

  it('keeps the placeholders of the bundled text, or is refused with nothing written', async () => {
    const key = Object.keys(bundledTranslations.en).find((k) =>
      /^\{\{count, number\}\}|\{\{count\}\}/.test(bundledTranslations.en[k]!),
    )!;
    const before = await auditCount(t.database.db);
    const dropped = await t.app.inject({
      method: 'PUT',
      url: api(`/admin/translations/en/${key}`),
      headers: as(),
      payload: { text: 'Several' },
    });
    expect(dropped.statusCode).toBe(422);
    expect(dropped.json().errors.text[0]).toMatch(/^Keep the placeholders of the bundled text: /);
    expect(dropped.json().errors.text[0]).toContain('{{count}}');
    const added = await t.app.inject({
      method: 'PUT',
      url: api(`/admin/translations/en/${key}`),
      headers: { ...as(), 'accept-language': 'nl' },
      payload: { text: `${bundledTranslations.en[key]} {{name}}` },
    });
    expect(added.statusCode).toBe(422);
    expect(added.json().errors.text).toEqual([
      'De meegeleverde tekst heeft geen invulplekken {{name}}.',
    ]);
    const empty = await t.app.inject({
      method: 'PUT',
      url: api(`/admin/translations/en/${key}`),
      headers: as(),
      payload: { text: '   ' },
    });
    expect(empty.json().errors.text).toEqual(['Please write the text.']);
    expect(await auditCount(t.database.db)).toBe(before);
    const [row] = await t.database.db
      .select({ override: translations.override })
      .from(translations)
      .where(and(eq(translations.locale, 'en'), eq(translations.key, key)));
    expect(row!.override).toBeNull();

    // The placeholders moved and reworded: taken.
    const kept = await t.app.inject({
      method: 'PUT',
      url: api(`/admin/translations/en/${key}`),
      headers: as(),
      payload: { text: 'In all: {{count}}' },
    });
    expect(kept.statusCode).toBe(200);
  });

  it('is refused for a key that does not exist', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: api('/admin/translations/nl/no.such.key'),
      headers: { ...as(), 'accept-language': 'nl' },
      payload: { text: 'Tekst' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Er is geen tekst met deze sleutel.');
  });
});

describe('the list of strings', () => {
  it('puts keys without a Dutch text first, and searches keys and texts', async () => {
    const db = t.database.db;
    const [lacking, empty] = ['header.login', 'header.signUp'];
    await db
      .delete(translations)
      .where(and(eq(translations.locale, 'nl'), eq(translations.key, lacking!)));
    await db
      .update(translations)
      .set({ value: ' ' })
      .where(and(eq(translations.locale, 'nl'), eq(translations.key, empty!)));
    await setOverride(db, 'en', 'header.help', 'Get help');

    const list = async (query: string) =>
      (
        await t.app.inject({ url: api(`/admin/translations?${query}`), headers: as() })
      ).json() as AdminTranslationsResponse;
    const all = await list('per_page=3');
    expect(all.data.map((row) => row.key)).toEqual([lacking, empty, expect.any(String)]);
    expect(all.data[0]).toMatchObject({
      nl: { value: null, override: null },
      missing_dutch: true,
    });
    expect(all.data[2]!.missing_dutch).toBe(false);
    expect(all.missing_dutch).toBe(2);
    expect(all.meta.total).toBe(Object.keys(bundledTranslations.en).length);

    const missing = await list('missing=1');
    expect(missing.data.map((row) => row.key)).toEqual([lacking, empty]);
    expect(missing.meta.total).toBe(2);

    // By an override's text, by a bundled text, by a key.
    expect((await list('search=get%20HELP')).data.map((row) => row.key)).toEqual(['header.help']);
    const dutch = await list(
      `search=${encodeURIComponent(bundledTranslations.nl['header.logout']!)}`,
    );
    expect(dutch.data.map((row) => row.key)).toContain('header.logout');
    const byKey = await list('search=HEADER.MAINNAV');
    expect(byKey.data.map((row) => row.key)).toEqual(['header.mainNavigation']);
    // Missing Dutch first within a search too.
    const header = await list('search=header.&per_page=100');
    expect(header.data.slice(0, 2).map((row) => row.key)).toEqual([lacking, empty]);

    // A Dutch override for the key without a Dutch row gives it its text.
    const put = await t.app.inject({
      method: 'PUT',
      url: api(`/admin/translations/nl/${lacking}`),
      headers: as(),
      payload: { text: 'Inloggen' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ nl: { override: 'Inloggen' }, missing_dutch: false });
    expect((await strings('nl'))[lacking!]).toBe('Inloggen');
    expect((await list('missing=true')).meta.total).toBe(1);
  });
});
