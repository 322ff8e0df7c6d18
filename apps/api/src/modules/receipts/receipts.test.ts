import { receiptMessages, statementLastYear } from '@app/contract';
import { formatEuros, type Language } from '@app/i18n';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertCompany,
  insertCompanyEvent,
  insertDonation,
  insertEvent,
  insertFundraiser,
  insertNonprofit,
  insertSignedInUser,
} from '../../../test/factories';
import { bearer, createTestApp, type TestApp, textOf } from '../../../test/helpers';
import { paymentRequests } from '../../../test/payments';
import { donations } from '../../db/schema';
import { statementOf } from './receipts.service';

// Receipts and the yearly statement as PDFs, made from donations paid through the sandbox.
let t: TestApp;
const p = paymentRequests(() => t);
let pageOwner: string;
let donor: { token: string; id: number };
let dutchDonor: { token: string; id: number };
let stranger: { token: string; id: number };
const ids = {
  redCross: 0,
  seaWatch: 0,
  swim: 0,
  soloWalk: 0,
  beachClean: 0,
  companyRun: 0,
};
const year = statementLastYear();

beforeAll(async () => {
  t = await createTestApp({ config: { PAY_RATE_LIMIT_PER_HOUR: '1000' } });
  const db = t.database.db;
  const owner = await insertSignedInUser(db);
  pageOwner = owner.token;
  const userId = owner.user.id;
  ids.redCross = (await insertNonprofit(db, { userId, name: 'Red Cross Receipts' })).id;
  ids.seaWatch = (await insertNonprofit(db, { userId, name: 'Sea Watch Receipts' })).id;
  ids.swim = (
    await insertFundraiser(db, { userId, nonprofitId: ids.redCross, name: 'Swim for Water' })
  ).id;
  ids.soloWalk = (await insertFundraiser(db, { userId, name: 'Solo Walk' })).id;
  ids.beachClean = (
    await insertEvent(db, { userId, nonprofitId: ids.seaWatch, title: 'Beach Clean-up' })
  ).id;
  const company = await insertCompany(db, { userId });
  ids.companyRun = (
    await insertCompanyEvent(db, { userId, companyId: company.id, name: 'Company Run' })
  ).id;
  const d = await insertSignedInUser(db, { name: 'Donna Donor' });
  donor = { token: d.token, id: d.user.id };
  const nl = await insertSignedInUser(db, { name: 'Jan Jansen', locale: 'nl' });
  dutchDonor = { token: nl.token, id: nl.user.id };
  const s = await insertSignedInUser(db);
  stranger = { token: s.token, id: s.user.id };
});
afterAll(() => t.close());

type Target = 'fundraiser' | 'nonprofit' | 'event' | 'project' | 'company-event';

/** A donation paid on the sandbox checkout: its reference, payment id and row id. */
async function paidDonation(
  objectType: Target,
  objectId: number,
  euros: number,
  extra: Record<string, string | boolean> = {},
  token?: string,
) {
  const started = await p.startDonation(
    { amount: euros, object_type: objectType, object_id: objectId, ...extra },
    token,
  );
  expect((await p.choose(started.paymentId, 'paid')).statusCode).toBe(200);
  return { ...started, id: (await p.donation(started.reference)).id };
}

const refund = async (donationId: number, euros: number) => {
  const response = await t.app.inject({
    method: 'POST',
    url: p.api(`/donations/${donationId}/refunds`),
    headers: bearer(pageOwner),
    payload: { amount: euros, reason: 'Asked for by the donor' },
  });
  expect(response.statusCode).toBe(201);
};

const receipt = (reference: string, query = '') =>
  t.app.inject({ url: p.api(`/donations/${reference}/receipt.pdf${query}`) });

const statement = (userId: number, query: string, token?: string) =>
  t.app.inject({
    url: p.api(`/user/${userId}/donations/statement.pdf${query}`),
    headers: token ? bearer(token) : {},
  });

/** The PDF's bytes as text: one char a byte, as the WinAnsi-encoded strings hold them. */
const bytesOf = (response: { rawPayload: Buffer }) => response.rawPayload.toString('latin1');

/**
 * An amount as the PDF holds it: the euro sign is byte 0x80 in WinAnsiEncoding, and Dutch puts
 * a no-break space (0xA0) after it: `€25.00` is '\x8025.00', `€ 25,00` '\x80\xa025,00'.
 */
const pdfEuros = (euros: number, lang: Language) =>
  formatEuros(euros, lang).replace('\u20ac', '\x80');

/** A text line of the PDF: `(text) Tj`. */
const shown = (text: string) => `(${text}) Tj`;

function expectPdf(response: Awaited<ReturnType<typeof receipt>>, filename: string) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(bytesOf(response).startsWith('%PDF-')).toBe(true);
}

