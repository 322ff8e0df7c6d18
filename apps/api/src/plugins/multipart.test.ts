import { readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { inputMessages } from '@app/contract';
import { count } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSignedInUser } from '../../test/factories';
import { bearer, createTestApp, type TestApp, textOf } from '../../test/helpers';
import { form, pngImage } from '../../test/images';
import { media, nonprofits } from '../db/schema';
import { authPlugin } from './auth';
import { multipartPlugin } from './multipart';

let t: TestApp;
let baseUrl: string;
const api = (p: string) => `/pifworld/api/v1${p}`;
const stored = () => readdirSync(t.config.STORAGE_DIR).filter((f) => !f.startsWith('.'));
const temporary = () => readdirSync(t.app.uploadDir);
const rows = async (table: typeof media | typeof nonprofits) =>
  (await t.database.db.select({ n: count() }).from(table))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/**
 * Starts a big multipart POST over a real connection, sends its first 64 kB only, and resolves
 * with the status the server answers meanwhile: proof that it answered without reading the form.
 */
function answerBeforeUpload(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    const request = http.request(`${baseUrl}${api(path)}`, {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(30 * 1024 * 1024),
        ...headers,
      },
    });
    const timer = setTimeout(() => reject(new Error('no answer before the upload')), 5_000);
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => {
        clearTimeout(timer);
        request.destroy();
        resolve({ status: response.statusCode!, body, connection: response.headers.connection });
      });
    });
    request.on('error', () => undefined);
    request.write(
      Buffer.concat([
        Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n'),
        Buffer.alloc(64 * 1024, 1),
      ]),
    );
  });
}

const post = (url: string, token: string | null, payload: string | Buffer, type: string) =>
  t.app.inject({
    method: 'POST',
    url: api(url),
    headers: { ...(token ? bearer(token) : {}), 'content-type': type },
    payload,
  });

describe('multipart forms', () => {
  it('are refused unread where no file is taken (415), and from visitors (401)', async () => {
    const login = await answerBeforeUpload('/login');
    expect(login.status).toBe(415);
    expect(JSON.parse(login.body)).toMatchObject({ message: textOf(inputMessages.formNotTaken) });
    // The rest of the form is not read: the connection ends with the answer.
    expect(login.connection).toBe('close');

    const visitor = await answerBeforeUpload('/media');
    expect(visitor.status).toBe(401);
    expect(temporary()).toEqual([]);
  });

  it('answer a malformed form with 400 and keep nothing', async () => {
    const me = await insertSignedInUser(t.database.db);
    const before = { stored: stored(), media: await rows(media) };
    const part = 'Content-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc';
    const malformed: [string, string][] = [
      ['', 'multipart/form-data'], // no boundary
      [`--x\r\n${part}`, 'multipart/form-data; boundary=x'], // cut off
      [`--y\r\n${part}\r\n--y--\r\n`, 'multipart/form-data; boundary=x'], // another boundary
    ];
    for (const [body, type] of malformed) {
      const res = await post('/media', me.token, body, type);
      expect(res.statusCode, body).toBe(400);
      expect(res.json()).toMatchObject({ message: textOf(inputMessages.formUnreadable) });
    }
    expect({ stored: stored(), media: await rows(media) }).toEqual(before);
    expect(temporary()).toEqual([]);
  });

  it('take no more files than the form has file fields', async () => {
    const me = await insertSignedInUser(t.database.db);
    const png = { data: await pngImage(), filename: 'a.png', type: 'image/png' };
    const res = await t.app.inject({
      method: 'POST',
      url: api('/media'),
      headers: bearer(me.token),
      payload: form({ file: png, a: png, b: png, c: png }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: textOf(inputMessages.formTooLarge) });
    expect(temporary()).toEqual([]);
  });

  it('refuse text with NUL, and a field past its size, as 422', async () => {
    const me = await insertSignedInUser(t.database.db);
    const before = await rows(nonprofits);
    // (A lone surrogate cannot travel in a form: UTF-8 has no bytes for it.)
    const nul = await t.app.inject({
      method: 'POST',
      url: api('/nonprofits'),
      headers: bearer(me.token),
      payload: form({ name: 'Bad\u0000name' }),
    });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().errors).toEqual({ name: [textOf(inputMessages.invalidText)] });
    const long = await t.app.inject({
      method: 'POST',
      url: api('/nonprofits'),
      headers: bearer(me.token),
      payload: form({ name: 'Long', description: 'x'.repeat(100_001) }),
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ description: [textOf(inputMessages.tooLong)] });
    expect(await rows(nonprofits)).toBe(before);
  });

  it('stream files to a temporary folder that is empty again after each response', async () => {
    const me = await insertSignedInUser(t.database.db);
    const ok = await t.app.inject({
      method: 'POST',
      url: api('/media'),
      headers: bearer(me.token),
      payload: form({ file: { data: await pngImage(), filename: 'a.png', type: 'image/png' } }),
    });
    expect(ok.statusCode).toBe(201);
    const refused = await t.app.inject({
      method: 'POST',
      url: api('/media'),
      headers: bearer(me.token),
      payload: form({ file: { data: Buffer.from('not an image'), filename: 'a.png' } }),
    });
    expect(refused.statusCode).toBe(422);
    expect(temporary()).toEqual([]);
  });

  it('count uploads per user and answer 429 past the limit', async () => {
    const me = await insertSignedInUser(t.database.db);
    const other = await insertSignedInUser(t.database.db);
    // An empty form: refused by the route (422), after it was counted.
    const send = (token: string) => post('/media', token, '', 'multipart/form-data; boundary=x');
    const codes = new Set<number>();
    for (let i = 0; i < 120; i++) codes.add((await send(me.token)).statusCode);
    expect([...codes]).toEqual([422]);
    const limited = await send(me.token);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(other.token)).statusCode).toBe(422);
  });

  it('must be behind signedIn: a route taking files without it does not start', async () => {
    const app = Fastify();
    app.decorate('db', t.database.db);
    await app.register(authPlugin);
    await app.register(multipartPlugin);
    expect(() =>
      app.post('/open', { schema: { consumes: ['multipart/form-data'] } }, async () => ({})),
    ).toThrow(/needs onRequest: signedIn/);
    await app.close();
  });
});
