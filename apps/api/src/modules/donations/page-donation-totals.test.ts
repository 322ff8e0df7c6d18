import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDonation, insertNonprofit, insertSignedInUser } from '../../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { expectTotalsOfRows } from '../../../test/money-figures';
import { paymentRequests } from '../../../test/payments';
import { donations } from '../../db/schema';
import { syncPaymentsMode } from '../payments/payments-mode';

// The organiser's figures: every total the sum of its rows, to the cent, for a filter that holds
// paid, open, failed, canceled, partly refunded and charged-back gifts, with and without fees.
let t: TestApp;
const p = paymentRequests(() => t);
let owner: { token: string; userId: number };
let stranger: string;
let nonprofitId: number;

const api = (path: string, token?: string) =>
  t.app.inject({ url: p.api(path), headers: token ? bearer(token) : {} });

/** A donation to the non-profit through the sandbox, ending as `outcome`. */
async function give(euros: number, outcome: string | null, extra: Record<string, string> = {}) {
  const started = await p.startDonation({
    amount: euros,
    object_type: 'nonprofit',
    object_id: nonprofitId,
    ...extra,
  });
  if (outcome) expect((await p.choose(started.paymentId, outcome)).statusCode).toBe(200);
  return { ...started, id: (await p.donation(started.reference)).id };
}

const cents = (euros: number) => Math.round(euros * 100);
const sumOf = (rows: Record<string, number>[], key: string) =>
  rows.reduce((total, row) => total + cents(row[key]!), 0);

beforeAll(async () => {
  t = await createTestApp({ config: { PAY_RATE_LIMIT_PER_HOUR: '1000' } });
  const db = t.database.db;
  const np = await insertSignedInUser(db);
  owner = { token: np.token, userId: np.user.id };
  nonprofitId = (await insertNonprofit(db, { userId: np.user.id, name: 'Clean Water' })).id;
  stranger = (await insertSignedInUser(db)).token;

  // Paid to the platform's account: 40 euro, 15 of it refunded by the owner.
  const refunded = await give(40, 'paid', { donor_email: 'anna@example.org', donor_name: 'Anna' });
  const refund = await t.app.inject({
    method: 'POST',
    url: p.api(`/donations/${refunded.id}/refunds`),
    headers: bearer(owner.token),
    payload: { amount: 15, reason: 'Asked for by the donor' },
  });
  expect(refund.statusCode).toBe(201);
  // 25 euro, taken back by the donor's bank.
  const chargedBack = await give(25, 'paid', { donor_email: 'bram@example.org' });
  const charged = await t.app.inject({
    method: 'POST',
    url: p.api(`/sandbox/payments/${chargedBack.paymentId}/chargeback`),
  });
  expect(charged.statusCode).toBe(201);
  // 10 euro, the donor covering the fee (2% and 29 cent: 10.49 paid); Anna again.
  await give(10, 'paid', { cover_fee: 'true', donor_email: 'anna@example.org' });
  await give(5, null);
  await give(7, 'failed');
  await give(3, 'canceled');

  // Then the non-profit connects its own Mollie account: the platform keeps 2% of 50 euro.
  const started = await api(`/mollie/connect?nonprofit_id=${nonprofitId}`, owner.token);
  const state = new URL(started.json().authorization_url, 'http://x').searchParams.get('state')!;
  await t.app.inject({
    url: p.api(`/mollie/callback?${new URLSearchParams({ code: 'sandbox_ok', state })}`),
  });
  const connected = await give(50, 'paid');
  expect(await p.donation(connected.reference)).toMatchObject({ applicationFeeCents: 100 });
});
afterAll(() => t.close());

