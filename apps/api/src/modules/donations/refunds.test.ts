import { refundMessages } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFundraiser, insertNonprofit, insertSignedInUser } from '../../../test/factories';
import { bearer, createTestApp, type TestApp, textOf } from '../../../test/helpers';
import { paymentRequests } from '../../../test/payments';
import { donationRefunds, donations, mailOutbox } from '../../db/schema';
import { syncPayment } from '../payments/payment-updates.service';

// Money after the click, through the built-in sandbox: a page owner refunds, the
// sandbox charges back, and every total counts what is left.
let t: TestApp;
const p = paymentRequests(() => t);
let owner: { token: string; userId: number };
let nonprofitOwner: { token: string; userId: number };
let stranger: string;
let fundraiserId: number;
let nonprofitId: number;

beforeAll(async () => {
  t = await createTestApp({ config: { PAY_RATE_LIMIT_PER_HOUR: '1000' } });
  const db = t.database.db;
  const np = await insertSignedInUser(db);
  nonprofitOwner = { token: np.token, userId: np.user.id };
  nonprofitId = (await insertNonprofit(db, { userId: np.user.id })).id;
  const fo = await insertSignedInUser(db);
  owner = { token: fo.token, userId: fo.user.id };
  fundraiserId = (await insertFundraiser(db, { userId: fo.user.id, nonprofitId, name: 'Swim' })).id;
  stranger = (await insertSignedInUser(db)).token;
});
afterAll(() => t.close());

/** A paid donation of `euros` to the fundraiser: its id, reference and payment id. */
async function paidDonation(euros: number, extra: Record<string, string> = {}) {
  const started = await p.startDonation({
    amount: euros,
    object_type: 'fundraiser',
    object_id: fundraiserId,
    ...extra,
  });
  expect((await p.choose(started.paymentId, 'paid')).statusCode).toBe(200);
  const donation = await p.donation(started.reference);
  return { ...started, id: donation.id };
}

const refund = (id: number, body: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: p.api(`/donations/${id}/refunds`),
    headers: token ? bearer(token) : {},
    payload: body as object,
  });

const refundsOf = (donationId: number) =>
  t.database.db.select().from(donationRefunds).where(eq(donationRefunds.donationId, donationId));

const stats = async (what: string) =>
  (await t.app.inject({ url: p.api(`/${what}`) })).json() as Record<string, number>;

