import { refundMessages } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCount } from '../../../test/admin';
import {
  insertDonation,
  insertFundraiser,
  insertNonprofit,
  insertSignedInUser,
} from '../../../test/factories';
import { bearer, createTestApp, type TestApp, textOf } from '../../../test/helpers';
import { paymentRequests } from '../../../test/payments';
import { auditEntries, donationRefunds, mailOutbox } from '../../db/schema';

// The console's Donations section: finding any donation, and refunding it through
// the page owner's refund path.
let t: TestApp;
const p = paymentRequests(() => t);
let operator: { token: string; id: number };
let owner: string;
let fundraiserId: number;
let fundraiserName: string;
let nonprofitId: number;

beforeAll(async () => {
  t = await createTestApp({ config: { PAY_RATE_LIMIT_PER_HOUR: '1000' } });
  const db = t.database.db;
  const signedIn = await insertSignedInUser(db, { role: 'admin' });
  operator = { token: signedIn.token, id: signedIn.user.id };
  const pageOwner = await insertSignedInUser(db);
  owner = pageOwner.token;
  nonprofitId = (await insertNonprofit(db, { userId: pageOwner.user.id })).id;
  const fundraiser = await insertFundraiser(db, { userId: pageOwner.user.id, nonprofitId });
  fundraiserId = fundraiser.id;
  fundraiserName = fundraiser.name;
});
afterAll(() => t.close());

async function paidDonation(euros: number, extra: Record<string, string | boolean> = {}) {
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

const list = async (query: string, language = 'en') =>
  t.app.inject({
    url: p.api(`/admin/donations?${query}`),
    headers: { ...bearer(operator.token), 'accept-language': language },
  });
const references = async (query: string) =>
  (await list(query)).json().data.map((d: { reference: string }) => d.reference) as string[];
const refund = (id: number, body: object, token = operator.token) =>
  t.app.inject({
    method: 'POST',
    url: p.api(`/admin/donations/${id}/refund`),
    headers: bearer(token),
    payload: body,
  });
const amsterdamDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(date);

describe('the donations list', () => {
  it('finds a donation by reference, e-mail address and name, shows the anonymous donor marked as such, and the provider payment', async () => {
    const seen = await paidDonation(12, {
      donor_email: 'seen.donor@example.org',
      donor_name: 'Seen Donor',
    });
    const hidden = await paidDonation(7, {
      donor_email: 'hidden.donor@example.org',
      donor_name: 'Hidden Donor',
      anonymous: true,
    });

    expect(await references(`search=${seen.reference}`)).toEqual([seen.reference]);
    expect(await references('search=SEEN.DONOR@example')).toEqual([seen.reference]);
    // The operator finds an anonymous gift by its donor's name, and sees who it is.
    expect(await references('search=hidden donor')).toEqual([hidden.reference]);
    const [row] = (await list(`search=${hidden.reference}`)).json().data;
    expect(row).toMatchObject({
      reference: hidden.reference,
      status: 'paid',
      amount: 7,
      refunded: 0,
      net: 7,
      donor_name: 'Hidden Donor',
      donor_email: 'hidden.donor@example.org',
      anonymous: true,
      page: { type: 'fundraiser', id: fundraiserId, name: fundraiserName },
      provider: 'sandbox',
      provider_payment_id: hidden.paymentId,
      monthly: false,
    });
    expect(row.paid_at).toEqual(expect.any(String));
  });

  it('narrows by page name, period and status', async () => {
    const paid = await paidDonation(3, { donor_email: 'period@example.org' });
    const other = await insertNonprofit(t.database.db, { userId: operator.id });
    const open = await insertDonation(t.database.db, {
      amountCents: 900,
      status: 'open',
      nonprofitId: other.id,
      donorEmail: 'period@example.org',
    });

    const today = amsterdamDay(new Date());
    const yesterday = amsterdamDay(new Date(Date.now() - 36 * 60 * 60 * 1000));
    const mine = 'search=period@example.org';
    expect(await references(`${mine}&from=${today}&to=${today}`)).toEqual([
      open.reference,
      paid.reference,
    ]);
    expect(await references(`${mine}&to=${yesterday}`)).toEqual([]);
    expect(await references(`${mine}&status=paid`)).toEqual([paid.reference]);
    expect(await references(`${mine}&status=open`)).toEqual([open.reference]);
    expect(
      await references(`${mine}&page_name=${encodeURIComponent(other.name.toUpperCase())}`),
    ).toEqual([open.reference]);
    expect(await references(`${mine}&page_name=${encodeURIComponent(fundraiserName)}`)).toEqual([
      paid.reference,
    ]);

    const wrong = await list('from=yesterday&status=lost', 'nl');
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors).sort()).toEqual(['from', 'status']);
  });
});

