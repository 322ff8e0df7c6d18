import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertDonation,
  insertFundraiser,
  insertNonprofit,
  insertUser,
} from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
const get = async (path: string, lang?: string) =>
  (await t.app.inject({ url: `/pifworld/api/v1${path}${lang ? `?lang=${lang}` : ''}` })).json();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('totals on an empty platform', () => {
  it('are zero', async () => {
    expect(await get('/total-raised')).toEqual({
      total_raised: 0,
      total_raised_formatted: '€0.00',
    });
    expect(await get('/total-supporters')).toEqual({
      total_supporters: 0,
      total_supporters_formatted: '0',
    });
    expect(await get('/total-fundraisers')).toEqual({
      total_fundraisers: 0,
      total_fundraisers_formatted: '0',
    });
  });
});

describe('totals count paid donations only', () => {
  beforeAll(async () => {
    const db = t.database.db;
    const owner = await insertUser(db);
    const donorA = await insertUser(db);
    const donorB = await insertUser(db);
    const nonprofit = await insertNonprofit(db, { userId: owner.id });
    const f1 = await insertFundraiser(db, { userId: owner.id, nonprofitId: nonprofit.id });
    const f2 = await insertFundraiser(db, { userId: owner.id, nonprofitId: nonprofit.id });
    const f3 = await insertFundraiser(db, { userId: owner.id, nonprofitId: nonprofit.id });

    // Paid: 1,000.50 + 250.25 + 99.99 + 12.00 + 5.00 + 7.50 = 1,375.24 over 5 distinct supporters.
    await insertDonation(db, {
      status: 'paid',
      amountCents: 100_050,
      fundraiserId: f1.id,
      donorUserId: donorA.id,
    });
    await insertDonation(db, {
      status: 'paid',
      amountCents: 25_025,
      fundraiserId: f1.id,
      donorUserId: donorA.id,
    });
    await insertDonation(db, {
      status: 'paid',
      amountCents: 9_999,
      fundraiserId: f2.id,
      donorUserId: donorB.id,
    });
    await insertDonation(db, {
      status: 'paid',
      amountCents: 1_200,
      nonprofitId: nonprofit.id,
      donorEmail: 'Guest@Example.org',
    });
    await insertDonation(db, {
      status: 'paid',
      amountCents: 500,
      nonprofitId: nonprofit.id,
      donorEmail: 'guest@example.org',
    });
    await insertDonation(db, { status: 'paid', amountCents: 750, nonprofitId: nonprofit.id });
    await insertDonation(db, {
      status: 'paid',
      amountCents: 1,
      nonprofitId: nonprofit.id,
      anonymous: true,
    });
    // Not paid: never counted, whoever gave and to whichever fundraiser.
    for (const status of ['open', 'failed', 'canceled', 'expired'] as const) {
      const donor = await insertUser(db);
      await insertDonation(db, {
        status,
        amountCents: 1_000_000,
        fundraiserId: f3.id,
        donorUserId: donor.id,
      });
    }
  });

  it('sums the raised amount in euros with 2 decimals', async () => {
    expect(await get('/total-raised')).toEqual({
      total_raised: 1375.25,
      total_raised_formatted: '€1,375.25',
    });
    expect(await get('/total-raised', 'nl')).toEqual({
      total_raised: 1375.25,
      total_raised_formatted: '€\u00a01.375,25',
    });
  });

  it('counts each supporter once: a user by account, a guest by e-mail, otherwise per donation', async () => {
    // donorA, donorB, guest@example.org, two guests without e-mail.
    expect(await get('/total-supporters')).toEqual({
      total_supporters: 5,
      total_supporters_formatted: '5',
    });
  });

  it('counts fundraisers with at least one paid donation', async () => {
    expect(await get('/total-fundraisers')).toEqual({
      total_fundraisers: 2,
      total_fundraisers_formatted: '2',
    });
  });
});

describe('formatting large figures', () => {
  it('groups thousands per language', async () => {
    const db = t.database.db;
    const owner = await insertUser(db);
    const nonprofit = await insertNonprofit(db, { userId: owner.id });
    await insertDonation(db, {
      status: 'paid',
      amountCents: 123_456_789,
      nonprofitId: nonprofit.id,
    });
    expect((await get('/total-raised')).total_raised_formatted).toBe('€1,235,943.14');
    expect((await get('/total-raised', 'nl')).total_raised_formatted).toBe('€\u00a01.235.943,14');
  });
});
