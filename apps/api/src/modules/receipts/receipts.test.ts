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
import { readPdf } from '../../../test/pdf';
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
  ids.redCross = (
    await insertNonprofit(db, {
      userId,
      name: 'Red Cross Receipts',
      legalName: 'Stichting Rode Kruis Kwitanties',
      rsin: '002301234',
      anbi: true,
      // What makes a tax receipt: an operator found the ANBI status in the register (ADR 046).
      verified: true,
      verifiedAt: new Date(),
      anbiConfirmed: true,
      anbiCheckedAt: new Date(),
    })
  ).id;
  // Claims ANBI status on its own profile, unchecked: its receipts are payment confirmations.
  ids.seaWatch = (await insertNonprofit(db, { userId, name: 'Sea Watch Receipts', anbi: true })).id;
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

/**
 * The PDF's text as pdf.js reads it, a line of the page per line (a label and its value share
 * one), after checking that pdf.js opened it without a single warning.
 */
async function pdfText(response: { rawPayload: Buffer }): Promise<string> {
  const pdf = await readPdf(response.rawPayload);
  expect(pdf.warnings).toEqual([]);
  return pdf.text;
}

/** An amount as the PDF's text holds it (any space, a no-break one too, as a space). */
const euros = (amount: number, lang: Language) => formatEuros(amount, lang).replace(/\s+/g, ' ');

function expectPdf(response: Awaited<ReturnType<typeof receipt>>, filename: string) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

