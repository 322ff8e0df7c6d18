import {
  adminFundraiserParams,
  adminPageParams,
  adminPageResponse,
  adminPagesQuery,
  adminPagesResponse,
  adminReasonBody,
  adminVerifiablePageParams,
  adminVerifyBody,
  verificationProblems,
  type PageType,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { Db } from '../../db/client';
import { readErrors, writeErrors } from '../../lib/openapi';
import { requireAdmin } from '../../plugins/auth';
import { pageNotFound } from '../../lib/page-not-found';
import { ValidationError } from '../../lib/validation';
import {
  deactivatePage,
  listPages,
  reactivatePage,
  setFeatured,
  unverifyPage,
  verifyPage,
  type Operator,
  type PageChange,
} from './pages.service';

const security = [{ bearerAuth: [] }];

/**
 * The console's Pages section. Each change answers the page as it is now with
 * `changed`; a call that finds it already so answers 200 with `changed: false` and writes no
 * audit entry and no e-mail. Verifying takes only the kinds with a badge (nonprofit, fundraiser,
 * company): any other type is a 422 of the path, as for an unknown type. Verifying records the
 * operator's check (KvK number, RSIN, ANBI status as each kind has them) with a reason, and
 * re-verifying records a fresh one; unverifying asks a reason too. An operator does not verify
 * or unverify a page of their own (403 `own_page`).
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

  /**
   * POST /admin/pages/{type}/{id}/{action} `{ reason }`: a change the operator gives a reason
   * for (unverifying, deactivating), answered with the page as it now is.
   */
  function reasonRoute<T extends PageType>(
    action: string,
    params: ZodType<{ type: T; id: number }>,
    change: (
      db: Db,
      type: T,
      id: number,
      reason: string,
      operator: Operator,
    ) => Promise<PageChange>,
    doc: { operationId: string; summary: string },
  ) {
    app.post(
      `/admin/pages/:type/:id/${action}`,
      {
        schema: {
          tags: ['admin'],
          ...doc,
          security,
          params,
          body: adminReasonBody,
          response: { ...writeErrors(403, 404, 429), 200: adminPageResponse },
        },
      },
      async (request) => {
        const { type, id } = request.params;
        return answer(
          type,
          await change(app.db, type, id, request.body.reason, operatorOf(request)),
        );
      },
    );
  }

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

  app.post(
    '/admin/pages/:type/:id/verify',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminVerifyPage',
        summary:
          'Give a non-profit, fundraiser or company the VERIFIED badge, with the check behind it and a reason',
        description:
          'A non-profit needs `kvk_number` (8 digits), `rsin` (9 digits passing the eleven test) and `anbi` (found in the ANBI register or not); a company `kvk_number`, and `rsin` where it has one; a fundraiser only the reason. Fields a kind does not have are ignored. Who checked and when are recorded by the server. A verified page can be verified again: a fresh check.',
        security,
        params: adminVerifiablePageParams,
        body: adminVerifyBody,
        response: { ...writeErrors(403, 404, 429), 200: adminPageResponse },
      },
    },
    async (request) => {
      const { type, id } = request.params;
      const problems = verificationProblems(type, request.body);
      if (Object.keys(problems).length > 0) throw new ValidationError(problems);
      return answer(type, await verifyPage(app.db, type, id, request.body, operatorOf(request)));
    },
  );

  reasonRoute('unverify', adminVerifiablePageParams, unverifyPage, {
    operationId: 'adminUnverifyPage',
    summary: 'Take the VERIFIED badge away from a non-profit, fundraiser or company, with a reason',
  });

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

  reasonRoute('deactivate', adminPageParams, deactivatePage, {
    operationId: 'adminDeactivatePage',
    summary:
      'Deactivate a page with a reason: it leaves lists, search, the sitemap and /pay; the owner is e-mailed',
  });

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
