import {
  errorResponse,
  fundraiserMessages,
  idParam,
  messageResponse,
  pageUpdateBody,
  pageUpdateResponse,
  pageUpdatesParams,
  pageUpdatesQuery,
  pageUpdatesResponse,
  updateMessages,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notFound } from '../../lib/http-errors';
import { readErrors, writeErrors } from '../../lib/openapi';
import { withActivity, mayDo, pageRoleOf, requirePageRole } from '../../plugins/ownership';
import { requireUser, signedIn } from '../../plugins/auth';
import { pageNotFound } from '../../lib/page-not-found';
import {
  deleteUpdate,
  findUpdateOnPage,
  findUpdatePage,
  newsfeed,
  pageTimeline,
  postUpdate,
} from './updates.service';

/** Timeline updates of companies, non-profits and fundraisers (Community TIMELINE, NewsFeed). */
export const updatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/page-updates',
    {
      onRequest: signedIn,
      schema: {
        tags: ['updates'],
        operationId: 'postPageUpdate',
        summary: 'Post an update on an own company, non-profit or fundraiser page',
        description:
          "content is rich text, sanitised. event_id: an event of the page's non-profit (a company has none).",
        security: [{ bearerAuth: [] }],
        body: pageUpdateBody,
        response: {
          ...writeErrors(),
          201: pageUpdateResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { page_type: type, page_id: id } = request.body;
      const page = await findUpdatePage(app.db, type, id);
      if (!page) throw pageNotFound(type);
      const user = await requirePageRole(request, page, 'edit', updateMessages.forbidden);
      const data = await withActivity(
        app.db,
        (tx) => postUpdate(tx, user.id, page, request.body, request.lang),
        { page, userId: user.id, action: 'update.posted', subject: async (_, made) => made.title },
      );
      return reply.code(201).send({ message: updateMessages.posted, data });
    },
  );

  app.get(
    '/page-updates/:type/:id',
    {
      schema: {
        tags: ['updates'],
        operationId: 'pageTimeline',
        security: [{}, { bearerAuth: [] }],
        summary: "A page's timeline, newest first",
        description: "An inactive fundraiser's timeline is shown to its owner only.",
        params: pageUpdatesParams,
        querystring: pageUpdatesQuery,
        response: {
          ...readErrors(),
          200: pageUpdatesResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const { type, id } = request.params;
      const page = await findUpdatePage(app.db, type, id);
      if (!page) throw pageNotFound(type);
      if (
        type === 'fundraiser' &&
        !page.active &&
        !(request.user && mayDo(await pageRoleOf(app.db, request.user.id, page), 'edit'))
      )
        throw forbidden(fundraiserMessages.forbiddenView);
      return pageTimeline(app.db, page, request.query, request.lang);
    },
  );

  app.delete(
    '/page-updates/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['updates'],
        operationId: 'deletePageUpdate',
        summary: 'Delete an update of an own page',
        security: [{ bearerAuth: [] }],
        params: idParam,
        response: {
          ...writeErrors(),
          200: messageResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      requireUser(request);
      const update = await findUpdateOnPage(app.db, request.params.id);
      if (!update) throw notFound(updateMessages.notFound);
      const { page, title } = update;
      const user = await requirePageRole(request, page, 'edit', updateMessages.forbiddenDelete);
      await withActivity(app.db, (tx) => deleteUpdate(tx, request.params.id), {
        page,
        userId: user.id,
        action: 'update.deleted',
        subject: title,
      });
      return { message: updateMessages.deleted };
    },
  );

  app.get(
    '/newsfeed',
    {
      onRequest: signedIn,
      schema: {
        tags: ['updates'],
        operationId: 'newsfeed',
        summary: 'Updates of the pages the signed-in user follows, newest first',
        security: [{ bearerAuth: [] }],
        querystring: pageUpdatesQuery,
        response: {
          ...readErrors(),
          200: pageUpdatesResponse,
        },
      },
    },
    async (request) => newsfeed(app.db, requireUser(request).id, request.query, request.lang),
  );
};