describe('GET /donations/{reference}/receipt.pdf', () => {
  it("gives a guest donor's receipt: organisation, amount, date, reference, method and name", async () => {
    const gift = await paidDonation('fundraiser', ids.swim, 25, {
      donor_name: 'Greta Guest',
      donor_email: 'greta@example.org',
    });
    const response = await receipt(gift.reference);
    expectPdf(response, `receipt-${gift.reference}.pdf`);
    const text = await pdfText(response);
    // Sandbox money is test money: a payment confirmation, never a tax receipt, whatever the
    // organisation's status; and it says so before anything else.
    expect(text).toContain('Payment confirmation');
    expect(text).not.toContain('Tax receipt');
    expect(text).toContain('TEST PAYMENT: no real money was moved. This is not proof of a gift.');
    expect(text).toContain('Given to Swim for Water');
    expect(text).toContain('Name Red Cross Receipts');
    expect(text).toContain('Registered name Stichting Rode Kruis Kwitanties');
    expect(text).toContain('RSIN 002301234');
    expect(text).toContain('Amount paid €25.00');
    expect(text).toContain(`Reference ${gift.reference}`);
    expect(text).toContain('Payment method Test payment');
    expect(text).toContain('Donor Greta Guest');
    const paidAt = (await p.donation(gift.reference)).paidAt!;
    const date = new Intl.DateTimeFormat('en', {
      dateStyle: 'long',
      timeZone: 'Europe/Amsterdam',
    }).format(paidAt);
    expect(text).toContain(`Date paid ${date}`);
    // The platform's details and the page number on every page.
    expect(text).toContain('PifWorld - localhost:5173 - hello@pifworld.org Page 1 of 1');
    // Nothing went back: no refund lines, and never the donor's e-mail address.
    expect(text).not.toContain('Refunded');
    expect(text).not.toContain('Net amount');
    expect(text).not.toContain('greta@example.org');
    expect(text).not.toMatch(/sandbox/i);
  });

  it('is a tax receipt for real money to an ANBI, a payment confirmation otherwise', async () => {
    const db = t.database.db;
    const live = (values: { nonprofitId?: number; fundraiserId?: number }) =>
      insertDonation(db, {
        amountCents: 4_250,
        status: 'paid',
        mode: 'live',
        provider: 'mollie',
        method: 'ideal',
        ...values,
      });
    // Through the ANBI's fundraiser: the ANBI's details and the tax receipt's words.
    const anbi = await live({ fundraiserId: ids.swim });
    const anbiText = await pdfText(await receipt(anbi.reference));
    expect(anbiText).toContain('Tax receipt');
    expect(anbiText).toContain(
      'This is your tax receipt: Stichting Rode Kruis Kwitanties has ANBI status',
    );
    expect(anbiText).toContain('Payment method iDEAL');
    expect(anbiText).toContain('Amount paid €42.50');
    expect(anbiText).toContain('RSIN 002301234');
    expect(anbiText).not.toContain('TEST PAYMENT');
    const dutch = await pdfText(await receipt(anbi.reference, '?lang=nl'));
    expect(dutch).toContain('Giftenverklaring');
    expect(dutch).toContain('Statutaire naam Stichting Rode Kruis Kwitanties');
    expect(dutch).toContain(`Betaald bedrag ${euros(42.5, 'nl')}`);
    expect(dutch).toContain('Pagina 1 van 1');
    // Sea Watch only claims ANBI status, unchecked: a payment confirmation that says why.
    const other = await live({ nonprofitId: ids.seaWatch });
    const otherText = await pdfText(await receipt(other.reference));
    expect(otherText).toContain('Payment confirmation');
    expect(otherText).not.toContain('Tax receipt');
    expect(otherText).toContain('Sea Watch Receipts has no ANBI status with us');
    expect(otherText).toContain('RSIN Not given');
    const otherDutch = await pdfText(await receipt(other.reference, '?lang=nl'));
    expect(otherDutch).toContain('Betalingsbevestiging');
    expect(otherDutch).not.toContain('Giftenverklaring');
  });

  it("writes Dutch with lang=nl, and the donation's own language without lang", async () => {
    const gift = await paidDonation('fundraiser', ids.swim, 1234.5, { lang: 'nl' });
    for (const query of ['?lang=nl', '']) {
      const text = await pdfText(await receipt(gift.reference, query));
      expect(text).toContain('Betalingsbevestiging');
      expect(text).toContain(
        'TESTBETALING: er is geen echt geld betaald. Dit is geen bewijs van een donatie.',
      );
      expect(text).toContain('Gegeven aan Swim for Water');
      expect(text).toContain('Naam Red Cross Receipts');
      expect(text).toContain(`Betaald bedrag ${euros(1234.5, 'nl')}`);
      expect(text).toContain('Betaald bedrag € 1.234,50');
      expect(text).toContain('Betaalmethode Testbetaling');
    }
    const english = await pdfText(await receipt(gift.reference, '?lang=en'));
    expect(english).toContain('Amount paid €1,234.50');
  });

  it('names only the non-profit when the gift went to the non-profit itself', async () => {
    const gift = await paidDonation('nonprofit', ids.seaWatch, 10);
    const text = await pdfText(await receipt(gift.reference));
    expect(text).toContain('Given to Sea Watch Receipts');
    expect(text).toContain('Name Sea Watch Receipts');
    // A company event without a non-profit names the event alone.
    const run = await paidDonation('company-event', ids.companyRun, 7);
    const runText = await pdfText(await receipt(run.reference));
    expect(runText).toContain('Given to Company Run');
    expect(runText).toContain('Name Company Run');
  });

  it('shows what was refunded and the net amount', async () => {
    const gift = await paidDonation('fundraiser', ids.swim, 25, { lang: 'nl' });
    await refund(gift.id, 10);
    const english = await pdfText(await receipt(gift.reference, '?lang=en'));
    expect(english).toContain('Amount paid €25.00');
    expect(english).toContain('Refunded €10.00');
    expect(english).toContain('Net amount €15.00');
    const dutch = await pdfText(await receipt(gift.reference));
    expect(dutch).toContain('Terugbetaald € 10,00');
    expect(dutch).toContain('Nettobedrag € 15,00');
  });

  it('shows a chargeback the same way', async () => {
    const gift = await paidDonation('fundraiser', ids.swim, 30);
    const charged = await t.app.inject({
      method: 'POST',
      url: p.api(`/sandbox/payments/${gift.paymentId}/chargeback`),
    });
    expect(charged.statusCode).toBe(201);
    const text = await pdfText(await receipt(gift.reference));
    expect(text).toContain('Charged back €30.00');
    expect(text).toContain('Net amount €0.00');
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
    const text = await pdfText(response);
    expect(text).not.toContain('Hidden Hans');
    expect(text).not.toContain('Donor');
    expect(text).toContain('Amount paid €12.00');
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
    expect(await pdfText(response)).toContain('Amount paid €9.00');
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
        legalName: 'Stichting Rode Kruis Kwitanties',
        rsin: '002301234',
        anbi: true,
        donations: [expect.objectContaining({ reference: lastYearReference, netCents: 10_000 })],
        totalCents: 10_000,
      },
    ]);

    const response = await statement(donor.id, `?year=${year}`, donor.token);
    expectPdf(response, `donation-statement-${year}.pdf`);
    const text = await pdfText(response);
    expect(text).toContain(`Donation statement ${year}`);
    expect(text).toContain('Donor Donna Donor');
    expect(text).toContain('Red Cross Receipts');
    expect(text).toContain('Sea Watch Receipts');
    expect(text).toContain('Beach Clean-up');
    expect(text).toContain('Subtotal');
    // Each organisation with its registered name and RSIN, and whether it has ANBI status.
    expect(text).toContain('Registered name: Stichting Rode Kruis Kwitanties - RSIN: 002301234');
    expect(text).toContain('Registered name: Not given - RSIN: Not given');
    expect(text).toContain('Payment confirmation: test payments, no real money was moved.');
    for (const amount of [67.76, 7.77, 3.33, 15.01, 12, 10.5, 5.25])
      expect(text).toContain(euros(amount, 'en'));
    expect(text).toContain(`Total ${year} €78.86`);
    // The summary first: each organisation with its RSIN, ANBI status and sum, then the total.
    const summary = text.slice(text.indexOf('Organisation RSIN ANBI Amount'));
    expect(summary).toMatch(/^Organisation RSIN ANBI Amount\nRed Cross Receipts 002301234 Yes €/);
    expect(summary.indexOf(`Total ${year} €78.86`)).toBeLessThan(summary.indexOf('Subtotal'));
    expect(text).not.toContain(lastYearReference);
    expect(text).not.toMatch(/€8\.00\b/);
    expect(text).not.toContain('€50.00');
    expect(text).not.toContain('€60.00');
    expect(text).toMatch(/Page 1 of \d/);

    const before = await pdfText(await statement(donor.id, `?year=${year - 1}`, donor.token));
    expect(before).toContain(lastYearReference);
    expect(before).toContain(`Total ${year - 1} €100.00`);
  });

  it("writes Dutch with lang=nl, and the account's language without lang", async () => {
    const dutch = await pdfText(await statement(donor.id, `?year=${year}&lang=nl`, donor.token));
    expect(dutch).toContain(`Jaaroverzicht donaties ${year}`);
    expect(dutch).toContain('Subtotaal');
    expect(dutch).toContain(`Totaal ${year} € 78,86`);
    expect(dutch).toMatch(/Pagina 1 van \d/);

    await paidDonation('fundraiser', ids.swim, 2.5, {}, dutchDonor.token);
    const own = await pdfText(await statement(dutchDonor.id, `?year=${year}`, dutchDonor.token));
    expect(own).toContain('Donateur Jan Jansen');
    expect(own).toContain(`Totaal ${year} € 2,50`);
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
    const text = await pdfText(await statement(user.id, `?year=${year}`, token));
    const sea = text.indexOf('Sea Watch Receipts');
    const gone = text.indexOf('A page that no longer exists');
    expect(sea).toBeGreaterThan(0);
    expect(gone).toBeGreaterThan(sea);
    expect(text).toContain(`Total ${year} €10.50`);
    const receiptText = await pdfText(await receipt(orphan.reference));
    expect(receiptText).toContain('Given to A page that no longer exists');
  });

  it('says so for a year without gifts', async () => {
    const response = await statement(donor.id, '?year=2000', donor.token);
    expectPdf(response, 'donation-statement-2000.pdf');
    expect(await pdfText(response)).toContain('You made no donations through PifWorld in 2000.');
    const dutch = await pdfText(await statement(donor.id, '?year=2000&lang=nl', donor.token));
    expect(dutch).toContain('Je hebt in 2000 geen donaties gedaan via PifWorld.');
  });
});
