import { eq } from 'drizzle-orm';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertFundraiser, insertNonprofit, insertSignedInUser } from '../../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { paymentRequests } from '../../../test/payments';
import { interceptTheWire } from '../../../test/wire';
import { donationChargebacks, donationRefunds, donations } from '../../db/schema';
import { saveConnection } from '../payments/connections.service';

// Refunds and chargebacks reported by Mollie, with Mollie's servers intercepted on the wire:
// the webhook Mollie calls again after a refund or a chargeback.
const apiKey = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
const accessToken = 'access_Wwvu7egPcJLLJ9Kb7J632x8wJ2zMeJ';
let t: TestApp;
const p = paymentRequests(() => t);
let fundraiserId: number;
let connectedFundraiserId: number;
let ownerToken: string;

const molliePayment = (
  id: string,
  reference: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> => ({
  resource: 'payment',
  id,
  mode: 'test',
  createdAt: '2026-11-25T09:13:37+00:00',
  amount: { value: '25.00', currency: 'EUR' },
  description: 'Donation',
  method: 'ideal',
  metadata: { reference, kind: 'donation' },
  status: 'paid',
  profileId: 'pfl_QkEhN94Ba',
  sequenceType: 'oneoff',
  _links: {
    self: { href: `https://api.mollie.com/v2/payments/${id}`, type: 'application/hal+json' },
  },
  ...extra,
});

const mollieRefund = (id: string, value: string, status: string, requestId?: number) => ({
  resource: 'refund',
  id,
  amount: { value, currency: 'EUR' },
  status,
  description: 'Refund',
  metadata: requestId === undefined ? null : { requestId },
  createdAt: '2026-11-25T10:00:00+00:00',
  _links: {},
});

const embedded = { embed: 'refunds,chargebacks' };

/** A donation of 25 euro that Mollie reports paid through the webhook; its reference and id. */
async function paidThroughMollie(paymentId: string, target = fundraiserId) {
  let reference = '';
  nock('https://api.mollie.com')
    .post('/v2/payments', (body) => ((reference = body.metadata.reference), true))
    .reply(201, () =>
      molliePayment(paymentId, reference, {
        status: 'open',
        method: null,
        _links: { checkout: { href: 'https://www.mollie.com/checkout/x', type: 'text/html' } },
      }),
    )
    .get(`/v2/payments/${paymentId}`)
    .query(true)
    .reply(200, () => molliePayment(paymentId, reference));
  expect(
    (await p.pay({ amount: 25, object_type: 'fundraiser', object_id: target })).statusCode,
  ).toBe(200);
  expect((await p.webhook(paymentId)).statusCode).toBe(200);
  const donation = await p.donation(reference);
  expect(donation.status).toBe('paid');
  return { reference, id: donation.id };
}

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
  ownerToken = owner.token;
  const np = await insertNonprofit(db, { userId: owner.user.id });
  fundraiserId = (await insertFundraiser(db, { userId: owner.user.id, nonprofitId: np.id })).id;
  const connected = await insertNonprofit(db, { userId: owner.user.id });
  await saveConnection(t.app, {
    nonprofitId: connected.id,
    userId: owner.user.id,
    tokens: {
      accessToken,
      refreshToken: 'refresh_x',
      expiresAt: new Date(Date.now() + 3_600_000),
    },
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

describe('refunds and chargebacks Mollie reports', () => {
  it('a refund of 10.00 of 25.00 moves the raised amount down by exactly 10 euro, once, after 20 replays and 10 at once', async () => {
    const { reference, id } = await paidThroughMollie('tr_Refund10');
    const before = await p.raised('fundraiser', fundraiserId);
    nock('https://api.mollie.com')
      .get('/v2/payments/tr_Refund10')
      .query(embedded)
      .times(30)
      .reply(200, () =>
        molliePayment('tr_Refund10', reference, {
          amountRefunded: { value: '10.00', currency: 'EUR' },
          amountRemaining: { value: '15.00', currency: 'EUR' },
          _embedded: { refunds: [mollieRefund('re_4qqhO89gsT', '10.00', 'pending')] },
        }),
      );

    for (let i = 0; i < 20; i++) expect((await p.webhook('tr_Refund10')).statusCode).toBe(200);
    const atOnce = await Promise.all(Array.from({ length: 10 }, () => p.webhook('tr_Refund10')));
    expect(atOnce.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));

    expect(await p.raised('fundraiser', fundraiserId)).toBe(before - 1000);
    const [donation] = await t.database.db.select().from(donations).where(eq(donations.id, id));
    expect(donation).toMatchObject({ refundedCents: 1000, countedCents: 1500, status: 'paid' });
    const refunds = await t.database.db
      .select()
      .from(donationRefunds)
      .where(eq(donationRefunds.donationId, id));
    expect(refunds).toMatchObject([
      { providerRefundId: 're_4qqhO89gsT', amountCents: 1000, status: 'pending' },
    ]);

    // Later the refund fails at the bank: the money is back with the cause, and counts again.
    nock('https://api.mollie.com')
      .get('/v2/payments/tr_Refund10')
      .query(embedded)
      .times(2)
      .reply(200, () =>
        molliePayment('tr_Refund10', reference, {
          _embedded: { refunds: [mollieRefund('re_4qqhO89gsT', '10.00', 'failed')] },
        }),
      );
    await p.webhook('tr_Refund10');
    await p.webhook('tr_Refund10');
    expect(await p.raised('fundraiser', fundraiserId)).toBe(before);
  });

  it('a chargeback of the whole amount removes the donation and its supporter from the totals', async () => {
    const supporters = async () =>
      (await t.app.inject({ url: p.api('/total-supporters') })).json().total_supporters as number;
    const { reference, id } = await paidThroughMollie('tr_ChargedBack');
    const before = {
      raised: await p.raised('fundraiser', fundraiserId),
      people: await supporters(),
    };
    nock('https://api.mollie.com')
      .get('/v2/payments/tr_ChargedBack')
      .query(embedded)
      .times(11)
      .reply(200, () =>
        molliePayment('tr_ChargedBack', reference, {
          amountChargedBack: { value: '25.00', currency: 'EUR' },
          _embedded: {
            chargebacks: [
              {
                resource: 'chargeback',
                id: 'chb_n9z0tp',
                amount: { value: '25.00', currency: 'EUR' },
                createdAt: '2026-11-25T11:00:00+00:00',
                reversedAt: null,
                paymentId: 'tr_ChargedBack',
                _links: {},
              },
            ],
          },
        }),
      );

    await Promise.all(Array.from({ length: 10 }, () => p.webhook('tr_ChargedBack')));
    await p.webhook('tr_ChargedBack');

    expect(await p.raised('fundraiser', fundraiserId)).toBe(before.raised - 2500);
    expect(await supporters()).toBe(before.people - 1);
    const chargebacks = await t.database.db
      .select()
      .from(donationChargebacks)
      .where(eq(donationChargebacks.donationId, id));
    expect(chargebacks).toMatchObject([{ providerChargebackId: 'chb_n9z0tp', amountCents: 2500 }]);
  });

  it("refunds a Connect donation on the non-profit's own account, with its token", async () => {
    const { id } = await paidThroughMollieConnected('tr_Connected1');
    const before = await p.raised('fundraiser', connectedFundraiserId);
    let sent: Record<string, unknown> = {};
    const mollie = nock('https://api.mollie.com', {
      reqheaders: { authorization: `Bearer ${accessToken}` },
    })
      .post('/v2/payments/tr_Connected1/refunds', (body) => ((sent = body), true))
      .reply(201, (_uri, body) =>
        mollieRefund(
          're_Connected1',
          '7.50',
          'pending',
          (body as { metadata: { requestId: number } }).metadata.requestId,
        ),
      );

    const answer = await t.app.inject({
      method: 'POST',
      url: p.api(`/donations/${id}/refunds`),
      headers: bearer(ownerToken),
      payload: { amount: 7.5, reason: 'Gift given twice' },
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      refund: { amount: 7.5, status: 'pending' },
      donation: { refunded: 7.5, net: 17.5 },
    });
    expect(sent).toMatchObject({
      amount: { currency: 'EUR', value: '7.50' },
      description: 'Gift given twice',
      testmode: true,
    });
    expect(mollie.isDone()).toBe(true);
    expect(await p.raised('fundraiser', connectedFundraiserId)).toBe(before - 750);
  });

  it('answers 502 when Mollie refuses the refund, and the refund counts no more', async () => {
    const { id } = await paidThroughMollie('tr_Refused1');
    const before = await p.raised('fundraiser', fundraiserId);
    nock('https://api.mollie.com').post('/v2/payments/tr_Refused1/refunds').reply(422, {
      status: 422,
      title: 'Unprocessable Entity',
      detail: 'The amount is higher than the amount that is refundable for this payment',
    });

    const answer = await t.app.inject({
      method: 'POST',
      url: p.api(`/donations/${id}/refunds`),
      headers: bearer(ownerToken),
      payload: { amount: 5, reason: 'Try' },
    });
    expect(answer.statusCode).toBe(502);
    expect(await p.raised('fundraiser', fundraiserId)).toBe(before);
    const refunds = await t.database.db
      .select()
      .from(donationRefunds)
      .where(eq(donationRefunds.donationId, id));
    expect(refunds).toMatchObject([{ status: 'failed', providerRefundId: null }]);
  });
});

/** As paidThroughMollie, for the fundraiser of the connected non-profit (its token reads it). */
async function paidThroughMollieConnected(paymentId: string) {
  let reference = '';
  nock('https://api.mollie.com', { reqheaders: { authorization: `Bearer ${accessToken}` } })
    .post('/v2/payments', (body) => ((reference = body.metadata.reference), true))
    .reply(201, () =>
      molliePayment(paymentId, reference, {
        status: 'open',
        method: null,
        _links: { checkout: { href: 'https://www.mollie.com/checkout/y', type: 'text/html' } },
      }),
    )
    .get(`/v2/payments/${paymentId}`)
    .query(true)
    .reply(200, () => molliePayment(paymentId, reference));
  expect(
    (await p.pay({ amount: 25, object_type: 'fundraiser', object_id: connectedFundraiserId }))
      .statusCode,
  ).toBe(200);
  expect((await p.webhook(paymentId)).statusCode).toBe(200);
  const donation = await p.donation(reference);
  expect(donation).toMatchObject({ status: 'paid' });
  expect(donation.payeeNonprofitId).not.toBeNull();
  return { reference, id: donation.id };
}
