import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminCase, adminRoutesOf, checkAdminCase, consoleTokens } from '../../../test/admin';
import { adminContentCases } from '../../../test/admin-content';
import { adminPagesCases } from '../../../test/admin-pages';
import { adminTextsCases } from '../../../test/admin-texts';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { insertDonation, insertNonprofit, insertUser } from '../../../test/factories';
import { pageReports, sandboxPayments } from '../../db/schema';
import { API_PREFIX } from '../../lib/paths';

/**
 * The console's access matrix: every console route (every operation under /admin in the OpenAPI
 * document) answers 401 without a token and 403 to a user, leaving nothing written, and answers
 * an operator, or for what only a console admin may do, 403 to an operator and an answer to a
 * console admin; each read answers a console admin too, and each write leaves exactly one audit
 * entry. A route added without a case here fails the first test.
 */
const cases: AdminCase[] = [
  ...adminContentCases,
  ...adminTextsCases,
  {
    route: 'GET /admin/audit',
    writes: false,
    prepare: async () => ({ url: '/admin/audit?per_page=5' }),
  },
  ...adminPagesCases,
  {
    route: 'GET /admin/reports',
    writes: false,
    prepare: async () => ({ url: '/admin/reports?status=all' }),
  },
  {
    route: 'POST /admin/reports/{id}/resolve',
    writes: true,
    prepare: async ({ db }) => {
      const [report] = await db
        .insert(pageReports)
        .values({ pageType: 'fundraiser', pageId: 1, reason: 'other' })
        .returning({ id: pageReports.id });
      return { url: `/admin/reports/${report!.id}/resolve`, body: { outcome: 'dismissed' } };
    },
  },
  {
    route: 'GET /admin/users',
    writes: false,
    prepare: async () => ({ url: '/admin/users?search=example&filter=console_admin' }),
  },
  {
    route: 'GET /admin/users/{id}',
    writes: false,
    prepare: async ({ db }) => ({ url: `/admin/users/${(await insertUser(db)).id}` }),
  },
  {
    route: 'POST /admin/users/{id}/block',
    writes: true,
    prepare: async ({ db }) => ({
      url: `/admin/users/${(await insertUser(db)).id}/block`,
      body: { reason: 'Fraudulent pages' },
    }),
  },
  {
    route: 'POST /admin/users/{id}/second-factors/reset',
    writes: true,
    prepare: async ({ db }) => ({
      url: `/admin/users/${(await insertUser(db, { secondFactorSince: new Date() })).id}/second-factors/reset`,
      body: { reason: 'Checked who asked by video call' },
    }),
  },
  {
    route: 'POST /admin/users/{id}/unblock',
    writes: true,
    prepare: async ({ db }) => {
      const user = await insertUser(db, { blockedAt: new Date(), blockedReason: 'Spam' });
      return { url: `/admin/users/${user.id}/unblock` };
    },
  },
  {
    route: 'POST /admin/users/{id}/role',
    writes: true,
    consoleAdminOnly: true,
    prepare: async ({ db }) => ({
      url: `/admin/users/${(await insertUser(db)).id}/role`,
      body: { role: 'admin' },
    }),
  },
  {
    route: 'GET /admin/donations',
    writes: false,
    prepare: async () => ({ url: '/admin/donations?status=paid&from=2024-01-01' }),
  },
  {
    route: 'POST /admin/donations/{id}/refund',
    writes: true,
    status: 201,
    prepare: async ({ db }) => {
      // A donation paid at the sandbox provider, as the checkout leaves it.
      const owner = await insertUser(db);
      const nonprofit = await insertNonprofit(db, { userId: owner.id });
      const paymentId = `tr_sbxmatrix${nonprofit.id}`;
      await db.insert(sandboxPayments).values({
        id: paymentId,
        amountCents: 2_500,
        description: 'Matrix donation',
        status: 'paid',
        redirectUrl: 'http://localhost/done',
        cancelUrl: 'http://localhost/cancel',
        webhookUrl: 'http://localhost/webhook',
        metadata: {},
      });
      const donation = await insertDonation(db, {
        amountCents: 2_500,
        status: 'paid',
        nonprofitId: nonprofit.id,
        providerPaymentId: paymentId,
      });
      return {
        url: `/admin/donations/${donation.id}/refund`,
        body: { amount: 5, reason: 'Asked for by the donor' },
      };
    },
  },
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the console routes', () => {
  it('each have a case in the matrix', () => {
    const routes = adminRoutesOf(t.app, API_PREFIX);
    expect(routes.length).toBeGreaterThan(0);
    expect(cases.map((c) => c.route).sort()).toEqual([...routes].sort());
  });

  it.each(cases.map((c) => [c.route, c] as const))(
    '%s: 401 without a token, 403 for a user, the operator (or console admin) answered and audited',
    async (_route, adminCase) => {
      const tokens = await consoleTokens(t.database.db);
      await checkAdminCase(
        { app: t.app, db: t.database.db, api: (path) => `${API_PREFIX}${path}` },
        tokens,
        adminCase,
      );
    },
  );
});