describe('GET /donations/{reference}/receipt.pdf', () => {
  it("gives a guest donor's receipt: organisation, amount, date, reference, method and name", async () => {
    const gift = await paidDonation('fundraiser', ids.swim, 25, {
      donor_name: 'Greta Guest',
      donor_email: 'greta@example.org',
    });
    const response = await receipt(gift.reference);
    expectPdf(response, `receipt-${gift.reference}.pdf`);
    const text = bytesOf(response);
    expect(text).toContain(shown('Donation receipt - PifWorld'));
    // The sandbox's money is test money, and the receipt says so before anything else.
    expect(text).toContain(
      shown('TEST PAYMENT: no real money was moved. This is not proof of a gift.'),
    );
    expect(text).toContain(shown('Given to: Swim for Water'));
    expect(text).toContain(shown('Non-profit: Red Cross Receipts'));
    expect(text).toContain(shown('Amount paid: \x8025.00'));
    expect(text).toContain(shown(`Reference: ${gift.reference}`));
    expect(text).toContain(shown('Payment method: Test payment'));
    expect(text).toContain(shown('Donor: Greta Guest'));
    const paidAt = (await p.donation(gift.reference)).paidAt!;
    const date = new Intl.DateTimeFormat('en', {
      dateStyle: 'long',
      timeZone: 'Europe/Amsterdam',
    }).format(paidAt);
    expect(text).toContain(shown(`Date paid: ${date}`));
    // Nothing went back: no refund lines, and never the donor's e-mail address.
    expect(text).not.toContain('Refunded');
    expect(text).not.toContain('Net amount');
    expect(text).not.toContain('greta@example.org');
  });

  it("writes Dutch with lang=nl, and the donation's own language without lang", async () => {
    const gift = await paidDonation('fundraiser', ids.swim, 1234.5, { lang: 'nl' });
    for (const query of ['?lang=nl', '']) {
      const text = bytesOf(await receipt(gift.reference, query));
      expect(text).toContain(shown('Ontvangstbewijs - PifWorld'));
      expect(text).toContain(
        shown('TESTBETALING: er is geen echt geld betaald. Dit is geen bewijs van een donatie.'),
      );
      expect(text).toContain(shown('Gegeven aan: Swim for Water'));
      expect(text).toContain(shown('Goed doel: Red Cross Receipts'));
      expect(text).toContain(shown(`Betaald bedrag: ${pdfEuros(1234.5, 'nl')}`));
      expect(text).toContain(shown('Betaald bedrag: \x80\xa01.234,50'));
      expect(text).toContain(shown('Betaalmethode: Testbetaling'));
    }
    const english = bytesOf(await receipt(gift.reference, '?lang=en'));
    expect(english).toContain(shown('Amount paid: \x801,234.50'));
  });

  it('names only the non-profit when the gift went to the non-profit itself', async () => {
    const gift = await paidDonation('nonprofit', ids.seaWatch, 10);
    const text = bytesOf(await receipt(gift.reference));
    expect(text).toContain(shown('Given to: Sea Watch Receipts'));
    expect(text).not.toContain('Non-profit:');
    // A company event without a non-profit names the event alone.
    const run = await paidDonation('company-event', ids.companyRun, 7);
    const runText = bytesOf(await receipt(run.reference));
    expect(runText).toContain(shown('Given to: Company Run'));
    expect(runText).not.toContain('Non-profit:');
  });

  it('shows what was refunded and the net amount', async () => {
    const gift = await paidDonation('fundraiser', ids.swim, 25, { lang: 'nl' });
    await refund(gift.id, 10);
    const english = bytesOf(await receipt(gift.reference, '?lang=en'));
    expect(english).toContain(shown('Amount paid: \x8025.00'));
    expect(english).toContain(shown('Refunded: \x8010.00'));
    expect(english).toContain(shown('Net amount: \x8015.00'));
    const dutch = bytesOf(await receipt(gift.reference));
    expect(dutch).toContain(shown('Terugbetaald: \x80\xa010,00'));
    expect(dutch).toContain(shown('Nettobedrag: \x80\xa015,00'));
  });

  it('shows a chargeback the same way', async () => {
    const gift = await paidDonation('fundraiser', ids.swim, 30);
    const charged = await t.app.inject({
      method: 'POST',
      url: p.api(`/sandbox/payments/${gift.paymentId}/chargeback`),
    });
    expect(charged.statusCode).toBe(201);
    const text = bytesOf(await receipt(gift.reference));
    expect(text).toContain(shown('Charged back: \x8030.00'));
    expect(text).toContain(shown('Net amount: \x800.00'));
  });

  it("leaves out an anonymous donor's name", async () => {
    const gift = await paidDonation(
      'fundraiser',
      ids.swim,
      12,
      { donor_name: 'Hidden Hans', anonymous: true },
      stranger.token,
    );
    const response = await receipt(gift.reference);
    expectPdf(response, `receipt-${gift.reference}.pdf`);
    const text = bytesOf(response);
    expect(text).not.toContain('Hidden Hans');
    expect(text).not.toContain('Donor:');
    expect(text).toContain(shown('Amount paid: \x8012.00'));
  });

  it('answers 404 for an unknown reference and for a donation that is not paid', async () => {
    const unknown = await receipt('F'.repeat(20));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^application\/json/);
    expect(unknown.json()).toMatchObject({ message: textOf(receiptMessages.notFound) });

    const open = await p.startDonation({
      amount: 5,
      object_type: 'fundraiser',
      object_id: ids.swim,
    });
    expect((await receipt(open.reference)).statusCode).toBe(404);
    const failed = await p.startDonation({
      amount: 5,
      object_type: 'fundraiser',
      object_id: ids.swim,
    });
    expect((await p.choose(failed.paymentId, 'failed')).statusCode).toBe(200);
    const answer = await receipt(failed.reference, '?lang=nl');
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({
      message: 'Er is geen betaalde donatie gevonden met dit kenmerk.',
    });

    expect((await receipt('x'.repeat(65))).statusCode).toBe(422);
    const paid = await paidDonation('fundraiser', ids.swim, 5);
    expect((await receipt(paid.reference, '?lang=de')).statusCode).toBe(422);
  });

  it('checks an open payment with the provider first, so a receipt right after paying works', async () => {
    const started = await p.startDonation({
      amount: 9,
      object_type: 'fundraiser',
      object_id: ids.swim,
    });
    await p.settleAtProvider(started.paymentId, 'paid');
    const response = await receipt(started.reference);
    expectPdf(response, `receipt-${started.reference}.pdf`);
    expect(bytesOf(response)).toContain(shown('Amount paid: \x809.00'));
  });
});

