import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX, DOCS_PREFIX } from '../lib/paths';

interface StaticOptions {
  /** Built SPA to serve, or undefined to serve none (development and tests). */
  webDistDir?: string;
  /** A page path's HTML made from the built index.html, with its status (200, or 404). */
  renderPage: (
    request: FastifyRequest,
    indexHtml: string,
  ) => Promise<{ statusCode: number; html: string }>;
}

const notFoundBody = { message: 'general.not_found' };

function isApiPath(url: string) {
  return url.startsWith('/pifworld/') || url.startsWith('/storage/');
}

/**
 * In production the built SPA with history fallback: a non-API GET that is no file returns
 * index.html as `renderPage` makes it for that path (its share tags; 404 for a page that does not
 * exist), an unknown API or storage path a JSON 404. Assets are sent as the .br or .gz file the
 * web build wrote beside them when the browser takes one. Stored files are not served from here
 * but through the storage interface (modules/media/stored-files.routes.ts, ADR 025).
 */
export const staticFilesPlugin = fp(async (app: FastifyInstance, options: StaticOptions) => {
  const webDist = options.webDistDir;
  const spa = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  if (webDist !== undefined && !spa) {
    app.log.warn({ webDist }, 'no built web app found; run `npm run build` to serve it');
  }
  if (spa) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite puts a content hash in every asset name; index.html must always be revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    const indexHtml = readFileSync(path.join(webDist, 'index.html'), 'utf8');
    // A route rather than the not-found handler, so that route hooks (compression) apply.
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      if (isApiPath(request.url)) return reply.callNotFound();
      const page = await options.renderPage(request, indexHtml);
      return reply
        .code(page.statusCode)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-language')
        .type('text/html; charset=utf-8')
        .send(page.html);
    });
  }

  app.setNotFoundHandler((_request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send(notFoundBody),
  );
  app.log.debug({ api: API_PREFIX, docs: DOCS_PREFIX, spa }, 'static files ready');
});
