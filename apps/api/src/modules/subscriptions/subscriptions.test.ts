import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertFundraiser, insertNonprofit, insertSignedInUser } from '../../../test/factories';
import { bearer, testAppWith } from '../../../test/helpers';
import { paymentRequests } from '../../../test/payments';
import { donations, mailOutbox, sandboxPayments, subscriptions } from '../../db/schema';
import { addMonths, dayOf } from '../../lib/days';
import { saveConnection } from '../payments/connections.service';
import { stopToken } from './stop-links';
import { followOverdueGifts } from './subscriptions.service';
import { readPdf } from '../../../test/pdf';

// Monthly giving through the built-in sandbox: the first payment, the subscription it
// starts, the charges the sandbox runs through the very webhook handling, and stopping it.
const t = testAppWith(paymentRequests);
let fundraiserId: number;
let ownerToken: string;

beforeAll(async () => {
  const owner = await insertSignedInUser(t.db);
  ownerToken = owner.token;
  const np = await insertNonprofit(t.db, { userId: owner.user.id });
  fundraiserId = (await insertFundraiser(t.db, { userId: owner.user.id, nonprofitId: np.id })).id;
});

const chargeDue = (body: Record<string, unknown> = { months: 1 }) =>
  t.app.inject({
    method: 'POST',
    url: t.api('/sandbox/subscriptions/charge-due'),
    payload: body,
  });

const stop = (id: number, options: { token?: string; user?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: t.api(`/subscriptions/${id}/stop`),
    headers: options.user ? bearer(options.user) : {},
    payload: options.token ? { token: options.token } : {},
  });

const mailsTo = (to: string, kind: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)));

/** A guest's monthly gift whose first payment is paid: its subscription and first donation. */
async function monthlyGift(email: string, extra: Record<string, string | number | boolean> = {}) {
  const started = await t.startDonation({
    amount: 10,
    object_type: 'fundraiser',
    object_id: fundraiserId,
    frequency: 'monthly',
    donor_name: 'Monthly Donor',
    donor_email: email,
    ...extra,
  });
  const first = await t.donation(started.reference);
  expect((await t.choose(started.paymentId, 'paid')).statusCode).toBe(200);
  const [gift] = await t.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, first.subscriptionId!));
  return { gift: gift!, first, ...started };
}

