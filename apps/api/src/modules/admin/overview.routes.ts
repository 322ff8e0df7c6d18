import { adminOverviewResponse } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readErrors } from '../../lib/openapi';
import { overview } from './overview.service';

/** The console's Overview: today, this week and this month, and what needs attention. */
export const adminOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/overview',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminOverview',
        summary:
          'Paid donations, new pages and users today, this week and this month (Amsterdam days); open contact messages; payments open over an hour',
        security: [{ bearerAuth: [] }],
        response: { ...readErrors(403, 429), 200: adminOverviewResponse },
      },
    },
    async () => ({ data: await overview(app.db) }),
  );
};