describe('an operator refunds a donation', () => {
  it("changes the donation and the page's raised total as the owner's refund does, audited once; more than the rest is refused", async () => {
    const donation = await paidDonation(25, {
      donor_email: 'refund.console@example.org',
      lang: 'nl',
    });
    const raised = {
      fundraiser: await p.raised('fundraiser', fundraiserId),
      nonprofit: await p.raised('nonprofit', nonprofitId),
    };
    const audits = await auditCount(t.database.db);

    const part = await refund(donation.id, { amount: 10, reason: 'Paid twice by mistake' });
    expect(part.statusCode).toBe(201);
    expect(part.json()).toMatchObject({
      refund: { amount: 10, status: 'refunded', reason: 'Paid twice by mistake' },
      donation: { id: donation.id, amount: 25, refunded: 10, charged_back: 0, net: 15 },
    });
    expect(await p.raised('fundraiser', fundraiserId)).toBe(raised.fundraiser - 1000);
    expect(await p.raised('nonprofit', nonprofitId)).toBe(raised.nonprofit - 1000);
    expect(await auditCount(t.database.db)).toBe(audits + 1);
    const [entry] = await t.database.db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.action, 'donation.refund'),
          eq(auditEntries.targetId, String(donation.id)),
        ),
      );
    expect(entry).toMatchObject({
      actorId: operator.id,
      targetType: 'donation',
      reason: 'Paid twice by mistake',
      after: { amount: 10 },
    });
    const [record] = await t.database.db
      .select()
      .from(donationRefunds)
      .where(eq(donationRefunds.donationId, donation.id));
    expect(record!.requestedByUserId).toBe(operator.id);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.to, 'refund.console@example.org'),
          eq(mailOutbox.kind, 'donation-refund'),
        ),
      );
    expect(mail!.text).toContain('Reden: Paid twice by mistake');

    // The list shows what went back.
    const [row] = (await list(`search=${donation.reference}`)).json().data;
    expect(row).toMatchObject({ refunded: 10, net: 15 });
    expect(await references(`search=${donation.reference}&status=refunded`)).toEqual([
      donation.reference,
    ]);

    // More than the rest is refused, writing nothing.
    const tooMuch = await refund(donation.id, { amount: 15.01, reason: 'Rest' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors).toEqual({ amount: [textOf(refundMessages.tooMuch)] });
    expect(await auditCount(t.database.db)).toBe(audits + 1);

    // Without an amount, all that remains goes back; then nothing is left to refund.
    const rest = await refund(donation.id, { reason: 'The rest as well' });
    expect(rest.statusCode).toBe(201);
    expect(rest.json().donation).toMatchObject({ refunded: 25, net: 0 });
    expect(await p.raised('fundraiser', fundraiserId)).toBe(raised.fundraiser - 2500);
    const nothingLeft = await refund(donation.id, { reason: 'Once more' });
    expect(nothingLeft.statusCode).toBe(422);
    expect(nothingLeft.json().errors).toEqual({ amount: [textOf(refundMessages.tooMuch)] });
    expect(await auditCount(t.database.db)).toBe(audits + 2);
  });

  it('needs a reason and a paid donation; 404 for none; the owner still refunds through their own route', async () => {
    const donation = await paidDonation(8);
    const audits = await auditCount(t.database.db);
    const noReason = await refund(donation.id, { amount: 2 });
    expect(noReason.statusCode).toBe(422);
    expect(Object.keys(noReason.json().errors)).toEqual(['reason']);
    const open = await insertDonation(t.database.db, {
      amountCents: 500,
      status: 'open',
      fundraiserId,
    });
    const unpaid = await refund(open.id, { reason: 'Not paid' });
    expect(unpaid.statusCode).toBe(422);
    expect(unpaid.json().errors).toEqual({ amount: [textOf(refundMessages.notPaid)] });
    expect((await refund(999_999, { reason: 'Nothing' })).statusCode).toBe(404);
    expect(await auditCount(t.database.db)).toBe(audits);

    // A page owner cannot use the console's route; their own still works, unaudited.
    expect((await refund(donation.id, { amount: 1, reason: 'Owner' }, owner)).statusCode).toBe(403);
    const byOwner = await t.app.inject({
      method: 'POST',
      url: p.api(`/donations/${donation.id}/refunds`),
      headers: bearer(owner),
      payload: { amount: 1, reason: 'Owner' },
    });
    expect(byOwner.statusCode).toBe(201);
    expect(await auditCount(t.database.db)).toBe(audits);
  });
});
