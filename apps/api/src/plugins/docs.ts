import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_PREFIX, DOCS_PREFIX } from '../lib/paths';

/** OpenAPI generated from the routes' zod schemas, with a UI at /pifworld/api/docs. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'PifWorld API',
        description:
          'Donation and crowdfunding platform API. Errors are `{ message }`; validation errors are 422 `{ message, errors: { field: [messages] } }`. Platform content answers in the language of `?lang=` or `Accept-Language` (en, nl).',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
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
