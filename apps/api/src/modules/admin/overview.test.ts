import type { AdminOverview } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContactMessage } from '../../../test/admin-texts';
import {
  insertDonation,
  insertEvent,
  insertFundraiser,
  insertNonprofit,
  insertProject,
  insertSignedInUser,
  insertUser,
} from '../../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { plans, premiumPurchases } from '../../db/schema';
import { overview } from './overview.service';

/**
 * The console's Overview over known data, seen on Wednesday 6 March 2024 at 11:00 in
 * Amsterdam (10:00 UTC, winter time): today began at 5 March 23:00 UTC, the week on Monday
 * 4 March (3 March 23:00 UTC), the month on 1 March (29 February 23:00 UTC). Everything the
 * test's own start writes is dated later than that morning, so only the rows below count.
 */
const NOW = new Date('2024-03-06T10:00:00Z');
const at = (iso: string) => new Date(iso);

let t: TestApp;
let operator: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  operator = await insertSignedInUser(db, { role: 'admin' });
  // New accounts: today in Amsterdam (00:30, still 5 March in UTC), in the month, before it.
  const owner = await insertUser(db, { createdAt: at('2024-03-05T23:30:00Z') });
  await insertUser(db, { createdAt: at('2024-03-02T09:00:00Z') });
  await insertUser(db, { createdAt: at('2024-02-29T22:59:00Z') });
  // New pages: today, this week, this month, last month.
  const nonprofit = await insertNonprofit(db, {
    userId: owner.id,
    createdAt: at('2024-03-06T08:00:00Z'),
  });
  await insertFundraiser(db, { userId: owner.id, createdAt: at('2024-03-04T08:00:00Z') });
  await insertEvent(db, {
    userId: owner.id,
    nonprofitId: nonprofit.id,
    createdAt: at('2024-03-01T08:00:00Z'),
  });
  await insertProject(db, {
    userId: owner.id,
    nonprofitId: nonprofit.id,
    createdAt: at('2024-02-20T08:00:00Z'),
  });
  const paid = (amountCents: number, paidAt: string, more: object = {}) =>
    insertDonation(db, {
      amountCents,
      status: 'paid',
      nonprofitId: nonprofit.id,
      paidAt: at(paidAt),
      createdAt: at(paidAt),
      ...more,
    });
  await paid(2_500, '2024-03-06T09:00:00Z'); // today
  await paid(500, '2024-03-05T23:30:00Z'); // today in Amsterdam, yesterday in UTC
  await paid(1_000, '2024-03-03T23:30:00Z', { refundedCents: 400 }); // Monday 00:30: the week
  await paid(700, '2024-03-03T12:00:00Z'); // Sunday: the month
  await paid(10_000, '2024-02-29T22:30:00Z'); // 29 February 23:30: last month
  await paid(5_000, '2024-03-06T10:30:00Z'); // after now
  await insertDonation(db, { amountCents: 900, status: 'failed', nonprofitId: nonprofit.id });
  // Open payments: 90 and 30 minutes old, and a premium purchase 3 hours old.
  await insertDonation(db, {
    amountCents: 1_200,
    status: 'open',
    nonprofitId: nonprofit.id,
    reference: 'open-90-minutes',
    createdAt: at('2024-03-06T08:30:00Z'),
  });
  await insertDonation(db, {
    amountCents: 1_300,
    status: 'open',
    nonprofitId: nonprofit.id,
    reference: 'open-30-minutes',
    createdAt: at('2024-03-06T09:30:00Z'),
  });
  const [plan] = await db
    .insert(plans)
    .values({ name: 'Job posting', priceCents: 4_900 })
    .returning();
  await db.insert(premiumPurchases).values({
    reference: 'premium-3-hours',
    planId: plan!.id,
    amountCents: 4_900,
    provider: 'sandbox',
    mode: 'test',
    createdAt: at('2024-03-06T07:00:00Z'),
  });
  await insertContactMessage(db);
  await insertContactMessage(db, { readAt: new Date() });
  await insertContactMessage(db, { readAt: new Date(), answeredAt: new Date() });
});
afterAll(() => t?.close());

describe('the overview', () => {
  it('counts donations, amounts, pages and users in Amsterdam’s today, week and month', async () => {
    const data = await overview(t.database.db, NOW);
    expect(data).toEqual({
      today: { donations: 2, amount: 30, pages: 1, users: 1 },
      week: { donations: 3, amount: 36, pages: 2, users: 1 },
      month: { donations: 4, amount: 43, pages: 3, users: 2 },
      open_messages: 2,
      stuck_payments: {
        count: 2,
        oldest: [
          {
            kind: 'premium',
            reference: 'premium-3-hours',
            amount: 49,
            created_at: '2024-03-06T07:00:00.000Z',
            minutes_open: 180,
          },
          {
            kind: 'donation',
            reference: 'open-90-minutes',
            amount: 12,
            created_at: '2024-03-06T08:30:00.000Z',
            minutes_open: 90,
          },
        ],
      },
      generated_at: NOW.toISOString(),
    } satisfies AdminOverview);
  });

  it('is what GET /admin/overview answers an operator, as of now', async () => {
    const res = await t.app.inject({
      url: '/pifworld/api/v1/admin/overview',
      headers: bearer(operator.token),
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: AdminOverview };
    // Now, every payment above has been open for more than an hour; the paid ones are of 2024.
    expect(data.stuck_payments.count).toBe(3);
    expect(data.open_messages).toBe(2);
    expect(data.month.donations).toBe(0);
    // The operator's own account was made today.
    expect(data.today.users).toBe(1);
  });
});
