import {
  errorResponse,
  fundraiserListResponse,
  fundraiserMessages,
  fundraiserNonprofitResponse,
  fundraiserProfileResponse,
  homeFundraisersResponse,
  idParam,
  pagedQuery,
  pageDetailsResponse,
  relatedFundraiserResponse,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notFound } from '../../lib/http-errors';
import { readErrors } from '../../lib/openapi';
import { mayDo, pageRoleOf } from '../../plugins/ownership';
import { listNonprofits } from '../nonprofits/nonprofits.service';
import { pageNotFound } from '../../lib/page-not-found';
import { findFundraiserProfile, fundraiserDetails } from './fundraiser-profile.service';
import { fundraiserWritesRoutes } from './fundraiser-writes.routes';
import { homeFundraisers, listFundraisers } from './fundraisers.service';

export const fundraisersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fundraiserWritesRoutes);

  const details = async (id: number, lang: Parameters<typeof fundraiserDetails>[2]) => {
    const data = await fundraiserDetails(app.db, id, lang);
    if (!data) throw pageNotFound('fundraiser');
    return data;
  };

  app.get(
    '/fundraisers',
    {
      schema: {
        tags: ['fundraisers'],
        operationId: 'listFundraisers',
        security: [],
        summary: 'Fundraisers, paged and searchable by name, with the page each raises money for',
        querystring: pagedQuery,
        response: { ...readErrors(), 200: fundraiserListResponse },
      },
    },
    async (request) => listFundraisers(app.db, request.query, request.lang),
  );

  app.get(
    '/home/fundraisers',
    {
      schema: {
        tags: ['fundraisers'],
        operationId: 'homeFundraisers',
        security: [],
        summary:
          'The fundraisers home shows first: chosen by operators, then close to their goal and recently given to',
        response: { ...readErrors(), 200: homeFundraisersResponse },
      },
    },
    async (request) => ({ data: await homeFundraisers(app.db, request.lang) }),
  );

  for (const path of ['/fundraisers/:id', '/fundraiser-details/:id']) {
    app.get(
      path,
      {
        schema: {
          tags: ['fundraisers'],
          operationId: path === '/fundraisers/:id' ? 'getFundraiser' : 'fundraiserDetails',
          security: [],
          summary: 'A fundraiser in detail',
          params: idParam,
          response: { ...readErrors(), 200: pageDetailsResponse, 404: errorResponse },
        },
      },
      async (request) => ({ data: await details(request.params.id, request.lang) }),
    );
  }

  app.get(
    '/related-fundraiser-details/:id',
    {
      schema: {
        tags: ['fundraisers'],
        operationId: 'relatedFundraiserDetails',
        security: [],
        summary: 'The non-profit, event and project a fundraiser raises money for',
        params: idParam,
        response: { ...readErrors(), 200: relatedFundraiserResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const { nonprofit, event, project } = await details(request.params.id, request.lang);
      return { data: { nonprofit, event: event && { id: event.id, title: event.name }, project } };
    },
  );

  app.get(
    '/fundraiser-nonprofit/:id',
    {
      schema: {
        tags: ['fundraisers'],
        operationId: 'fundraiserNonprofit',
        security: [],
        summary: 'The non-profit a fundraiser raises money for, as its card shows it',
        params: idParam,
        response: { ...readErrors(), 200: fundraiserNonprofitResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const { nonprofit } = await details(request.params.id, request.lang);
      if (!nonprofit) return { nonprofit: null };
      const { data } = await listNonprofits(app.db, { page: 1, per_page: 1 }, request.lang, {
        id: nonprofit.id,
      });
      return { nonprofit: data[0] ?? null };
    },
  );

  app.get(
    '/fundraiser-profile/:id',
    {
      schema: {
        tags: ['fundraisers'],
        operationId: 'findFundraiserProfile',
        security: [{}, { bearerAuth: [] }],
        summary: 'A fundraiser with every field, for its profile page',
        description: 'An inactive fundraiser is shown to its owner only.',
        params: idParam,
        response: {
          ...readErrors(),
          200: fundraiserProfileResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const data = await findFundraiserProfile(app.db, request.params.id, request.lang);
      if (!data) throw notFound(fundraiserMessages.notFound);
      const page = { type: 'fundraiser', id: data.id } as const;
      const owner =
        request.user !== null && mayDo(await pageRoleOf(app.db, request.user.id, page), 'edit');
      if (!data.active && !owner) throw forbidden(fundraiserMessages.forbiddenView);
      // A person's address is for the platform, not for visitors, unless the owner shows it: the
      // owner and the helpers who edit the page with them read it back.
      const shown = owner || data.show_address;
      return { success: true as const, data: shown ? data : { ...data, addressLine1: null } };
    },
  );
};
