import {
  communityResponse,
  contentBlocksResponse,
  errorResponse,
  isOperator,
  pageDetailsParams,
  pageDetailsResponse,
  teamPageTypes,
  type PageType,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readErrors } from '../../lib/openapi';
import { pageNotFound } from '../../lib/page-not-found';
import { pageRoleOf } from '../../plugins/ownership';
import { communityOf, contentBlocksOf, findPageDetails } from './pages.service';

/** A deactivated page is open to its owner and the operators only. */
export const mayOpen = (
  user: { id: number; role: string } | null,
  page: { active: boolean; user_id: number },
) => page.active || user?.id === page.user_id || isOperator(user?.role);

/** Detail pages of every kind: `/{type}/details/{id}` and what they show beside the details. */
export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  /** `mayOpen`, and a deactivated page is also open to those who help run it (its team). */
  const mayOpenPage = async (
    user: { id: number; role: string } | null,
    type: PageType,
    page: { id: number; active: boolean; user_id: number },
  ) => {
    if (mayOpen(user, page)) return true;
    const teamType = teamPageTypes.find((kind) => kind === type);
    if (!user || !teamType) return false;
    return (await pageRoleOf(app.db, user.id, { type: teamType, id: page.id })) !== null;
  };

  app.get(
    '/:type/details/:id',
    {
      schema: {
        tags: ['pages'],
        operationId: 'findPageDetails',
        security: [{}, { bearerAuth: [] }],
        summary: 'A non-profit, fundraiser, event, project, company or company event in detail',
        description:
          'A page an operator deactivated is a 404, as a missing one, to anyone but its owner, its team and the operators.',
        params: pageDetailsParams,
        response: { ...readErrors(), 200: pageDetailsResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const { type, id } = request.params;
      const data = await findPageDetails(app, type, id, request.lang);
      if (!data || !(await mayOpenPage(request.user, type, data))) throw pageNotFound(type);
      return { data };
    },
  );

  app.get(
    '/:type/content-block/:id',
    {
      schema: {
        tags: ['pages'],
        operationId: 'contentBlocksOf',
        security: [],
        summary: "A page's ordered text, video and picture blocks",
        params: pageDetailsParams,
        response: { ...readErrors(), 200: contentBlocksResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const { type, id } = request.params;
      const blocks = await contentBlocksOf(app.db, type, id, request.lang);
      if (blocks.length === 0 && !(await findPageDetails(app, type, id, request.lang)))
        throw pageNotFound(type);
      return { data: blocks };
    },
  );

  app.get(
    '/:type/community/:id',
    {
      schema: {
        tags: ['pages'],
        operationId: 'communityOf',
        security: [],
        summary: 'The campaigns and followers around a page (community grid)',
        params: pageDetailsParams,
        response: { ...readErrors(), 200: communityResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const { type, id } = request.params;
      const items = await communityOf(app.db, type, id);
      if (items.length === 0 && !(await findPageDetails(app, type, id, request.lang)))
        throw pageNotFound(type);
      return { data: items };
    },
  );
};
