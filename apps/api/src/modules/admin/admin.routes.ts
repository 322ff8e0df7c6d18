import { auditListResponse, auditQuery } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readErrors } from '../../lib/openapi';
import { requireAdmin } from '../../plugins/auth';
import { limitAttempts, MINUTE } from '../../plugins/rate-limit';
import { listAudit } from './audit';
import { adminContentRoutes } from './content.routes';
import { adminMessagesRoutes } from './messages.routes';
import { adminOverviewRoutes } from './overview.routes';
import { adminTranslationsRoutes } from './translations.routes';
import { adminPagesRoutes } from './pages.routes';
import { adminReportsRoutes } from './reports.routes';
import { adminPeopleRoutes } from './people.routes';
import { adminDonationsRoutes } from './donations.routes';

/** Requests an operator may make per minute: the console's screens ask for a few at a time. */
export const ADMIN_REQUESTS_PER_MINUTE = 300;

/**
 * The operator's console: every route under /admin. A visitor gets 401 and anyone but
 * an operator 403 before anything is read (the same hook for every section), then the operator's
 * requests are counted (429 past the limit). Each section registers its routes here; each change
 * writes its audit entry in its own transaction (`recordAudit`).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });
  const limit = limitAttempts(app, {
    name: 'admin',
    perIp: { max: ADMIN_REQUESTS_PER_MINUTE, window: MINUTE },
    perUser: true,
  });
  app.addHook('preHandler', limit.preHandler);
  await app.register(adminContentRoutes);
  await app.register(adminOverviewRoutes);
  await app.register(adminTranslationsRoutes);
  await app.register(adminMessagesRoutes);
  await app.register(adminPagesRoutes);
  await app.register(adminReportsRoutes);
  await app.register(adminPeopleRoutes);
  await app.register(adminDonationsRoutes);

  app.get(
    '/admin/audit',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminAuditLog',
        summary: 'The audit log: every change made through the console, newest first',
        security: [{ bearerAuth: [] }],
        querystring: auditQuery,
        response: { ...readErrors(403, 429), 200: auditListResponse },
      },
    },
    async (request) => listAudit(app.db, request.query),
  );
};
