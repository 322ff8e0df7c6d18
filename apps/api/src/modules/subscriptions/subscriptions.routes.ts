import {
  donationFees,
  errorResponse,
  idParam,
  paymentMessages,
  sandboxChargeDueBody,
  sandboxChargeDueResponse,
  subscription,
  subscriptionLinkParam,
  subscriptionMessages,
  subscriptionParam,
  subscriptionStopBody,
  subscriptionsResponse,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscriptions } from '../../db/schema';
import { forbidden, notFound, unauthorized } from '../../lib/http-errors';
import { centsToEuros } from '../../lib/money';
import { readErrors, writeErrors } from '../../lib/openapi';
import { requireSelf } from '../../plugins/ownership';
import { signedIn } from '../../plugins/auth';
import { limitAttempts, MINUTE } from '../../plugins/rate-limit';
import { readStopToken } from './stop-links';
import {
  giftOwner,
  stopSubscription,
  subscriptionsOfUser,
  subscriptionViews,
} from './subscriptions.service';

/** Monthly giving: the donor's gifts, stopping one, and the sandbox's charges. */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/donation-fees',
    {
      schema: {
        tags: ['subscriptions'],
        operationId: 'donationFees',
        security: [],
        summary: "What covering the fee adds to a gift: the platform's share and a payment's cost",
        response: { ...readErrors(), 200: donationFees },
      },
    },
    async () => ({
      platform_fee_percent: app.payments.platformFeePercent,
      payment_cost: centsToEuros(app.payments.paymentCostCents),
    }),
  );

  app.get(
    '/user/:id/subscriptions',
    {
      onRequest: signedIn,
      schema: {
        tags: ['subscriptions'],
        operationId: 'subscriptionsOfUser',
        summary: "The signed-in donor's monthly donations, newest first",
        security: [{ bearerAuth: [] }],
        params: idParam,
        response: { ...readErrors(), 200: subscriptionsResponse, 403: errorResponse },
      },
    },
    async (request) => {
      const user = requireSelf(request, request.params.id, 'subscriptions.own_only');
      return { data: await subscriptionsOfUser(app.db, user.id) };
    },
  );

  // A stop link is a sealed secret: reading one costs a forger an attempt, counted per address
  // (a donor opens the link's page a few times at most).
  const linkLimit = limitAttempts(app, { perIp: { max: 60, window: 60 * MINUTE } });

  app.get(
    '/subscriptions/link/:token',
    {
      preHandler: linkLimit.preHandler,
      schema: {
        tags: ['subscriptions'],
        operationId: 'subscriptionByLink',
        security: [],
        summary: "The monthly donation a receipt's stop link names (no account needed)",
        description: 'Sixty reads an hour per address.',
        params: subscriptionLinkParam,
        response: { ...readErrors(429), 200: subscription, 404: errorResponse },
      },
    },
    async (request) => {
      const id = readStopToken(app, request.params.token);
      const [gift] = id === null ? [] : await subscriptionViews(app.db, eq(subscriptions.id, id));
      if (!gift) throw notFound(subscriptionMessages.link);
      return gift;
    },
  );

  // Stopping by link takes a sealed secret too: thirty tries an hour per address.
  const stopLimit = limitAttempts(app, { perIp: { max: 30, window: 60 * MINUTE } });

  app.post(
    '/subscriptions/:id/stop',
    {
      preHandler: stopLimit.preHandler,
      schema: {
        tags: ['subscriptions'],
        operationId: 'stopSubscription',
        summary:
          'Stops a monthly donation at the payment provider, by its donor signed in or with the stop link of its receipts; stopping it again changes nothing',
        security: [{}, { bearerAuth: [] }],
        params: subscriptionParam,
        body: subscriptionStopBody,
        response: {
          ...writeErrors(),
          200: subscription,
          403: errorResponse,
          404: errorResponse,
          429: errorResponse,
          502: errorResponse,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { token } = request.body;
      if (token !== undefined) {
        // The link names one gift: another gift's link (or a forged one) stops nothing.
        if (readStopToken(app, token) !== id) throw forbidden(subscriptionMessages.forbidden);
      } else if (!request.user) {
        throw unauthorized();
      }
      const owner = await giftOwner(app.db, id);
      if (!owner) throw notFound(subscriptionMessages.notFound);
      if (token === undefined && owner.donorUserId !== request.user!.id) {
        throw forbidden(subscriptionMessages.forbidden);
      }
      await stopSubscription(app, id, 'donor');
      const [gift] = await subscriptionViews(app.db, eq(subscriptions.id, id));
      return gift!;
    },
  );

  app.post(
    '/sandbox/subscriptions/charge-due',
    {
      preHandler: limitAttempts(app, { perIp: { max: 60, window: 60 * MINUTE } }).preHandler,
      schema: {
        tags: ['subscriptions'],
        operationId: 'chargeDueSandboxSubscriptions',
        security: [],
        summary:
          "The sandbox lets `months` pass and charges every monthly donation that falls due, reporting each charge to its webhook as Mollie's test mode would",
        body: sandboxChargeDueBody,
        response: { ...writeErrors(), 200: sandboxChargeDueResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const { sandbox } = app.payments;
      if (!sandbox) throw notFound(paymentMessages.sandboxOnly);
      const charges = await sandbox.chargeDue(request.body.months, request.body.outcome);
      for (const charge of charges) {
        // The very webhook Mollie would call, at the URL the subscription was made with.
        const url = new URL(charge.webhookUrl);
        const reply = await app.inject({
          method: 'POST',
          url: url.pathname + url.search,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ id: charge.paymentId }).toString(),
        });
        if (reply.statusCode !== 200) {
          request.log.error(
            { paymentId: charge.paymentId, status: reply.statusCode },
            'sandbox: a charge’s webhook failed',
          );
        }
      }
      return {
        charges: charges.map((charge) => ({
          payment_id: charge.paymentId,
          amount: centsToEuros(charge.amountCents),
          status: charge.status,
        })),
      };
    },
  );
};
