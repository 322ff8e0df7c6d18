import {
  langQuery,
  totalFundraisersResponse,
  totalRaisedResponse,
  totalSupportersResponse,
} from '@app/contract';
import { formatCount, formatEuros } from '@app/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { centsToEuros } from '../../lib/money';
import { readErrors } from '../../lib/openapi';
import { totalFundraisers, totalRaisedCents, totalSupporters } from './stats.service';

/** Platform totals for the home page; every figure counts paid donations, net of refunds and chargebacks. */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/total-raised',
    {
      schema: {
        tags: ['stats'],
        operationId: 'totalRaised',
        security: [],
        summary: 'Total of all paid donations, net of refunds and chargebacks',
        querystring: langQuery,
        response: { ...readErrors(), 200: totalRaisedResponse },
      },
    },
    async (request) => {
      const euros = centsToEuros(await totalRaisedCents(app.db));
      return { total_raised: euros, total_raised_formatted: formatEuros(euros, request.lang) };
    },
  );

  app.get(
    '/total-supporters',
    {
      schema: {
        tags: ['stats'],
        operationId: 'totalSupporters',
        security: [],
        summary: 'Number of distinct donors with a paid donation that was not wholly returned',
        querystring: langQuery,
        response: { ...readErrors(), 200: totalSupportersResponse },
      },
    },
    async (request) => {
      const count = await totalSupporters(app.db);
      return {
        total_supporters: count,
        total_supporters_formatted: formatCount(count, request.lang),
      };
    },
  );

  app.get(
    '/total-fundraisers',
    {
      schema: {
        tags: ['stats'],
        operationId: 'totalFundraisers',
        security: [],
        summary: 'Number of fundraisers that received a paid donation',
        querystring: langQuery,
        response: { ...readErrors(), 200: totalFundraisersResponse },
      },
    },
    async (request) => {
      const count = await totalFundraisers(app.db);
      return {
        total_fundraisers: count,
        total_fundraisers_formatted: formatCount(count, request.lang),
      };
    },
  );
};
