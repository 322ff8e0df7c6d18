import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertDonation,
  insertEvent,
  insertFundraiser,
  insertNonprofit,
  insertSignedInUser,
  insertUser,
} from '../../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { donationRefunds, donations, pageReports } from '../../db/schema';
import { paymentRequests } from '../../../test/payments';
import { syncPaymentsMode } from '../payments/payments-mode';
import { eraseAccount, eraseByEmail, exportPersonalData } from '../privacy/privacy.service';

let t: TestApp;
const payments = paymentRequests(() => t);
const api = '/pifworld/api/v1';
const wall = (path: string) => t.app.inject({ url: `${api}/donor-wall/${path}` });
const hide = (id: number | string, body: unknown, token?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `${api}/donations/${id}/message`,
    headers: token ? bearer(token) : {},
    payload: body as object,
  });

let ownerToken: string;
let strangerToken: string;
let nonprofitOwnerToken: string;
let fundraiserId: number;
let nonprofitId: number;
let shownId: number;
let anonymousId: number;
let notShownId: number;

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const owner = await insertSignedInUser(db, { name: 'Sanne Visser' });
  ownerToken = owner.token;
  strangerToken = (await insertSignedInUser(db)).token;
  const nonprofitOwner = await insertSignedInUser(db);
  nonprofitOwnerToken = nonprofitOwner.token;
  nonprofitId = (await insertNonprofit(db, { userId: nonprofitOwner.user.id, name: 'Open Tafel' }))
    .id;
  fundraiserId = (
    await insertFundraiser(db, {
      userId: owner.user.id,
      nonprofitId,
      name: 'Birthday for the food bank',
      addressLine1: 'Kralingse Plaslaan 12',
      location: 'Rotterdam',
    })
  ).id;
  const gift = { status: 'paid' as const, fundraiserId, targetType: 'fundraiser' as const };
  shownId = (
    await insertDonation(db, {
      ...gift,
      amountCents: 1_000,
      paidAt: day(3),
      donorName: 'Anouk de Jong',
      donorEmail: 'anouk@example.org',
      message: 'Succes met jullie project!',
      showPublicly: true,
    })
  ).id;
  anonymousId = (
    await insertDonation(db, {
      ...gift,
      amountCents: 5_000,
      paidAt: day(2),
      donorName: 'Hidden Hendrik',
      donorEmail: 'hendrik@example.org',
      message: 'Secret words of Hendrik',
      anonymous: true,
      // Anonymous wins, even over a row that says otherwise.
      showPublicly: true,
    })
  ).id;
  notShownId = (
    await insertDonation(db, {
      ...gift,
      amountCents: 2_500,
      paidAt: day(1),
      donorName: 'Private Pieter',
      donorEmail: 'anouk@example.org',
      message: 'Only for the organiser',
    })
  ).id;
  // Not on the wall: open, failed, and another page's.
  await insertDonation(db, { status: 'open', fundraiserId, amountCents: 9_900, donorName: 'Open' });
  await insertDonation(db, { status: 'failed', fundraiserId, amountCents: 9_900 });
  await insertDonation(db, { status: 'paid', nonprofitId, amountCents: 700 });
});
afterAll(() => t.close());

