import * as contract from '@app/contract';
import { isServerMessage, translateServerMessage } from '@app/i18n/server-messages';
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

/** The texts a reader sees in an answer: its `message` and its field errors. */
function textsOf(response: LightMyRequestResponse): string[] {
  if (!response.headers['content-type']?.toString().includes('json')) return [];
  const body = response.json() as { message?: unknown; errors?: Record<string, unknown> };
  const texts = typeof body.message === 'string' ? [body.message] : [];
  for (const list of Object.values(body.errors ?? {}))
    if (Array.isArray(list)) texts.push(...list.filter((t): t is string => typeof t === 'string'));
  return texts;
}

/** What is wrong with a text shown to a Dutch reader, or undefined. */
export function notDutch(text: string): string | undefined {
  if (!isServerMessage(text, 'nl')) return 'not a Dutch text of the catalog';
  const word = ENGLISH.exec(text)?.[0];
  return word ? `English word '${word}'` : undefined;
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
    const texts = new Set<string>();
    const writes = operations.filter((op) => op.method !== 'GET').length;

    for (const operation of operations) {
      for (const c of dutchCases(operation)) {
        const request = requestOf(c, world, addressOf(++requests));
        const response = await t.app.inject({
          ...request,
          headers: { ...request.headers, 'accept-language': 'nl' },
        });
        covered.add(operation.name);
        for (const text of textsOf(response)) {
          texts.add(text);
          const problem = notDutch(text);
          if (problem)
            english.push(`${describeCase(c)} -> ${response.statusCode}: ${text} (${problem})`);
        }
        if (response.statusCode < 400 && !(await worldIntact(t, world)))
          world = await buildWorld(t);
      }
    }

    console.log(
      `messages in Dutch: ${covered.size} operations (${writes} writes), ${requests} requests, ${texts.size} different texts`,
    );
    expect(writes).toBeGreaterThan(30);
    expect([...covered].sort()).toEqual(operations.map((op) => op.name).sort());
    expect([...new Set(english)]).toEqual([]);
  }, 600_000);

  it('has every message the contract words in the catalog', () => {
    const messages = Object.entries(contract)
      .filter(([name]) => name.endsWith('Messages'))
      .flatMap(([name, texts]) =>
        Object.entries(texts as Record<string, string>).map(([key, text]) => ({
          key: `${name}.${key}`,
          text,
        })),
      );
    expect(messages.length).toBeGreaterThan(100);
    const missing = messages.filter(({ text }) => notDutch(translateServerMessage(text, 'nl')));
    expect(missing).toEqual([]);
  });

  it('fails on a message left in English', () => {
    expect(notDutch('The name field is required.')).toBe('not a Dutch text of the catalog');
    expect(notDutch('Het veld name is verplicht.')).toBe('not a Dutch text of the catalog');
    expect(notDutch('Het veld naam is verplicht.')).toBeUndefined();
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
    expect(dutch.json()).toEqual({
      message: 'Dit e-mailadres is al in gebruik.',
      errors: { email: ['Dit e-mailadres is al in gebruik.'] },
    });
    const english = await register(user.email);
    expect(english.json()).toEqual({
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
    for (const text of [body.message, ...Object.values(body.errors).flat()])
      expect(notDutch(text)).toBeUndefined();
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
    expect(notDutch(broken.json().message)).toBeUndefined();
  });

  it("answers a path the router cannot read in the reader's language, in Fastify's shape", async () => {
    const url = '/pifworld/api/v1/fundraisers/%E0%A4%A';
    const dutch = await t.app.inject({ url, headers: { 'accept-language': 'nl' } });
    expect(dutch.statusCode).toBe(400);
    expect(dutch.json()).toEqual({
      error: 'Bad Request',
      code: 'FST_ERR_BAD_URL',
      message: `'${url}' is geen geldig deel van een URL`,
      statusCode: 400,
    });
    const english = await t.app.inject({ url });
    expect(english.body).toBe(
      JSON.stringify({
        error: 'Bad Request',
        code: 'FST_ERR_BAD_URL',
        message: `'${url}' is not a valid url component`,
        statusCode: 400,
      }),
    );
    const long = await t.app.inject({
      url: `/pifworld/api/v1/fundraisers/${'1'.repeat(120)}?lang=nl`,
    });
    expect(long.statusCode).toBe(414);
    expect(notDutch(long.json().message)).toBeUndefined();
  });
});
