import { donationMessages } from '@app/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertCompany,
  insertCompanyEvent,
  insertEvent,
  insertFundraiser,
  insertNonprofit,
  insertProject,
  insertSignedInUser,
  insertUser,
} from '../../../test/factories';
import { createTestApp, type TestApp, textOf } from '../../../test/helpers';
import { paymentRequests } from '../../../test/payments';
import { donations, sandboxPayments } from '../../db/schema';

let t: TestApp;
const p = paymentRequests(() => t);
let fundraiserId: number;
let nonprofitId: number;

beforeAll(async () => {
  t = await createTestApp({ config: { PAY_RATE_LIMIT_PER_HOUR: '1000' } });
  const owner = await insertUser(t.database.db);
  const np = await insertNonprofit(t.database.db, { userId: owner.id, name: 'Clean Rivers' });
  nonprofitId = np.id;
  fundraiserId = (
    await insertFundraiser(t.database.db, {
      userId: owner.id,
      nonprofitId,
      name: 'Swim for rivers',
    })
  ).id;
});
afterAll(() => t.close());

const donationCount = async () =>
  (await t.database.db.select({ n: count() }).from(donations))[0]!.n;

describe('GET /pay', () => {
  it.each([
    ['0', textOf(donationMessages.invalidAmount)],
    ['-5', textOf(donationMessages.invalidAmount)],
    ['abc', textOf(donationMessages.invalidAmount)],
    ['', textOf(donationMessages.invalidAmount)],
    ['10.001', textOf(donationMessages.amountDecimals)],
    ['1000000000000', textOf(donationMessages.amountTooLarge)],
    ['100000.01', textOf(donationMessages.amountTooLarge)],
    // Plain decimals only: Number() would read these as 16, 1000, 10^12 and Infinity euros.
    ['0x10', textOf(donationMessages.invalidAmount)],
    ['1e3', textOf(donationMessages.invalidAmount)],
    ['1e12', textOf(donationMessages.invalidAmount)],
    ['Infinity', textOf(donationMessages.invalidAmount)],
  ])('refuses the amount %j with 422 and records nothing', async (amount, message) => {
    const before = await donationCount();
    const response = await p.pay({ amount, object_type: 'fundraiser', object_id: fundraiserId });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.amount).toEqual([message]);
    expect(await donationCount()).toBe(before);
  });

  it('never takes a company as the target', async () => {
    const owner = await insertUser(t.database.db);
    const company = await insertCompany(t.database.db, { userId: owner.id });
    const response = await p.pay({ amount: 10, object_type: 'company', object_id: company.id });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.object_type).toEqual([textOf(donationMessages.companyTarget)]);
  });

  it('needs a target that exists and takes donations', async () => {
    const missing = await p.pay({ amount: 10, object_type: 'fundraiser', object_id: 999_999 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.object_id).toEqual([textOf(donationMessages.targetNotFound)]);

    const owner = await insertUser(t.database.db);
    const closed = await insertNonprofit(t.database.db, { userId: owner.id, active: false });
    const event = await insertEvent(t.database.db, { userId: owner.id, nonprofitId: closed.id });
    for (const [type, id] of [
      ['nonprofit', closed.id],
      ['event', event.id],
    ] as const) {
      const response = await p.pay({ amount: 10, object_type: type, object_id: id });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.object_id).toEqual([textOf(donationMessages.targetClosed)]);
    }
    const badEmail = await p.pay({
      amount: 10,
      object_type: 'fundraiser',
      object_id: fundraiserId,
      donor_email: 'not-an-address',
    });
    expect(badEmail.json().errors.donor_email).toEqual([textOf(donationMessages.donorEmail)]);
  });

  it('records an open donation and answers the sandbox checkout', async () => {
    const response = await p.pay({
      amount: '25',
      object_type: 'fundraiser',
      object_id: fundraiserId,
      donor_name: 'Sam',
      donor_email: 'Sam@Example.org',
      message: 'Keep going!',
      anonymous: true,
      lang: 'nl',
    });
    expect(response.statusCode).toBe(200);
    const { checkout_url, reference } = response.json();
    // The sandbox's checkout speaks the donor's language, as Mollie's does.
    expect(checkout_url).toMatch(/^\/sandbox\/checkout\/tr_sbx[A-Za-z0-9]+\?lang=nl$/);
    expect(reference).toMatch(/^[0-9A-Z]{20}$/);

    const donation = await p.donation(reference);
    expect(donation).toMatchObject({
      status: 'open',
      amountCents: 2500,
      targetType: 'fundraiser',
      fundraiserId,
      donorUserId: null,
      donorName: 'Sam',
      donorEmail: 'sam@example.org',
      anonymous: true,
      locale: 'nl',
      provider: 'sandbox',
      payeeNonprofitId: null,
    });
    const [payment] = await t.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, donation.providerPaymentId!));
    expect(payment).toMatchObject({
      amountCents: 2500,
      description: 'Donatie aan Swim for rivers',
      // The result pages open in the donor's language too.
      redirectUrl: `http://localhost:5173/payment-success?ref=${reference}&lang=nl`,
      cancelUrl: `http://localhost:5173/payment-cancelled?ref=${reference}&lang=nl`,
      webhookUrl: 'http://localhost:5173/pifworld/api/v1/mollie/webhook',
      metadata: { reference, kind: 'donation' },
    });

    const receipt = await t.app.inject({ url: p.api(`/donations/${reference}`) });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json()).toMatchObject({
      reference,
      amount: 25,
      currency: 'EUR',
      status: 'open',
      method: null,
      created_at: donation.createdAt.toISOString(),
      paid_at: null,
      target: { type: 'fundraiser', id: fundraiserId, name: 'Swim for rivers' },
      donor_name: null,
      anonymous: true,
      message: 'Keep going!',
      covered_fee: 0,
      monthly: false,
      test_mode: true,
    });
    expect(receipt.body).not.toContain('example.org');
  });

  it('takes every kind of target but a company, and amounts in cents exactly', async () => {
    const owner = await insertUser(t.database.db);
    const event = await insertEvent(t.database.db, { userId: owner.id, nonprofitId });
    const project = await insertProject(t.database.db, { userId: owner.id, nonprofitId });
    const company = await insertCompany(t.database.db, { userId: owner.id });
    const companyEvent = await insertCompanyEvent(t.database.db, {
      userId: owner.id,
      companyId: company.id,
      nonprofitId,
    });
    for (const [type, id, column] of [
      ['nonprofit', nonprofitId, 'nonprofitId'],
      ['event', event.id, 'eventId'],
      ['project', project.id, 'projectId'],
      ['company-event', companyEvent.id, 'companyEventId'],
    ] as const) {
      const { reference } = await p.startDonation({
        amount: '19.99',
        object_type: type,
        object_id: id,
      });
      const donation = await p.donation(reference);
      expect(donation.amountCents).toBe(1999);
      expect(donation.targetType).toBe(type);
      expect(donation[column]).toBe(id);
    }
  });

  it('records a signed-in donor, with their name and e-mail unless others are given', async () => {
    const { user, token } = await insertSignedInUser(t.database.db, { name: 'Robin' });
    const { reference } = await p.startDonation(
      { amount: 5, object_type: 'nonprofit', object_id: nonprofitId },
      token,
    );
    expect(await p.donation(reference)).toMatchObject({
      donorUserId: user.id,
      donorName: 'Robin',
      donorEmail: user.email,
    });
  });

  it('answers 404 for an unknown reference', async () => {
    const response = await t.app.inject({ url: p.api('/donations/NOSUCHREFERENCE00000') });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: textOf(donationMessages.notFound) });
  });
});

describe('GET /pay rate limit', () => {
  it('answers 429 past the limit per IP address', async () => {
    const limited = await createTestApp({ config: { PAY_RATE_LIMIT_PER_HOUR: '2' } });
    try {
      const owner = await insertUser(limited.database.db);
      const np = await insertNonprofit(limited.database.db, { userId: owner.id });
      const q = p.api(`/pay?amount=5&object_type=nonprofit&object_id=${np.id}`);
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await limited.app.inject({ url: q })).statusCode);
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
