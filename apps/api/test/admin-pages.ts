import type { AdminCase } from './admin';
import { insertEvent, insertFundraiser, insertNonprofit, insertUser } from './factories';

/** The Pages section's routes in the console's matrix (admin-matrix.test.ts), one case each. */
export const adminPagesCases: AdminCase[] = [
  {
    route: 'GET /admin/pages',
    writes: false,
    prepare: async () => ({ url: '/admin/pages?type=fundraiser&filter=inactive&search=run' }),
  },
  {
    route: 'POST /admin/pages/{type}/{id}/verify',
    writes: true,
    prepare: async ({ db }) => {
      const owner = await insertUser(db);
      const nonprofit = await insertNonprofit(db, { userId: owner.id });
      return {
        url: `/admin/pages/nonprofit/${nonprofit.id}/verify`,
        body: {
          reason: 'KvK and ANBI registers checked',
          kvk_number: '41197298',
          rsin: '820646660',
          anbi: true,
        },
      };
    },
  },
  {
    route: 'POST /admin/pages/{type}/{id}/unverify',
    writes: true,
    prepare: async ({ db }) => {
      const owner = await insertUser(db);
      const fundraiser = await insertFundraiser(db, { userId: owner.id, verified: true });
      return {
        url: `/admin/pages/fundraiser/${fundraiser.id}/unverify`,
        body: { reason: 'The organiser asked' },
      };
    },
  },
  {
    route: 'POST /admin/pages/fundraiser/{id}/feature',
    writes: true,
    prepare: async ({ db }) => {
      const owner = await insertUser(db);
      const fundraiser = await insertFundraiser(db, { userId: owner.id });
      return { url: `/admin/pages/fundraiser/${fundraiser.id}/feature` };
    },
  },
  {
    route: 'POST /admin/pages/fundraiser/{id}/unfeature',
    writes: true,
    prepare: async ({ db }) => {
      const owner = await insertUser(db);
      const fundraiser = await insertFundraiser(db, { userId: owner.id, featuredAt: new Date() });
      return { url: `/admin/pages/fundraiser/${fundraiser.id}/unfeature` };
    },
  },
  {
    route: 'POST /admin/pages/{type}/{id}/deactivate',
    writes: true,
    prepare: async ({ db }) => {
      const owner = await insertUser(db);
      const fundraiser = await insertFundraiser(db, { userId: owner.id });
      return {
        url: `/admin/pages/fundraiser/${fundraiser.id}/deactivate`,
        body: { reason: 'Misleading' },
      };
    },
  },
  {
    route: 'POST /admin/pages/{type}/{id}/reactivate',
    writes: true,
    prepare: async ({ db }) => {
      const owner = await insertUser(db);
      const nonprofit = await insertNonprofit(db, { userId: owner.id });
      const event = await insertEvent(db, {
        userId: owner.id,
        nonprofitId: nonprofit.id,
        active: false,
        inactiveReason: 'Cancelled',
      });
      return { url: `/admin/pages/event/${event.id}/reactivate` };
    },
  },
];
