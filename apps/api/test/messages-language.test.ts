import * as contract from '@app/contract';
import { readSaid } from '@app/i18n/codes';
import { isMessageCode, messageText } from '@app/i18n/messages';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BodyVariant } from './fuzz/bodies';
import { casesFor, describeCase, type FuzzCase, requestOf } from './fuzz/cases';
import { operationsOf } from './fuzz/operations';
import { random } from './fuzz/values';
import { buildWorld, worldIntact } from './fuzz/world';
import { createTestApp, signUp, type TestApp } from './helpers';

/**
 * Dutch all the way down (ADR 016): every operation of the API document the app serves
 * (every write, and the reads too) gets bad input with `Accept-Language: nl`: no token, someone else's token, the owner's
 * token with ids that do not exist, every field of the wrong type, empty, too long or with a NUL
 * byte, and broken, empty or wrong bodies. Every `message` and every field error of every answer
 * must be a Dutch text of the message catalog (field names included), with none of the English
 * words a forgotten message would bring. A new operation is in the document, so it is covered.
 */

const ENGLISH =
  /\b(the|field|must|required|invalid|selected|characters|should|already|taken|please|this|your|could|not)\b/i;

/** Hostile values enough to reach every kind of message: types, blanks, sizes, bad text. */
const VALUES = new Set(['word', 'null', 'empty', '1 MB string', 'NUL byte', 'object']);

/** Nothing sent at all: every required field missing. */
const NOTHING: BodyVariant[] = [
  { name: 'empty JSON object', cls: 'other', contentType: 'application/json', payload: () => '{}' },
];

type Params = Record<string, string | number>;
type Answer = {
  code?: unknown;
  params?: Params;
  message?: unknown;
  errors?: Record<string, unknown>;
  error_codes?: Record<string, Array<{ code: string; params?: Params }>>;
};

/**
 * What is wrong with the messages of an answer to a reader of `lang`: each `message` and each
 * field error must be the catalog's text of the code sent with it, filled with its parameters,
 * and a Dutch one must hold none of the English words a forgotten message would bring.
 */
export function messageProblems(
  response: LightMyRequestResponse,
  lang: 'en' | 'nl',
  method = 'POST',
): string[] {
  if (!response.headers['content-type']?.toString().includes('json')) return [];
  const body = response.json() as Answer;
  // A read's `message` is data (a donor's words); a write's or a refusal's is the API's own.
  if (typeof body.message !== 'string' || (response.statusCode < 400 && method === 'GET'))
    return [];
  const problems: string[] = [];
  const check = (text: unknown, code: unknown, params: Params | undefined) => {
    if (typeof code !== 'string' || !isMessageCode(code))
      problems.push(`${String(text)}: no code of the catalog (${String(code)})`);
    else if (body.errors === undefined && text !== messageText(code, params, lang))
      problems.push(`${String(text)}: not the text of ${code}`);
    const word = lang === 'nl' && typeof text === 'string' ? ENGLISH.exec(text)?.[0] : undefined;
    if (word) problems.push(`${String(text)}: English word '${word}'`);
  };
  check(body.message, body.code, body.params);
  for (const [field, list] of Object.entries(body.errors ?? {})) {
    const codes = body.error_codes?.[field] ?? [];
    (Array.isArray(list) ? list : [list]).forEach((text, index) => {
      const said = codes[index];
      check(text, said?.code, said?.params);
      if (said && isMessageCode(said.code) && text !== messageText(said.code, said.params, lang))
        problems.push(`${String(text)}: not the text of ${said.code}`);
    });
  }
  return problems;
}

/** The cases of one operation, the hostile ones sent by its owner so that they reach validation. */
function dutchCases(operation: ReturnType<typeof operationsOf>[number]): FuzzCase[] {
  const rng = random(19);
  const cases = casesFor(operation, rng, { skip: new Set(), numbers: 1 }).filter(
    (c) =>
      !c.headers &&
      !c.extraQuery &&
      (!c.value || VALUES.has(c.value.hostile.name) || c.value.hostile.name.startsWith('number')),
  );
  const owned = cases.map((c) => (c.value || c.body ? { ...c, identity: 'owner' as const } : c));
  const nothing = operation.body?.contentType === 'application/json' ? NOTHING : [];
  return [
    ...owned,
    ...nothing.map((body) => ({
      operation,
      cls: 'other' as const,
      identity: 'owner' as const,
      ids: 'existing' as const,
      choice: 0,
      body,
    })),
  ];
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seeded: true });
});

afterAll(() => t?.close());

const addressOf = (n: number) => `10.19.${(n >> 8) & 255}.${n & 255}`;

