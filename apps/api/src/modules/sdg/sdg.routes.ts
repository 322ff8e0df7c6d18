import {
  errorResponse,
  idParam,
  langQuery,
  sdgTopicListResponse,
  sdgTopicResponse,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';
import { readErrors } from '../../lib/openapi';
import { findSdgTopic, listSdgTopics } from './sdg.service';

export const sdgRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sdg-topics',
    {
      schema: {
        tags: ['sdg'],
        operationId: 'listSdgTopics',
        security: [],
        summary: 'The 17 Sustainable Development Goals, in order',
        querystring: langQuery,
        response: { ...readErrors(), 200: sdgTopicListResponse },
      },
    },
    async (request) => ({ data: await listSdgTopics(app.db, request.lang) }),
  );

  app.get(
    '/sdg-topics/:id',
    {
      schema: {
        tags: ['sdg'],
        operationId: 'findSdgTopic',
        security: [],
        summary: 'One Sustainable Development Goal',
        params: idParam,
        querystring: langQuery,
        response: { ...readErrors(), 200: sdgTopicResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const topic = await findSdgTopic(app.db, request.params.id, request.lang);
      if (!topic) throw notFound('pages.sdg_topic_not_found');
      return { data: topic };
    },
  );
};