describe('GET /donor-wall/{type}/{id}', () => {
  it('shows a shown gift with name and message, and the others as anonymous with no name anywhere', async () => {
    const response = await wall(`fundraiser/${fundraiserId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toEqual([
      {
        id: shownId,
        amount: 10,
        paid_at: day(3).toISOString(),
        name: 'Anouk de Jong',
        message: 'Succes met jullie project!',
      },
      { id: anonymousId, amount: 50, paid_at: day(2).toISOString(), name: null, message: null },
      { id: notShownId, amount: 25, paid_at: day(1).toISOString(), name: null, message: null },
    ]);
    for (const secret of ['Hendrik', 'Pieter', 'Secret', 'organiser', 'example.org']) {
      expect(response.body).not.toContain(secret);
    }
    // Two of the three gifts came from one address: two donors.
    expect(body.donors_count).toBe(2);
    expect(body.meta).toMatchObject({ total: 3, current_page: 1, per_page: 10 });
  });

  it('orders by the largest gift and pages', async () => {
    const body = (await wall(`fundraiser/${fundraiserId}?order=largest&per_page=2`)).json();
    expect(body.data.map((entry: { id: number }) => entry.id)).toEqual([anonymousId, notShownId]);
    expect(body.meta).toMatchObject({ last_page: 2, total: 3 });
    const second = (
      await wall(`fundraiser/${fundraiserId}?order=largest&per_page=2&page=2`)
    ).json();
    expect(second.data.map((entry: { id: number }) => entry.id)).toEqual([shownId]);
  });

  it("puts a fundraiser's gifts on its non-profit's wall too, as its raised amount counts them", async () => {
    const body = (await wall(`nonprofit/${nonprofitId}`)).json();
    expect(body.meta.total).toBe(4);
    expect(body.data[0]).toMatchObject({ name: null, amount: 7 });
  });

  it('answers 304 to a cache holding the current wall', async () => {
    const first = await wall(`fundraiser/${fundraiserId}`);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await t.app.inject({
      url: `${api}/donor-wall/fundraiser/${fundraiserId}`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for a page that does not exist and 422 for a bad order, never 500', async () => {
    expect((await wall('fundraiser/999999')).statusCode).toBe(404);
    expect((await wall(`fundraiser/${fundraiserId}?order=loudest`)).statusCode).toBe(422);
    expect((await wall(`company/${fundraiserId}`)).statusCode).toBe(422);
    expect((await wall(`fundraiser/${fundraiserId}?per_page=5000`)).statusCode).toBe(422);
    expect((await wall(`fundraiser/%00`)).statusCode).toBeLessThan(500);
  });

  it('drops a gift once it is refunded in full, and keeps a partly refunded one at what counts', async () => {
    const db = t.database.db;
    const page = await insertFundraiser(db, { userId: (await insertUser(db)).id });
    const whole = await insertDonation(db, {
      status: 'paid',
      fundraiserId: page.id,
      amountCents: 2_000,
    });
    const part = await insertDonation(db, {
      status: 'paid',
      fundraiserId: page.id,
      amountCents: 3_000,
    });
    await db.insert(donationRefunds).values([
      { donationId: whole.id, amountCents: 2_000, status: 'refunded' },
      { donationId: part.id, amountCents: 1_000, status: 'refunded' },
    ]);
    const body = (await wall(`fundraiser/${page.id}`)).json();
    expect(body.data).toEqual([expect.objectContaining({ id: part.id, amount: 20 })]);
    expect(body.donors_count).toBe(1);
  });

  it('leaves test money off the wall of a live platform, as every total does', async () => {
    const db = t.database.db;
    const event = await insertEvent(db, {
      userId: (await insertUser(db)).id,
      nonprofitId: (await insertNonprofit(db, { userId: (await insertUser(db)).id })).id,
    });
    const gift = { status: 'paid' as const, eventId: event.id, targetType: 'event' as const };
    await insertDonation(db, { ...gift, amountCents: 1_500, mode: 'test' });
    expect((await wall(`event/${event.id}`)).json().meta.total).toBe(1);
    await syncPaymentsMode(db, 'live');
    try {
      await insertDonation(db, { ...gift, amountCents: 4_000, mode: 'live', provider: 'mollie' });
      await insertDonation(db, { ...gift, amountCents: 9_000, mode: 'test' });
      const body = (await wall(`event/${event.id}`)).json();
      expect(body.data).toEqual([expect.objectContaining({ amount: 40 })]);
      expect(body.donors_count).toBe(1);
    } finally {
      await syncPaymentsMode(db, 'test');
    }
  });
});

describe("the donor's choice at checkout", () => {
  const choiceOf = async (query: Record<string, string | number | boolean>) => {
    const { reference } = await payments.startDonation({
      amount: 10,
      object_type: 'fundraiser',
      object_id: fundraiserId,
      donor_name: 'Bram',
      message: 'Go!',
      ...query,
    });
    const [row] = await t.database.db
      .select({ show: donations.showPublicly, anonymous: donations.anonymous })
      .from(donations)
      .where(eq(donations.reference, reference));
    return row;
  };

  it('is recorded with the gift, off unless asked for, and anonymous wins', async () => {
    expect(await choiceOf({ show_publicly: true })).toEqual({ show: true, anonymous: false });
    expect(await choiceOf({})).toEqual({ show: false, anonymous: false });
    expect(await choiceOf({ show_publicly: true, anonymous: true })).toEqual({
      show: false,
      anonymous: true,
    });
  });
});

describe('PUT /donations/{id}/message', () => {
  it('answers 401 without a session, whatever the body', async () => {
    expect((await hide(shownId, { hidden: 'nonsense' })).statusCode).toBe(401);
  });

  it('answers 403 to someone else, and 404 for a donation that does not exist', async () => {
    const response = await hide(shownId, { hidden: true }, strangerToken);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('donations.owner_only');
    expect((await hide(999_999, { hidden: true }, ownerToken)).statusCode).toBe(404);
    const [row] = await t.database.db
      .select({ hiddenAt: donations.messageHiddenAt })
      .from(donations)
      .where(eq(donations.id, shownId));
    expect(row!.hiddenAt).toBeNull();
  });

  it.each([[{}], [{ hidden: 'yes' }], [{ hidden: null }], ['not json']])(
    'answers 422 to %j and hides nothing',
    async (body) => {
      const response = await hide(shownId, body, ownerToken);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      if (typeof body === 'object') expect(response.statusCode).toBe(422);
      const hidden = await t.database.db
        .select({ id: donations.id })
        .from(donations)
        .where(and(eq(donations.id, shownId), isNull(donations.messageHiddenAt)));
      expect(hidden).toHaveLength(1);
    },
  );

  it('takes the message off the wall and keeps the gift; the owner can show it again', async () => {
    const response = await hide(shownId, { hidden: true }, ownerToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: shownId, message_hidden: true });
    const hidden = await wall(`fundraiser/${fundraiserId}`);
    expect(hidden.body).not.toContain('Succes met jullie project');
    expect(hidden.json().data[0]).toMatchObject({
      id: shownId,
      name: 'Anouk de Jong',
      message: null,
      amount: 10,
    });
    // The non-profit the fundraiser raises money for may too, as it may refund.
    expect((await hide(shownId, { hidden: false }, nonprofitOwnerToken)).statusCode).toBe(200);
    expect((await wall(`fundraiser/${fundraiserId}`)).json().data[0].message).toBe(
      'Succes met jullie project!',
    );
  });
});

describe('reporting a donor message', () => {
  const report = (body: object) =>
    t.app.inject({
      method: 'POST',
      url: `${api}/fundraiser/report/${fundraiserId}`,
      payload: { reason: 'inappropriate', ...body },
    });

  it('records a report of a message the wall shows', async () => {
    const response = await report({ donation_id: shownId, details: 'Rude' });
    expect(response.statusCode).toBe(201);
    const rows = await t.database.db
      .select()
      .from(pageReports)
      .where(eq(pageReports.donationId, shownId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ pageType: 'fundraiser', pageId: fundraiserId });
  });

  it('refuses, writing nothing, a message the wall does not show', async () => {
    for (const donationId of [notShownId, anonymousId, 999_999]) {
      const response = await report({ donation_id: donationId });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['donation_id']);
    }
    const rows = await t.database.db
      .select()
      .from(pageReports)
      .where(eq(pageReports.donationId, notShownId));
    expect(rows).toHaveLength(0);
  });
});

describe('the page of a person', () => {
  it('names its organiser, counts their fundraisers and keeps their address to them', async () => {
    const details = (await t.app.inject({ url: `${api}/fundraisers/${fundraiserId}` })).json().data;
    expect(details.organiser).toMatchObject({ kind: 'person', name: 'Sanne Visser' });
    expect(details.address_line1).toBeNull();
    expect(details.location).toBe('Rotterdam');
    expect(details.campaigns_count).toBe(1);
    const url = `${api}/fundraiser-profile/${fundraiserId}`;
    const visitor = await t.app.inject({ url });
    expect(visitor.body).not.toContain('Kralingse');
    const owner = await t.app.inject({ url, headers: bearer(ownerToken) });
    expect(owner.json().data.addressLine1).toBe('Kralingse Plaslaan 12');
  });
});

describe('what the wall shows, in the data export and the erasure', () => {
  it('hands a donor their choice and message, and erasing takes their name and message off the wall', async () => {
    const db = t.database.db;
    const donor = await insertUser(db, { name: 'Floris Bakker' });
    const page = await insertFundraiser(db, { userId: (await insertUser(db)).id });
    const gift = await insertDonation(db, {
      status: 'paid',
      fundraiserId: page.id,
      amountCents: 1_200,
      paidAt: day(5),
      donorUserId: donor.id,
      donorName: 'Floris B.',
      message: 'Voor de buurt',
      showPublicly: true,
    });
    const guest = await insertDonation(db, {
      status: 'paid',
      fundraiserId: page.id,
      amountCents: 800,
      paidAt: day(4),
      donorName: 'Guest Gijs',
      donorEmail: 'gijs@example.org',
      message: 'Van Gijs',
      showPublicly: true,
    });

    const exported = await exportPersonalData(db, donor.id, 'en');
    expect(exported!.data.tables.donations).toEqual([
      expect.objectContaining({ id: gift.id, show_publicly: true, message: 'Voor de buurt' }),
    ]);

    const before = (await wall(`fundraiser/${page.id}`)).body;
    expect(before).toContain('Floris B.');
    expect(before).toContain('Van Gijs');

    await db.transaction((tx) => eraseAccount(tx, donor.id));
    expect(await eraseByEmail(db, 'gijs@example.org')).toBe(1);

    const after = await wall(`fundraiser/${page.id}`);
    for (const gone of ['Floris', 'Voor de buurt', 'Gijs']) expect(after.body).not.toContain(gone);
    // The money stays on the wall, anonymous.
    expect(after.json().data).toEqual([
      expect.objectContaining({ id: gift.id, amount: 12, name: null, message: null }),
      expect.objectContaining({ id: guest.id, amount: 8, name: null, message: null }),
    ]);
    const [row] = await db
      .select({ show: donations.showPublicly })
      .from(donations)
      .where(eq(donations.id, gift.id));
    expect(row!.show).toBe(false);
  });
});
