import {
  donorErasureBody,
  donorErasureResponse,
  errorResponse,
  PERSONAL_DATA_FILE,
  privacyMessages,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/http-errors';
import { asJson, fileResponse, readErrors, writeErrors } from '../../lib/openapi';
import { fieldError } from '../../lib/validation';
import { requireUser, signedIn } from '../../plugins/auth';
import { limitAttempts, MINUTE } from '../../plugins/rate-limit';
import { personalDataArchive } from './export-archive';
import { donorErasureLinks, eraseByEmail, exportPersonalData } from './privacy.service';

export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = donorErasureLinks(app.config.APP_KEY);

  app.get(
    '/privacy/export',
    {
      onRequest: signedIn,
      // A download reads every table of the account: a few per hour are plenty.
      preHandler: limitAttempts(app, { perIp: { max: 5, window: 60 * MINUTE }, perUser: true })
        .preHandler,
      schema: {
        tags: ['privacy'],
        operationId: 'exportPersonalData',
        security: [{ bearerAuth: [] }],
        summary: "Download the signed-in user's personal data (ZIP with data.json and index.html)",
        description:
          'application/zip with `data.json` (every table of the account, secrets such as password and token hashes left out) and `index.html` (the same, readable, in the request language). Five per hour per user.',
        produces: ['application/zip'],
        response: {
          200: fileResponse('application/zip', 'The ZIP file'),
          ...asJson(readErrors(429)),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const exported = await exportPersonalData(app.db, user.id, request.lang);
      // Deleted between the token check and now.
      if (!exported) throw unauthorized();
      const { account, data } = exported;
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${PERSONAL_DATA_FILE}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(personalDataArchive(data, account.name));
    },
  );

  app.post(
    '/privacy/donor-erasure',
    {
      preHandler: limitAttempts(app, { perIp: { max: 10, window: 15 * MINUTE } }).preHandler,
      schema: {
        tags: ['privacy'],
        operationId: 'eraseDonorData',
        security: [],
        summary: 'Erase the personal data of every gift made with an e-mail address (receipt link)',
        description: `With the signed token of the link in a receipt e-mail (valid 30 days): removes the name, e-mail address and message of every donation made with that address, and the e-mails and contact messages stored under it. Amounts, dates, targets, references and statuses stay. Asking again changes nothing and answers 200 with 0 donations.`,
        body: donorErasureBody,
        response: {
          ...writeErrors(),
          200: donorErasureResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const link = links.read(request.body.token);
      if (link === 'invalid' || link === 'expired') {
        throw fieldError(
          'token',
          link === 'invalid' ? privacyMessages.invalidLink : privacyMessages.expiredLink,
        );
      }
      const changed = await eraseByEmail(app.db, link.email);
      return {
        message: privacyMessages.erased,
        donations: changed,
      };
    },
  );
};
