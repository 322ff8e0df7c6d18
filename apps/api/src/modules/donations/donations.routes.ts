import { errorResponse, idParam, userDonationsResponse } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSelf } from '../../lib/ownership';
import { donationsOfUser } from './donations.service';

export const donationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/:id/donations',
    {
      schema: {
        tags: ['donations'],
        summary: "The signed-in user's own donations, newest first (profile activity feed)",
        security: [{ bearerAuth: [] }],
        params: idParam,
        response: { 200: userDonationsResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => {
      const user = requireSelf(request, request.params.id, 'You can only see your own donations.');
      return { data: await donationsOfUser(app.db, user.id) };
    },
  );
};
