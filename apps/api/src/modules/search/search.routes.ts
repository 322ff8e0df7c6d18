import { langQuery, searchParams, searchResponse } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readErrors } from '../../lib/openapi';
import { universalSearch } from './search.service';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/universal-search/:query',
    {
      schema: {
        tags: ['search'],
        operationId: 'universalSearch',
        security: [],
        summary: 'Up to 10 suggestions across every kind of page, best match first',
        description:
          "Full-text in English and Dutch with prefixes ('wat' finds 'water') and typo-tolerant name matching ('Amsterdm').",
        params: searchParams,
        querystring: langQuery,
        response: { ...readErrors(), 200: searchResponse },
      },
    },
    async (request) => ({
      data: await universalSearch(app.db, request.params.query, request.lang),
    }),
  );
};
