import { paymentMessages } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFundraiser, insertNonprofit, insertUser } from '../../../test/factories';
import { createTestApp, type TestApp, textOf } from '../../../test/helpers';
import { paymentRequests } from '../../../test/payments';
import { donations, mailOutbox, sandboxPayments } from '../../db/schema';

let t: TestApp;
const p = paymentRequests(() => t);
let fundraiserId: number;
let nonprofitId: number;

beforeAll(async () => {
  t = await createTestApp({ config: { PAY_RATE_LIMIT_PER_HOUR: '1000' } });
  const owner = await insertUser(t.database.db);
  nonprofitId = (await insertNonprofit(t.database.db, { userId: owner.id })).id;
  fundraiserId = (await insertFundraiser(t.database.db, { userId: owner.id, nonprofitId })).id;
});
afterAll(() => t.close());

const give = (amount: number | string, extra: Record<string, string> = {}) =>
  p.startDonation({ amount, object_type: 'fundraiser', object_id: fundraiserId, ...extra });

const totalRaised = async () =>
  (await t.app.inject({ url: p.api('/total-raised') })).json().total_raised as number;

const receiptsTo = async (to: string) => {
  await t.app.queue.runDue();
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, 'donation-receipt')));
};

describe('sandbox checkout and the webhook', () => {
  it('Paid: counts the donation, sends the receipt in the donor language, and returns to the success page', async () => {
    const before = {
      fundraiser: await p.raised('fundraiser', fundraiserId),
      total: await totalRaised(),
    };
    const { reference, paymentId } = await give(25, {
      donor_email: 'ana@example.org',
      donor_name: 'Ana',
      lang: 'nl',
    });

    const shown = await t.app.inject({ url: p.api(`/sandbox/payments/${paymentId}`) });
    expect(shown.json()).toMatchObject({
      id: paymentId,
      amount: 25,
      currency: 'EUR',
      status: 'open',
    });

    const chosen = await p.choose(paymentId, 'paid');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({
      // Back to the result page in the donor's language.
      redirect_url: `http://localhost:5173/payment-success?ref=${reference}&lang=nl`,
    });
    expect(await p.donation(reference)).toMatchObject({ status: 'paid', method: 'sandbox' });
    expect((await p.donation(reference)).paidAt).toBeInstanceOf(Date);
    expect(await p.raised('fundraiser', fundraiserId)).toBe(before.fundraiser + 2500);
    expect(await p.raised('nonprofit', nonprofitId)).toBeGreaterThanOrEqual(2500);
    expect(await totalRaised()).toBeCloseTo(before.total + 25, 2);

    const [mail, ...more] = await receiptsTo('ana@example.org');
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(/^Bedankt voor je donatie aan /);
    expect(mail!.text).toContain('Hoi Ana,');
    // Sandbox money is test money: the receipt opens by saying so.
    expect(
      mail!.text.startsWith('Dit was een testbetaling: er is geen echt geld overgemaakt.'),
    ).toBe(true);
    expect(mail!.html).toMatch(
      /<p style="[^"]*font-weight:700[^"]*">Dit was een testbetaling: er is geen echt geld overgemaakt.<\/p>/,
    );
    // The method in words, never the sandbox's own name; test money is no tax receipt.
    expect(mail!.text).toContain('Betaalmethode: Testbetaling');
    expect(mail!.text).not.toMatch(/sandbox/i);
    expect(mail!.text).toContain('Deze e-mail en de pdf zijn de betalingsbevestiging');
    expect(mail!.text).not.toContain('giftenverklaring');
    expect(mail!.text).toMatch(/€\s25,00/);
    expect(mail!.text).toContain(reference);
    // The PDF receipt, by the same reference, in the donor's language.
    expect(mail!.text).toContain(`/pifworld/api/v1/donations/${reference}/receipt.pdf?lang=nl`);
    // The donation's page opens in Dutch whatever the donor's browser speaks.
    expect(mail!.text).toContain(`/payment-success?ref=${reference}&lang=nl`);
    expect(mail!.html).toContain('>Download de betalingsbevestiging (pdf)</span>');

    const again = await p.choose(paymentId, 'failed');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(textOf(paymentMessages.sandboxPaymentDone));
    expect((await p.donation(reference)).status).toBe('paid');
  });

  it('Failed, Canceled and Expired change no total; Canceled returns to the cancel page', async () => {
    const before = await p.raised('fundraiser', fundraiserId);
    for (const status of ['failed', 'canceled', 'expired'] as const) {
      const { reference, paymentId } = await give(40);
      const chosen = await p.choose(paymentId, status);
      expect(chosen.json().redirect_url).toBe(
        status === 'canceled'
          ? `http://localhost:5173/payment-cancelled?ref=${reference}&lang=en`
          : `http://localhost:5173/payment-success?ref=${reference}&lang=en`,
      );
      expect((await p.donation(reference)).status).toBe(status);
    }
    expect(await p.raised('fundraiser', fundraiserId)).toBe(before);
  });

  it('the same webhook 20 times counts the donation once', async () => {
    const before = await p.raised('fundraiser', fundraiserId);
    const { reference, paymentId } = await give('12.34', { donor_email: 'twenty@example.org' });
    await p.settleAtProvider(paymentId, 'paid');
    for (let i = 0; i < 20; i++) {
      const response = await p.webhook(paymentId);
      expect(response.statusCode).toBe(200);
    }
    expect((await p.donation(reference)).status).toBe('paid');
    expect(await p.raised('fundraiser', fundraiserId)).toBe(before + 1234);
    expect(await receiptsTo('twenty@example.org')).toHaveLength(1);
  });

  it('10 webhooks at once count the donation once', async () => {
    const before = await p.raised('fundraiser', fundraiserId);
    const { reference, paymentId } = await give('7.50', { donor_email: 'ten@example.org' });
    await p.settleAtProvider(paymentId, 'paid');
    const responses = await Promise.all(Array.from({ length: 10 }, () => p.webhook(paymentId)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect((await p.donation(reference)).status).toBe('paid');
    expect(await p.raised('fundraiser', fundraiserId)).toBe(before + 750);
    expect(await receiptsTo('ten@example.org')).toHaveLength(1);
  });

  it('a forged or unknown id answers 200 and changes nothing', async () => {
    const { reference, paymentId } = await give(30);
    const snapshot = async () => ({
      raised: await p.raised('fundraiser', fundraiserId),
      donations: await t.database.db.select().from(donations).orderBy(donations.id),
    });
    const before = await snapshot();
    for (const id of ['tr_forged123', 'tr_sbxDoesNotExist', "'; drop table donations; --", '']) {
      const response = await p.webhook(id);
      expect(response.statusCode).toBe(200);
    }
    // A real id whose payment is still open at the provider: nothing to apply either.
    expect((await p.webhook(paymentId)).statusCode).toBe(200);
    expect(await snapshot()).toEqual(before);
    expect((await p.donation(reference)).status).toBe('open');
  });

  it('a paid donation never changes back, whatever the provider says later', async () => {
    const { reference, paymentId } = await give(15);
    await p.choose(paymentId, 'paid');
    const raised = await p.raised('fundraiser', fundraiserId);
    await p.settleAtProvider(paymentId, 'failed');
    await p.webhook(paymentId);
    expect((await p.donation(reference)).status).toBe('paid');
    expect(await p.raised('fundraiser', fundraiserId)).toBe(raised);
  });

  it('a payment whose amount differs from the donation is not applied', async () => {
    const { reference, paymentId } = await give(50);
    await t.database.db
      .update(sandboxPayments)
      .set({ status: 'paid', amountCents: 5 })
      .where(eq(sandboxPayments.id, paymentId));
    await p.webhook(paymentId);
    expect((await p.donation(reference)).status).toBe('open');
  });

  it('the result page learns the status from the provider when the webhook has not come', async () => {
    const { reference, paymentId } = await give(9);
    await p.settleAtProvider(paymentId, 'paid');
    const receipt = await t.app.inject({ url: p.api(`/donations/${reference}`) });
    expect(receipt.json()).toMatchObject({ status: 'paid', method: 'sandbox', amount: 9 });
  });

  it('a donation by reference, and its receipt, are asked for at most so often from one address', async () => {
    const { reference, paymentId } = await give(4);
    await p.choose(paymentId, 'paid');
    const ask = (url: string, remoteAddress: string) =>
      t.app.inject({ url: p.api(url), remoteAddress });
    const codes = [];
    for (let i = 0; i < 120; i++)
      codes.push((await ask(`/donations/guess-${i}`, '192.0.2.120')).statusCode);
    expect(new Set(codes)).toEqual(new Set([404]));
    const limited = await ask(`/donations/${reference}`, '192.0.2.120');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask(`/donations/${reference}`, '192.0.2.121')).statusCode).toBe(200);

    const pdf = `/donations/${reference}/receipt.pdf`;
    for (let i = 0; i < 30; i++) expect((await ask(pdf, '192.0.2.30')).statusCode).toBe(200);
    const refused = await ask(pdf, '192.0.2.30');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('the sandbox checkout answers 404 for an unknown payment and 422 for an unknown status', async () => {
    expect((await t.app.inject({ url: p.api('/sandbox/payments/tr_sbxNope') })).statusCode).toBe(
      404,
    );
    expect((await p.choose('tr_sbxNope', 'paid')).statusCode).toBe(404);
    const { paymentId } = await give(3);
    expect((await p.choose(paymentId, 'open')).statusCode).toBe(422);
  });
});

describe('with a live Mollie key', () => {
  it('answers 404 on every sandbox route, whatever it is sent', async () => {
    const live = await createTestApp({
      config: { MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuvwxyz1234' },
    });
    try {
      expect(live.config.PAYMENTS_MODE).toBe('live');
      const document = (await live.app.inject({ url: '/pifworld/api/docs/json' })).json() as {
        paths: Record<string, Record<string, unknown>>;
      };
      const sandboxOperations = Object.entries(document.paths)
        .filter(([path]) => path.includes('/sandbox/'))
        .flatMap(([path, operations]) =>
          Object.keys(operations).map((method) => ({
            method: method.toUpperCase() as 'GET' | 'POST',
            url: path.replace(/\{[^}]+\}/g, 'tr_sbxAnything'),
          })),
        );
      expect(sandboxOperations.length).toBeGreaterThanOrEqual(4);
      for (const operation of sandboxOperations) {
        const response = await live.app.inject({ ...operation, payload: { status: 'paid' } });
        expect(response.statusCode, `${operation.method} ${operation.url}`).toBe(404);
      }
    } finally {
      await live.close();
    }
  });
});

describe('with MOLLIE_API_KEY set', () => {
  it('has no sandbox checkout', async () => {
    const live = await createTestApp({
      config: { MOLLIE_API_KEY: 'test_abcdefghijklmnopqrstuvwxyz1234' },
    });
    try {
      const response = await live.app.inject({ url: p.api('/sandbox/payments/tr_sbxAnything') });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(textOf(paymentMessages.sandboxOnly));
    } finally {
      await live.close();
    }
  });
});
