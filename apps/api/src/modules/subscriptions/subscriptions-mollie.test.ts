import { eq } from 'drizzle-orm';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertFundraiser, insertNonprofit, insertSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { paymentRequests } from '../../../test/payments';
import { interceptTheWire } from '../../../test/wire';
import { donations, subscriptions } from '../../db/schema';
import { saveConnection } from '../payments/connections.service';
import { stopToken } from './stop-links';

// Monthly giving with Mollie's servers intercepted on the wire: the first payment's
// body, the subscription made once under replays, each charge counted once, stopping it, and a
// subscription on a connected non-profit's account.
const apiKey = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
const accessToken = 'access_Wwvu7egPcJLLJ9Kb7J632x8wJ2zMeJ';
let t: TestApp;
const p = paymentRequests(() => t);
let fundraiserId: number;
let connectedFundraiserId: number;

const mollie = () => nock('https://api.mollie.com');

const payment = (id: string, extra: Record<string, unknown>) => ({
  resource: 'payment',
  id,
  mode: 'test',
  createdAt: '2026-11-25T09:13:37+00:00',
  amount: { value: '10.00', currency: 'EUR' },
  description: 'Monthly donation',
  method: 'ideal',
  status: 'paid',
  profileId: 'pfl_QkEhN94Ba',
  sequenceType: 'oneoff',
  _links: {
    self: { href: `https://api.mollie.com/v2/payments/${id}`, type: 'application/hal+json' },
  },
  ...extra,
});

const subscriptionBody = (id: string, customerId: string, status = 'active') => ({
  resource: 'subscription',
  id,
  mode: 'test',
  createdAt: '2026-11-25T10:00:00+00:00',
  status,
  amount: { value: '10.00', currency: 'EUR' },
  times: null,
  interval: '1 month',
  startDate: '2026-12-25',
  nextPaymentDate: status === 'active' ? '2026-12-25' : undefined,
  description: 'Monthly donation',
  method: null,
  mandateId: 'mdt_h3gAaD5zP',
  customerId,
  metadata: null,
  _links: {},
});

/** Replays a webhook call `times` one after the other, then `together` at once. */
async function replay(call: () => Promise<{ statusCode: number }>, times = 20, together = 10) {
  for (let i = 0; i < times; i++) expect((await call()).statusCode).toBe(200);
  const at = await Promise.all(Array.from({ length: together }, call));
  expect(at.every((reply) => reply.statusCode === 200)).toBe(true);
}

const chargeWebhook = (subscriptionId: number, paymentId: string) =>
  t.app.inject({
    method: 'POST',
    url: p.api(`/mollie/webhook?subscription=${subscriptionId}`),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ id: paymentId }).toString(),
  });

interceptTheWire();
beforeAll(async () => {
  t = await createTestApp({
    config: {
      MOLLIE_API_KEY: apiKey,
      MOLLIE_CLIENT_ID: 'app_j9Pakf56Ajta6Y65AkdTtAv',
      MOLLIE_CLIENT_SECRET: 'S5rNkV9Lx2hQm8Wc3Tz7Yp4Bd6Gf1Jr0',
      APP_URL: 'https://give.example.org',
      PAY_RATE_LIMIT_PER_HOUR: '1000',
    },
  });
  const db = t.database.db;
  const owner = await insertSignedInUser(db);
  const np = await insertNonprofit(db, { userId: owner.user.id });
  fundraiserId = (await insertFundraiser(db, { userId: owner.user.id, nonprofitId: np.id })).id;
  const connected = await insertNonprofit(db, { userId: owner.user.id });
  await saveConnection(t.app, {
    nonprofitId: connected.id,
    userId: owner.user.id,
    tokens: { accessToken, refreshToken: 'refresh_x', expiresAt: new Date(Date.now() + 3_600_000) },
    organizationId: 'org_12345',
    profileId: 'pfl_Connected1',
  });
  connectedFundraiserId = (
    await insertFundraiser(db, { userId: owner.user.id, nonprofitId: connected.id })
  ).id;
});
afterEach(() => nock.cleanAll());
afterAll(async () => {
  await t.close();
});

