import { inputMessages } from '@app/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSignedInUser } from '../../test/factories';
import { bearer, createTestApp, type TestApp, textOf } from '../../test/helpers';
import { users } from '../db/schema';
import { invalidTextPaths, rejectInvalidText } from './input-text';

let t: TestApp;
const api = (p: string) => `/pifworld/api/v1${p}`;
const invalid = [textOf(inputMessages.invalidText)];
const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('invalidTextPaths', () => {
  it('finds NUL and lone surrogates at any depth, in values and keys', () => {
    expect(
      invalidTextPaths({
        fine: 'emoji 😀 and ünïcode',
        nul: 'a\u0000b',
        nested: { items: ['ok', 'high \ud800 alone', 'low \udc00 alone'] },
        ['key\u0000']: 'value',
      }),
    ).toEqual(['nul', 'nested.items.1', 'nested.items.2', '']);
  });

  it('files a problem at the top level under the part of the request it came from', () => {
    expect(() => rejectInvalidText({ query: { ['a\u0000']: 'x' }, params: {} })).toThrow(
      expect.objectContaining({ errors: { query: [inputMessages.invalidText] } }),
    );
  });
});

describe('invalid text in a request', () => {
  it('is a 422 on the field, before anything is written (JSON body)', async () => {
    const before = await userCount();
    for (const name of ['Nul\u0000Byte', 'Lone \ud83d surrogate']) {
      const res = await t.app.inject({
        method: 'POST',
        url: api('/register'),
        payload: {
          name,
          email: 'text-rule@example.org',
          password: 'correct horse battery',
          password_confirmation: 'correct horse battery',
        },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        message: textOf(inputMessages.invalidText),
        errors: { name: invalid },
      });
    }
    expect(await userCount()).toBe(before);
  });

  it('is a 422 in a query or path parameter', async () => {
    const search = await t.app.inject({ url: api('/fundraisers?search=a%00b') });
    expect(search.statusCode).toBe(422);
    expect(search.json().errors).toEqual({ search: invalid });

    const path = await t.app.inject({ url: api('/universal-search/a%00b') });
    expect(path.statusCode).toBe(422);
    expect(Object.values(path.json().errors)).toEqual([invalid]);
  });

  it('still answers 401 first for a visitor on a signed-in route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: api('/page-updates'),
      payload: { content: 'a\u0000b' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('leaves well-formed text alone, emoji and accents included', async () => {
    const me = await insertSignedInUser(t.database.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: api(`/profile/${me.user.id}`),
      headers: bearer(me.token),
      payload: { description: 'Zeeën & 🌍 — “quotes”' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.description).toBe('Zeeën & 🌍 — “quotes”');
  });
});
