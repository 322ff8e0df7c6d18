import { createHash } from 'node:crypto';
import { errorResponse, translationsParams, translationsResponse } from '@app/contract';
import { isLanguage } from '@app/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readErrors } from '../../lib/openapi';
import { getTranslations } from './translations.service';

/** A strong tag of the strings' content: equal strings, equal tag, whatever changed them. */
const etagOf = (strings: Record<string, string>) =>
  `"${createHash('sha1').update(JSON.stringify(strings)).digest('base64url')}"`;

/** Whether an If-None-Match header names the tag (a list, or `*`). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

export const translationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/translations/:language',
    {
      schema: {
        tags: ['translations'],
        operationId: 'getTranslations',
        security: [],
        summary: 'Every UI string of a language (en, nl) as a flat key-to-text map',
        description:
          'An operator’s override (issue 23) is served instead of the bundled text as soon as it is saved: the answer may be kept, but is checked again each time (ETag, 304 when unchanged).',
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
        return reply.code(404).send({ message: `Language '${language}' is not available.` });
      }
      const strings = await getTranslations(app.db, language);
      const etag = etagOf(strings);
      // no-cache: a browser or proxy may keep the strings but asks each time whether they are
      // still current, so an operator's change shows at once (a 304 costs a few bytes).
      reply.header('cache-control', 'public, no-cache').header('etag', etag);
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return strings;
    },
  );
};
