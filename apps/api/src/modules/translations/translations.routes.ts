import { errorResponse, translationsParams, translationsResponse } from '@app/contract';
import { isLanguage } from '@app/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readErrors } from '../../lib/openapi';
import { getTranslations } from './translations.service';

export const translationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/translations/:language',
    {
      schema: {
        tags: ['translations'],
        operationId: 'getTranslations',
        security: [],
        summary: 'Every UI string of a language (en, nl) as a flat key-to-text map',
        params: translationsParams,
        response: { ...readErrors(), 200: translationsResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const { language } = request.params;
      if (!isLanguage(language)) {
        return reply.code(404).send({ message: `Language '${language}' is not available.` });
      }
      reply.header('cache-control', 'public, max-age=300');
      return getTranslations(app.db, language);
    },
  );
};
