import { said } from '@app/i18n/codes';
import { bundledTranslations, type Language, serverTranslations } from '@app/i18n';
import { messageCodes, messageKey } from '@app/i18n/messages';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../src/lib/http-errors';
import { errorsPlugin } from '../src/plugins/errors';
import { languagePlugin } from '../src/plugins/language';
import { createTestApp, type TestApp } from './helpers';

/**
 * Every code the API document declares (each operation's `x-error-codes`) is sent through the
 * API's own edge (the error handler and the language hook) in English and Dutch, and the text
 * that arrives is the catalog's string of that code, read here straight from the files.
 */

/** A value for each placeholder a message can have. */
const PARAMS = {
  attribute: 'address_line1',
  other: 'start_date',
  max: 255,
  min: 1,
  count: 2,
  divisor: 5,
  provider: 'Google',
  language: 'xx',
  placeholders: '{{name}}',
  path: '/x',
  type: 'text/csv',
  message: 'Something.',
  width: 2400,
  height: 1600,
};

/** The catalog's text of `code` in `lang`, filled by hand from the translation files. */
function catalogText(code: string, lang: Language): string {
  const key = messageKey(code);
  if (!key) throw new Error(`no key for ${code}`);
  const template = serverTranslations[lang][key] ?? bundledTranslations[lang][key];
  if (!template) throw new Error(`no ${lang} text for ${code} (${key})`);
  const attributes = (name: string) =>
    ({ address_line1: 'addressLine1', start_date: 'startDate' })[name]!;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: keyof typeof PARAMS) =>
    name === 'attribute' || name === 'other'
      ? serverTranslations[lang][`server.attributes.${attributes(String(PARAMS[name]))}`]!
      : String(PARAMS[name]),
  );
}

let t: TestApp;
const edge = Fastify();

beforeAll(async () => {
  t = await createTestApp();
  await edge.register(languagePlugin);
  await edge.register(errorsPlugin);
  edge.get<{ Querystring: { code: string } }>('/say', async (request) => {
    throw new HttpError(400, said(request.query.code, PARAMS));
  });
  await edge.ready();
});

afterAll(async () => {
  await edge.close();
  await t?.close();
});

describe('message codes', () => {
  it('sends every code the API document declares as the catalog words it, in English and Dutch', async () => {
    const document = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { 'x-error-codes'?: string[] }>>;
    };
    const declared = new Set(
      Object.values(document.paths).flatMap((methods) =>
        Object.values(methods).flatMap((operation) => operation['x-error-codes'] ?? []),
      ),
    );
    expect(declared.size).toBeGreaterThan(150);
    expect([...declared].filter((code) => !messageCodes.includes(code))).toEqual([]);
    const wrong: string[] = [];
    for (const code of declared)
      for (const lang of ['en', 'nl'] as const) {
        const response = await edge.inject({
          url: `/say?code=${encodeURIComponent(code)}`,
          headers: { 'accept-language': lang },
        });
        const body = response.json() as { code: string; message: string };
        if (body.code !== code || body.message !== catalogText(code, lang))
          wrong.push(`${lang} ${code}: ${body.code} ${body.message}`);
      }
    expect(wrong).toEqual([]);
  });

  it("gives the spec's Dutch payment error as written", async () => {
    const response = await t.app.inject({
      url: '/pifworld/api/v1/pay?amount=0&object_type=fundraiser&object_id=1&lang=nl',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { amount: ['Selecteer een geldig bedrag om te doneren.'] },
      error_codes: { amount: [{ code: 'donations.invalid_amount' }] },
    });
  });
});
