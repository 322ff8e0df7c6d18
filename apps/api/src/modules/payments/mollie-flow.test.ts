import { eq, like } from 'drizzle-orm';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertFundraiser, insertNonprofit, insertUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { paymentRequests } from '../../../test/payments';
import { interceptTheWire } from '../../../test/wire';
import { donations, rateLimits } from '../../db/schema';

// The whole donation through the Mollie gateway, with Mollie's servers intercepted on the wire.
const apiKey = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
let t: TestApp;
const p = paymentRequests(() => t);
let fundraiserId: number;

const payment = (status: string, reference: string, extra: Record<string, unknown> = {}) => ({
  resource: 'payment',
  id: 'tr_7UhSN1zuXS',
  mode: 'test',
  createdAt: '2026-11-22T09:13:37+00:00',
  amount: { value: '25.00', currency: 'EUR' },
  description: 'Donation to Swim for rivers',
  method: status === 'paid' ? 'ideal' : null,
  metadata: { reference, kind: 'donation' },
  status,
  profileId: 'pfl_QkEhN94Ba',
  sequenceType: 'oneoff',
  _links: {
    self: {
      href: 'https://api.mollie.com/v2/payments/tr_7UhSN1zuXS',
      type: 'application/hal+json',
    },
    ...(status === 'open'
      ? {
          checkout: {
            href: 'https://www.mollie.com/checkout/select-method/7UhSN1zuXS',
            type: 'text/html',
          },
        }
      : {}),
  },
  ...extra,
});

const openDonations = async () =>
  (await t.database.db.select().from(donations).where(eq(donations.status, 'open'))).length;

interceptTheWire();
beforeAll(async () => {
  t = await createTestApp({
    config: { MOLLIE_API_KEY: apiKey, APP_URL: 'https://give.example.org' },
  });
  const owner = await insertUser(t.database.db);
  const np = await insertNonprofit(t.database.db, { userId: owner.id });
  fundraiserId = (
    await insertFundraiser(t.database.db, {
      userId: owner.id,
      nonprofitId: np.id,
      name: 'Swim for rivers',
    })
  ).id;
});
afterEach(() => nock.cleanAll());
afterAll(async () => {
  await t.close();
});

