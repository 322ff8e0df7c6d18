import { messageCodes } from '@app/i18n/messages';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { documentationProblems, withErrorCodes } from '../lib/openapi';
import { API_PREFIX, DOCS_PREFIX } from '../lib/paths';
import { signedIn } from './auth';

/** OpenAPI generated from the routes' zod schemas, with a UI at /pifworld/api/docs. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  // Every operation names itself, says who may call it and what it answers (lib/openapi.ts), so
  // that a client generated from the document is usable: a route without them stops the app
  // from starting, rather than reaching the document.
  const operationIds = new Map<string, string>();
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    const schema = route.schema as { hide?: boolean; operationId?: unknown } | undefined;
    if (!route.url.startsWith(API_PREFIX) || methods.length === 0 || schema?.hide) return;
    const name = `${methods.join(',')} ${route.url}`;
    const problems = documentationProblems(schema, [route.onRequest].flat().includes(signedIn));
    const id = schema?.operationId;
    if (typeof id === 'string') {
      const other = operationIds.get(id);
      if (other) problems.push(`an operationId of its own ('${id}' is ${other}'s)`);
      else operationIds.set(id, name);
    }
    if (problems.length > 0) {
      throw new Error(`${name} needs ${problems.join(', ')} in its schema (see lib/openapi.ts)`);
    }
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'PifWorld API',
        description:
          'Donation and crowdfunding platform API. Errors are `{ code, message, params }`: a stable code (each operation lists its own in `x-error-codes`), its parameters and the text; validation errors are 422 `{ code, message, errors: { field: [messages] }, error_codes: { field: [{ code, params }] } }`. Platform content and every message (errors, field errors, confirmations) answer in the language of `?lang=` or `Accept-Language` (en, nl; English when neither says). A bearer token that is unknown, revoked or expired is answered 401 by every operation, also by the public ones. Before any operation is chosen, a path that is not valid percent-encoding is answered 400 and one with a parameter longer than 100 characters 414, both as `{ error, code, message, params, statusCode }` with the codes `input.bad_url` and `input.param_too_long`.',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      'openapiObject' in document
        ? withErrorCodes(document.openapiObject, messageCodes)
        : document.swaggerObject,
    hideUntagged: false,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    // The UI sets inline styles (hashes would disable 'unsafe-inline'); plain-http installs must
    // not be told to upgrade requests to https.
    transformStaticCSP: (header) => {
      const csp = header.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'");
      return app.config.APP_URL.startsWith('https://')
        ? csp
        : csp.replace(/\s*upgrade-insecure-requests;?/, '');
    },
    // Tags start collapsed, with a filter by tag: with every operation listed at once, the UI
    // took seconds to render and, in Chromium, stopped after about 125 operations.
    uiConfig: {
      docExpansion: 'none',
      filter: true,
      defaultModelsExpandDepth: 0,
      deepLinking: true,
    },
  });
  app.log.debug({ api: API_PREFIX }, 'API docs registered');
});
