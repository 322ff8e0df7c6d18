import {
  companyEventListResponse,
  errorResponse,
  idParam,
  pagedQuery,
  pageDetailsResponse,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCompanyEvents } from '../companies/companies.service';
import { pageNotFound } from '../pages/pages.routes';
import { findPageDetails } from '../pages/pages.service';

export const companyEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company-events',
    {
      schema: {
        tags: ['company-events'],
        summary:
          'Company events, paged and searchable by name, with company, non-profit and raised amount',
        querystring: pagedQuery,
        response: { 200: companyEventListResponse },
      },
    },
    async (request) => listCompanyEvents(app.db, request.query),
  );

  app.get(
    '/company-events/:id',
    {
      schema: {
        tags: ['company-events'],
        summary: 'A company event in detail, with its company and non-profit',
        params: idParam,
        response: { 200: pageDetailsResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const data = await findPageDetails(app.db, 'company-event', request.params.id, request.lang);
      if (!data) throw pageNotFound('company-event');
      return { data };
    },
  );
};
