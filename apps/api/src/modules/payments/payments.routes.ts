import {
  errorResponse,
  jobPayBody,
  langQuery,
  jobPayResponse,
  paymentMessages,
  plansResponse,
  premiumCheckResponse,
  premiumPurchase,
  referenceParam,
  sandboxPayment,
  sandboxPaymentBody,
  sandboxPaymentParam,
  sandboxPaymentResult,
  sandboxChargeback,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../lib/http-errors';
import { centsToEuros } from '../../lib/money';
import { readErrors, writeErrors } from '../../lib/openapi';
import { GatewayError } from '../../payment-gateways/gateway';
import { requireUser, signedIn } from '../../plugins/auth';
import { limitAttempts, MINUTE } from '../../plugins/rate-limit';
import { readWithFreshStatus, syncPayment } from './payment-updates.service';
import { activePlans, premiumPurchaseOf, startPremiumPayment } from './premium.service';

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Mollie posts its webhook as a form (`id=tr_...`); only this plugin reads forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    '/mollie/webhook',
    {
      schema: {
        tags: ['payments'],
        operationId: 'mollieWebhook',
        security: [],
        summary:
          "The provider's status webhook: form field `id` only. The payment is read from the provider, never from the request; an unknown id changes nothing.",
        body: z.object({ id: z.string().max(64).optional() }).loose(),
        querystring: z.object({
          subscription: z
            .string()
            .max(20)
            .optional()
            .describe('Set in the URL a subscription reports its charges to'),
        }),
        response: { ...writeErrors(), 200: z.object({}), 503: errorResponse },
      },
    },
    async (request) => {
      const id = request.body.id;
      if (!id) return {};
      try {
        await syncPayment(app, id, { subscription: request.query.subscription });
      } catch (err) {
        // The provider could not be asked: a non-200 makes it call again later.
        if (err instanceof GatewayError) {
          request.log.error({ err, paymentId: id }, 'webhook: payment could not be read');
          throw new HttpError(503, 'payments.provider_unreachable');
        }
        throw err;
      }
      return {};
    },
  );

  app.get(
    '/plans',
    {
      schema: {
        tags: ['payments'],
        operationId: 'listPlans',
        security: [],
        summary: 'Paid plans; plan 1 is the one-time job posting plan',
        querystring: langQuery,
        response: { ...readErrors(), 200: plansResponse },
      },
    },
    async (request) => ({ data: await activePlans(app.db, request.lang) }),
  );

  const payLimit = limitAttempts(app, {
    perIp: { max: app.config.PAY_RATE_LIMIT_PER_HOUR, window: 60 * MINUTE },
  });

  app.post(
    '/job-pay',
    {
      onRequest: signedIn,
      preHandler: payLimit.preHandler,
      schema: {
        tags: ['payments'],
        operationId: 'startPremiumPayment',
        summary:
          "Pay for a plan (premium: job posting). The price is the plan's; user_id and amount in the body are ignored.",
        security: [{ bearerAuth: [] }],
        body: jobPayBody,
        response: {
          ...writeErrors(),
          200: jobPayResponse,
          429: errorResponse,
          502: errorResponse,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const started = await startPremiumPayment(
        app,
        user,
        { planId: request.body.plan_id, nonprofitId: request.body.nonprofit_id },
        request.lang,
      );
      return { checkout_url: started.checkoutUrl, reference: started.reference };
    },
  );

  app.get(
    '/premium-check',
    {
      onRequest: signedIn,
      schema: {
        tags: ['payments'],
        operationId: 'premiumCheck',
        summary: 'Whether the signed-in user is premium (may post jobs)',
        security: [{ bearerAuth: [] }],
        response: { ...readErrors(), 200: premiumCheckResponse, 401: errorResponse },
      },
    },
    async (request) => ({ premium: requireUser(request).premiumSince !== null }),
  );

  app.get(
    '/premium-purchases/:reference',
    {
      onRequest: signedIn,
      schema: {
        tags: ['payments'],
        operationId: 'findPremiumPurchase',
        summary: "The signed-in buyer's plan payment, for the result page",
        security: [{ bearerAuth: [] }],
        params: referenceParam,
        response: { ...readErrors(), 200: premiumPurchase, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { reference } = request.params;
      const purchase = await readWithFreshStatus(app, () =>
        premiumPurchaseOf(app.db, user, reference, request.lang),
      );
      if (!purchase) throw notFound(paymentMessages.purchaseNotFound);
      const { providerPaymentId: _, ...body } = purchase;
      return body;
    },
  );

  await app.register(sandboxRoutes);
};

/** The built-in sandbox's checkout: only there when the sandbox is the payment provider. */
const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const sandbox = () => {
    if (!app.payments.sandbox) throw notFound(paymentMessages.sandboxOnly);
    return app.payments.sandbox;
  };

  app.get(
    '/sandbox/payments/:paymentId',
    {
      schema: {
        tags: ['payments'],
        operationId: 'findSandboxPayment',
        security: [],
        summary: 'A sandbox payment, for its checkout page',
        params: sandboxPaymentParam,
        response: { ...readErrors(), 200: sandboxPayment, 404: errorResponse },
      },
    },
    async (request) => {
      const row = await sandbox().find(request.params.paymentId);
      if (!row) throw notFound(paymentMessages.sandboxPaymentNotFound);
      return {
        id: row.id,
        amount: centsToEuros(row.amountCents),
        currency: 'EUR' as const,
        description: row.description,
        status: row.status,
        created_at: row.createdAt.toISOString(),
      };
    },
  );

  app.post(
    '/sandbox/payments/:paymentId',
    {
      schema: {
        tags: ['payments'],
        operationId: 'settleSandboxPayment',
        security: [],
        summary:
          "The payer's choice on the sandbox checkout: settles the payment, runs the webhook handling, and answers where the browser goes next",
        params: sandboxPaymentParam,
        body: sandboxPaymentBody,
        response: {
          ...writeErrors(),
          200: sandboxPaymentResult,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => {
      const settled = await sandbox().settle(request.params.paymentId, request.body.status);
      if (settled === null) throw notFound(paymentMessages.sandboxPaymentNotFound);
      if (settled === 'done') throw new HttpError(409, paymentMessages.sandboxPaymentDone);
      // What Mollie does next: call the webhook, then send the payer back.
      await syncPayment(app, settled.id);
      return {
        redirect_url: settled.status === 'canceled' ? settled.cancelUrl : settled.redirectUrl,
      };
    },
  );

  app.post(
    '/sandbox/payments/:paymentId/chargeback',
    {
      schema: {
        tags: ['payments'],
        operationId: 'chargeBackSandboxPayment',
        security: [],
        summary:
          "The donor's bank takes back what remains of a paid sandbox payment (a chargeback, as in Mollie's test mode), then the webhook handling runs",
        params: sandboxPaymentParam,
        response: {
          ...writeErrors(),
          201: sandboxChargeback,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const chargeback = await sandbox().chargeBack(request.params.paymentId);
      if (chargeback === null) throw notFound(paymentMessages.sandboxPaymentNotFound);
      if (chargeback === 'not-paid') throw new HttpError(409, paymentMessages.sandboxNotPaid);
      await syncPayment(app, request.params.paymentId);
      return reply
        .code(201)
        .send({ id: chargeback.id, amount: centsToEuros(chargeback.amountCents) });
    },
  );
};
