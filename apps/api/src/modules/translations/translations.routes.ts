import { said } from '@app/i18n/codes';
import { errorResponse, translationsParams, translationsResponse } from '@app/contract';
import { isLanguage } from '@app/i18n';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickEncoding } from '../../lib/content-encoding';
import { HttpError } from '../../lib/http-errors';
import { readErrors } from '../../lib/openapi';
import { TranslationsCache } from './translations.service';

/** Whether an If-None-Match header names the tag (a list, or `*`). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

export const translationsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every page visit asks for a language's strings: they are cached, with their JSON and its
  // compressed forms, for as long as no instance writes a string.
  const cache = new TranslationsCache(app.db);
  app.get(
    '/translations/:language',
    {
      schema: {
        tags: ['translations'],
        operationId: 'getTranslations',
        security: [],
        summary: 'Every UI string of a language (en, nl) as a flat key-to-text map',
        description:
          'An operator’s override is served instead of the bundled text as soon as it is saved: the answer may be cached, but is checked again each time (ETag, 304 when unchanged).',
        params: translationsParams,
        response: {
          ...readErrors(),
          200: translationsResponse,
          304: z.null().describe('Not modified: the strings of the ETag sent are current'),
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { language } = request.params;
      if (!isLanguage(language)) {
        throw new HttpError(404, said('general.language_unavailable', { language }));
      }
      const answer = await cache.of(language);
      // no-cache: a browser or proxy may cache the strings but asks each time whether they are
      // still current, so an operator's change shows at once (a 304 costs a few bytes).
      const vary = reply.getHeader('vary');
      reply
        .header('cache-control', 'public, no-cache')
        .header('etag', answer.etag)
        .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
      if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send(null);
      // The cached JSON, compressed once per change rather than on every request. Its bytes are
      // the 200 schema's map, checked when read: sent as they are, through Fastify's untyped
      // reply, so that the type provider does not ask for the map itself.
      const raw: FastifyReply = reply.type('application/json; charset=utf-8');
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (!encoding) return raw.send(answer.json.body);
      return raw.header('content-encoding', encoding).send(await answer.json.in(encoding));
    },
  );
};
