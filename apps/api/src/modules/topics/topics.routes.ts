import {
  errorResponse,
  fundraiserListResponse,
  idParam,
  langQuery,
  nonprofitListResponse,
  pagedQuery,
  parentTopicResponse,
  popularTopicsQuery,
  popularTopicsResponse,
  topicDetailsResponse,
  topicListResponse,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';
import { readErrors } from '../../lib/openapi';
import { listFundraisers } from '../fundraisers/fundraisers.service';
import { listNonprofits } from '../nonprofits/nonprofits.service';
import { findTopic, listTopics, parentTopicName, popularTopics } from './topics.service';

const topicNotFound = () => notFound('pages.topic_not_found');

export const topicsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/topics',
    {
      schema: {
        tags: ['topics'],
        operationId: 'listTopics',
        security: [],
        summary:
          'Topics, paged and searchable (English and Dutch names), in the requested language',
        querystring: pagedQuery.extend(langQuery.shape),
        response: { ...readErrors(), 200: topicListResponse },
      },
    },
    async (request) => listTopics(app.db, request.query, request.lang),
  );

  app.get(
    '/topics/popular',
    {
      schema: {
        tags: ['topics'],
        operationId: 'popularTopics',
        security: [],
        summary: 'A random pick of the most followed topics (home page)',
        querystring: popularTopicsQuery.extend(langQuery.shape),
        response: { ...readErrors(), 200: popularTopicsResponse },
      },
    },
    async (request) => ({ data: await popularTopics(app.db, request.query.limit, request.lang) }),
  );

  app.get(
    '/topics/:id',
    {
      schema: {
        tags: ['topics'],
        operationId: 'findTopic',
        security: [],
        summary: 'A topic with its goal and how many non-profits and fundraisers work on it',
        params: idParam,
        querystring: langQuery,
        response: { ...readErrors(), 200: topicDetailsResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const data = await findTopic(app.db, request.params.id, request.lang);
      if (!data) throw topicNotFound();
      return { data };
    },
  );

  const ensureTopic = async (id: number) => {
    if ((await parentTopicName(app.db, id, 'en')) === undefined) throw topicNotFound();
  };

  app.get(
    '/topics/:id/nonprofits',
    {
      schema: {
        tags: ['topics'],
        operationId: 'topicNonprofits',
        security: [],
        summary: 'Non-profits working on a topic',
        params: idParam,
        querystring: pagedQuery,
        response: { ...readErrors(), 200: nonprofitListResponse, 404: errorResponse },
      },
    },
    async (request) => {
      await ensureTopic(request.params.id);
      return listNonprofits(app.db, request.query, request.lang, { topicId: request.params.id });
    },
  );

  app.get(
    '/topics/:id/fundraisers',
    {
      schema: {
        tags: ['topics'],
        operationId: 'topicFundraisers',
        security: [],
        summary: 'Fundraisers for a topic',
        params: idParam,
        querystring: pagedQuery,
        response: { ...readErrors(), 200: fundraiserListResponse, 404: errorResponse },
      },
    },
    async (request) => {
      await ensureTopic(request.params.id);
      return listFundraisers(app.db, request.query, request.lang, {
        topicId: request.params.id,
      });
    },
  );

  app.get(
    '/parent-topic/:id',
    {
      schema: {
        tags: ['topics'],
        operationId: 'parentTopicName',
        security: [],
        summary: 'The name of the goal (SDG) a topic belongs to',
        params: idParam,
        querystring: langQuery,
        response: { ...readErrors(), 200: parentTopicResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const name = await parentTopicName(app.db, request.params.id, request.lang);
      if (!name) throw topicNotFound();
      return { name };
    },
  );
};