describe('monthly giving in the sandbox', () => {
  it('starts a subscription once the first payment is paid, and charges the next month through the webhook', async () => {
    const before = await t.raised('fundraiser', fundraiserId);
    const { gift, paymentId } = await monthlyGift('monthly-1@example.org');
    const [firstPayment] = await t.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, paymentId));
    expect(firstPayment).toMatchObject({ sequenceType: 'first', amountCents: 1000 });
    expect(firstPayment!.mandateId).toMatch(/^mdt_sbx/);
    expect(gift).toMatchObject({ status: 'active', amountCents: 1000 });
    expect(gift.providerSubscriptionId).toMatch(/^sub_sbx/);
    expect(gift.nextChargeDate).toBe(addMonths(dayOf(new Date()), 1));
    expect(await t.raised('fundraiser', fundraiserId)).toBe(before + 1000);

    const charged = await chargeDue();
    expect(charged.statusCode).toBe(200);
    const mine = charged
      .json<{ charges: { payment_id: string; amount: number; status: string }[] }>()
      .charges.filter((c) => c.amount === 10);
    expect(mine.length).toBeGreaterThanOrEqual(1);
    const rows = await t.db.select().from(donations).where(eq(donations.subscriptionId, gift.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.status === 'paid')).toBe(true);
    expect(await t.raised('fundraiser', fundraiserId)).toBe(before + 2000);
    // Each charge is e-mailed as its own receipt, with the link that stops the gift.
    const receipts = await mailsTo('monthly-1@example.org', 'donation-receipt');
    expect(receipts).toHaveLength(2);
    expect(receipts[1]!.text).toContain('/monthly-giving/');

    // Nothing more falls due within the month: a second run charges nothing of this gift.
    await chargeDue();
    expect(
      await t.db.select().from(donations).where(eq(donations.subscriptionId, gift.id)),
    ).toHaveLength(2);
    const [after] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, gift.id));
    expect(after!.nextChargeDate).toBe(addMonths(dayOf(new Date()), 2));
  });

  it('counts a charge once however often its webhook is replayed', async () => {
    const { gift } = await monthlyGift('monthly-2@example.org');
    await chargeDue();
    const [charge] = await t.db
      .select()
      .from(donations)
      .where(and(eq(donations.subscriptionId, gift.id), eq(donations.donorEmail, gift.donorEmail!)))
      .orderBy(donations.id)
      .offset(1);
    const before = await t.raised('fundraiser', fundraiserId);
    const replay = () =>
      t.app.inject({
        method: 'POST',
        url: t.api(`/mollie/webhook?subscription=${gift.id}`),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ id: charge!.providerPaymentId! }).toString(),
      });
    for (let i = 0; i < 5; i++) expect((await replay()).statusCode).toBe(200);
    await Promise.all(Array.from({ length: 5 }, replay));
    expect(
      await t.db.select().from(donations).where(eq(donations.subscriptionId, gift.id)),
    ).toHaveLength(2);
    expect(await t.raised('fundraiser', fundraiserId)).toBe(before);
  });

  it('a payment of another subscription, named in the webhook URL, is not recorded', async () => {
    const one = await monthlyGift('monthly-3a@example.org');
    const other = await monthlyGift('monthly-3b@example.org');
    await chargeDue();
    const [otherCharge] = await t.db
      .select()
      .from(donations)
      .where(eq(donations.subscriptionId, other.gift.id))
      .orderBy(donations.id)
      .offset(1);
    const before = await t.db
      .select()
      .from(donations)
      .where(eq(donations.subscriptionId, one.gift.id));
    await t.app.inject({
      method: 'POST',
      url: t.api(`/mollie/webhook?subscription=${one.gift.id}`),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ id: otherCharge!.providerPaymentId! }).toString(),
    });
    const [moved] = await t.db
      .select()
      .from(donations)
      .where(eq(donations.providerPaymentId, otherCharge!.providerPaymentId!));
    expect(moved!.subscriptionId).toBe(other.gift.id);
    expect(
      await t.db.select().from(donations).where(eq(donations.subscriptionId, one.gift.id)),
    ).toHaveLength(before.length);
  });

  it('the receipt link stops the gift once, tells the donor, and the next run charges nothing', async () => {
    const { gift } = await monthlyGift('monthly-4@example.org');
    const token = stopToken(t.app, gift.id);
    const shown = await t.app.inject({ url: t.api(`/subscriptions/link/${token}`) });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ id: gift.id, status: 'active', amount: 10 });

    const stopped = await stop(gift.id, { token });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({ status: 'canceled', stop_reason: 'donor' });
    const again = await stop(gift.id, { token });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'canceled' });
    expect(await mailsTo('monthly-4@example.org', 'subscription-stopped')).toHaveLength(1);

    await chargeDue({ months: 3 });
    expect(
      await t.db.select().from(donations).where(eq(donations.subscriptionId, gift.id)),
    ).toHaveLength(1);
  });

  it("someone else's gift cannot be stopped: 401 without anything, 403 with another gift's link or account", async () => {
    const { gift } = await monthlyGift('monthly-5@example.org');
    const other = await monthlyGift('monthly-5b@example.org');
    expect((await stop(gift.id)).statusCode).toBe(401);
    expect((await stop(gift.id, { token: stopToken(t.app, other.gift.id) })).statusCode).toBe(403);
    expect((await stop(gift.id, { token: 'not-a-token' })).statusCode).toBe(403);
    expect((await stop(gift.id, { user: ownerToken })).statusCode).toBe(403);
    expect((await stop(999_999, { user: ownerToken })).statusCode).toBe(404);
    expect((await stop(gift.id, { token: 'x'.repeat(3000) })).statusCode).toBe(422);
    const [still] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, gift.id));
    expect(still!.status).toBe('active');
    expect(await mailsTo('monthly-5@example.org', 'subscription-stopped')).toHaveLength(0);
  });

  it('a stop link is tried at most so often from one address: then 429 with Retry-After', async () => {
    const { gift } = await monthlyGift('monthly-limit@example.org');
    const token = stopToken(t.app, gift.id);
    const read = (remoteAddress: string, link = token) =>
      t.app.inject({ url: t.api(`/subscriptions/link/${link}`), remoteAddress });
    // Guessing links: 60 reads an hour from one address, forged or not.
    const reads = [];
    for (let i = 0; i < 60; i++) reads.push((await read('192.0.2.60', `forged-${i}`)).statusCode);
    expect(new Set(reads)).toEqual(new Set([404]));
    const limited = await read('192.0.2.60');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await read('192.0.2.61')).statusCode).toBe(200);

    const tryStop = (remoteAddress: string, link: string) =>
      t.app.inject({
        method: 'POST',
        url: t.api(`/subscriptions/${gift.id}/stop`),
        payload: { token: link },
        remoteAddress,
      });
    const stops = [];
    for (let i = 0; i < 30; i++)
      stops.push((await tryStop('192.0.2.30', `forged-${i}`)).statusCode);
    expect(new Set(stops)).toEqual(new Set([403]));
    const refused = await tryStop('192.0.2.30', token);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const [still] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, gift.id));
    expect(still!.status).toBe('active');
  });

  it('a signed-in donor sees their gifts and stops one from /orders', async () => {
    const donor = await insertSignedInUser(t.db, { email: 'monthly-6@example.org' });
    const started = await t.startDonation(
      {
        amount: 15,
        object_type: 'fundraiser',
        object_id: fundraiserId,
        frequency: 'monthly',
      },
      donor.token,
    );
    await t.choose(started.paymentId, 'paid');
    const list = await t.app.inject({
      url: t.api(`/user/${donor.user.id}/subscriptions`),
      headers: bearer(donor.token),
    });
    expect(list.statusCode).toBe(200);
    const [gift] = list.json<{ data: { id: number; status: string; amount: number }[] }>().data;
    expect(gift).toMatchObject({ status: 'active', amount: 15, charges: 1, given: 15 });
    expect(
      (await t.app.inject({ url: t.api(`/user/${donor.user.id}/subscriptions`) })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          url: t.api(`/user/${donor.user.id}/subscriptions`),
          headers: bearer(ownerToken),
        })
      ).statusCode,
    ).toBe(403);
    const stopped = await stop(gift!.id, { user: donor.token });
    expect(stopped.json()).toMatchObject({ status: 'canceled', next_charge_date: null });
  });

  it('a monthly gift needs a name and an e-mail address, and writes nothing without them', async () => {
    const count = async () => (await t.db.select().from(subscriptions)).length;
    const before = await count();
    const response = await t.pay({
      amount: 10,
      object_type: 'fundraiser',
      object_id: fundraiserId,
      frequency: 'monthly',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual([
      'donor_email',
      'donor_name',
    ]);
    expect(await count()).toBe(before);
    const nl = await t.app.inject({
      url: t.api(
        `/pay?amount=10&object_type=fundraiser&object_id=${fundraiserId}&frequency=monthly&donor_name=A`,
      ),
      headers: { 'accept-language': 'nl' },
    });
    expect(nl.json()).toMatchObject({
      errors: { donor_email: ['Voor een maandelijkse donatie hebben we je e-mailadres nodig.'] },
    });
    expect(
      (
        await t.pay({
          amount: 10,
          object_type: 'fundraiser',
          object_id: fundraiserId,
          frequency: 'weekly',
        })
      ).statusCode,
    ).toBe(422);
  });

  it('a first payment that fails ends the gift before it starts', async () => {
    const started = await t.startDonation({
      amount: 10,
      object_type: 'fundraiser',
      object_id: fundraiserId,
      frequency: 'monthly',
      donor_name: 'Failing Donor',
      donor_email: 'monthly-7@example.org',
    });
    await t.choose(started.paymentId, 'failed');
    const first = await t.donation(started.reference);
    const [gift] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, first.subscriptionId!));
    expect(gift).toMatchObject({ status: 'ended', providerSubscriptionId: null });
  });

  it('covering the fee charges the gift plus the fee, counts the gift, and the receipt shows both', async () => {
    const before = await t.raised('fundraiser', fundraiserId);
    const started = await t.startDonation({
      amount: 10,
      object_type: 'fundraiser',
      object_id: fundraiserId,
      cover_fee: true,
      donor_email: 'covered@example.org',
    });
    const [payment] = await t.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, started.paymentId));
    // 2% of 10.00 and a payment's cost of 0.29.
    expect(payment!.amountCents).toBe(1000 + 20 + 29);
    await t.choose(started.paymentId, 'paid');
    expect(await t.raised('fundraiser', fundraiserId)).toBe(before + 1000);
    const donation = await t.donation(started.reference);
    expect(donation).toMatchObject({ status: 'paid', amountCents: 1000, coveredFeeCents: 49 });
    const [receipt] = await mailsTo('covered@example.org', 'donation-receipt');
    expect(receipt!.text).toContain('Fee you covered: €0.49');
    expect(receipt!.text).toContain('Charged: €10.49');
    const pdf = await t.app.inject({ url: t.api(`/donations/${started.reference}/receipt.pdf`) });
    const { text, warnings } = await readPdf(pdf.rawPayload);
    expect(warnings).toEqual([]);
    expect(text).toContain('Donation €10.00');
    expect(text).toContain('Fee you covered €0.49 (not part of the donation)');
    expect(text).toContain('Total paid €10.49');
    const fees = await t.app.inject({ url: t.api('/donation-fees') });
    expect(fees.json()).toMatchObject({ platform_fee_percent: 2, payment_cost: 0.29 });
  });

  it('a failed charge is shown, and counts nothing', async () => {
    const { gift } = await monthlyGift('monthly-8@example.org');
    const before = await t.raised('fundraiser', fundraiserId);
    await chargeDue({ months: 1, outcome: 'failed' });
    const [after] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, gift.id));
    expect(after!.lastChargeFailedAt).not.toBeNull();
    expect(after!.status).toBe('active');
    const rows = await t.db.select().from(donations).where(eq(donations.subscriptionId, gift.id));
    expect(rows.map((row) => row.status).sort()).toEqual(['failed', 'paid']);
    expect(await t.raised('fundraiser', fundraiserId)).toBe(before);
  });

  it('deleting the page stops its gifts and tells the donors', async () => {
    const owner = await insertSignedInUser(t.db);
    const np = await insertNonprofit(t.db, { userId: owner.user.id });
    const page = await insertFundraiser(t.db, { userId: owner.user.id, nonprofitId: np.id });
    const started = await t.startDonation({
      amount: 5,
      object_type: 'fundraiser',
      object_id: page.id,
      frequency: 'monthly',
      donor_name: 'Gone Page Donor',
      donor_email: 'monthly-9@example.org',
    });
    await t.choose(started.paymentId, 'paid');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: t.api(`/fundraisers/${page.id}`),
      headers: bearer(owner.token),
    });
    expect(deleted.statusCode).toBeLessThan(300);
    await t.app.queue.runDue();
    const first = await t.donation(started.reference);
    const [gift] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, first.subscriptionId!));
    expect(gift).toMatchObject({ status: 'canceled', stopReason: 'page-deleted' });
    const [mail] = await mailsTo('monthly-9@example.org', 'subscription-stopped');
    expect(mail!.text).toContain('The page it went to has been removed.');
  });

  it('a non-profit that disconnects its payment account stops the gifts on it first, and only its owner can', async () => {
    const owner = await insertSignedInUser(t.db);
    const np = await insertNonprofit(t.db, { userId: owner.user.id });
    await saveConnection(t.app, {
      nonprofitId: np.id,
      userId: owner.user.id,
      tokens: {
        accessToken: 'access_sandboxDisconnect',
        refreshToken: 'refresh_sandboxDisconnect',
        expiresAt: new Date(Date.now() + 3_600_000),
      },
      organizationId: 'org_sandbox',
      profileId: 'pfl_sandbox',
    });
    const page = await insertFundraiser(t.db, { userId: owner.user.id, nonprofitId: np.id });
    const started = await t.startDonation({
      amount: 20,
      object_type: 'fundraiser',
      object_id: page.id,
      frequency: 'monthly',
      donor_name: 'Connected Donor',
      donor_email: 'monthly-10@example.org',
    });
    await t.choose(started.paymentId, 'paid');
    const first = await t.donation(started.reference);
    expect(first.payeeNonprofitId).toBe(np.id);
    const disconnect = (token?: string) =>
      t.app.inject({
        method: 'DELETE',
        url: t.api(`/mollie/connection/${np.id}`),
        headers: token ? bearer(token) : {},
      });
    expect((await disconnect()).statusCode).toBe(401);
    expect((await disconnect(ownerToken)).statusCode).toBe(403);
    const [running] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, first.subscriptionId!));
    expect(running!.status).toBe('active');

    const done = await disconnect(owner.token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ connected: false });
    const [gift] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, first.subscriptionId!));
    expect(gift).toMatchObject({ status: 'canceled', stopReason: 'disconnected' });
    expect(await mailsTo('monthly-10@example.org', 'subscription-stopped')).toHaveLength(1);
  });

  it("the page's owner sees monthly donations marked, the running gifts and the monthly income", async () => {
    const owner = await insertSignedInUser(t.db);
    const np = await insertNonprofit(t.db, { userId: owner.user.id });
    const page = await insertFundraiser(t.db, { userId: owner.user.id, nonprofitId: np.id });
    for (const [amount, anonymous] of [
      [12, false],
      [8, true],
    ] as const) {
      const started = await t.startDonation({
        amount,
        object_type: 'fundraiser',
        object_id: page.id,
        frequency: 'monthly',
        donor_name: `Giver ${amount}`,
        donor_email: `giver-${amount}@example.org`,
        anonymous,
      });
      await t.choose(started.paymentId, 'paid');
    }
    await t.startDonation({ amount: 3, object_type: 'fundraiser', object_id: page.id });
    const list = await t.app.inject({
      url: t.api(`/page-donations/nonprofit/${np.id}`),
      headers: bearer(owner.token),
    });
    expect(list.statusCode).toBe(200);
    const body = list.json<{
      data: { amount: number; monthly: boolean }[];
      monthly: { income: number; gifts: { donor_name: string | null; amount: number }[] };
    }>();
    expect(body.data.map((d) => [d.amount, d.monthly])).toEqual([
      [3, false],
      [8, true],
      [12, true],
    ]);
    expect(body.monthly.income).toBe(20);
    expect(body.monthly.gifts.map((g) => [g.donor_name, g.amount])).toEqual([
      [null, 8],
      ['Giver 12', 12],
    ]);
  });

  it('a gift stopped at the provider (no more charges come) is followed by the daily sweep', async () => {
    const stoppedThere = await monthlyGift('monthly-11@example.org');
    const running = await monthlyGift('monthly-12@example.org');
    // Canceled in the provider's dashboard: no webhook says so.
    await t.app.payments.gateway.cancelSubscription(
      stoppedThere.gift.providerCustomerId,
      stoppedThere.gift.providerSubscriptionId!,
    );
    // Both gifts' charges are overdue by our records.
    const overdue = addMonths(dayOf(new Date()), -1);
    for (const { gift } of [stoppedThere, running]) {
      await t.db
        .update(subscriptions)
        .set({ nextChargeDate: overdue })
        .where(eq(subscriptions.id, gift.id));
    }
    expect(await followOverdueGifts(t.app)).toBeGreaterThanOrEqual(2);
    const [stopped] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, stoppedThere.gift.id));
    expect(stopped).toMatchObject({ status: 'canceled', stopReason: 'provider' });
    expect(await mailsTo('monthly-11@example.org', 'subscription-stopped')).toHaveLength(1);
    // Still running at the provider: its next charge date is the provider's again.
    const [still] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, running.gift.id));
    expect(still).toMatchObject({
      status: 'active',
      nextChargeDate: addMonths(dayOf(new Date()), 1),
    });
    // A second sweep finds nothing overdue of these two.
    await followOverdueGifts(t.app);
    expect(await mailsTo('monthly-11@example.org', 'subscription-stopped')).toHaveLength(1);
  });

  it('the sandbox refuses a charge run of no months, too many, or an unknown outcome, and charges nothing', async () => {
    const { gift } = await monthlyGift('monthly-13@example.org');
    for (const body of [{ months: 0 }, { months: 25 }, { months: 1.5 }, { outcome: 'maybe' }]) {
      expect((await chargeDue(body)).statusCode).toBe(422);
    }
    expect(
      await t.db.select().from(donations).where(eq(donations.subscriptionId, gift.id)),
    ).toHaveLength(1);
  });
});
