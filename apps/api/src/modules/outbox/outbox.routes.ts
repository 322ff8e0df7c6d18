import {
  errorResponse,
  OUTBOX_DAYS,
  OUTBOX_LIMIT,
  outboxMessages,
  outboxQuery,
  outboxResponse,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';
import { readErrors } from '../../lib/openapi';
import { limitAttempts, MINUTE } from '../../plugins/rate-limit';
import { hasOutbox, outboxMails } from './outbox.service';

/** Lookups of the outbox per IP address per minute: a person reading their mail, with room. */
export const OUTBOX_LOOKUPS_PER_MINUTE = 60;

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = hasOutbox(app.config);

  app.get(
    '/outbox',
    {
      // Before the query is read or counted: a platform without an outbox answers every
      // request with 404, whatever it asks.
      onRequest: async () => {
        if (!open) throw notFound(outboxMessages.testOnly);
      },
      preHandler: limitAttempts(app, {
        perIp: { max: OUTBOX_LOOKUPS_PER_MINUTE, window: MINUTE },
      }).preHandler,
      schema: {
        tags: ['outbox'],
        operationId: 'listOutboxMails',
        security: [],
        summary: 'The e-mails a test platform kept for one address (test mode without SMTP only)',
        description: `Only on a test platform (PAYMENTS_MODE=test) without SMTP_URL, whose e-mails stay on the server: the e-mails written to \`to\` in the last ${OUTBOX_DAYS} days, newest first, at most ${OUTBOX_LIMIT}, with their subject, date, language, text and links. Anywhere else it answers 404 to every request. At most ${OUTBOX_LOOKUPS_PER_MINUTE} lookups per IP address per minute.`,
        querystring: outboxQuery,
        response: {
          ...readErrors(),
          200: outboxResponse,
          404: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      // Reset links: not for a shared cache.
      reply.header('cache-control', 'no-store');
      return { data: await outboxMails(app.db, request.query.to) };
    },
  );
};
