import {
  donationMessages,
  donorMessageBody,
  donorMessageResponse,
  donorWallParams,
  donorWallQuery,
  donorWallResponse,
  idParam,
} from '@app/contract';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notFound } from '../../lib/http-errors';
import { readErrors, writeErrors } from '../../lib/openapi';
import { requireUser, signedIn } from '../../plugins/auth';
import { findDonationTarget } from '../pages/donation-targets';
import { donorWall, setMessageHidden } from './donor-wall.service';

/** Whether the request's If-None-Match names `etag`. */
const matches = (header: string | undefined, etag: string) =>
  header !== undefined && header.split(',').some((tag) => tag.trim() === etag);

export const donorWallRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/donor-wall/:type/:id',
    {
      schema: {
        tags: ['donations'],
        operationId: 'donorWall',
        security: [],
        summary:
          "A page's donor wall: the gifts its raised amount counts, newest or largest first, with the donor's name and message only where the donor chose to show them and did not give anonymously, and the number of donors",
        description:
          'Revalidated on every read (ETag): a gift, a refund or a hidden message shows at once.',
        params: donorWallParams,
        querystring: donorWallQuery,
        response: {
          ...readErrors(404),
          200: donorWallResponse,
          304: z.null().describe('Not modified: the wall of the ETag sent is current'),
        },
      },
    },
    async (request, reply) => {
      const { type, id } = request.params;
      const page = await findDonationTarget(app.db, type, id);
      if (!page) throw notFound(donationMessages.targetNotFound);
      const wall = await donorWall(app.db, type, id, request.query);
      // The wall is public and the same for everyone: a cache may keep it, but asks again each
      // time, and an unchanged wall costs a 304 instead of its body.
      const etag = `"${createHash('sha1').update(JSON.stringify(wall)).digest('base64url')}"`;
      reply.header('cache-control', 'public, no-cache').header('etag', etag);
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return wall;
    },
  );

  app.put(
    '/donations/:id/message',
    {
      onRequest: signedIn,
      schema: {
        tags: ['donations'],
        operationId: 'hideDonorMessage',
        security: [{ bearerAuth: [] }],
        summary:
          "Hide a donor's message from the page's donor wall, or show it again: by the owner of the page given to, of its non-profit, or of the account paid. The gift stays on the wall.",
        params: idParam,
        body: donorMessageBody,
        response: { ...writeErrors(403, 404), 200: donorMessageResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const result = await setMessageHidden(
        app.db,
        request.params.id,
        user.id,
        request.body.hidden,
      );
      if (result === 'missing') throw notFound(donationMessages.notFound);
      if (result === 'forbidden') throw forbidden(donationMessages.ownerOnly);
      return { id: request.params.id, message_hidden: result.hidden };
    },
  );
};
