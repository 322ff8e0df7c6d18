import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { interceptTheWire } from '../../test/wire';
import { type CreatePaymentInput, GatewayError } from './gateway';
import { centsToValue, createMollieGateway, valueToCents } from './mollie';

// Mollie's API at the edge, intercepted on the wire: the requests are checked against the shapes
// documented at https://docs.mollie.com/reference/create-payment and .../get-payment, and the
// answers are Mollie's documented response bodies.
const origin = 'https://api.mollie.com';
const apiEndpoint = `${origin}/v2/`;
const apiKey = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
const accessToken = 'access_Wwvu7egPcJLLJ9Kb7J632x8wJ2zMeJ';
const halJson = { 'Content-Type': 'application/hal+json' };

const input: CreatePaymentInput = {
  amountCents: 2500,
  description: 'Donation to Stichting Voorbeeld',
  redirectUrl: 'https://pifworld.example/payments/result?ref=don_123',
  cancelUrl: 'https://pifworld.example/payments/result?ref=don_123&canceled=1',
  webhookUrl: 'https://pifworld.example/pifworld/api/v1/payments/webhook',
  locale: 'nl',
  metadata: { reference: 'don_123', kind: 'donation' },
};

/** A payment as Mollie answers it (create and get share the shape). */
function molliePayment(overrides: Record<string, unknown> = {}) {
  return {
    resource: 'payment',
    id: 'tr_7UhSN1zuXS',
    mode: 'test',
    createdAt: '2026-03-20T09:13:37+00:00',
    amount: { value: '25.00', currency: 'EUR' },
    description: input.description,
    method: null,
    metadata: { reference: 'don_123', kind: 'donation' },
    status: 'open',
    isCancelable: false,
    expiresAt: '2026-03-20T09:28:37+00:00',
    profileId: 'pfl_QkEhN94Ba',
    sequenceType: 'oneoff',
    redirectUrl: input.redirectUrl,
    cancelUrl: input.cancelUrl,
    webhookUrl: input.webhookUrl,
    _links: {
      self: { href: `${apiEndpoint}payments/tr_7UhSN1zuXS`, type: 'application/hal+json' },
      checkout: {
        href: 'https://www.mollie.com/checkout/select-method/7UhSN1zuXS',
        type: 'text/html',
      },
      dashboard: {
        href: 'https://www.mollie.com/dashboard/org_12345678/payments/tr_7UhSN1zuXS',
        type: 'text/html',
      },
      documentation: {
        href: 'https://docs.mollie.com/reference/create-payment',
        type: 'text/html',
      },
    },
    ...overrides,
  };
}

const paidWithIdeal = molliePayment({
  status: 'paid',
  method: 'ideal',
  paidAt: '2026-03-20T09:14:37+00:00',
  isCancelable: undefined,
  expiresAt: undefined,
  amountRefunded: { value: '0.00', currency: 'EUR' },
  amountRemaining: { value: '25.00', currency: 'EUR' },
  details: {
    consumerName: 'T. TEST',
    consumerAccount: 'NL17RABO0213698412',
    consumerBic: 'TESTNL99',
  },
  _links: {
    self: { href: `${apiEndpoint}payments/tr_7UhSN1zuXS`, type: 'application/hal+json' },
    documentation: { href: 'https://docs.mollie.com/reference/get-payment', type: 'text/html' },
  },
});

/** Mollie's error body (https://docs.mollie.com/overview/handling-errors). */
function mollieError(status: number, title: string, detail: string) {
  return {
    status,
    title,
    detail,
    _links: {
      documentation: {
        href: 'https://docs.mollie.com/overview/handling-errors',
        type: 'text/html',
      },
    },
  };
}

/** The platform's own requests: its API key, JSON. */
function platformApi() {
  return nock(origin, {
    reqheaders: {
      authorization: `Bearer ${apiKey}`,
      accept: 'application/hal+json',
      'content-type': 'application/json',
    },
  });
}

/** Requests on a connected organisation's account: its OAuth access token. */
function connectedApi() {
  return nock(origin, {
    reqheaders: {
      authorization: `Bearer ${accessToken}`,
      'content-type': 'application/json',
    },
  });
}

const gateway = createMollieGateway({ apiKey, apiEndpoint });

interceptTheWire();
afterEach(() => {
  const pending = nock.pendingMocks();
  nock.cleanAll();
  expect(pending).toEqual([]);
});

