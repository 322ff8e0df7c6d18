import { eventListResponse, pagedQuery } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listEvents } from './events.service';

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events',
    {
      schema: {
        tags: ['events'],
        summary: 'Events, upcoming first, paged and searchable by title, with raised amount',
        querystring: pagedQuery,
        response: { 200: eventListResponse },
      },
    },
    async (request) => listEvents(app.db, request.query),
  );
};
