import {
  donationMessages,
  donationReceipt,
  errorResponse,
  idParam,
  payQuery,
  payResponse,
  pageDonationMonthsQuery,
  pageDonationMonthsResponse,
  pageDonationsParams,
  pageDonationsQuery,
  pageDonationsResponse,
  referenceParam,
  refundBody,
  refundResponse,
  userDonationsQuery,
  userDonationsResponse,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { notFound } from '../../lib/http-errors';
import { eurosToCents } from '../../lib/money';
import { asJson, fileResponse, readErrors, writeErrors } from '../../lib/openapi';
import { pageMeta } from '../../lib/paging';
import { requirePageRole, requireSelf } from '../../plugins/ownership';
import { freshProof, requireUser, signedIn } from '../../plugins/auth';
import { limitAttempts, MINUTE } from '../../plugins/rate-limit';
import { readWithFreshStatus } from '../payments/payment-updates.service';
import { donationReceipt as findReceipt, donationsOfUser } from './donations.service';
import { startDonation } from './pay.service';
import { pageDonationMonths } from './page-donation-months';
import { donationsCsv } from './page-donations-csv';
import { donationsXlsx } from './page-donations-xlsx';
import {
  listPageDonations,
  pageDonationTargets,
  pageMonthlyGifts,
  pageOwner,
} from './page-donations.service';
import { requestRefund } from './returns.service';
import { donorWallRoutes } from './donor-wall.routes';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const donationsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(donorWallRoutes);

  app.get(
    '/user/:id/donations',
    {
      onRequest: signedIn,
      schema: {
        tags: ['donations'],
        operationId: 'donationsOfUser',
        summary:
          "The signed-in user's own donations, newest first, a page at a time (the profile activity feed, /orders), with the years that have a paid one",
        security: [{ bearerAuth: [] }],
        params: idParam,
        querystring: userDonationsQuery,
        response: {
          ...readErrors(),
          200: userDonationsResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => {
      const user = requireSelf(request, request.params.id, 'profile.own_donations');
      const list = await donationsOfUser(app.db, user.id, request.query);
      return {
        data: list.data,
        meta: pageMeta(request.query, list.total),
        paid_years: list.paidYears,
      };
    },
  );

  /**
   * The page's owner or an admin helper (the donors' details are money matters, not an
   * editor's), else 401 (no token), 404 (no such page) or 403 (anyone else).
   */
  async function requirePageOwner(
    request: Parameters<typeof requireUser>[0],
    type: 'nonprofit' | 'fundraiser' | 'company',
    id: number,
  ) {
    requireUser(request);
    if ((await pageOwner(app.db, type, id)) === undefined) throw notFound();
    return requirePageRole(request, { type, id }, 'money', donationMessages.ownerOnly);
  }

  app.get(
    '/page-donations/:type/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['donations'],
        operationId: 'pageDonations',
        summary:
          "Every donation to the owner's page (a non-profit's also to its events, projects, fundraisers and company events; a company's to its company events), newest first: filtered by period, status, target, donor name or reference, with totals over the filter and every target the page's donations went to (the `target` filter's choices)",
        security: [{ bearerAuth: [] }],
        params: pageDonationsParams,
        querystring: pageDonationsQuery,
        response: { ...readErrors(403, 404), 200: pageDonationsResponse },
      },
    },
    async (request) => {
      const { type, id } = request.params;
      await requirePageOwner(request, type, id);
      const [list, targets] = await Promise.all([
        listPageDonations(app.db, type, id, request.query),
        pageDonationTargets(app.db, type, id),
      ]);
      return {
        data: list.data,
        meta: pageMeta(request.query, list.total),
        totals: list.totals,
        targets,
        monthly: await pageMonthlyGifts(app.db, type, id),
      };
    },
  );

  app.get(
    '/page-donations/:type/:id/months',
    {
      onRequest: signedIn,
      schema: {
        tags: ['donations'],
        operationId: 'pageDonationMonths',
        summary:
          "The owner's page's money by month (the month a donation was paid, Dutch time) over the list's filter (the same rows as the list and its totals), for the last `months` months up to this one or `to`'s month, or from `from`'s month: gross, net to the organisation, one-time against monthly gifts, new against returning donors",
        security: [{ bearerAuth: [] }],
        params: pageDonationsParams,
        querystring: pageDonationMonthsQuery,
        response: { ...readErrors(403, 404), 200: pageDonationMonthsResponse },
      },
    },
    async (request) => {
      const { type, id } = request.params;
      await requirePageOwner(request, type, id);
      return { data: await pageDonationMonths(app.db, type, id, request.query) };
    },
  );

  app.get(
    '/page-donations/:type/:id/export.csv',
    {
      onRequest: signedIn,
      // A full export reads every donation of the page: a few a minute are plenty.
      preHandler: limitAttempts(app, { perIp: { max: 10, window: MINUTE }, perUser: true })
        .preHandler,
      schema: {
        tags: ['donations'],
        operationId: 'exportPageDonations',
        summary:
          "The same filtered donations as CSV, oldest first, in the request's language and its spreadsheets' conventions (Dutch: semicolons, decimal comma, dd-mm-yyyy HH:mm; English: commas, decimal point, yyyy-mm-dd HH:mm; Amsterdam time), with the money each moved (gross, refunded, charged back, platform fee, payment costs, net); UTF-8 with BOM, RFC 4180, formula-safe, streamed",
        security: [{ bearerAuth: [] }],
        produces: ['text/csv'],
        params: pageDonationsParams,
        querystring: pageDonationsQuery.omit({ page: true, per_page: true }),
        response: {
          200: fileResponse('text/csv', 'The CSV file'),
          ...asJson(readErrors(403, 404, 429)),
        },
      },
    },
    async (request, reply) => {
      const { type, id } = request.params;
      await requirePageOwner(request, type, id);
      const csv = donationsCsv(app.db, { type, id, query: request.query, lang: request.lang });
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${csv.filename}"`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'no-store')
          // A stream: Fastify sends it as it comes (the file schema types a Buffer, never used).
          .send(Readable.from(csv.lines) as unknown as Buffer)
      );
    },
  );

  app.get(
    '/page-donations/:type/:id/export.xlsx',
    {
      onRequest: signedIn,
      // As the CSV: a full export reads every donation of the page.
      preHandler: limitAttempts(app, { perIp: { max: 10, window: MINUTE }, perUser: true })
        .preHandler,
      schema: {
        tags: ['donations'],
        operationId: 'exportPageDonationsXlsx',
        summary:
          "The same filtered donations as an Excel workbook (.xlsx), oldest first, streamed: dates and euros as real date and number cells, headers and words in the request's language, the CSV's columns",
        security: [{ bearerAuth: [] }],
        produces: [XLSX],
        params: pageDonationsParams,
        querystring: pageDonationsQuery.omit({ page: true, per_page: true }),
        response: {
          200: fileResponse(XLSX, 'The workbook'),
          ...asJson(readErrors(403, 404, 429)),
        },
      },
    },
    async (request, reply) => {
      const { type, id } = request.params;
      await requirePageOwner(request, type, id);
      const xlsx = donationsXlsx(app.db, { type, id, query: request.query, lang: request.lang });
      return (
        reply
          .type(XLSX)
          .header('content-disposition', `attachment; filename="${xlsx.filename}"`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'no-store')
          // A stream, as the CSV's.
          .send(xlsx.stream as unknown as Buffer)
      );
    },
  );

  const refundLimit = limitAttempts(app, {
    perIp: { max: 60, window: 60 * MINUTE },
    perUser: true,
  });

  app.post(
    '/donations/:id/refunds',
    {
      onRequest: [signedIn, freshProof],
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

  // A result page polls every 2 s while the donation is open: 120 a minute leaves room for a few
  // donors behind one address, and none for trying references.
  const receiptLimit = limitAttempts(app, { perIp: { max: 120, window: MINUTE } });

  app.get(
    '/donations/:reference',
    {
      preHandler: receiptLimit.preHandler,
      schema: {
        tags: ['donations'],
        operationId: 'donationReceipt',
        security: [],
        summary:
          'A donation by its public reference, for the result pages (no donor e-mail). An open one is checked with the provider first, at most once per few seconds.',
        description: '120 a minute per address.',
        params: referenceParam,
        response: { ...readErrors(429), 200: donationReceipt, 404: errorResponse },
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
