import {
  donationMessages,
  donationReceipt,
  errorResponse,
  idParam,
  payQuery,
  payResponse,
  referenceParam,
  refundBody,
  refundResponse,
  userDonationsResponse,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';
import { eurosToCents } from '../../lib/money';
import { readErrors, writeErrors } from '../../lib/openapi';
import { requireSelf } from '../../lib/ownership';
import { requireUser } from '../../plugins/auth';
import { limitAttempts, MINUTE } from '../../plugins/rate-limit';
import { readWithFreshStatus } from '../payments/payment-updates.service';
import { donationReceipt as findReceipt, donationsOfUser } from './donations.service';
import { startDonation } from './pay.service';
import { requestRefund } from './returns.service';

export const donationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/:id/donations',
    {
      schema: {
        tags: ['donations'],
        operationId: 'donationsOfUser',
        summary: "The signed-in user's own donations, newest first (profile activity feed)",
        security: [{ bearerAuth: [] }],
        params: idParam,
        response: {
          ...readErrors(),
          200: userDonationsResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => {
      const user = requireSelf(request, request.params.id, 'You can only see your own donations.');
      return { data: await donationsOfUser(app.db, user.id) };
    },
  );

  const refundLimit = limitAttempts(app, {
    perIp: { max: 60, window: 60 * MINUTE },
    perUser: true,
  });

  app.post(
    '/donations/:id/refunds',
    {
      preHandler: refundLimit.preHandler,
      schema: {
        tags: ['donations'],
        operationId: 'refundDonation',
        summary:
          "Refund (part of) a paid donation, by the owner of the page it was made to (or of that page's non-profit, or of the account that was paid): through the payment provider, at most what remains; the donor is e-mailed",
        security: [{ bearerAuth: [] }],
        params: idParam,
        body: refundBody,
        response: {
          ...writeErrors(403, 404, 429, 502),
          201: refundResponse,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const answer = await requestRefund(app, {
        donationId: request.params.id,
        user,
        amountCents: eurosToCents(request.body.amount),
        reason: request.body.reason,
      });
      return reply.code(201).send(answer);
    },
  );

  const payLimit = limitAttempts(app, {
    perIp: { max: app.config.PAY_RATE_LIMIT_PER_HOUR, window: 60 * MINUTE },
  });

  app.get(
    '/pay',
    {
      preHandler: payLimit.preHandler,
      schema: {
        tags: ['donations'],
        operationId: 'startDonation',
        security: [{}, { bearerAuth: [] }],
        summary:
          'Start a donation: records it (open) and answers the checkout to send the donor to. No account needed; a signed-in donor is recorded.',
        querystring: payQuery,
        response: {
          ...readErrors(),
          200: payResponse,
          429: errorResponse,
          502: errorResponse,
        },
      },
    },
    async (request) => {
      const started = await startDonation(app, request.query, request.user, request.lang);
      return { checkout_url: started.checkoutUrl, reference: started.reference };
    },
  );

  app.get(
    '/donations/:reference',
    {
      schema: {
        tags: ['donations'],
        operationId: 'donationReceipt',
        security: [],
        summary:
          'A donation by its public reference, for the result pages (no donor e-mail). An open one is checked with the provider first.',
        params: referenceParam,
        response: { ...readErrors(), 200: donationReceipt, 404: errorResponse },
      },
    },
    async (request) => {
      const receipt = await readWithFreshStatus(app, () =>
        findReceipt(app.db, request.params.reference),
      );
      if (!receipt) throw notFound(donationMessages.notFound);
      const { providerPaymentId: _, ...body } = receipt;
      return body;
    },
  );
};
