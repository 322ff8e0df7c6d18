import { healthFailureResponse, healthResponse } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readErrors } from '../../lib/openapi';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        operationId: 'checkHealth',
        security: [],
        summary: 'Liveness and database check',
        response: { ...readErrors(), 200: healthResponse, 503: healthFailureResponse },
      },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'error' as const, database: 'unreachable' as const });
      }
      return {
        status: 'ok' as const,
        database: 'ok' as const,
        uptime_seconds: Math.round(process.uptime()),
      };
    },
  );
};