describe('amounts', () => {
  it('turns cents into Mollie values and back without floating point', () => {
    expect(centsToValue(2500)).toBe('25.00');
    expect(centsToValue(1)).toBe('0.01');
    expect(centsToValue(1999)).toBe('19.99');
    expect(centsToValue(123456789)).toBe('1234567.89');
    expect(valueToCents('25.00')).toBe(2500);
    expect(valueToCents('0.29')).toBe(29);
    expect(valueToCents('7.5')).toBe(750);
    expect(valueToCents('3')).toBe(300);
    expect(() => centsToValue(12.5)).toThrow(GatewayError);
    expect(() => centsToValue(-100)).toThrow(GatewayError);
  });
});

describe('createPayment', () => {
  it('creates a payment with the platform key and the documented body', async () => {
    platformApi()
      .matchHeader('idempotency-key', (value) => value.length > 0)
      .post('/v2/payments', (body) => {
        expect(body).toStrictEqual({
          amount: { currency: 'EUR', value: '25.00' },
          description: 'Donation to Stichting Voorbeeld',
          redirectUrl: 'https://pifworld.example/payments/result?ref=don_123',
          cancelUrl: 'https://pifworld.example/payments/result?ref=don_123&canceled=1',
          webhookUrl: 'https://pifworld.example/pifworld/api/v1/payments/webhook',
          locale: 'nl_NL',
          metadata: { reference: 'don_123', kind: 'donation' },
        });
        return true;
      })
      .reply(201, molliePayment(), halJson);

    await expect(gateway.createPayment(input)).resolves.toStrictEqual({
      id: 'tr_7UhSN1zuXS',
      status: 'open',
      amountCents: 2500,
      currency: 'EUR',
      method: null,
      checkoutUrl: 'https://www.mollie.com/checkout/select-method/7UhSN1zuXS',
      metadata: { reference: 'don_123', kind: 'donation' },
      refunds: [],
      chargebacks: [],
      sequenceType: 'oneoff',
      customerId: null,
      mandateId: null,
      subscriptionId: null,
    });
  });

  it("creates it on a connected account: the organisation's token, profile, fee and test mode", async () => {
    connectedApi()
      .post('/v2/payments', (body) => {
        expect(body).toStrictEqual({
          amount: { currency: 'EUR', value: '10.01' },
          description: 'Donation to Stichting Voorbeeld',
          redirectUrl: input.redirectUrl,
          cancelUrl: input.cancelUrl,
          webhookUrl: input.webhookUrl,
          locale: 'en_US',
          metadata: { reference: 'don_456', kind: 'donation' },
          profileId: 'pfl_v9hTwCvYqw',
          applicationFee: {
            amount: { currency: 'EUR', value: '0.20' },
            description: 'Platform fee',
          },
          testmode: true,
        });
        return true;
      })
      .reply(
        201,
        molliePayment({
          amount: { value: '10.01', currency: 'EUR' },
          profileId: 'pfl_v9hTwCvYqw',
          metadata: { reference: 'don_456', kind: 'donation' },
        }),
        halJson,
      );

    const payment = await gateway.createPayment({
      ...input,
      amountCents: 1001,
      locale: 'en',
      metadata: { reference: 'don_456', kind: 'donation' },
      connected: { accessToken, profileId: 'pfl_v9hTwCvYqw', applicationFeeCents: 20 },
    });
    expect(payment).toMatchObject({ id: 'tr_7UhSN1zuXS', amountCents: 1001, status: 'open' });
  });

  it('sends no application fee when it is 0, and no testmode with a live key', async () => {
    const live = createMollieGateway({ apiKey: 'live_Hx7bQ2mT9pLc4vRz8KsW3nYd6jFa', apiEndpoint });
    connectedApi()
      .post('/v2/payments', (body) => {
        expect(body).toStrictEqual({
          amount: { currency: 'EUR', value: '25.00' },
          description: input.description,
          redirectUrl: input.redirectUrl,
          cancelUrl: input.cancelUrl,
          webhookUrl: input.webhookUrl,
          locale: 'nl_NL',
          metadata: { reference: 'don_123', kind: 'donation' },
          profileId: 'pfl_v9hTwCvYqw',
        });
        return true;
      })
      .reply(201, molliePayment({ mode: 'live' }), halJson);

    await live.createPayment({
      ...input,
      connected: { accessToken, profileId: 'pfl_v9hTwCvYqw', applicationFeeCents: 0 },
    });
  });

  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])(
    'leaves out a webhook URL Mollie cannot reach (%s)',
    async (host) => {
      platformApi()
        .post('/v2/payments', (body) => {
          expect(body).not.toHaveProperty('webhookUrl');
          expect(body).toMatchObject({ redirectUrl: `${host}/payments/result` });
          return true;
        })
        .reply(201, molliePayment({ webhookUrl: undefined }), halJson);

      await gateway.createPayment({
        ...input,
        redirectUrl: `${host}/payments/result`,
        webhookUrl: `${host}/pifworld/api/v1/payments/webhook`,
      });
    },
  );

  it('turns a refusal into a GatewayError without the key in its message', async () => {
    platformApi()
      .post('/v2/payments')
      .reply(
        422,
        mollieError(422, 'Unprocessable Entity', 'The amount is lower than the minimum.'),
        halJson,
      );

    const error = await gateway.createPayment(input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as Error).message).toBe(
      'Mollie create payment failed (HTTP 422 Unprocessable Entity)',
    );
    expect((error as Error).message).not.toContain(apiKey);
  });
});

