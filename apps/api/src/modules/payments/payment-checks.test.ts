import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertFundraiser,
  insertNonprofit,
  insertSignedInUser,
  insertUser,
} from '../../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { paymentIdOf, paymentRequests } from '../../../test/payments';
import { mailOutbox, queueTasks, sandboxPayments, users } from '../../db/schema';
import { ensureReferenceData } from '../../seed/reference';
import { enqueuePaymentCheck, PAYMENT_CHECK_TIMES, paymentCheckKey } from './payment-checks';

let t: TestApp;
const p = paymentRequests(() => t);
let fundraiserId: number;

beforeAll(async () => {
  t = await createTestApp({ config: { PAY_RATE_LIMIT_PER_HOUR: '1000' } });
  await ensureReferenceData(t.database.db, t.app.storage);
  const owner = await insertUser(t.database.db);
  const nonprofitId = (await insertNonprofit(t.database.db, { userId: owner.id })).id;
  fundraiserId = (await insertFundraiser(t.database.db, { userId: owner.id, nonprofitId })).id;
});
afterAll(() => t.close());

const give = (extra: Record<string, string> = {}) =>
  p.startDonation({ amount: 15, object_type: 'fundraiser', object_id: fundraiserId, ...extra });
const checkOf = async (paymentId: string) =>
  (
    await t.database.db
      .select()
      .from(queueTasks)
      .where(eq(queueTasks.key, paymentCheckKey(paymentId)))
  )[0]!;
/** Five minutes on: the check's first time has come (the provider's own state is set apart). */
const checkIsDue = (paymentId: string) =>
  t.database.db
    .update(queueTasks)
    .set({ createdAt: sql`now() - interval '5 minutes 1 second'`, runAt: sql`now()` })
    .where(eq(queueTasks.key, paymentCheckKey(paymentId)));
const minutes = (n: number) => n * 60_000;

describe('checking open payments whose webhook never came', () => {
  it('a checkout adds a check of its payment, due five minutes later', async () => {
    const before = Date.now();
    const { paymentId } = await give();
    const check = await checkOf(paymentId);
    expect(check).toMatchObject({
      kind: 'payment-check',
      status: 'pending',
      attempts: 0,
      payload: { paymentId },
    });
    expect(check.runAt.getTime()).toBeGreaterThanOrEqual(before + PAYMENT_CHECK_TIMES[0]);
    expect(check.runAt.getTime()).toBeLessThanOrEqual(Date.now() + PAYMENT_CHECK_TIMES[0]);
    // Not due yet: nothing runs.
    expect(await t.app.queue.runDue()).toBe(0);
  });

  it('paid at the provider: the check counts the donation and queues the receipt, once', async () => {
    const { reference, paymentId } = await give({ donor_email: 'lost-webhook@example.org' });
    await p.settleAtProvider(paymentId, 'paid');
    const raisedBefore = await p.raised('fundraiser', fundraiserId);
    await checkIsDue(paymentId);
    await t.app.queue.runDue();
    expect(await p.donation(reference)).toMatchObject({ status: 'paid', method: 'sandbox' });
    expect(await p.raised('fundraiser', fundraiserId)).toBe(raisedBefore + 1500);
    expect(await checkOf(paymentId)).toMatchObject({ status: 'done', attempts: 1 });
    // The receipt was written with the paid donation, and a late webhook changes nothing.
    expect((await p.webhook(paymentId)).statusCode).toBe(200);
    const receipts = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'lost-webhook@example.org'));
    expect(receipts.map((r) => r.kind)).toEqual(['donation-receipt']);
    expect(await p.raised('fundraiser', fundraiserId)).toBe(raisedBefore + 1500);
  });

  it('after its webhook came, the check finds nothing to change', async () => {
    const { reference, paymentId } = await give();
    expect((await p.choose(paymentId, 'canceled')).statusCode).toBe(200);
    await checkIsDue(paymentId);
    await t.app.queue.runDue();
    expect((await p.donation(reference)).status).toBe('canceled');
    expect(await checkOf(paymentId)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('still open: asked again on the timetable (15 minutes after the checkout)', async () => {
    const { reference, paymentId } = await give();
    await checkIsDue(paymentId);
    await t.app.queue.runDue();
    const check = await checkOf(paymentId);
    expect((await p.donation(reference)).status).toBe('open');
    expect(check).toMatchObject({ status: 'pending', attempts: 1 });
    expect(check.runAt).toEqual(new Date(check.createdAt.getTime() + PAYMENT_CHECK_TIMES[1]));
  });

  it('abandoned: the sandbox expires it after 15 minutes, as Mollie does, and the check marks it expired', async () => {
    const { reference, paymentId } = await give();
    await t.database.db
      .update(sandboxPayments)
      .set({ createdAt: new Date(Date.now() - minutes(16)) })
      .where(eq(sandboxPayments.id, paymentId));
    await checkIsDue(paymentId);
    await t.app.queue.runDue();
    expect((await p.donation(reference)).status).toBe('expired');
    expect(await checkOf(paymentId)).toMatchObject({ status: 'done' });
    // Its checkout is over: the payer can no longer choose.
    const shown = await t.app.inject({ url: p.api(`/sandbox/payments/${paymentId}`) });
    expect(shown.json()).toMatchObject({ status: 'expired' });
    expect((await p.choose(paymentId, 'paid')).statusCode).toBe(409);
    expect((await p.donation(reference)).status).toBe('expired');
  });

  it('a premium payment whose webhook was lost still grants premium', async () => {
    const { user, token } = await insertSignedInUser(t.database.db);
    const started = await t.app.inject({
      method: 'POST',
      url: p.api('/job-pay'),
      headers: bearer(token),
      payload: { plan_id: 1 },
    });
    expect(started.statusCode).toBe(200);
    const paymentId = paymentIdOf(started.json().checkout_url as string);
    await p.settleAtProvider(paymentId, 'paid');
    await checkIsDue(paymentId);
    await t.app.queue.runDue();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.premiumSince).toBeInstanceOf(Date);
    expect(await checkOf(paymentId)).toMatchObject({ status: 'done' });
  });

  it('a payment the provider does not know is asked about less and less often, then given up', async () => {
    const paymentId = 'tr_sbxNeverCreated1';
    await enqueuePaymentCheck(t.database.db, paymentId);
    await checkIsDue(paymentId);
    await t.app.queue.runDue();
    let check = await checkOf(paymentId);
    expect(check).toMatchObject({ status: 'pending', attempts: 1 });
    expect(check.runAt).toEqual(new Date(check.createdAt.getTime() + PAYMENT_CHECK_TIMES[1]));

    // Two days on, the next check is the one at three days.
    await t.database.db
      .update(queueTasks)
      .set({ createdAt: sql`now() - interval '2 days 1 minute'`, runAt: sql`now()` })
      .where(eq(queueTasks.id, check.id));
    await t.app.queue.runDue();
    check = await checkOf(paymentId);
    expect(check).toMatchObject({ status: 'pending', attempts: 2 });
    expect(check.runAt).toEqual(new Date(check.createdAt.getTime() + PAYMENT_CHECK_TIMES.at(-1)!));

    // Past the timetable: given up.
    await t.database.db
      .update(queueTasks)
      .set({ createdAt: sql`now() - interval '3 days 1 minute'`, runAt: sql`now()` })
      .where(eq(queueTasks.id, check.id));
    await t.app.queue.runDue();
    expect(await checkOf(paymentId)).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'the provider does not know the payment, or reports another amount',
    });
  });
});
