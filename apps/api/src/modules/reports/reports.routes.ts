import {
  donationTargetTypes,
  pageDetailsParams,
  reportBody,
  reportMessages,
  reportResponse,
  type DonationTargetType,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ValidationError } from '../../lib/validation';
import { shownMessageOnWall } from '../donations/donor-wall.service';
import { enqueueMail } from '../../lib/mail-outbox';
import { writeErrors } from '../../lib/openapi';
import { limitAttempts, MINUTE } from '../../plugins/rate-limit';
import { findPageDetails } from '../pages/pages.service';
import { pageNotFound } from '../../lib/page-not-found';
import { pagePath } from '../share/spa-routes';
import { addReport } from './reports.service';
import { reportMail } from './report-mail';

/**
 * Reporting a public page: anyone may, signed in or not; the operators are e-mailed
 * (CONTACT_EMAIL) and see it in the console. A few per hour per address, so it cannot be used to
 * flood them.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:type/report/:id',
    {
      preHandler: limitAttempts(app, { perIp: { max: 5, window: 60 * MINUTE } }).preHandler,
      schema: {
        tags: ['reports'],
        operationId: 'reportPage',
        security: [{}, { bearerAuth: [] }],
        summary: 'Tell the operators what is wrong with a public page',
        params: pageDetailsParams,
        body: reportBody,
        response: { ...writeErrors(404, 429), 201: reportResponse },
      },
    },
    async (request, reply) => {
      const { type, id } = request.params;
      const page = await findPageDetails(app, type, id, 'en');
      if (!page) throw pageNotFound(type);
      const { reason, details, email, donation_id: donationId } = request.body;
      // A donor's message: only one the page's donor wall shows now.
      const message =
        donationId === undefined
          ? null
          : (donationTargetTypes as readonly string[]).includes(type)
            ? await shownMessageOnWall(app.db, type as DonationTargetType, id, donationId)
            : null;
      if (donationId !== undefined && message === null) {
        throw new ValidationError({ donation_id: [reportMessages.messageNotFound] });
      }
      const name = page.name;
      const url = `${app.config.APP_URL}${pagePath[type](id)}`;
      await app.db.transaction(async (tx) => {
        await addReport(
          tx,
          { type, id },
          { reason, details, email, donation_id: donationId },
          request.user?.id ?? null,
        );
        await enqueueMail(
          tx,
          reportMail({
            to: app.config.CONTACT_EMAIL,
            appUrl: app.config.APP_URL,
            type,
            page: name,
            url,
            reason,
            message,
            details: details ?? null,
            email: email ?? null,
          }),
        );
      });
      return reply.code(201).send({ message: reportMessages.thanks });
    },
  );
};
