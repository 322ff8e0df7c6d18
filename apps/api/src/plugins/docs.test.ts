import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, testConfig, type TestApp } from '../../test/helpers';
import { API_PREFIX } from '../lib/paths';
import { signedIn } from './auth';
import { docsPlugin } from './docs';

interface Operation {
  name: string;
  method: string;
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  statuses: string[];
}

function operationsOf(document: unknown): Operation[] {
  const { paths } = document as { paths: Record<string, Record<string, Record<string, unknown>>> };
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      operationId: operation.operationId as string | undefined,
      summary: operation.summary as string | undefined,
      security: operation.security as Operation['security'],
      statuses: Object.keys((operation.responses ?? {}) as object),
    })),
  );
}

describe('the API document', () => {
  let t: TestApp;
  let operations: Operation[];

  beforeAll(async () => {
    t = await createTestApp();
    operations = operationsOf(t.app.swagger());
  });
  afterAll(() => t?.close());

  const failing = (problem: (op: Operation) => boolean) =>
    operations.filter(problem).map((op) => op.name);

  it('names every operation with a camelCase operationId of its own, and sums it up', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(failing((op) => !/^[a-z][A-Za-z0-9]*$/.test(op.operationId ?? ''))).toEqual([]);
    expect(failing((op) => !op.summary?.trim())).toEqual([]);
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const op of operations) {
      const other = seen.get(op.operationId!);
      if (other) duplicates.push(`${op.operationId}: ${other} and ${op.name}`);
      seen.set(op.operationId!, op.name);
    }
    expect(duplicates).toEqual([]);
  });

  it('says of every operation whether it is public, needs a signed-in user or takes one', () => {
    const allowed = [[], [{ bearerAuth: [] }], [{}, { bearerAuth: [] }]].map((s) =>
      JSON.stringify(s),
    );
    expect(failing((op) => !allowed.includes(JSON.stringify(op.security)))).toEqual([]);
  });

  it('declares the answers every operation can give', () => {
    const lacking = (statuses: string[], op: Operation) =>
      statuses.some((status) => !op.statuses.includes(status));
    // Success (GET /mollie/callback always redirects).
    expect(failing((op) => !op.statuses.some((status) => /^[23]/.test(status)))).toEqual([]);
    // Any operation: a token that is not valid (plugins/auth.ts), text with NUL anywhere or a
    // parameter its schema refuses (plugins/input-text.ts).
    expect(failing((op) => lacking(['401', '422'], op))).toEqual([]);
    // A body that cannot be read, one past the body limit, or one of a type it does not take.
    expect(failing((op) => op.method !== 'GET' && lacking(['400', '413', '415'], op))).toEqual([]);
  });
});

describe('a route the document cannot describe', () => {
  async function appWith(schema: Record<string, unknown>, options: { onRequest?: unknown } = {}) {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('config', testConfig());
    await app.register(docsPlugin);
    await app.register(
      async (api) => {
        const route = (url: string, more: Record<string, unknown>, hooks = {}) =>
          api.route({
            method: 'GET',
            url,
            ...hooks,
            schema: { response: { 200: z.object({}), 404: z.object({}) }, ...more },
            handler: async () => ({}),
          } as never);
        route('/first', { operationId: 'first', summary: 'First', security: [] });
        route('/second', schema, options);
      },
      { prefix: API_PREFIX },
    );
    return app;
  }
  const documented = { operationId: 'second', summary: 'Second', security: [] };

  it('starts when every route is documented', async () => {
    const app = await appWith(documented);
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });

  it.each([
    ['an operationId', { ...documented, operationId: undefined }, /an operationId in camelCase/],
    ['a camelCase operationId', { ...documented, operationId: 'Second-one' }, /camelCase/],
    ['a summary', { ...documented, summary: undefined }, /a summary/],
    ['its security', { ...documented, security: undefined }, /its security/],
    ['an operationId of its own', { ...documented, operationId: 'first' }, /'first' is GET/],
    ['a 4xx response', { ...documented, response: { 200: z.object({}) } }, /4xx responses/],
  ])('stops the app from starting without %s', async (_what, schema, message) => {
    await expect(appWith(schema).then((app) => app.ready())).rejects.toThrow(message);
  });

  it('stops the app from starting when a route for signed-in users is documented as public', async () => {
    await expect(
      appWith(documented, { onRequest: signedIn }).then((app) => app.ready()),
    ).rejects.toThrow(/bearerAuth/);
  });
});
