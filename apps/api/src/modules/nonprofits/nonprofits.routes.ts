import {
  errorResponse,
  idParam,
  nonprofitListResponse,
  pagedQuery,
  pageDetailsResponse,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageNotFound } from '../pages/pages.routes';
import { findPageDetails } from '../pages/pages.service';
import { listNonprofits } from './nonprofits.service';

export const nonprofitsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/nonprofits',
    {
      schema: {
        tags: ['nonprofits'],
        summary: 'Non-profits, paged and searchable by name, with the amount each has raised',
        querystring: pagedQuery,
        response: { 200: nonprofitListResponse },
      },
    },
    async (request) => listNonprofits(app.db, request.query),
  );

  app.get(
    '/nonprofits/:id',
    {
      schema: {
        tags: ['nonprofits'],
        summary: 'A non-profit in detail',
        params: idParam,
        response: { 200: pageDetailsResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const data = await findPageDetails(app.db, 'nonprofit', request.params.id, request.lang);
      if (!data) throw pageNotFound('nonprofit');
      return { data };
    },
  );
};
