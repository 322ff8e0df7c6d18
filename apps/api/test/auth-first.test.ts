import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchLeftovers } from './fuzz/leftovers';
import { type Operation, operationsOf } from './fuzz/operations';
import { createTestApp, type TestApp } from './helpers';

/**
 * Authentication comes before validation: every operation that only a signed-in user may call
 * answers a visitor 401 whatever the request holds (ids that are not ids, a query and a body of
 * the wrong types, JSON that does not parse), and writes nothing. A 422 would show a stranger
 * the operation's rules, and a 400 that its body was read. Walks the API document the app
 * serves, so a new operation is covered as soon as it exists.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** Every alternative of its security needs a bearer token (no `{}`: a visitor cannot call it). */
const signedInOnly = (operation: Operation) =>
  operation.security.length > 0 &&
  operation.security.every((requirement) => 'bearerAuth' in requirement);

/** A value of the wrong type for a field of any type: an object where a scalar or list goes. */
const WRONG = { nested: ['not', 'this'] };

/** The operation's request with every path parameter, query parameter and body field wrong. */
function hostileRequests(operation: Operation, n: number): InjectOptions[] {
  const url =
    operation.path.replace(/\{[^}]+\}/g, 'not-an-id') +
    (operation.parameters.some((p) => p.in === 'query')
      ? `?${operation.parameters
          .filter((p) => p.in === 'query')
          .map((p) => `${encodeURIComponent(p.name)}=%5B%5D-1e99`)
          .join('&')}`
      : '');
  const base = {
    method: operation.method as InjectOptions['method'],
    url,
    // One address per request: a per-IP rate limit must not be what answers.
    remoteAddress: `10.77.${(n >> 8) & 255}.${n & 255}`,
  };
  const body = operation.body;
  if (!body) return [base];
  if (body.contentType.startsWith('multipart/')) {
    return [
      {
        ...base,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nbroken',
      },
    ];
  }
  const fields = Object.fromEntries(
    Object.keys(body.schema.properties ?? { field: {} }).map((name) => [name, WRONG]),
  );
  return [
    { ...base, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(fields) },
    { ...base, headers: { 'content-type': 'application/json' }, payload: '{"broken":' },
    { ...base, headers: { 'content-type': 'application/json' }, payload: '[]' },
  ];
}

describe('authentication before validation', () => {
  it('answers a visitor 401 with a hostile request to every signed-in operation, writing nothing', async () => {
    const operations = operationsOf(t.app.swagger()).filter(signedInOnly);
    const watch = await watchLeftovers(t.app.db, [t.config.STORAGE_DIR, t.app.uploadDir]);
    const wrong: string[] = [];
    let n = 0;
    for (const operation of operations) {
      for (const request of hostileRequests(operation, ++n)) {
        const response = await t.app.inject(request);
        const what = `${operation.name} ${String(request.payload ?? '').slice(0, 40)}`;
        if (response.statusCode !== 401) {
          wrong.push(`${what} -> ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
        const changes = await watch.changes();
        if (changes.length) wrong.push(`${what} left ${changes.join(', ')}`);
      }
    }
    expect(operations.length).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  }, 120_000);
});
