import { campaignMessages, eventMessages } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertDonation,
  insertEvent,
  insertFundraiser,
  insertNonprofit,
} from '../../../test/factories';
import { apiRequests, pngUpload, uniqueWord as word } from '../../../test/requests';
import { createTestApp, signUp, type TestApp, textOf } from '../../../test/helpers';
import { pngImage, svgImage } from '../../../test/images';
import { donations, events, fundraisers } from '../../db/schema';

let t: TestApp;
const requests = apiRequests(() => t);
const { get, send, stored, fileExists } = requests;
const png = pngUpload;

const row = async (id: number) =>
  (await t.database.db.select().from(events).where(eq(events.id, id)))[0];
const allEvents = () => t.database.db.select().from(events).orderBy(events.id);
const searchIds = (query: string) => requests.searchIds(query, 'event');
const listIds = async (query: string) =>
  (await get(`/events?search=${query}`)).json().data.map((e: { id: number }) => e.id);

/** A signed-up user with a non-profit of their own. */
async function owner() {
  const user = await signUp(t.app);
  const np = await insertNonprofit(t.database.db, { userId: user.user.id });
  return { ...user, np };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /nonprofit-event/{id}', () => {
  it("lists the non-profit's events newest first, with picture, dates and raised", async () => {
    const me = await owner();
    const db = t.database.db;
    const older = await insertEvent(db, {
      nonprofitId: me.np.id,
      userId: me.user.id,
      title: 'Older',
      createdAt: new Date('2025-01-01T00:00:00Z'),
    });
    const newer = await insertEvent(db, {
      nonprofitId: me.np.id,
      userId: me.user.id,
      title: 'Newer',
      picture: 'walk.webp',
      startDate: new Date('2026-06-01T09:00:00Z'),
      endDate: new Date('2026-06-01T17:00:00Z'),
      createdAt: new Date('2025-02-01T00:00:00Z'),
    });
    const elsewhere = await insertNonprofit(db, { userId: me.user.id });
    await insertEvent(db, { nonprofitId: elsewhere.id, userId: me.user.id, title: 'Elsewhere' });
    await insertDonation(db, {
      status: 'paid',
      amountCents: 1050,
      eventId: newer.id,
      targetType: 'event',
    });

    const res = await get(`/nonprofit-event/${me.np.id}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((e: { id: number }) => e.id)).toEqual([newer.id, older.id]);
    expect(data[0]).toEqual({
      id: newer.id,
      title: 'Newer',
      label: null,
      description: null,
      logo: null,
      picture: 'walk.webp',
      start_date: '2026-06-01T09:00:00.000Z',
      end_date: '2026-06-01T17:00:00.000Z',
      addressLine1: null,
      nonprofits_id: me.np.id,
      nonprofit: { id: me.np.id, name: me.np.name },
      raised: 10.5,
      user_id: me.user.id,
      created_at: '2025-02-01T00:00:00.000Z',
      languages: { title: 'en' },
    });
    const empty = await insertNonprofit(db, { userId: me.user.id });
    expect((await get(`/nonprofit-event/${empty.id}`)).json()).toMatchObject({ data: [] });
    const missing = await get('/nonprofit-event/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Non-profit not found' });
  });
});

describe('POST /event', () => {
  it('creates an event of an own non-profit, visible on every public read', async () => {
    const me = await owner();
    const other = await signUp(t.app);
    const title = `${word()} Charity Walk`;
    const res = await send('POST', '/event', me.token, {
      title,
      description: '<p>Walk with us</p><script>x()</script>',
      addressLine1: 'Vondelpark',
      label: 'Sport',
      nonprofits_id: String(me.np.id),
      user_id: String(other.user.id),
      start_date: '2099-05-01T10:00:00+02:00',
      end_date: '2099-05-01T18:00',
      picture: await png(),
      logo: await png('logo.gif'),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: textOf(eventMessages.created),
      event: { id: expect.any(Number) },
    });
    const id = res.json().event.id;

    const saved = await row(id);
    expect(saved).toMatchObject({
      title,
      description: '<p>Walk with us</p>',
      addressLine1: 'Vondelpark',
      label: 'Sport',
      nonprofitId: me.np.id,
      userId: me.user.id,
      startDate: new Date('2099-05-01T08:00:00Z'),
      endDate: new Date('2099-05-01T18:00:00Z'),
    });
    expect(fileExists(saved!.picture!)).toBe(true);
    expect(fileExists(saved!.logo!)).toBe(true);

    const key = title.split(' ')[0]!;
    expect(await listIds(key)).toEqual([id]);
    expect(await searchIds(key)).toEqual([id]);
    const details = (await get(`/event/details/${id}`)).json().data;
    expect(details).toMatchObject({
      type: 'event',
      id,
      name: title,
      start_date: '2099-05-01T08:00:00.000Z',
      nonprofit: { id: me.np.id },
    });
    expect((await get(`/nonprofit-event/${me.np.id}`)).json().data[0]).toMatchObject({
      id,
      title,
      picture: saved!.picture,
    });
  });

  it("answers 403 for someone else's non-profit, creating nothing", async () => {
    const me = await owner();
    const stranger = await owner();
    const before = { rows: await allEvents(), files: stored() };
    const res = await send('POST', '/event', me.token, {
      title: 'Not mine',
      nonprofits_id: String(stranger.np.id),
      picture: await png(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: textOf(campaignMessages.nonprofitForbidden) });
    expect({ rows: await allEvents(), files: stored() }).toEqual(before);
  });

  it('answers 401 to a visitor and 422 per field, creating nothing and storing no file', async () => {
    const me = await owner();
    const before = { rows: await allEvents(), files: stored() };
    const visitor = await send('POST', '/event', null, {
      title: 'Visitor',
      nonprofits_id: String(me.np.id),
      picture: await png(),
    });
    expect(visitor.statusCode).toBe(401);

    const invalid = await send('POST', '/event', me.token, {
      title: ' ',
      start_date: 'tomorrow',
      end_date: '2026-02-30T10:00:00Z',
      picture: { data: svgImage(), filename: 'x.svg', type: 'image/svg+xml' },
      logo: await png(),
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      title: ['The title field is required.'],
      nonprofits_id: ['The nonprofits id field is required.'],
      start_date: ['The start date field must be a valid date.'],
      end_date: ['The end date field must be a valid date.'],
      picture: ['The picture must be an image (PNG, JPEG, WebP or GIF).'],
    });

    const order = await send('POST', '/event', me.token, {
      title: 'Backwards',
      nonprofits_id: String(me.np.id),
      start_date: '2099-05-02T10:00:00Z',
      end_date: '2099-05-01T10:00:00Z',
      picture: await png(),
    });
    expect(order.statusCode).toBe(422);
    expect(order.json().errors).toEqual({ end_date: [textOf(eventMessages.endBeforeStart)] });

    const unknown = await send('POST', '/event', me.token, {
      title: '',
      nonprofits_id: '999999',
      picture: await png(),
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      title: ['The title field is required.'],
      nonprofits_id: [textOf(campaignMessages.nonprofitInvalid)],
    });
    const malformed = await send('POST', '/event', me.token, { title: 'x', nonprofits_id: 'abc' });
    expect(malformed.json().errors).toEqual({
      nonprofits_id: [textOf(campaignMessages.nonprofitInvalid)],
    });

    expect({ rows: await allEvents(), files: stored() }).toEqual(before);
  });
});

describe('POST /event/{id}', () => {
  it('changes only the fields sent (its own nonprofits_id may be repeated)', async () => {
    const me = await owner();
    const oldPicture = await t.app.storage.put(await pngImage(8, 8), 'webp');
    const oldTitle = `${word()} Gala`;
    const event = await insertEvent(t.database.db, {
      nonprofitId: me.np.id,
      userId: me.user.id,
      title: oldTitle,
      label: 'Keep',
      picture: oldPicture,
      startDate: new Date('2099-01-01T10:00:00Z'),
    });
    const newTitle = `${word()} Ball`;
    const res = await send('POST', `/event/${event.id}`, me.token, {
      title: newTitle,
      label: '',
      nonprofits_id: String(me.np.id),
      end_date: '2099-01-02T10:00:00Z',
      picture: await png(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: textOf(eventMessages.updated),
      event: { id: event.id },
    });
    const saved = await row(event.id);
    expect(saved).toMatchObject({
      title: newTitle,
      label: 'Keep',
      nonprofitId: me.np.id,
      userId: me.user.id,
      startDate: new Date('2099-01-01T10:00:00Z'),
      endDate: new Date('2099-01-02T10:00:00Z'),
    });
    expect(fileExists(oldPicture)).toBe(false);
    expect(fileExists(saved!.picture!)).toBe(true);
    expect(await searchIds(newTitle.split(' ')[0]!)).toEqual([event.id]);
    expect(await searchIds(oldTitle.split(' ')[0]!)).toEqual([]);
    expect((await get(`/nonprofit-event/${me.np.id}`)).json().data).toMatchObject([
      { id: event.id, title: newTitle, end_date: '2099-01-02T10:00:00.000Z' },
    ]);
  });

  it('answers 401, 403, 404 and 422 without changing anything', async () => {
    const me = await owner();
    const stranger = await owner();
    const event = await insertEvent(t.database.db, {
      nonprofitId: me.np.id,
      userId: me.user.id,
      title: 'Stays',
      startDate: new Date('2099-03-10T10:00:00Z'),
    });
    const before = { row: await row(event.id), files: stored() };
    const change = async () => ({ title: 'Changed', picture: await png() });

    expect((await send('POST', `/event/${event.id}`, null, await change())).statusCode).toBe(401);
    const forbidden = await send('POST', `/event/${event.id}`, stranger.token, await change());
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ message: textOf(eventMessages.forbidden) });
    const missing = await send('POST', '/event/999999', me.token, await change());
    expect(missing.statusCode).toBe(404);

    const second = await insertNonprofit(t.database.db, { userId: me.user.id });
    for (const other of [second.id, stranger.np.id]) {
      const moved = await send('POST', `/event/${event.id}`, me.token, {
        nonprofits_id: String(other),
      });
      expect(moved.statusCode).toBe(422);
      expect(moved.json().errors).toEqual({
        nonprofits_id: [textOf(campaignMessages.nonprofitFixed)],
      });
    }

    const invalid = await send('POST', `/event/${event.id}`, me.token, {
      title: '',
      end_date: '2099-03-09T10:00:00Z',
      picture: await png(),
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      title: ['The title field is required.'],
      end_date: [textOf(eventMessages.endBeforeStart)],
    });
    expect({ row: await row(event.id), files: stored() }).toEqual(before);
  });
});

describe('DELETE /event/{id}', () => {
  it('deletes the event; a paid donation stays and a fundraiser under it stays, both unlinked', async () => {
    const me = await owner();
    const db = t.database.db;
    const title = `${word()} Marathon`;
    const picture = await t.app.storage.put(await pngImage(8, 8), 'webp');
    const event = await insertEvent(db, {
      nonprofitId: me.np.id,
      userId: me.user.id,
      title,
      picture,
      startDate: new Date('2099-01-01T00:00:00Z'),
    });
    const fundraiser = await insertFundraiser(db, {
      userId: me.user.id,
      nonprofitId: me.np.id,
      eventId: event.id,
    });
    const paid = await insertDonation(db, {
      status: 'paid',
      amountCents: 4200,
      eventId: event.id,
      targetType: 'event',
    });
    const key = title.split(' ')[0]!;
    expect(await listIds(key)).toEqual([event.id]);

    const res = await send('DELETE', `/event/${event.id}`, me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: textOf(eventMessages.deleted) });

    expect(await row(event.id)).toBeUndefined();
    expect(await listIds(key)).toEqual([]);
    expect(await searchIds(key)).toEqual([]);
    expect((await get(`/event/details/${event.id}`)).statusCode).toBe(404);
    expect((await get(`/nonprofit-event/${me.np.id}`)).json().data).toEqual([]);
    const [donation] = await db.select().from(donations).where(eq(donations.id, paid.id));
    expect(donation).toMatchObject({ status: 'paid', amountCents: 4200, eventId: null });
    const [kept] = await db.select().from(fundraisers).where(eq(fundraisers.id, fundraiser.id));
    expect(kept).toMatchObject({ eventId: null, nonprofitId: me.np.id });
    expect(fileExists(picture)).toBe(false);
  });

  it('answers 401, 403 and 404 without deleting anything', async () => {
    const me = await owner();
    const stranger = await signUp(t.app);
    const event = await insertEvent(t.database.db, { nonprofitId: me.np.id, userId: me.user.id });
    expect((await send('DELETE', `/event/${event.id}`, null)).statusCode).toBe(401);
    const forbidden = await send('DELETE', `/event/${event.id}`, stranger.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ message: textOf(eventMessages.forbidden) });
    const missing = await send('DELETE', '/event/999999', me.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Event not found or data is unavailable.' });
    expect(await row(event.id)).toEqual(event);
  });
});