/**
 * A guest's monthly gift of 10 euro whose first payment Mollie reports paid: the first
 * payment's and customer's bodies as sent, and what is recorded.
 */
async function paidFirstPayment(
  paymentId: string,
  customerId: string,
  target = fundraiserId,
  authorization?: string[],
) {
  const sent: { customer?: Record<string, unknown>; payment?: Record<string, unknown> } = {};
  let reference = '';
  mollie()
    .post('/v2/customers', (body) => ((sent.customer = body), true))
    .reply(201, function () {
      authorization?.push(String(this.req.headers.authorization));
      return { resource: 'customer', id: customerId, mode: 'test', name: 'M', email: 'm@x.org' };
    })
    .post(
      '/v2/payments',
      (body) => ((sent.payment = body), (reference = body.metadata.reference), true),
    )
    .reply(201, () =>
      payment(paymentId, {
        status: 'open',
        method: null,
        sequenceType: 'first',
        customerId,
        metadata: { reference, kind: 'donation' },
        _links: { checkout: { href: 'https://www.mollie.com/checkout/x', type: 'text/html' } },
      }),
    );
  const response = await p.pay({
    amount: 10,
    object_type: 'fundraiser',
    object_id: target,
    frequency: 'monthly',
    donor_name: 'Monthly Donor',
    donor_email: 'monthly@example.org',
  });
  expect(response.statusCode).toBe(200);
  const first = await p.donation(reference);
  return { sent, reference, first };
}

