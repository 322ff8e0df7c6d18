import {
  langQuery,
  searchParams,
  searchResponse,
  searchResultsQuery,
  searchResultsResponse,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readErrors } from '../../lib/openapi';
import { searchPages, universalSearch } from './search.service';

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

  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        operationId: 'searchResults',
        security: [],
        summary: 'The search results page: every kind of page a term finds, grouped and paged',
        description:
          "What the header search finds, not cut to ten: grouped by kind (the kind with the best match first), each kind counted and paged ('type' and 'page' for more of one kind), with the term as the searcher may have meant it ('suggestion').",
        querystring: searchResultsQuery.extend(langQuery.shape),
        response: { ...readErrors(), 200: searchResultsResponse },
      },
    },
    async (request) => searchPages(app.db, request.query, request.lang),
  );
};
