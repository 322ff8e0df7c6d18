import { fundraiserListResponse, pagedQuery } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listFundraisers } from './fundraisers.service';

export const fundraisersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/fundraisers',
    {
      schema: {
        tags: ['fundraisers'],
        summary: 'Fundraisers, paged and searchable by name, with the page each raises money for',
        querystring: pagedQuery,
        response: { 200: fundraiserListResponse },
      },
    },
    async (request) => listFundraisers(app.db, request.query),
  );
};
