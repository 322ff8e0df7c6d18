import {
  receiptFileName,
  receiptMessages,
  receiptParams,
  receiptQuery,
  statementFileName,
  statementParams,
  statementQuery,
} from '@app/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';
import { asJson, fileResponse, readErrors } from '../../lib/openapi';
import type { PdfPlatform } from '../../lib/pdf-document';
import { requireSelf } from '../../plugins/ownership';
import { signedIn } from '../../plugins/auth';
import { limitAttempts, MINUTE } from '../../plugins/rate-limit';
import { receiptPdf, statementPdf } from './receipt-pdfs';
import { readReceipt, statementOf } from './receipts.service';

/** A PDF as a download that no shared cache keeps: it carries a donor's name and gifts. */
function sendPdf(reply: FastifyReply, filename: string, pdf: Buffer) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** The platform's details every page's footer carries. */
const platformOf = (app: FastifyInstance): PdfPlatform => ({
  url: app.config.APP_URL,
  email: app.config.CONTACT_EMAIL,
});

export const receiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/donations/:reference/receipt.pdf',
    {
      // Rendering a PDF costs more than a page of JSON, and the reference is the link's secret.
      preHandler: limitAttempts(app, { perIp: { max: 30, window: MINUTE } }).preHandler,
      schema: {
        tags: ['receipts'],
        operationId: 'donationReceiptPdf',
        security: [],
        summary: 'The receipt of a paid donation as a PDF, by its public reference',
        description:
          "application/pdf, as a download: where the gift went, what was paid, refunded or charged back, when, how and by whom (not when anonymous). In the language of `?lang`, else the donation's. 404 for an unknown reference or a donation that is not paid; an open one is checked with the provider first, at most once per few seconds. 30 a minute per address.",
        params: receiptParams,
        querystring: receiptQuery,
        produces: ['application/pdf'],
        response: {
          200: fileResponse('application/pdf', 'The receipt'),
          ...asJson(readErrors(404, 429)),
        },
      },
    },
    async (request, reply) => {
      const receipt = await readReceipt(app, request.params.reference);
      if (!receipt) throw notFound(receiptMessages.notFound);
      const logo = receipt.logo ? ((await app.storage.read(receipt.logo)) ?? null) : null;
      const pdf = await receiptPdf(receipt, {
        lang: request.query.lang ?? receipt.locale,
        platform: platformOf(app),
        logo,
      });
      return sendPdf(reply, receiptFileName(receipt.reference), pdf);
    },
  );

  app.get(
    '/user/:id/donations/statement.pdf',
    {
      onRequest: signedIn,
      schema: {
        tags: ['receipts'],
        operationId: 'donationStatementPdf',
        security: [{ bearerAuth: [] }],
        summary: "The signed-in user's yearly statement of donations as a PDF (Dutch tax return)",
        description:
          "application/pdf, as a download: the user's donations paid in `year` (Dutch time), net of refunds and chargebacks, per organisation (the non-profit given to, or the page's non-profit; a page without one by its own name), each with date, page, amount and reference, and the year's total; a gift that went back in full is left out. A year without gifts gives a PDF that says so. In the language of `?lang`, else the account's.",
        params: statementParams,
        querystring: statementQuery,
        produces: ['application/pdf'],
        response: {
          200: fileResponse('application/pdf', 'The statement'),
          ...asJson(readErrors(403)),
        },
      },
    },
    async (request, reply) => {
      const user = requireSelf(request, request.params.id, receiptMessages.ownStatement);
      const { year } = request.query;
      const lang = request.query.lang ?? user.locale;
      const groups = await statementOf(app.db, user.id, year, lang);
      const pdf = await statementPdf({
        year,
        lang,
        donorName: user.name,
        groups,
        platform: platformOf(app),
      });
      return sendPdf(reply, statementFileName(year), pdf);
    },
  );
};