describe("the owner's totals", () => {
  it('are each the sum of their rows to the cent, and gross less what went back and the fees is net', async () => {
    const body = (
      await api(`/page-donations/nonprofit/${nonprofitId}?per_page=100`, owner.token)
    ).json();
    const rows = body.data as (Record<string, number> & { counted: boolean; status: string })[];
    const totals = body.totals;
    expect(rows).toHaveLength(7);
    const counted = rows.filter((row) => row.counted);
    expect(counted).toHaveLength(4);

    expectTotalsOfRows(body.data, totals);
    for (const status of ['open', 'failed', 'canceled'] as const) {
      const apart = rows.filter((row) => row.status === status);
      expect(totals[status]).toEqual({ count: apart.length, amount: sumOf(apart, 'amount') / 100 });
    }

    // And the figures themselves: 40 + 25 + 10.49 + 50 paid; 15 refunded; 25 charged back;
    // 1 euro platform fee; 4 payments at 29 cent.
    expect(totals).toEqual({
      count: 7,
      paid_count: 4,
      gross: 125.49,
      refunded: 15,
      charged_back: 25,
      platform_fee: 1,
      payment_costs: 1.16,
      net_to_organisation: 83.33,
      open: { count: 1, amount: 5 },
      failed: { count: 1, amount: 7 },
      canceled: { count: 1, amount: 3 },
      expired: { count: 0, amount: 0 },
      test: { count: 0, amount: 0 },
    });
    const partly = rows.find((row) => (row.refunded ?? 0) > 0)!;
    expect(partly).toMatchObject({
      amount: 40,
      refunded: 15,
      gross: 40,
      net_to_organisation: 24.71,
    });
  });

  it('follow the filter: only the partly refunded gift, only the unpaid ones', async () => {
    const refunded = (
      await api(`/page-donations/nonprofit/${nonprofitId}?status=refunded`, owner.token)
    ).json();
    expect(refunded.totals).toMatchObject({
      count: 1,
      gross: 40,
      refunded: 15,
      charged_back: 0,
      net_to_organisation: 24.71,
    });
    const failed = (
      await api(`/page-donations/nonprofit/${nonprofitId}?status=failed`, owner.token)
    ).json();
    expect(failed.totals).toMatchObject({
      count: 1,
      gross: 0,
      net_to_organisation: 0,
      failed: { count: 1, amount: 7 },
    });
  });
});

describe('money by month', () => {
  const months = (query: string, token?: string) =>
    api(`/page-donations/nonprofit/${nonprofitId}/months${query}`, token);

  it('adds up to the totals this month, one-time against monthly, new against returning donors', async () => {
    const answer = await months('?months=3', owner.token);
    expect(answer.statusCode).toBe(200);
    const { data } = answer.json();
    expect(data).toHaveLength(3);
    const now = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });
    expect(data[2]).toEqual({
      month: now.slice(0, 7),
      donations: 4,
      gross: 125.49,
      net_to_organisation: 83.33,
      one_time: 125.49,
      monthly: 0,
      // Anna, Bram and the 50 euro without an e-mail are new this month, Anna once.
      new_donors: 3,
      returning_donors: 0,
    });
    expect(data[0]).toMatchObject({ donations: 0, gross: 0, new_donors: 0 });
  });

  it('counts a donor who gave in an earlier month as returning, and a monthly gift as monthly', async () => {
    // Anna's 40 euro was paid two months ago; a monthly gift's first 20 euro comes in now.
    const db = t.database.db;
    const [anna] = await db
      .select()
      .from(donations)
      .where(and(eq(donations.donorEmail, 'anna@example.org'), eq(donations.amountCents, 4000)));
    const earlier = new Date();
    earlier.setUTCDate(10);
    earlier.setUTCHours(12);
    earlier.setUTCMonth(earlier.getUTCMonth() - 2);
    await db
      .update(donations)
      .set({ paidAt: earlier, createdAt: earlier })
      .where(eq(donations.id, anna!.id));
    await give(20, 'paid', {
      frequency: 'monthly',
      donor_name: 'Cas',
      donor_email: 'cas@example.org',
    });

    const { data } = (await months('?months=3', owner.token)).json();
    expect(data[0]).toMatchObject({ donations: 1, gross: 40, new_donors: 1, returning_donors: 0 });
    expect(data[1]).toMatchObject({ donations: 0, gross: 0 });
    // Bram, the gift without an e-mail and Cas are new; Anna is back.
    expect(data[2]).toMatchObject({
      donations: 4,
      gross: 105.49,
      one_time: 85.49,
      monthly: 20,
      new_donors: 3,
      returning_donors: 1,
    });
  });

  it("holds the list's filter: each filter's months add up to exactly its rows' totals", async () => {
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });
    const sums = (data: Record<string, number>[]) => ({
      donations: data.reduce((n, row) => n + row.donations!, 0),
      gross: sumOf(data, 'gross') / 100,
      net: sumOf(data, 'net_to_organisation') / 100,
    });
    const all = sums((await months('?months=3', owner.token)).json().data);
    for (const filter of [
      'status=refunded',
      'status=charged_back',
      'status=failed',
      'search=Anna',
      `from=${today}&to=${today}`,
      `target=nonprofit:${nonprofitId}&search=Cas`,
    ]) {
      const list = (
        await api(`/page-donations/nonprofit/${nonprofitId}?per_page=100&${filter}`, owner.token)
      ).json();
      const answer = await months(`?months=3&${filter}`, owner.token);
      expect(answer.statusCode, filter).toBe(200);
      const filtered = sums(answer.json().data);
      expect(filtered, filter).toEqual({
        donations: list.totals.paid_count,
        gross: list.totals.gross,
        net: list.totals.net_to_organisation,
      });
      expect(filtered, filter).not.toEqual(all);
    }
    // Only today's gifts: Anna, who first gave two months ago (outside the filter), is back.
    const todays = (await months(`?from=${today}&to=${today}`, owner.token)).json().data;
    expect(todays).toEqual([
      expect.objectContaining({ donations: 4, gross: 105.49, new_donors: 3, returning_donors: 1 }),
    ]);
    const anna = (await months('?months=3&search=Anna', owner.token)).json().data;
    expect(anna[0]).toMatchObject({ donations: 1, gross: 40, new_donors: 1, returning_donors: 0 });
    // A period: its own months, from `from`'s to `to`'s; `months` is not used.
    const period = (
      await months(`?months=1&from=${today.slice(0, 5)}01-01&to=${today}`, owner.token)
    )
      .json()
      .data.map((row: { month: string }) => row.month);
    expect(period[0]).toBe(`${today.slice(0, 4)}-01`);
    expect(period.at(-1)).toBe(today.slice(0, 7));
  });

  it("is for the page's owner only, and refuses bad input with 422", async () => {
    expect((await months('')).statusCode).toBe(401);
    expect((await months('', stranger)).statusCode).toBe(403);
    expect((await api('/page-donations/nonprofit/999999/months', owner.token)).statusCode).toBe(
      404,
    );
    for (const query of [
      '?months=0',
      '?months=37',
      '?months=x',
      '?months=1.5',
      '?months=%00',
      '?status=nope',
      '?from=2026-13-01',
      '?to=2026-02-30',
      '?target=event:x',
      `?search=${'x'.repeat(201)}`,
    ]) {
      expect((await months(query, owner.token)).statusCode).toBe(422);
    }
  });
});