describe('messages in the Dutch reader language', () => {
  it('answers bad input to every operation in Dutch, writes first of all', async () => {
    const operations = operationsOf(t.app.swagger());
    let world = await buildWorld(t);
    const english: string[] = [];
    const covered = new Set<string>();
    let requests = 0;
    const codes = new Set<string>();
    const undeclared = new Set<string>();
    const document = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { 'x-error-codes'?: string[] }>>;
    };
    const declaredCodes = (operation: { method: string; path: string }) =>
      document.paths[operation.path]?.[operation.method.toLowerCase()]?.['x-error-codes'] ?? [];
    const writes = operations.filter((op) => op.method !== 'GET').length;

    for (const operation of operations) {
      for (const c of dutchCases(operation)) {
        const request = requestOf(c, world, addressOf(++requests));
        const response = await t.app.inject({
          ...request,
          headers: { ...request.headers, 'accept-language': 'nl' },
        });
        covered.add(operation.name);
        const body = response.headers['content-type']?.toString().includes('json')
          ? (response.json() as Answer)
          : {};
        const sent = [
          ...(typeof body.code === 'string' ? [body.code] : []),
          ...Object.values(body.error_codes ?? {}).flatMap((list) => list.map((s) => s.code)),
        ];
        const declared = declaredCodes(operation);
        for (const code of sent) {
          codes.add(code);
          // The router's own 400 and 414 come before any operation: the document says so once.
          if (code === 'input.bad_url' || code === 'input.param_too_long') continue;
          if (response.statusCode >= 400 && !declared.includes(code))
            undeclared.add(`${operation.name}: ${code}`);
        }
        for (const problem of messageProblems(response, 'nl', operation.method))
          english.push(`${describeCase(c)} -> ${response.statusCode}: ${problem}`);
        if (response.statusCode < 400 && !(await worldIntact(t, world)))
          world = await buildWorld(t);
      }
    }

    console.log(
      `messages in Dutch: ${covered.size} operations (${writes} writes), ${requests} requests, ${codes.size} different codes`,
    );
    expect(writes).toBeGreaterThan(30);
    expect([...covered].sort()).toEqual(operations.map((op) => op.name).sort());
    expect([...new Set(english)]).toEqual([]);
    // The API document lists every code an operation answered with.
    expect([...undeclared].sort()).toEqual([]);
  }, 600_000);

  it('has every message the contract names in the catalog, in both languages', () => {
    const messages = Object.entries(contract)
      .filter(([name]) => name.endsWith('Messages'))
      .flatMap(([name, said]) =>
        Object.entries(said as Record<string, string>).map(([key, text]) => ({
          key: `${name}.${key}`,
          text,
        })),
      );
    expect(messages.length).toBeGreaterThan(100);
    const missing = messages.filter(({ text }) => {
      const said = readSaid(text);
      if (!said || !isMessageCode(said.code)) return true;
      return ['en', 'nl'].some((lang) => !messageText(said.code, said.params, lang as 'nl'));
    });
    expect(missing).toEqual([]);
  });
});

describe('the language of a message', () => {
  const register = (
    email: string,
    options: { query?: string; headers?: Record<string, string> } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/pifworld/api/v1/register${options.query ?? ''}`,
      headers: options.headers,
      payload: { name: 'Anna', email, password: 'pass1234', password_confirmation: 'pass1234' },
    });

  it('tells a Dutch reader that the e-mail address is taken, and an English one as before', async () => {
    const { user } = await signUp(t.app);
    const dutch = await register(user.email, { headers: { 'accept-language': 'nl' } });
    expect(dutch.statusCode).toBe(422);
    expect(dutch.json()).toMatchObject({
      code: 'general.given_data_invalid',
      message: 'Dit e-mailadres is al in gebruik.',
      errors: { email: ['Dit e-mailadres is al in gebruik.'] },
      error_codes: { email: [{ code: 'auth.email_taken', params: { attribute: 'email' } }] },
    });
    const english = await register(user.email);
    expect(english.json()).toMatchObject({
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'] },
    });
  });

  it('takes ?lang before Accept-Language, and a browser header with regions and weights', async () => {
    const byQuery = await register('', {
      query: '?lang=nl',
      headers: { 'accept-language': 'en' },
    });
    expect(byQuery.json().errors.email).toEqual(['Het veld e-mailadres is verplicht.']);
    const english = await register('', {
      query: '?lang=en',
      headers: { 'accept-language': 'nl' },
    });
    expect(english.json().errors.email).toEqual(['The email field is required.']);
    const browser = await register('', {
      headers: { 'accept-language': 'nl-NL,nl;q=0.9,en;q=0.8' },
    });
    expect(browser.json().errors.email).toEqual(['Het veld e-mailadres is verplicht.']);
    const none = await register('');
    expect(none.json().errors.email).toEqual(['The email field is required.']);
  });

  it("puts zod's own messages and Laravel's summary in Dutch", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/pifworld/api/v1/login',
      headers: { 'accept-language': 'nl' },
      payload: { email: 12, password: ['x'] },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json() as { message: string; errors: Record<string, string[]> };
    expect(messageProblems(response, 'nl')).toEqual([]);
    expect(body.message).toMatch(/\(en nog 1 fout\)$/);
  });

  it('answers an unknown route and a bad JSON body in Dutch', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/pifworld/api/v1/no-such-thing',
      headers: { 'accept-language': 'nl' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Niet gevonden.');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/pifworld/api/v1/login?lang=nl',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'input.json_invalid' });
    expect(messageProblems(broken, 'nl')).toEqual([]);
  });

  it("answers a path the router cannot read in the reader's language, in Fastify's shape", async () => {
    const url = '/pifworld/api/v1/fundraisers/%E0%A4%A';
    const dutch = await t.app.inject({ url, headers: { 'accept-language': 'nl' } });
    expect(dutch.statusCode).toBe(400);
    expect(dutch.json()).toMatchObject({
      error: 'Bad Request',
      code: 'input.bad_url',
      message: `'${url}' is geen geldig deel van een URL`,
      params: { path: url },
      statusCode: 400,
    });
    const english = await t.app.inject({ url });
    expect(english.body).toBe(
      JSON.stringify({
        error: 'Bad Request',
        code: 'input.bad_url',
        message: `'${url}' is not a valid url component`,
        params: { path: url },
        statusCode: 400,
      }),
    );
    const long = await t.app.inject({
      url: `/pifworld/api/v1/fundraisers/${'1'.repeat(120)}?lang=nl`,
    });
    expect(long.statusCode).toBe(414);
    expect(long.json().code).toBe('input.param_too_long');
    expect(messageProblems(long, 'nl')).toEqual([]);
  });
});