describe('donating through Mollie', () => {
  it('creates the payment at Mollie, and counts it when the webhook says Mollie has it paid', async () => {
    let reference = '';
    const mollie = nock('https://api.mollie.com', {
      reqheaders: { authorization: `Bearer ${apiKey}` },
    })
      .post('/v2/payments', (body) => {
        reference = body.metadata.reference;
        expect(body).toEqual({
          amount: { currency: 'EUR', value: '25.00' },
          description: 'Donation to Swim for rivers',
          redirectUrl: `https://give.example.org/payment-success?ref=${reference}&lang=en`,
          cancelUrl: `https://give.example.org/payment-cancelled?ref=${reference}&lang=en`,
          webhookUrl: 'https://give.example.org/pifworld/api/v1/mollie/webhook',
          locale: 'en_US',
          metadata: { reference, kind: 'donation' },
        });
        return true;
      })
      .reply(201, () => payment('open', reference))
      .get('/v2/payments/tr_7UhSN1zuXS')
      .query({ embed: 'refunds,chargebacks' })
      .reply(200, () => payment('paid', reference));

    const started = await p.pay({ amount: 25, object_type: 'fundraiser', object_id: fundraiserId });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      checkout_url: 'https://www.mollie.com/checkout/select-method/7UhSN1zuXS',
      reference,
    });
    const before = await p.raised('fundraiser', fundraiserId);

    expect((await p.webhook('tr_7UhSN1zuXS')).statusCode).toBe(200);
    expect(await p.donation(reference)).toMatchObject({
      status: 'paid',
      method: 'ideal',
      provider: 'mollie',
      mode: 'test',
      providerPaymentId: 'tr_7UhSN1zuXS',
    });
    expect(await p.raised('fundraiser', fundraiserId)).toBe(before + 2500);
    expect(mollie.isDone()).toBe(true);
  });

  it('records a payment made with a live key as live money', async () => {
    const liveKey = 'live_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
    const live = await createTestApp({
      config: { MOLLIE_API_KEY: liveKey, APP_URL: 'https://give.example.org' },
    });
    try {
      const owner = await insertUser(live.database.db);
      const np = await insertNonprofit(live.database.db, { userId: owner.id });
      let reference = '';
      nock('https://api.mollie.com', { reqheaders: { authorization: `Bearer ${liveKey}` } })
        .post('/v2/payments', (body) => ((reference = body.metadata.reference), true))
        .reply(201, () => payment('open', reference, { id: 'tr_Live1', mode: 'live' }))
        .get('/v2/payments/tr_Live1')
        .query({ embed: 'refunds,chargebacks' })
        .reply(200, () => payment('paid', reference, { id: 'tr_Live1', mode: 'live' }));
      const livePayments = paymentRequests(() => live);
      await livePayments.pay({ amount: 25, object_type: 'nonprofit', object_id: np.id });
      expect((await livePayments.webhook('tr_Live1')).statusCode).toBe(200);
      expect(await livePayments.donation(reference)).toMatchObject({
        status: 'paid',
        mode: 'live',
        inTotals: true,
        countedCents: 2500,
      });
    } finally {
      await live.close();
    }
  });

  it('answers 503 to the webhook while Mollie cannot be reached, so that Mollie tries again', async () => {
    let reference = '';
    nock('https://api.mollie.com')
      .post('/v2/payments', (body) => ((reference = body.metadata.reference), true))
      .reply(201, () => payment('open', reference, { id: 'tr_Retry1' }))
      .get('/v2/payments/tr_Retry1')
      .query({ embed: 'refunds,chargebacks' })
      .reply(401, { status: 401, title: 'Unauthorized Request', detail: 'Missing authentication' });
    await p.pay({ amount: 25, object_type: 'fundraiser', object_id: fundraiserId });
    const response = await p.webhook('tr_Retry1');
    expect(response.statusCode).toBe(503);
    expect((await p.donation(reference)).status).toBe('open');
  });

  it('answers the payment error (502) when Mollie refuses to create the payment, and keeps no open donation', async () => {
    nock('https://api.mollie.com')
      .post('/v2/payments')
      .reply(422, { status: 422, title: 'Unprocessable Entity', detail: 'The amount is too low' });
    const openBefore = await openDonations();
    const response = await p.pay({
      amount: 25,
      object_type: 'fundraiser',
      object_id: fundraiserId,
    });
    expect(response.statusCode).toBe(502);
    expect(await openDonations()).toBe(openBefore);
    expect(response.json()).toMatchObject({
      message: 'Something went wrong while initiating the payment.',
    });
  });

  it('asks Mollie about an open payment once for 40 result pages at once, and not again for a few seconds', async () => {
    let reference = '';
    let asked = 0;
    nock('https://api.mollie.com')
      .post('/v2/payments', (body) => ((reference = body.metadata.reference), true))
      .reply(201, () => payment('open', reference, { id: 'tr_Busy1' }))
      .get('/v2/payments/tr_Busy1')
      .query({ embed: 'refunds,chargebacks' })
      .times(100)
      .delay(50)
      .reply(200, () => {
        asked += 1;
        return payment('open', reference, { id: 'tr_Busy1' });
      });
    await p.pay({ amount: 25, object_type: 'fundraiser', object_id: fundraiserId });
    const receipt = () => t.app.inject({ url: p.api(`/donations/${reference}`) });

    const answers = await Promise.all(Array.from({ length: 40 }, receipt));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(40).fill(200));
    expect(answers.every((answer) => answer.json().status === 'open')).toBe(true);
    expect(asked).toBe(1);

    // A result page polling every 2 s, and its receipt: the stored status until the window ends.
    await receipt();
    await t.app.inject({ url: p.api(`/donations/${reference}/receipt.pdf`) });
    expect(asked).toBe(1);

    // Once the window is over (its counter gone), the next page asks again, once.
    await t.database.db.delete(rateLimits).where(like(rateLimits.key, 'provider-check|%'));
    await Promise.all(Array.from({ length: 10 }, receipt));
    expect(asked).toBe(2);
  });
});
