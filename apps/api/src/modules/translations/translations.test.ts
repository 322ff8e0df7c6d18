import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
import { bundledTranslations } from '@app/i18n';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { translations, translationsVersion } from '../../db/schema';
import { syncTranslations } from './translations.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await syncTranslations(t.database.db);
});
afterAll(() => t.close());

describe('GET /translations/{language}', () => {
  it.each(['en', 'nl'] as const)('returns every %s string as a flat map', async (language) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/pifworld/api/v1/translations/${language}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(bundledTranslations[language]);
    expect(Object.keys(res.json()).length).toBeGreaterThan(20);
  });

  it('serves Dutch and English texts that differ', async () => {
    const en = (await t.app.inject({ url: '/pifworld/api/v1/translations/en' })).json();
    const nl = (await t.app.inject({ url: '/pifworld/api/v1/translations/nl' })).json();
    expect(Object.keys(nl).sort()).toEqual(Object.keys(en).sort());
    const differing = Object.keys(en).filter((key) => en[key] !== nl[key]);
    expect(differing.length).toBeGreaterThan(Object.keys(en).length / 2);
  });

  it.each(['de', 'fr', 'EN', 'xx'])('answers 404 for %s', async (language) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/pifworld/api/v1/translations/${language}`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: `Language '${language}' is not available.` });
  });
});

describe('syncTranslations', () => {
  it('restores a changed text and re-adds a removed key from the bundled files', async () => {
    const db = t.database.db;
    const [key] = Object.keys(bundledTranslations.nl);
    await db
      .update(translations)
      .set({ value: 'outdated' })
      .where(and(eq(translations.locale, 'nl'), eq(translations.key, key!)));
    const [other] = Object.keys(bundledTranslations.en).slice(-1);
    await db
      .delete(translations)
      .where(and(eq(translations.locale, 'en'), eq(translations.key, other!)));

    await syncTranslations(db);

    const nl = (await t.app.inject({ url: '/pifworld/api/v1/translations/nl' })).json();
    const en = (await t.app.inject({ url: '/pifworld/api/v1/translations/en' })).json();
    expect(nl[key!]).toBe(bundledTranslations.nl[key!]);
    expect(en[other!]).toBe(bundledTranslations.en[other!]);
  });
});

describe('GET /translations/{language}: cached between requests', () => {
  const url = '/pifworld/api/v1/translations/nl';
  const [key] = Object.keys(bundledTranslations.nl);
  const version = async () => (await t.database.db.select().from(translationsVersion))[0]!.version;
  const setOverride = (override: string | null) =>
    t.database.db
      .update(translations)
      .set({ override })
      .where(and(eq(translations.locale, 'nl'), eq(translations.key, key!)));

  it('answers the strings in the order of their keys, so the same strings have the same ETag', async () => {
    const keys = Object.keys((await t.app.inject({ url })).json() as Record<string, string>);
    expect(keys.length).toBeGreaterThan(1000);
    expect(keys).toEqual([...keys].sort());
  });

  it('serves a string another instance wrote with the very next request (the database raises a version)', async () => {
    const first = await t.app.inject({ url });
    expect(first.json()[key!]).toBe(bundledTranslations.nl[key!]);
    expect((await t.app.inject({ url })).headers.etag).toBe(first.headers.etag);

    // Written straight into the database, as another API process would: nothing in this
    // process hears of it.
    const before = await version();
    await setOverride('Een tekst van een andere server');
    expect(await version()).toBeGreaterThan(before);
    const changed = await t.app.inject({ url });
    expect(changed.json()[key!]).toBe('Een tekst van een andere server');
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    const notModified = await t.app.inject({
      url,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(notModified.statusCode).toBe(200);

    await setOverride(null);
    const back = await t.app.inject({ url });
    expect(back.json()[key!]).toBe(bundledTranslations.nl[key!]);
    expect(back.headers.etag).toBe(first.headers.etag);
  });

  it('raises the version with every kind of write, and only then', async () => {
    const start = await version();
    await t.app.inject({ url });
    expect(await version()).toBe(start);
    await t.database.db.execute(
      sql`insert into translations (locale, key, value) values ('en', 'test.kept', 'Kept')`,
    );
    const inserted = await version();
    expect(inserted).toBeGreaterThan(start);
    await t.database.db.execute(sql`delete from translations where key = 'test.kept'`);
    expect(await version()).toBeGreaterThan(inserted);
  });

  it('sends the cached strings in the encoding asked for, the same JSON in each', async () => {
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(plain.json()).toEqual(bundledTranslations.nl);

    const br = await t.app.inject({
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br', origin: t.config.APP_URL },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/origin/i);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect((await promisify(brotliDecompress)(br.rawPayload)).equals(plain.rawPayload)).toBe(true);

    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect((await promisify(gunzip)(gz.rawPayload)).equals(plain.rawPayload)).toBe(true);
  });
});