/** A payment is read with its refunds and chargebacks. */
const withReturns = { embed: 'refunds,chargebacks' };

describe('getPayment', () => {
  it('maps a payment paid with iDEAL', async () => {
    platformApi()
      .get('/v2/payments/tr_7UhSN1zuXS')
      .query(withReturns)
      .reply(200, paidWithIdeal, halJson);

    await expect(gateway.getPayment('tr_7UhSN1zuXS')).resolves.toStrictEqual({
      id: 'tr_7UhSN1zuXS',
      status: 'paid',
      amountCents: 2500,
      currency: 'EUR',
      method: 'ideal',
      checkoutUrl: null,
      metadata: { reference: 'don_123', kind: 'donation' },
      refunds: [],
      chargebacks: [],
      sequenceType: 'oneoff',
      customerId: null,
      mandateId: null,
      subscriptionId: null,
    });
  });

  it.each([
    ['pending', 'open'],
    ['authorized', 'open'],
    ['open', 'open'],
    ['failed', 'failed'],
    ['canceled', 'canceled'],
    ['expired', 'expired'],
  ])('maps Mollie status %s to %s', async (mollieStatus, status) => {
    platformApi()
      .get('/v2/payments/tr_7UhSN1zuXS')
      .query(withReturns)
      .reply(200, molliePayment({ status: mollieStatus }), halJson);

    const payment = await gateway.getPayment('tr_7UhSN1zuXS');
    expect(payment?.status).toBe(status);
    // Only an open payment can still be paid.
    expect(payment?.checkoutUrl).toBe(
      status === 'open' ? 'https://www.mollie.com/checkout/select-method/7UhSN1zuXS' : null,
    );
  });

  it("reads a connected account's payment with its token, in test mode for a test key", async () => {
    connectedApi()
      .get('/v2/payments/tr_WDqYK6vllg')
      .query({ testmode: 'true', ...withReturns })
      .reply(200, molliePayment({ id: 'tr_WDqYK6vllg', status: 'paid', method: 'ideal' }), halJson);

    const payment = await gateway.getPayment('tr_WDqYK6vllg', { accessToken });
    expect(payment).toMatchObject({ id: 'tr_WDqYK6vllg', status: 'paid', method: 'ideal' });
  });

  it('answers null when Mollie does not know the payment (404)', async () => {
    platformApi()
      .get('/v2/payments/tr_NotThere1')
      .query(withReturns)
      .reply(404, mollieError(404, 'Not Found', 'No payment exists with token tr_NotThere1.'), {
        'Content-Type': 'application/hal+json',
      });

    await expect(gateway.getPayment('tr_NotThere1')).resolves.toBeNull();
  });

  it.each(['tr_<script>', 'tr_', 're_4qqhO89gsT', 'tr_abc/../../profiles', ''])(
    'answers null for %j without asking Mollie',
    async (id) => {
      const scope = nock(origin)
        .get(() => true)
        .reply(200, molliePayment(), halJson);

      await expect(gateway.getPayment(id)).resolves.toBeNull();
      expect(scope.isDone()).toBe(false);
      nock.cleanAll();
    },
  );

  it('throws a GatewayError when Mollie keeps failing (after its client retried)', async () => {
    // The api-client tries a 5xx three times; Retry-After: 0 keeps the test fast.
    const scope = platformApi()
      .get('/v2/payments/tr_7UhSN1zuXS')
      .query(withReturns)
      .times(3)
      .reply(500, mollieError(500, 'Internal Server Error', 'Something went wrong.'), {
        ...halJson,
        'Retry-After': '0',
      });

    const error = await gateway.getPayment('tr_7UhSN1zuXS').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as Error).message).toBe(
      'Mollie get payment failed (HTTP 500 Internal Server Error)',
    );
    expect((error as Error).message).not.toContain(apiKey);
    expect(scope.isDone()).toBe(true);
  });

  it('throws a GatewayError when Mollie cannot be reached', async () => {
    platformApi()
      .get('/v2/payments/tr_7UhSN1zuXS')
      .query(withReturns)
      .replyWithError('socket hang up');

    const error = await gateway.getPayment('tr_7UhSN1zuXS').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as Error).message).toBe('Mollie get payment failed (no answer)');
  });
});
