import {
  adminFundraiserParams,
  adminPageParams,
  adminPageResponse,
  adminPagesQuery,
  adminPagesResponse,
  adminReasonBody,
  adminVerifiablePageParams,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readErrors, writeErrors } from '../../lib/openapi';
import { requireAdmin } from '../../plugins/auth';
import { pageNotFound } from '../../lib/page-not-found';
import {
  deactivatePage,
  listPages,
  reactivatePage,
  setFeatured,
  setVerified,
  type PageChange,
} from './pages.service';

const security = [{ bearerAuth: [] }];

/**
 * The console's Pages section. Each change answers the page as it is now with
 * `changed`; a call that finds it already so answers 200 with `changed: false` and writes no
 * audit entry and no e-mail. Verifying takes only the kinds with a badge (nonprofit, fundraiser,
 * company): any other type is a 422 of the path, as for an unknown type.
 */
export const adminPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const operatorOf = (request: Parameters<typeof requireAdmin>[0]) => ({
    actorId: requireAdmin(request).id,
    appUrl: app.config.APP_URL,
  });
  const answer = (type: Parameters<typeof pageNotFound>[0], change: PageChange) => {
    if (!change) throw pageNotFound(type);
    return change;
  };

  app.get(
    '/admin/pages',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminPages',
        summary:
          'Pages of every kind, newest first: searched, narrowed by kind, unverified or inactive',
        security,
        querystring: adminPagesQuery,
        response: { ...readErrors(403, 429), 200: adminPagesResponse },
      },
    },
    async (request) => listPages(app.db, request.query),
  );

  for (const verified of [true, false]) {
    app.post(
      `/admin/pages/:type/:id/${verified ? 'verify' : 'unverify'}`,
      {
        schema: {
          tags: ['admin'],
          operationId: verified ? 'adminVerifyPage' : 'adminUnverifyPage',
          summary: verified
            ? 'Give a non-profit, fundraiser or company the VERIFIED badge'
            : 'Take the VERIFIED badge away from a non-profit, fundraiser or company',
          security,
          params: adminVerifiablePageParams,
          response: { ...writeErrors(403, 404, 429), 200: adminPageResponse },
        },
      },
      async (request) => {
        const { type, id } = request.params;
        return answer(type, await setVerified(app.db, type, id, verified, operatorOf(request)));
      },
    );
  }

  for (const featured of [true, false]) {
    app.post(
      `/admin/pages/fundraiser/:id/${featured ? 'feature' : 'unfeature'}`,
      {
        schema: {
          tags: ['admin'],
          operationId: featured ? 'adminFeatureFundraiser' : 'adminUnfeatureFundraiser',
          summary: featured
            ? 'Show a fundraiser first on home (the newest choice first)'
            : 'No longer show a fundraiser first on home',
          security,
          params: adminFundraiserParams,
          response: { ...writeErrors(403, 404, 429), 200: adminPageResponse },
        },
      },
      async (request) =>
        answer(
          'fundraiser',
          await setFeatured(app.db, request.params.id, featured, operatorOf(request)),
        ),
    );
  }

  app.post(
    '/admin/pages/:type/:id/deactivate',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminDeactivatePage',
        summary:
          'Deactivate a page with a reason: it leaves lists, search, the sitemap and /pay; the owner is e-mailed',
        security,
        params: adminPageParams,
        body: adminReasonBody,
        response: { ...writeErrors(403, 404, 429), 200: adminPageResponse },
      },
    },
    async (request) => {
      const { type, id } = request.params;
      return answer(
        type,
        await deactivatePage(app.db, type, id, request.body.reason, operatorOf(request)),
      );
    },
  );

  app.post(
    '/admin/pages/:type/:id/reactivate',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminReactivatePage',
        summary: 'Reactivate a deactivated page; the owner is e-mailed',
        security,
        params: adminPageParams,
        response: { ...writeErrors(403, 404, 429), 200: adminPageResponse },
      },
    },
    async (request) => {
      const { type, id } = request.params;
      return answer(type, await reactivatePage(app.db, type, id, operatorOf(request)));
    },
  );
};