describe('a page owner refunds a donation', () => {
  it('refunds 10 of 25 euro: the totals drop by exactly 10 and the donor is told, in Dutch', async () => {
    const donation = await paidDonation(25, {
      donor_email: 'refund-me@example.org',
      donor_name: 'Sanne',
      lang: 'nl',
    });
    const before = {
      fundraiser: await p.raised('fundraiser', fundraiserId),
      nonprofit: await p.raised('nonprofit', nonprofitId),
      total: (await stats('total-raised')).total_raised!,
    };

    const response = await refund(
      donation.id,
      { amount: 10, reason: 'Asked for by the donor' },
      owner.token,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      refund: { amount: 10, status: 'refunded', reason: 'Asked for by the donor' },
      donation: { id: donation.id, amount: 25, refunded: 10, charged_back: 0, net: 15 },
    });
    expect(await p.raised('fundraiser', fundraiserId)).toBe(before.fundraiser - 1000);
    expect(await p.raised('nonprofit', nonprofitId)).toBe(before.nonprofit - 1000);
    expect((await stats('total-raised')).total_raised).toBeCloseTo(before.total - 10, 2);

    await t.app.queue.runDue();
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.to, 'refund-me@example.org'), eq(mailOutbox.kind, 'donation-refund')),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^€\s10,00 van je donatie aan Swim wordt terugbetaald$/);
    expect(mails[0]!.text).toContain('Reden: Asked for by the donor');
    expect(mails[0]!.html).toContain('lang="nl"');

    // Replayed webhooks and result-page checks change nothing more.
    for (let i = 0; i < 20; i++) await syncPayment(t.app, donation.paymentId);
    await Promise.all(Array.from({ length: 10 }, () => syncPayment(t.app, donation.paymentId)));
    expect(await p.raised('fundraiser', fundraiserId)).toBe(before.fundraiser - 1000);
    expect(await refundsOf(donation.id)).toHaveLength(1);
  });

  it("lets the page's non-profit refund too; nobody else, and not without signing in", async () => {
    const donation = await paidDonation(20);
    const before = await p.raised('fundraiser', fundraiserId);

    expect((await refund(donation.id, { amount: 5, reason: 'No' })).statusCode).toBe(401);
    // A stranger learns nothing of the body's rules: 401 before it is read, nothing written.
    for (const body of [{ amount: -1, reason: '' }, { amount: 'all' }, []]) {
      const anonymous = await refund(donation.id, body);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).not.toHaveProperty('errors');
    }
    const refused = await refund(donation.id, { amount: 5, reason: 'Mine now' }, stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(textOf(refundMessages.forbidden));
    expect(await refundsOf(donation.id)).toEqual([]);
    expect(await p.raised('fundraiser', fundraiserId)).toBe(before);

    const byNonprofit = await refund(
      donation.id,
      { amount: 5, reason: 'Double gift' },
      nonprofitOwner.token,
    );
    expect(byNonprofit.statusCode).toBe(201);
    expect(await p.raised('fundraiser', fundraiserId)).toBe(before - 500);
  });

  it('refuses more than what remains, bad input and unpaid donations with 422, writing nothing', async () => {
    const donation = await paidDonation(25);
    expect(
      (await refund(donation.id, { amount: 10, reason: 'Part' }, owner.token)).statusCode,
    ).toBe(201);
    const before = await p.raised('fundraiser', fundraiserId);

    const tooMuch = await refund(donation.id, { amount: 15.01, reason: 'Rest' }, owner.token);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors).toEqual({ amount: [textOf(refundMessages.tooMuch)] });

    for (const body of [
      { amount: 0, reason: 'Zero' },
      { amount: -5, reason: 'Negative' },
      { amount: 'ten', reason: 'Text' },
      { amount: 1.234, reason: 'Decimals' },
      { amount: 5 },
      { amount: 5, reason: '   ' },
      { amount: 5, reason: 'x'.repeat(501) },
    ]) {
      expect((await refund(donation.id, body, owner.token)).statusCode).toBe(422);
    }
    expect(await refundsOf(donation.id)).toHaveLength(1);
    expect(await p.raised('fundraiser', fundraiserId)).toBe(before);

    const open = await p.startDonation({
      amount: 8,
      object_type: 'fundraiser',
      object_id: fundraiserId,
    });
    const openId = (await p.donation(open.reference)).id;
    const unpaid = await refund(openId, { amount: 8, reason: 'Never paid' }, owner.token);
    expect(unpaid.statusCode).toBe(422);
    expect(unpaid.json().errors).toEqual({ amount: [textOf(refundMessages.notPaid)] });
    expect(await refundsOf(openId)).toEqual([]);

    expect((await refund(999_999, { amount: 1, reason: 'Gone' }, owner.token)).statusCode).toBe(
      404,
    );
  });

  it('never refunds more than was paid, however many refunds are asked for at once', async () => {
    const donation = await paidDonation(25);
    const before = await p.raised('fundraiser', fundraiserId);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        refund(donation.id, { amount: 10, reason: `At once ${i}` }, owner.token),
      ),
    );
    const made = answers.filter((answer) => answer.statusCode === 201);
    expect(made).toHaveLength(2);
    expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(3);
    const [row] = await t.database.db.select().from(donations).where(eq(donations.id, donation.id));
    expect(row).toMatchObject({ refundedCents: 2000, countedCents: 500 });
    expect(await p.raised('fundraiser', fundraiserId)).toBe(before - 2000);
  });
});

describe('a chargeback', () => {
  it('takes the whole donation out of every total, its supporter too, once', async () => {
    const donation = await paidDonation(30, { donor_email: 'bank-says-no@example.org' });
    const before = {
      fundraiser: await p.raised('fundraiser', fundraiserId),
      supporters: (await stats('total-supporters')).total_supporters!,
    };

    const charged = await t.app.inject({
      method: 'POST',
      url: p.api(`/sandbox/payments/${donation.paymentId}/chargeback`),
    });
    expect(charged.statusCode).toBe(201);
    expect(charged.json()).toMatchObject({ amount: 30 });
    expect(await p.raised('fundraiser', fundraiserId)).toBe(before.fundraiser - 3000);
    expect((await stats('total-supporters')).total_supporters).toBe(before.supporters - 1);
    const [row] = await t.database.db.select().from(donations).where(eq(donations.id, donation.id));
    expect(row).toMatchObject({ status: 'paid', chargedBackCents: 3000, countedCents: 0 });

    // Nothing is left to take back, to refund, or to count twice.
    const again = await t.app.inject({
      method: 'POST',
      url: p.api(`/sandbox/payments/${donation.paymentId}/chargeback`),
    });
    expect(again.statusCode).toBe(409);
    expect(
      (await refund(donation.id, { amount: 1, reason: 'Too late' }, owner.token)).statusCode,
    ).toBe(422);
    await Promise.all(Array.from({ length: 10 }, () => syncPayment(t.app, donation.paymentId)));
    expect(await p.raised('fundraiser', fundraiserId)).toBe(before.fundraiser - 3000);
  });
});
