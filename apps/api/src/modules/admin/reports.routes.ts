import {
  idParam,
  reportListResponse,
  reportMessages,
  reportsQuery,
  resolveReportBody,
  resolveReportResponse,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';
import { readErrors, writeErrors } from '../../lib/openapi';
import { requireAdmin } from '../../plugins/auth';
import { findReport, listReports, resolveReport } from '../reports/reports.service';
import { recordAudit } from './audit';

const reportMissing = () => notFound(reportMessages.notFound);

/** The console's reports: what visitors found wrong with pages, and resolving it. */
export const adminReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/reports',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminReports',
        summary: 'Reports of public pages: open ones oldest first, or resolved ones',
        security: [{ bearerAuth: [] }],
        querystring: reportsQuery,
        response: { ...readErrors(403, 429), 200: reportListResponse },
      },
    },
    async (request) => listReports(app.db, request.query),
  );

  app.post(
    '/admin/reports/:id/resolve',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminResolveReport',
        summary: 'Resolve a report: dismissed (nothing wrong) or actioned, with a note',
        security: [{ bearerAuth: [] }],
        params: idParam,
        body: resolveReportBody,
        response: { ...writeErrors(403, 404, 429), 200: resolveReportResponse },
      },
    },
    async (request) => {
      const operator = requireAdmin(request);
      const result = await app.db.transaction(async (tx) => {
        const resolved = await resolveReport(tx, request.params.id, request.body, operator.id);
        if (typeof resolved === 'string') return resolved;
        await recordAudit(tx, {
          actorId: operator.id,
          action: 'report.resolve',
          targetType: 'report',
          targetId: request.params.id,
          before: { resolved_at: null, outcome: null },
          after: { resolved_at: resolved.after.resolved_at, outcome: resolved.after.outcome },
          reason: resolved.after.note,
        });
        return resolved.after;
      });
      if (result === 'missing') throw reportMissing();
      // Resolved before: a second click changes nothing and says how it stands.
      const report = result === 'unchanged' ? await findReport(app.db, request.params.id) : result;
      if (!report) throw reportMissing();
      return { data: report };
    },
  );
};