describe('test money on a live platform', () => {
  it('is counted apart in the totals, never in gross or net, and never in the months', async () => {
    const db = t.database.db;
    const np = await insertSignedInUser(db);
    const page = await insertNonprofit(db, { userId: np.user.id, name: 'Live Water' });
    await syncPaymentsMode(db, 'live');
    try {
      // A live payment at Mollie, and a sandbox payment made while the platform runs live.
      await insertDonation(db, {
        nonprofitId: page.id,
        status: 'paid',
        amountCents: 3_000,
        mode: 'live',
        provider: 'mollie',
        paymentCostCents: 29,
      });
      const test = await p.startDonation({
        amount: 12,
        object_type: 'nonprofit',
        object_id: page.id,
        donor_email: 'tess@example.org',
      });
      expect((await p.choose(test.paymentId, 'paid')).statusCode).toBe(200);
      expect(await p.donation(test.reference)).toMatchObject({
        status: 'paid',
        mode: 'test',
        inTotals: false,
      });

      const body = (await api(`/page-donations/nonprofit/${page.id}`, np.token)).json();
      expect(body.totals).toMatchObject({
        count: 2,
        paid_count: 1,
        gross: 30,
        refunded: 0,
        payment_costs: 0.29,
        net_to_organisation: 29.71,
        test: { count: 1, amount: 12 },
      });
      const testRow = body.data.find((row: { amount: number }) => row.amount === 12);
      expect(testRow).toMatchObject({ counted: false, gross: 0, net_to_organisation: 0 });

      const data = (await api(`/page-donations/nonprofit/${page.id}/months`, np.token)).json()
        .data as Record<string, number>[];
      expect(data.at(-1)).toMatchObject({
        donations: 1,
        gross: 30,
        net_to_organisation: 29.71,
        one_time: 30,
        new_donors: 1,
      });
      expect(sumOf(data, 'gross')).toBe(3_000);
      // Even asked for by its own donor, the test payment adds nothing to a month.
      const tess = (
        await api(`/page-donations/nonprofit/${page.id}/months?search=${test.reference}`, np.token)
      ).json().data as Record<string, number>[];
      expect(tess.every((row) => row.donations === 0 && row.gross === 0)).toBe(true);
    } finally {
      await syncPaymentsMode(db, 'test');
    }
  });
});
