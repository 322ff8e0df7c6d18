import {
  companyEventsResponse,
  companyListResponse,
  errorResponse,
  idParam,
  pagedQuery,
  pageDetailsResponse,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageNotFound } from '../pages/pages.routes';
import { findPageDetails } from '../pages/pages.service';
import { eventsOfCompany, listCompanies } from './companies.service';

export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies',
    {
      schema: {
        tags: ['companies'],
        summary: 'Companies, paged and searchable by name',
        querystring: pagedQuery,
        response: { 200: companyListResponse },
      },
    },
    async (request) => listCompanies(app.db, request.query),
  );

  app.get(
    '/companies/:id',
    {
      schema: {
        tags: ['companies'],
        summary: 'A company in detail, with its Company Overview facts (page_data)',
        params: idParam,
        response: { 200: pageDetailsResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const data = await findPageDetails(app.db, 'company', request.params.id, request.lang);
      if (!data) throw pageNotFound('company');
      return { data };
    },
  );

  app.get(
    '/companies/events/:companyId',
    {
      schema: {
        tags: ['companies'],
        summary: "A company's events, newest first",
        params: z.object({ companyId: idParam.shape.id }),
        response: { 200: companyEventsResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const { companyId } = request.params;
      if (!(await findPageDetails(app.db, 'company', companyId, request.lang)))
        throw pageNotFound('company');
      return eventsOfCompany(app.db, companyId);
    },
  );
};
