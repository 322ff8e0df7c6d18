import {
  errorResponse,
  idParam,
  mollieConnectionResponse,
  mollieConnectQuery,
  mollieConnectResponse,
  nonprofitMessages,
  paymentMessages,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { readErrors, writeErrors } from '../../lib/openapi';
import { requirePageRole } from '../../plugins/ownership';
import { freshProof, requireUser, signedIn } from '../../plugins/auth';
import { findNonprofit } from '../nonprofits/nonprofit-profile.service';
import {
  connectionStatus,
  consumeConnectState,
  disconnect,
  saveConnection,
  startConnect,
} from './connections.service';
import type { Db } from '../../db/client';

/**
 * The non-profit, whose payout the signed-in user may change (its owner or an admin helper, not
 * an editor): 401, 404 or 403 otherwise.
 */
async function ownNonprofit(db: Db, request: FastifyRequest, id: number) {
  requireUser(request);
  const nonprofit = await findNonprofit(db, id);
  if (!nonprofit) throw notFound(nonprofitMessages.notFound);
  const page = { type: 'nonprofit', id: nonprofit.id } as const;
  return requirePageRole(request, page, 'money', paymentMessages.connectNotOwner);
}

export const mollieConnectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mollie/connect',
    {
      onRequest: signedIn,
      schema: {
        tags: ['payments'],
        operationId: 'startMollieConnect',
        summary:
          "Mollie Connect: where the non-profit's owner grants access to their payment account (a one-time state bound to the user and the non-profit)",
        security: [{ bearerAuth: [] }],
        querystring: mollieConnectQuery,
        response: {
          ...readErrors(),
          200: mollieConnectResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const user = await ownNonprofit(app.db, request, request.query.nonprofit_id);
      return {
        authorization_url: await startConnect(app, user.id, request.query.nonprofit_id),
      };
    },
  );

  app.get(
    '/mollie/connection/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['payments'],
        operationId: 'mollieConnectionStatus',
        summary: 'Whether the non-profit receives donations on its own payment account (owner)',
        security: [{ bearerAuth: [] }],
        params: idParam,
        response: {
          ...readErrors(),
          200: mollieConnectionResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      await ownNonprofit(app.db, request, request.params.id);
      return connectionStatus(app, request.params.id);
    },
  );

  app.delete(
    '/mollie/connection/:id',
    {
      onRequest: [signedIn, freshProof],
      schema: {
        tags: ['payments'],
        operationId: 'disconnectMollie',
        summary:
          "The non-profit stops receiving donations on its own payment account: its monthly donations there are stopped first (their donors are told), then its tokens are deleted; new donations go to the platform's account",
        security: [{ bearerAuth: [] }],
        params: idParam,
        response: {
          ...writeErrors(),
          200: mollieConnectionResponse,
          403: errorResponse,
          404: errorResponse,
          502: errorResponse,
        },
      },
    },
    async (request) => {
      await ownNonprofit(app.db, request, request.params.id);
      // With its token still there: a gift on the account can only be stopped with it.
      for (const ending of app.connectionEndHooks) await ending(app, request.params.id);
      await disconnect(app, request.params.id);
      return connectionStatus(app, request.params.id);
    },
  );

  app.get(
    '/mollie/callback',
    {
      schema: {
        tags: ['payments'],
        operationId: 'finishMollieConnect',
        security: [],
        summary:
          'Where the provider sends the owner back: exchanges the code, stores the tokens encrypted, and lands on /mollie-connect-success or /mollie-connect-failed',
        querystring: z
          .object({
            code: z.string().max(512).optional(),
            state: z.string().max(512).optional(),
            error: z.string().max(512).optional(),
          })
          .loose(),
        response: { ...readErrors(), 302: z.null() },
      },
    },
    async (request, reply) => {
      const { code, state, error } = request.query;
      const claim = state ? await consumeConnectState(app, state) : null;
      const land = (outcome: 'success' | 'failed', reason?: string) => {
        const query = new URLSearchParams();
        if (claim) query.set('nonprofit', String(claim.nonprofitId));
        if (reason) query.set('reason', reason);
        const search = query.size > 0 ? `?${query}` : '';
        return reply.redirect(app.payments.urls.web(`/mollie-connect-${outcome}${search}`), 302);
      };
      if (!claim) return land('failed', 'state');
      if (error || !code) return land('failed', error === 'access_denied' ? 'denied' : 'provider');
      try {
        const { connect } = app.payments;
        const tokens = await connect.exchangeCode(code);
        const account = await connect.account(tokens.accessToken);
        await saveConnection(app, {
          nonprofitId: claim.nonprofitId,
          userId: claim.userId,
          tokens,
          ...account,
        });
      } catch (err) {
        request.log.error({ err, nonprofitId: claim.nonprofitId }, 'Mollie Connect failed');
        return land('failed', 'provider');
      }
      return land('success');
    },
  );
};
