import {
  errorResponse,
  followBody,
  followersCountResponse,
  followMessages,
  followParams,
  followResponse,
  followsListResponse,
  idParam,
  messageResponse,
  type FollowType,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';
import { camelCase, readErrors, writeErrors } from '../../lib/openapi';
import { requireSelf } from '../../plugins/ownership';
import { requireUser, signedIn } from '../../plugins/auth';
import { follow, followersCount, listFollows, targetExists, unfollow } from './follows.service';

export const followsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/follows',
    {
      onRequest: signedIn,
      schema: {
        tags: ['follows'],
        operationId: 'follow',
        summary: 'Follow a topic, non-profit, fundraiser or company',
        security: [{ bearerAuth: [] }],
        body: followBody,
        response: {
          ...writeErrors(),
          200: followResponse,
          201: followResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { created, item } = await follow(
        app.db,
        user.id,
        request.body.type,
        request.body.id,
        request.lang,
      );
      return reply
        .code(created ? 201 : 200)
        .send({ follow: item, message: followMessages.followed });
    },
  );

  app.delete(
    '/follows/:type/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['follows'],
        operationId: 'unfollow',
        summary: 'Stop following',
        security: [{ bearerAuth: [] }],
        params: followParams,
        response: {
          ...writeErrors(),
          200: messageResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await unfollow(app.db, user.id, request.params.type, request.params.id);
      return { message: followMessages.unfollowed };
    },
  );

  app.get(
    '/user/:id/follows',
    {
      onRequest: signedIn,
      schema: {
        tags: ['follows'],
        operationId: 'listFollows',
        summary: 'What the signed-in user follows (own list only)',
        security: [{ bearerAuth: [] }],
        params: idParam,
        response: {
          ...readErrors(),
          200: followsListResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => {
      const user = requireSelf(request, request.params.id, 'profile.own_follows');
      return { data: await listFollows(app.db, user.id, request.lang) };
    },
  );

  const NOT_FOUND: Partial<Record<FollowType, string>> = {
    nonprofit: 'pages.nonprofit_not_found',
    fundraiser: 'pages.fundraiser_not_found',
  };
  const counter = (type: FollowType, path: string, what: string) =>
    app.get(
      path,
      {
        schema: {
          tags: ['follows'],
          operationId: camelCase(type, 'followers count'),
          security: [],
          summary: `Number of followers of a ${what}`,
          params: idParam,
          response: { ...readErrors(), 200: followersCountResponse, 404: errorResponse },
        },
      },
      async (request) => {
        if (!(await targetExists(app.db, type, request.params.id))) throw notFound(NOT_FOUND[type]);
        return { followers_count: await followersCount(app.db, type, request.params.id) };
      },
    );
  counter('nonprofit', '/nonprofit-followers/:id', 'non-profit');
  counter('fundraiser', '/fundraiser-followers/:id', 'fundraiser');
};
