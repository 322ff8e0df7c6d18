import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/helpers';
import { HttpError } from './lib/http-errors';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('error handling', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pifworld/api/v1/no-such-endpoint' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ message: 'Not found.' });
  });

  it('turns a malformed id into a 422 in the Laravel shape, never a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pifworld/api/v1/sdg-topics/abc' });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toEqual(expect.any(String));
    expect(Object.keys(body.errors)).toEqual(['id']);
    expect(body.errors.id[0]).toEqual(expect.any(String));
  });

  it('reads numbers in paths and query strings as plain decimal digits only', async () => {
    // Number() read these as 16, 1000, 1 and 10: pages and ids nobody asked for.
    for (const url of [
      '/fundraisers/0x10',
      '/sdg-topics/1e3',
      '/fundraisers?page=0b1',
      '/topics/popular?limit=1e1',
      '/pay?amount=0x10&object_type=fundraiser&object_id=1',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/pifworld/api/v1${url}` });
      expect(res.statusCode, url).toBe(422);
    }
  });

  it('declares every 4xx of every route in a shape that takes the plain { code, message }', () => {
    // A malformed body or an unknown token fails before the handler, with `{ code, message }` on any
    // route; a declared 4xx schema that demands more turns that answer into a 500.
    type Schema = { required?: string[] };
    type Responses = Record<string, { content?: Record<string, { schema: Schema }> }>;
    const document = t.app.swagger() as {
      paths: Record<string, Record<string, { responses?: Responses }>>;
    };
    const demanding: string[] = [];
    for (const [path, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations))
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          if (!/^4/.test(status)) continue;
          const allowed = status === '422' ? ['code', 'message', 'errors'] : ['code', 'message'];
          const schema = response.content?.['application/json']?.schema;
          const more = (schema?.required ?? []).filter((field) => !allowed.includes(field));
          if (more.length) demanding.push(`${method} ${path} ${status}: ${more.join(', ')}`);
        }
    expect(demanding).toEqual([]);
  });

  it('answers a broken body or an unknown token with 4xx { message } where a route has its own error shape', async () => {
    const url = '/pifworld/api/v1/auth/google';
    const broken = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{"token":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ message: expect.any(String) });
    const unknown = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: 'Bearer not-a-token' },
      payload: { token: 'x' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ message: 'Unauthenticated.' });
  });

  it('rejects an unsupported ?lang with a 422 on the lang field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pifworld/api/v1/total-raised?lang=de' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('lang');
  });
});

describe('a route that fails', () => {
  let extra: TestApp;
  beforeAll(async () => {
    extra = await createTestApp();
  });
  afterAll(() => extra.close());

  it('hides internals of a 5xx, keeps the message of a 4xx, and names every invalid field', async () => {
    // Routes added to a fresh, not yet started instance; the same error handler applies.
    const { buildApp } = await import('./app');
    const app = await buildApp({ config: extra.config, database: extra.database });
    app.get('/boom', async () => {
      throw new Error('connection string postgres://secret@db leaked');
    });
    app.get('/teapot', async () => {
      throw new HttpError(403, 'You are not authorized to update this profile.');
    });
    app.post(
      '/form',
      {
        schema: {
          body: z.object({
            name: z.string().min(1, 'The name field is required.'),
            email: z.email('Please enter a valid email address.'),
          }),
        },
      },
      async () => ({ ok: true }),
    );
    await app.ready();

    const boom = await app.inject({ method: 'GET', url: '/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toMatchObject({ message: 'Server Error' });
    expect(boom.body).not.toContain('secret');

    const forbidden = await app.inject({ method: 'GET', url: '/teapot' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({
      message: 'You are not authorized to update this profile.',
    });

    const form = await app.inject({
      method: 'POST',
      url: '/form',
      payload: { name: '', email: 'nope' },
    });
    expect(form.statusCode).toBe(422);
    expect(form.json()).toMatchObject({
      message: 'The name field is required. (and 1 more error)',
      errors: {
        name: ['The name field is required.'],
        email: ['Please enter a valid email address.'],
      },
    });

    const broken = await app.inject({
      method: 'POST',
      url: '/form',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ message: expect.any(String) });
    await app.close();
  });
});

describe('security headers and CORS', () => {
  it('sets helmet headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pifworld/api/v1/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain(
      "frame-src 'self' https://www.youtube-nocookie.com",
    );
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('sends HSTS over https only: never on plain http, behind a proxy only with TRUST_PROXY', async () => {
    const health = '/pifworld/api/v1/health';
    const https = { 'x-forwarded-proto': 'https' };
    const plain = await t.app.inject({ url: health });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const untrusted = await t.app.inject({ url: health, headers: https });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();

    const proxied = await createTestApp({ config: { TRUST_PROXY: 'true' } });
    try {
      const res = await proxied.app.inject({ url: health, headers: https });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const http = await proxied.app.inject({ url: health });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it('allows the web app origin and no other', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/pifworld/api/v1/sdg-topics',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');

    const other = await t.app.inject({
      method: 'GET',
      url: '/pifworld/api/v1/sdg-topics',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('API documentation', () => {
  it('publishes OpenAPI generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pifworld/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/pifworld/api/v1/health',
      '/pifworld/api/v1/translations/{language}',
      '/pifworld/api/v1/sdg-topics',
      '/pifworld/api/v1/sdg-topics/{id}',
      '/pifworld/api/v1/total-raised',
      '/pifworld/api/v1/total-supporters',
      '/pifworld/api/v1/total-fundraisers',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
    const raised =
      doc.paths['/pifworld/api/v1/total-raised'].get.responses['200'].content['application/json']
        .schema;
    expect(Object.keys(raised.properties)).toEqual(['total_raised', 'total_raised_formatted']);
  });

  it('serves the documentation page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pifworld/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});
