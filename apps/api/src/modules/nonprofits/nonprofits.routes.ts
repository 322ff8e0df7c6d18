import { nonprofitListResponse, pagedQuery } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listNonprofits } from './nonprofits.service';

export const nonprofitsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/nonprofits',
    {
      schema: {
        tags: ['nonprofits'],
        summary: 'Non-profits, paged and searchable by name',
        querystring: pagedQuery,
        response: { 200: nonprofitListResponse },
      },
    },
    async (request) => listNonprofits(app.db, request.query),
  );
};