describe('GET /user/{id}/donations/statement.pdf', () => {
  /** Moves a donation's payment to another moment (the sandbox pays "now"). */
  const paidAt = (reference: string, at: Date) =>
    t.database.db.update(donations).set({ paidAt: at }).where(eq(donations.reference, reference));

  /** 1 January of `year`, 00:00 in Amsterdam, is 31 December 23:00 UTC. */
  const newYearUtc = Date.UTC(year, 0, 1) - 60 * 60 * 1000;

  let lastYearReference: string;

  beforeAll(async () => {
    const give = (type: Target, id: number, euros: number, extra = {}) =>
      paidDonation(type, id, euros, extra, donor.token);
    // Red Cross: through its fundraiser and directly, one gift partly refunded.
    await give('fundraiser', ids.swim, 25);
    await give('fundraiser', ids.swim, 10.5);
    await give('nonprofit', ids.redCross, 5.25);
    // Anonymous on the page, not to the donor's own statement.
    await give('fundraiser', ids.swim, 12, { donor_name: 'Donna', anonymous: true });
    const partly = await give('fundraiser', ids.swim, 20);
    await refund(partly.id, 4.99);
    // Sea Watch through its event; paid at 00:30 on New Year's Day in Amsterdam: this year.
    const early = await give('event', ids.beachClean, 7.77);
    await paidAt(early.reference, new Date(newYearUtc + 30 * 60 * 1000));
    // A page without a non-profit stands for itself.
    await give('fundraiser', ids.soloWalk, 3.33);
    // Fully refunded: nothing was given.
    const back = await give('fundraiser', ids.swim, 8);
    await refund(back.id, 8);
    // 23:30 on New Year's Eve in Amsterdam: last year.
    const late = await give('nonprofit', ids.redCross, 100);
    await paidAt(late.reference, new Date(newYearUtc - 30 * 60 * 1000));
    lastYearReference = late.reference;
    // Not the donor's: a guest gift with the same name, and another user's gift.
    await paidDonation('fundraiser', ids.swim, 50, { donor_name: 'Donna Donor' });
    await paidDonation('fundraiser', ids.swim, 60, {}, stranger.token);
  });

  it('needs a token, and answers 403 for someone else', async () => {
    expect((await statement(donor.id, `?year=${year}`)).statusCode).toBe(401);
    const forbidden = await statement(donor.id, `?year=${year}`, stranger.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ message: textOf(receiptMessages.ownStatement) });
  });

  it('answers 422 for a year before 2000, after this one, or not a whole year', async () => {
    for (const query of [
      '?year=1999',
      `?year=${year + 1}`,
      '?year=abc',
      '?year=2020.5',
      '?year=0x7e8',
      '?year=99999999999999999999',
      '',
      `?year=${year}&lang=de`,
    ]) {
      const response = await statement(donor.id, query, donor.token);
      expect(response.statusCode, query).toBe(422);
    }
    const response = await statement(donor.id, '?year=1999', donor.token);
    expect(response.json().errors).toEqual({ year: [textOf(receiptMessages.year)] });
  });

  it('sums the net amounts per organisation, to the cent, for the asked year only', async () => {
    const groups = await statementOf(t.database.db, donor.id, year, 'en');
    expect(
      groups.map((group) => ({
        name: group.name,
        cents: group.donations.map((d) => d.netCents),
        total: group.totalCents,
      })),
    ).toEqual([
      { name: 'Red Cross Receipts', cents: [2500, 1050, 525, 1200, 1501], total: 6776 },
      { name: 'Sea Watch Receipts', cents: [777], total: 777 },
      { name: 'Solo Walk', cents: [333], total: 333 },
    ]);
    const lastYear = await statementOf(t.database.db, donor.id, year - 1, 'en');
    expect(lastYear).toEqual([
      {
        name: 'Red Cross Receipts',
        donations: [expect.objectContaining({ reference: lastYearReference, netCents: 10_000 })],
        totalCents: 10_000,
      },
    ]);

    const response = await statement(donor.id, `?year=${year}`, donor.token);
    expectPdf(response, `donation-statement-${year}.pdf`);
    const text = bytesOf(response);
    expect(text).toContain(shown(`Donation statement ${year} - PifWorld`));
    expect(text).toContain(shown('Donor: Donna Donor'));
    expect(text).toContain(shown('Red Cross Receipts'));
    expect(text).toContain(shown('Sea Watch Receipts'));
    expect(text).toContain(shown('Beach Clean-up'));
    expect(text).toContain(shown('Subtotal'));
    for (const euros of [67.76, 7.77, 3.33, 15.01, 12, 10.5, 5.25])
      expect(text).toContain(shown(pdfEuros(euros, 'en')));
    expect(text).toContain(shown(`Total ${year}: \x8078.86`));
    expect(text).not.toContain(lastYearReference);
    expect(text).not.toContain(shown('\x808.00'));
    expect(text).not.toContain(shown('\x8050.00'));
    expect(text).not.toContain(shown('\x8060.00'));

    const before = bytesOf(await statement(donor.id, `?year=${year - 1}`, donor.token));
    expect(before).toContain(lastYearReference);
    expect(before).toContain(shown(`Total ${year - 1}: \x80100.00`));
  });

  it("writes Dutch with lang=nl, and the account's language without lang", async () => {
    const dutch = bytesOf(await statement(donor.id, `?year=${year}&lang=nl`, donor.token));
    expect(dutch).toContain(shown(`Jaaroverzicht donaties ${year} - PifWorld`));
    expect(dutch).toContain(shown('Subtotaal'));
    expect(dutch).toContain(shown(`Totaal ${year}: \x80\xa078,86`));

    await paidDonation('fundraiser', ids.swim, 2.5, {}, dutchDonor.token);
    const own = bytesOf(await statement(dutchDonor.id, `?year=${year}`, dutchDonor.token));
    expect(own).toContain(shown('Donateur: Jan Jansen'));
    expect(own).toContain(shown(`Totaal ${year}: \x80\xa02,50`));
  });

  it('names a deleted page as such, after the organisations', async () => {
    const { user, token } = await insertSignedInUser(t.database.db, { name: 'Gone Page Giver' });
    await paidDonation('nonprofit', ids.seaWatch, 4, {}, token);
    // The page was deleted after the gift: the donation keeps its money, not its page.
    const orphan = await insertDonation(t.database.db, {
      amountCents: 650,
      status: 'paid',
      targetType: 'fundraiser',
      donorUserId: user.id,
    });
    const text = bytesOf(await statement(user.id, `?year=${year}`, token));
    const sea = text.indexOf(shown('Sea Watch Receipts'));
    const gone = text.indexOf(shown('A page that no longer exists'));
    expect(sea).toBeGreaterThan(0);
    expect(gone).toBeGreaterThan(sea);
    expect(text).toContain(shown(`Total ${year}: \x8010.50`));
    const receiptText = bytesOf(await receipt(orphan.reference));
    expect(receiptText).toContain(shown('Given to: A page that no longer exists'));
  });

  it('says so for a year without gifts', async () => {
    const response = await statement(donor.id, '?year=2000', donor.token);
    expectPdf(response, 'donation-statement-2000.pdf');
    expect(bytesOf(response)).toContain(shown('You made no donations through PifWorld in 2000.'));
    const dutch = bytesOf(await statement(donor.id, '?year=2000&lang=nl', donor.token));
    expect(dutch).toContain(shown('Je hebt in 2000 geen donaties gedaan via PifWorld.'));
  });
});
