import { bundledTranslations } from '@app/i18n';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { translations } from '../../db/schema';
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
    expect(res.json()).toEqual({ message: `Language '${language}' is not available.` });
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
