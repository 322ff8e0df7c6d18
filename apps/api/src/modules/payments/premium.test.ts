import { paymentMessages } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNonprofit, insertSignedInUser, insertUser } from '../../../test/factories';
import { bearer, createTestApp, type TestApp, textOf } from '../../../test/helpers';
import { paymentIdOf, paymentRequests } from '../../../test/payments';
import { premiumPurchases, users } from '../../db/schema';
import { ensureReferenceData } from '../../seed/reference';

let t: TestApp;
const p = paymentRequests(() => t);

beforeAll(async () => {
  t = await createTestApp({ config: { PAY_RATE_LIMIT_PER_HOUR: '1000' } });
  await ensureReferenceData(t.database.db, t.app.storage);
});
afterAll(() => t.close());

const jobPay = (token: string | null, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: p.api('/job-pay'),
    headers: token ? bearer(token) : {},
    payload,
  });
const premiumCheck = async (token: string) =>
  (await t.app.inject({ url: p.api('/premium-check'), headers: bearer(token) })).json().premium;
const premiumSince = async (userId: number) =>
  (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]!.premiumSince;

describe('plans and premium', () => {
  it('lists plan 1, the one-time job plan at 25 euro, in the asked language', async () => {
    const response = await t.app.inject({ url: p.api('/plans') });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([{ id: 1, name: 'Job posting', price: 25 }]);
    const dutch = await t.app.inject({ url: p.api('/plans?lang=nl') });
    expect(dutch.json().data).toEqual([{ id: 1, name: 'Vacature plaatsen', price: 25 }]);
  });

  it('needs a signed-in user for /job-pay and /premium-check', async () => {
    expect((await jobPay(null, { plan_id: 1 })).statusCode).toBe(401);
    expect((await t.app.inject({ url: p.api('/premium-check') })).statusCode).toBe(401);
  });

  it('takes the price from the plan, never from the body, and grants premium once when paid', async () => {
    const { user, token } = await insertSignedInUser(t.database.db);
    const np = await insertNonprofit(t.database.db, { userId: user.id });
    expect(await premiumCheck(token)).toBe(false);

    const started = await jobPay(token, {
      plan_id: 1,
      nonprofit_id: np.id,
      user_id: 999,
      amount: 0.01,
    });
    expect(started.statusCode).toBe(200);
    const { checkout_url, reference } = started.json();
    const [purchase] = await t.database.db
      .select()
      .from(premiumPurchases)
      .where(eq(premiumPurchases.reference, reference));
    expect(purchase).toMatchObject({
      userId: user.id,
      planId: 1,
      amountCents: 2500,
      status: 'open',
    });

    // A second checkout opened before the first one is paid.
    const second = (await jobPay(token, { plan_id: 1 })).json();

    const chosen = await p.choose(paymentIdOf(checkout_url), 'paid');
    expect(chosen.json().redirect_url).toBe(
      `http://localhost:5173/payment-success?ref=${reference}&for=premium&lang=en`,
    );
    expect(await premiumCheck(token)).toBe(true);
    const grantedAt = await premiumSince(user.id);
    expect(grantedAt).toBeInstanceOf(Date);

    // Repeated webhooks and the second payment do not grant it again.
    for (let i = 0; i < 5; i++) await p.webhook(paymentIdOf(checkout_url));
    await p.choose(paymentIdOf(second.checkout_url), 'paid');
    expect(await premiumSince(user.id)).toEqual(grantedAt);

    const shown = await t.app.inject({
      url: p.api(`/premium-purchases/${reference}`),
      headers: bearer(token),
    });
    expect(shown.json()).toMatchObject({ reference, amount: 25, status: 'paid', premium: true });
    expect(shown.json().plan).toMatchObject({ id: 1, price: 25 });

    // Already premium: no new charge.
    const again = await jobPay(token, { plan_id: 1 });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.plan_id).toEqual([textOf(paymentMessages.alreadyPremium)]);
  });

  it('does not grant premium for a failed or canceled payment', async () => {
    const { user, token } = await insertSignedInUser(t.database.db);
    for (const status of ['failed', 'canceled']) {
      const { checkout_url } = (await jobPay(token, { plan_id: 1 })).json();
      await p.choose(paymentIdOf(checkout_url), status);
    }
    expect(await premiumSince(user.id)).toBeNull();
    expect(await premiumCheck(token)).toBe(false);
  });

  it("refuses an unknown plan and another user's non-profit", async () => {
    const { token } = await insertSignedInUser(t.database.db);
    const unknown = await jobPay(token, { plan_id: 99 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.plan_id).toEqual([textOf(paymentMessages.planNotFound)]);

    const other = await insertUser(t.database.db);
    const np = await insertNonprofit(t.database.db, { userId: other.id });
    const foreign = await jobPay(token, { plan_id: 1, nonprofit_id: np.id });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.nonprofit_id).toEqual([textOf(paymentMessages.nonprofitNotOwned)]);
  });

  it('shows a purchase to its buyer only', async () => {
    const buyer = await insertSignedInUser(t.database.db);
    const other = await insertSignedInUser(t.database.db);
    const { reference } = (await jobPay(buyer.token, { plan_id: 1 })).json();
    const url = p.api(`/premium-purchases/${reference}`);
    expect((await t.app.inject({ url, headers: bearer(buyer.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: bearer(other.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });
});

describe('premium whose payment goes back', () => {
  /** A paid plan purchase of a new user: the user, their token and the sandbox payment id. */
  async function paidPremium(token?: string) {
    const buyer = token ? null : await insertSignedInUser(t.database.db);
    const bearerToken = token ?? buyer!.token;
    const { checkout_url } = (await jobPay(bearerToken, { plan_id: 1 })).json();
    const paymentId = paymentIdOf(checkout_url);
    expect((await p.choose(paymentId, 'paid')).statusCode).toBe(200);
    return { user: buyer?.user, token: bearerToken, paymentId };
  }
  const chargeBack = (paymentId: string) =>
    t.app.inject({ method: 'POST', url: p.api(`/sandbox/payments/${paymentId}/chargeback`) });

  it('is withdrawn when its payment is charged back, once, whatever the replays, and can be bought again', async () => {
    const { user, token, paymentId } = await paidPremium();
    expect(await premiumCheck(token)).toBe(true);

    expect((await chargeBack(paymentId)).statusCode).toBe(201);
    expect(await premiumCheck(token)).toBe(false);
    expect(await premiumSince(user!.id)).toBeNull();
    for (let i = 0; i < 3; i++) await p.webhook(paymentId);
    await Promise.all(Array.from({ length: 5 }, () => p.webhook(paymentId)));
    expect(await premiumCheck(token)).toBe(false);

    // Bought again: the new purchase stands, and the old payment's replays leave it be.
    const again = await paidPremium(token);
    expect(await premiumCheck(token)).toBe(true);
    for (let i = 0; i < 3; i++) await p.webhook(paymentId);
    expect(await premiumCheck(token)).toBe(true);
    expect((await chargeBack(again.paymentId)).statusCode).toBe(201);
    expect(await premiumCheck(token)).toBe(false);
  });

  it('stays while another paid purchase still pays for it', async () => {
    const { user, token } = await insertSignedInUser(t.database.db);
    // Two checkouts opened before either was paid; both paid.
    const first = paymentIdOf((await jobPay(token, { plan_id: 1 })).json().checkout_url);
    const second = paymentIdOf((await jobPay(token, { plan_id: 1 })).json().checkout_url);
    await p.choose(first, 'paid');
    await p.choose(second, 'paid');
    const grantedAt = await premiumSince(user.id);

    await chargeBack(first);
    expect(await premiumCheck(token)).toBe(true);
    expect(await premiumSince(user.id)).toEqual(grantedAt);
    await chargeBack(second);
    expect(await premiumCheck(token)).toBe(false);
  });

  it('is withdrawn when the payment is refunded in full at the provider, not in part', async () => {
    const { token, paymentId } = await paidPremium();
    const refund = (amountCents: number, requestId: number) =>
      t.app.payments.gateway.createRefund({
        paymentId,
        amountCents,
        description: 'Refund',
        requestId,
      });
    await refund(500, 990_001);
    await p.webhook(paymentId);
    expect(await premiumCheck(token)).toBe(true);
    await refund(2000, 990_002);
    await p.webhook(paymentId);
    expect(await premiumCheck(token)).toBe(false);
  });
});