describe('monthly giving through Mollie', () => {
  it('opens the first payment for a customer, makes the subscription once under 20 replays and 10 at once, counts each charge once and stops it with a DELETE', async () => {
    const { sent, reference, first } = await paidFirstPayment('tr_First1', 'cst_8wmqcHMN4U');
    expect(sent.customer).toMatchObject({ name: 'Monthly Donor', email: 'monthly@example.org' });
    expect(sent.payment).toMatchObject({
      sequenceType: 'first',
      customerId: 'cst_8wmqcHMN4U',
      amount: { value: '10.00', currency: 'EUR' },
    });

    const subscriptionBodies: Record<string, unknown>[] = [];
    const keys: string[] = [];
    mollie()
      .get('/v2/payments/tr_First1')
      .query(true)
      .times(30)
      .reply(200, () =>
        payment('tr_First1', {
          sequenceType: 'first',
          customerId: 'cst_8wmqcHMN4U',
          mandateId: 'mdt_h3gAaD5zP',
          metadata: { reference, kind: 'donation' },
        }),
      )
      .post('/v2/customers/cst_8wmqcHMN4U/subscriptions', (body) => {
        subscriptionBodies.push(body);
        return true;
      })
      .times(30)
      .reply(201, function () {
        keys.push(String(this.req.headers['idempotency-key']));
        return subscriptionBody('sub_rVKGtNd6s3', 'cst_8wmqcHMN4U');
      });
    await replay(() => p.webhook('tr_First1'));
    expect(subscriptionBodies).toHaveLength(1);
    expect(subscriptionBodies[0]).toMatchObject({
      amount: { value: '10.00', currency: 'EUR' },
      interval: '1 month',
      mandateId: 'mdt_h3gAaD5zP',
      webhookUrl: `https://give.example.org/pifworld/api/v1/mollie/webhook?subscription=${first.subscriptionId}`,
      metadata: { subscription: first.subscriptionId },
    });
    expect(keys).toEqual([`subscription-${first.subscriptionId}`]);
    const [gift] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, first.subscriptionId!));
    expect(gift).toMatchObject({ status: 'active', providerSubscriptionId: 'sub_rVKGtNd6s3' });

    // The second month: Mollie makes a payment of the subscription and calls its webhook.
    const before = await p.raised('fundraiser', fundraiserId);
    mollie()
      .get('/v2/payments/tr_Charge2')
      .query(true)
      .times(40)
      .reply(200, () =>
        payment('tr_Charge2', {
          sequenceType: 'recurring',
          customerId: 'cst_8wmqcHMN4U',
          mandateId: 'mdt_h3gAaD5zP',
          subscriptionId: 'sub_rVKGtNd6s3',
          metadata: { subscription: first.subscriptionId },
        }),
      )
      .get('/v2/customers/cst_8wmqcHMN4U/subscriptions/sub_rVKGtNd6s3')
      .query(true)
      .times(5)
      .reply(200, () => subscriptionBody('sub_rVKGtNd6s3', 'cst_8wmqcHMN4U'));
    await replay(() => chargeWebhook(first.subscriptionId!, 'tr_Charge2'));
    const charges = await t.database.db
      .select()
      .from(donations)
      .where(eq(donations.providerPaymentId, 'tr_Charge2'));
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ status: 'paid', subscriptionId: first.subscriptionId });
    expect(await p.raised('fundraiser', fundraiserId)).toBe(before + 1000);

    // Stop: Mollie's DELETE once; a second Stop is harmless.
    let deletes = 0;
    mollie()
      .delete('/v2/customers/cst_8wmqcHMN4U/subscriptions/sub_rVKGtNd6s3')
      .query(true)
      .reply(
        200,
        () => (deletes++, subscriptionBody('sub_rVKGtNd6s3', 'cst_8wmqcHMN4U', 'canceled')),
      );
    const token = stopToken(t.app, first.subscriptionId!);
    const stop = () =>
      t.app.inject({
        method: 'POST',
        url: p.api(`/subscriptions/${first.subscriptionId}/stop`),
        payload: { token },
      });
    expect((await stop()).json()).toMatchObject({ status: 'canceled' });
    expect((await stop()).statusCode).toBe(200);
    expect(deletes).toBe(1);
  });

  it('a payment the provider reports for another subscription is not counted', async () => {
    const { reference, first } = await paidFirstPayment('tr_First2', 'cst_Other22');
    mollie()
      .get('/v2/payments/tr_First2')
      .query(true)
      .reply(200, () =>
        payment('tr_First2', {
          sequenceType: 'first',
          customerId: 'cst_Other22',
          mandateId: 'mdt_x',
          metadata: { reference, kind: 'donation' },
        }),
      )
      .post('/v2/customers/cst_Other22/subscriptions')
      .reply(201, () => subscriptionBody('sub_Own22', 'cst_Other22'));
    await p.webhook('tr_First2');
    mollie()
      .get('/v2/payments/tr_Stranger')
      .query(true)
      .reply(200, () =>
        payment('tr_Stranger', {
          sequenceType: 'recurring',
          customerId: 'cst_Other22',
          subscriptionId: 'sub_SomeoneElse',
        }),
      );
    await chargeWebhook(first.subscriptionId!, 'tr_Stranger');
    expect(
      await t.database.db
        .select()
        .from(donations)
        .where(eq(donations.providerPaymentId, 'tr_Stranger')),
    ).toHaveLength(0);
  });

  it("a subscription on a connected non-profit's account uses its token and the application fee", async () => {
    const authorizations: string[] = [];
    const { reference, first } = await paidFirstPayment(
      'tr_FirstC',
      'cst_Connected1',
      connectedFundraiserId,
      authorizations,
    );
    expect(authorizations).toEqual([`Bearer ${accessToken}`]);
    let subscriptionAuth = '';
    let sentBody: Record<string, unknown> = {};
    mollie()
      .get('/v2/payments/tr_FirstC')
      .query(true)
      .reply(200, () =>
        payment('tr_FirstC', {
          sequenceType: 'first',
          customerId: 'cst_Connected1',
          mandateId: 'mdt_C',
          metadata: { reference, kind: 'donation' },
        }),
      )
      .post('/v2/customers/cst_Connected1/subscriptions', (body) => ((sentBody = body), true))
      .reply(201, function () {
        subscriptionAuth = String(this.req.headers.authorization);
        return subscriptionBody('sub_Connected1', 'cst_Connected1');
      });
    expect((await p.webhook('tr_FirstC')).statusCode).toBe(200);
    expect(subscriptionAuth).toBe(`Bearer ${accessToken}`);
    expect(sentBody).toMatchObject({
      applicationFee: { amount: { value: '0.20', currency: 'EUR' } },
      testmode: true,
    });
    const [gift] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, first.subscriptionId!));
    expect(gift).toMatchObject({ status: 'active', payeeNonprofitId: expect.any(Number) });
  });
});
