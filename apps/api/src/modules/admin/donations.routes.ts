import {
  adminDonationsQuery,
  adminDonationsResponse,
  adminRefundBody,
  idParam,
  refundResponse,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readErrors, writeErrors } from '../../lib/openapi';
import { freshProof, requireAdmin } from '../../plugins/auth';
import { listDonations, refundAsOperator } from './donations.service';

/** The console's Donations section: find any donation, and refund it. */
export const adminDonationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/donations',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminDonations',
        summary:
          "Donations by reference, the donor's e-mail or name, page, period and status, newest first, with the provider's payment id",
        security: [{ bearerAuth: [] }],
        querystring: adminDonationsQuery,
        response: { ...readErrors(403, 429), 200: adminDonationsResponse },
      },
    },
    async (request) => listDonations(app.db, request.query),
  );

  app.post(
    '/admin/donations/:id/refund',
    {
      onRequest: freshProof,
      schema: {
        tags: ['admin'],
        operationId: 'adminRefundDonation',
        summary:
          "Refund (part of) a paid donation, with a reason, through the page owner's refund path (without an amount: all that remains); the donor is e-mailed",
        security: [{ bearerAuth: [] }],
        params: idParam,
        body: adminRefundBody,
        response: { ...writeErrors(403, 404, 429, 502), 201: refundResponse },
      },
    },
    async (request, reply) => {
      const operator = requireAdmin(request);
      const answer = await refundAsOperator(app, operator, request.params.id, request.body);
      return reply.code(201).send(answer);
    },
  );
};
