import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_PREFIX } from '../../lib/paths';
import { sitemap } from './sitemap';
import { privatePrefixes } from './spa-routes';

/** Not part of the JSON API: kept out of its document (plugins/docs.ts checks API routes only). */
const hidden = { schema: { hide: true } };

/** An hour: a new page reaches the sitemap soon enough, a crawler does not make us count often. */
const SITEMAP_CACHE = 'public, max-age=3600';

/**
 * What search engines read at the site's root: robots.txt (public pages allowed; sign-in,
 * payment, owner screens and the API not) and the sitemap of every public page.
 */
export async function shareRoutes(app: FastifyInstance) {
  const base = app.config.APP_URL;

  app.get('/robots.txt', hidden, async (_request, reply) => {
    // The API and its docs: /pifworld/.
    const api = `${API_PREFIX.split('/').slice(0, 2).join('/')}/`;
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...[api, ...privatePrefixes()].map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(lines.join('\n'));
  });

  const sendSitemap = async (file: number | undefined, reply: FastifyReply) => {
    const xml = await sitemap(app.db, base, file);
    if (xml === undefined) return reply.code(404).send({ message: 'general.not_found' });
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', SITEMAP_CACHE)
      .send(xml);
  };

  app.get('/sitemap.xml', hidden, (_request, reply) => sendSitemap(undefined, reply));
  app.get<{ Params: { file: string } }>('/sitemap-:file(^\\d{1,6}).xml', hidden, (request, reply) =>
    sendSitemap(Number(request.params.file), reply),
  );
}
