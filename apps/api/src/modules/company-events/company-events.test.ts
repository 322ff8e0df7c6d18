import { companyEventMessages } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertCompany,
  insertCompanyEvent,
  insertDonation,
  insertNonprofit,
  insertUser,
} from '../../../test/factories';
import { apiRequests, pngUpload } from '../../../test/requests';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { issueToken } from '../auth/tokens.service';
import { svgImage } from '../../../test/images';
import { companyEvents, donations } from '../../db/schema';

let t: TestApp;
const requests = apiRequests(() => t);
const { get, send, stored, fileExists: storedFile } = requests;
const png = () => pngUpload();

const eventRow = async (id: number) =>
  (await t.app.db.select().from(companyEvents).where(eq(companyEvents.id, id)))[0];
const allEvents = () => t.app.db.select().from(companyEvents).orderBy(companyEvents.id);
const searchIds = (query: string) => requests.searchIds(query, 'company-event');
const listed = async (search: string) =>
  (
    (await get(`/company-events?search=${encodeURIComponent(search)}`)).json().data as {
      id: number;
    }[]
  ).map((e) => e.id);
const raised = async (nonprofitId: number) =>
  (await get(`/nonprofit-raised/${nonprofitId}`)).json().raised_count as number;

let unique = 0;
const uniqueName = (word: string) => `${word} Quvex${++unique}k`;

/** A signed-in company owner with one company and an active non-profit to raise money for. */
async function owner() {
  const user = await member();
  const company = await insertCompany(t.app.db, { userId: user.user.id, name: uniqueName('Co') });
  const nonprofitOwner = await member();
  const nonprofit = await insertNonprofit(t.app.db, {
    userId: nonprofitOwner.user.id,
    name: uniqueName('NP'),
  });
  return { ...user, company, nonprofit };
}

/** A user with a real bearer token (signing up through the API is rate limited per IP). */
async function member() {
  const user = await insertUser(t.app.db);
  return { user, token: await issueToken(t.app.db, user.id, 1) };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /company-events', () => {
  it('creates an event of the own company for a non-profit, shown everywhere', async () => {
    const me = await owner();
    const name = uniqueName('Ride for water');
    const res = await send('POST', '/company-events', me.token, {
      name,
      description: '<p>Cycle <a href="www.example.org">with us</a></p><iframe src="x"></iframe>',
      company_id: String(me.company.id),
      nonprofit_id: String(me.nonprofit.id),
      user_id: '999',
      label: 'Sports',
      goal: '1500.50',
      colorTheme: '#1e88b6',
      hostFriendlyName: 'The Acme team',
      picture: await png(),
      logo: await png(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json().company_event;
    expect(res.json()).toEqual({
      message: 'Company event created successfully.',
      company_event: { id },
    });

    const row = (await eventRow(id))!;
    expect(row).toMatchObject({
      name,
      userId: me.user.id,
      companyId: me.company.id,
      nonprofitId: me.nonprofit.id,
      label: 'Sports',
      goalCents: 150_050,
      colorTheme: '#1e88b6',
      hostFriendlyName: 'The Acme team',
      description:
        '<p>Cycle <a href="https://www.example.org" target="_blank" rel="noopener noreferrer">with us</a></p>',
    });
    expect(storedFile(row.picture!)).toBe(true);
    expect(storedFile(row.logo!)).toBe(true);

    const details = (await get(`/company-events/${id}`)).json().data;
    expect(details).toMatchObject({
      type: 'company-event',
      id,
      name,
      description: row.description,
      picture: row.picture,
      logo: row.logo,
      label: 'Sports',
      goal: 1500.5,
      raised: 0,
      user_id: me.user.id,
      company: { id: me.company.id, name: me.company.name },
      nonprofit: { id: me.nonprofit.id, name: me.nonprofit.name },
    });
    const profile = (await get(`/company-profile/${me.company.id}`)).json().data;
    expect(profile.events).toEqual([
      {
        id,
        name,
        picture: row.picture,
        nonprofit: { id: me.nonprofit.id, name: me.nonprofit.name },
      },
    ]);
    const ofCompany = (await get(`/companies/events/${me.company.id}`)).json();
    expect(ofCompany.map((e: { id: number }) => e.id)).toEqual([id]);
    expect(await listed(name)).toEqual([id]);
    expect(await searchIds(name)).toEqual([id]);
    const suggestion = (await get(`/universal-search/${encodeURIComponent(name)}`))
      .json()
      .data.find((s: { type: string }) => s.type === 'company-event');
    expect(suggestion).toMatchObject({ title: name, link: `/companyEvents-details/${id}` });
  });

  it('answers 401 to a visitor and stores nothing', async () => {
    const me = await owner();
    const before = { rows: await allEvents(), files: stored() };
    const res = await send('POST', '/company-events', null, {
      name: uniqueName('Visitor'),
      company_id: String(me.company.id),
      nonprofit_id: String(me.nonprofit.id),
      picture: await png(),
    });
    expect(res.statusCode).toBe(401);
    expect(await allEvents()).toEqual(before.rows);
    expect(stored()).toEqual(before.files);
  });

  it("answers 403 for someone else's company and stores nothing", async () => {
    const me = await owner();
    const other = await owner();
    const before = { rows: await allEvents(), files: stored() };
    const res = await send('POST', '/company-events', other.token, {
      name: uniqueName('Hijack'),
      company_id: String(me.company.id),
      nonprofit_id: String(me.nonprofit.id),
      picture: await png(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You are not allowed to add events to this company.' });
    expect(await allEvents()).toEqual(before.rows);
    expect(stored()).toEqual(before.files);
  });

  it('needs a company and a non-profit, with the texts of the spec', async () => {
    const me = await owner();
    const before = { rows: await allEvents(), files: stored() };
    const res = await send('POST', '/company-events', me.token, {
      name: uniqueName('Orphan'),
      picture: await png(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      company_id: ['Company is required. Please access this page from your company profile.'],
      nonprofit_id: [
        'Nonprofit is required. Every company event should be linked to a non-profit (directly or indirectly).',
      ],
    });
    const empty = await send('POST', '/company-events', me.token, {
      name: '',
      company_id: '',
      nonprofit_id: '',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      name: ['The name field is required.'],
      company_id: [companyEventMessages.companyRequired],
      nonprofit_id: [companyEventMessages.nonprofitRequired],
    });
    expect(await allEvents()).toEqual(before.rows);
    expect(stored()).toEqual(before.files);
  });

  it('reports unknown or inactive pages together with the other problems, storing nothing', async () => {
    const me = await owner();
    const inactive = await insertNonprofit(t.app.db, { userId: me.user.id, active: false });
    const before = { rows: await allEvents(), files: stored() };

    const res = await send('POST', '/company-events', me.token, {
      company_id: String(me.company.id),
      nonprofit_id: String(inactive.id),
      goal: '-5',
      colorTheme: 'blue',
      logo: await png(),
      picture: { data: svgImage(), filename: 'x.svg', type: 'image/svg+xml' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['The name field is required.'],
      nonprofit_id: ['The selected nonprofit id is invalid.'],
      goal: ['The goal field must be greater than 0.'],
      colorTheme: ['The color theme field must be a valid hexadecimal color.'],
      picture: ['The picture must be an image (PNG, JPEG, WebP or GIF).'],
    });

    const unknown = await send('POST', '/company-events', me.token, {
      name: uniqueName('Ghost'),
      company_id: '999999',
      nonprofit_id: '999999',
      logo: await png(),
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      company_id: ['The selected company id is invalid.'],
      nonprofit_id: ['The selected nonprofit id is invalid.'],
    });

    const malformed = await send('POST', '/company-events', me.token, {
      name: uniqueName('Odd'),
      company_id: 'abc',
      nonprofit_id: String(me.nonprofit.id),
      goal: 'lots',
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({
      company_id: ['The selected company id is invalid.'],
      goal: ['The goal field must be a number.'],
    });

    for (const [goal, message] of [
      ['0', 'The goal field must be greater than 0.'],
      ['12.345', 'The goal field must have 0-2 decimal places.'],
      ['20000000', 'The goal field must not be greater than 10000000.'],
    ]) {
      const bad = await send('POST', '/company-events', me.token, {
        name: uniqueName('Goal'),
        company_id: String(me.company.id),
        nonprofit_id: String(me.nonprofit.id),
        goal: goal!,
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({ goal: [message] });
    }

    expect(await allEvents()).toEqual(before.rows);
    expect(stored()).toEqual(before.files);
  });
});

describe('POST /company-events/{id}', () => {
  it('changes only the fields sent, replaces an image and moves raised money to a new non-profit', async () => {
    const me = await owner();
    const oldName = uniqueName('Old run');
    const created = await send('POST', '/company-events', me.token, {
      name: oldName,
      company_id: String(me.company.id),
      nonprofit_id: String(me.nonprofit.id),
      goal: '100',
      label: 'Keep me',
      picture: await png(),
      logo: await png(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().company_event.id as number;
    const before = (await eventRow(id))!;
    await insertDonation(t.app.db, {
      amountCents: 4000,
      status: 'paid',
      targetType: 'company-event',
      companyEventId: id,
    });
    const second = await insertNonprofit(t.app.db, { userId: me.user.id });
    expect(await raised(me.nonprofit.id)).toBe(40);

    const newName = uniqueName('New run');
    const res = await send('POST', `/company-events/${id}`, me.token, {
      name: newName,
      nonprofit_id: String(second.id),
      goal: '',
      picture: await png(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Company event updated successfully.',
      company_event: { id },
    });
    const after = (await eventRow(id))!;
    expect(after).toMatchObject({
      name: newName,
      nonprofitId: second.id,
      companyId: me.company.id,
      goalCents: 10_000,
      label: 'Keep me',
      logo: before.logo,
    });
    expect(storedFile(before.picture!)).toBe(true); // still in the Media Library
    expect(storedFile(after.picture!)).toBe(true);
    expect(storedFile(before.logo!)).toBe(true);

    expect(await raised(me.nonprofit.id)).toBe(0);
    expect(await raised(second.id)).toBe(40);
    expect((await get(`/company-events/${id}`)).json().data).toMatchObject({
      name: newName,
      raised: 40,
      nonprofit: { id: second.id },
    });
    expect(await listed(newName)).toEqual([id]);
    expect(await listed(oldName)).toEqual([]);
    expect(await searchIds(newName)).toEqual([id]);
    expect(await searchIds(oldName)).toEqual([]);
  });

  it('moves the event to another company of the owner, never to a company of someone else', async () => {
    const me = await owner();
    const other = await owner();
    const mine = await insertCompany(t.app.db, { userId: me.user.id });
    const event = await insertCompanyEvent(t.app.db, {
      userId: me.user.id,
      companyId: me.company.id,
      nonprofitId: me.nonprofit.id,
    });

    const forbidden = await send('POST', `/company-events/${event.id}`, me.token, {
      company_id: String(other.company.id),
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({
      message: 'You are not allowed to add events to this company.',
    });
    expect(await eventRow(event.id)).toEqual(event);

    const moved = await send('POST', `/company-events/${event.id}`, me.token, {
      company_id: String(mine.id),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await eventRow(event.id))!.companyId).toBe(mine.id);
    expect((await get(`/company-events/${event.id}`)).json().data.company).toEqual({
      id: mine.id,
      name: mine.name,
    });
  });

  it('refuses visitors (401), other users (403), missing events (404) and bad input (422), changing nothing', async () => {
    const me = await owner();
    const other = await owner();
    const created = await send('POST', '/company-events', me.token, {
      name: uniqueName('Guarded'),
      company_id: String(me.company.id),
      nonprofit_id: String(me.nonprofit.id),
      picture: await png(),
    });
    const id = created.json().company_event.id as number;
    const row = await eventRow(id);
    const files = stored();
    const change = async () => ({ name: uniqueName('Changed'), picture: await png() });

    expect((await send('POST', `/company-events/${id}`, null, await change())).statusCode).toBe(
      401,
    );
    const forbidden = await send('POST', `/company-events/${id}`, other.token, await change());
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({
      message: 'You are not allowed to change this company event.',
    });
    const missing = await send('POST', '/company-events/999999', me.token, await change());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Event not found or data is unavailable.' });

    const invalid = await send('POST', `/company-events/${id}`, me.token, {
      name: ' ',
      company_id: '',
      nonprofit_id: '',
      goal: '0',
      picture: await png(),
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      name: ['The name field is required.'],
      company_id: [companyEventMessages.companyRequired],
      nonprofit_id: [companyEventMessages.nonprofitRequired],
      goal: ['The goal field must be greater than 0.'],
    });
    const inactive = await insertNonprofit(t.app.db, { userId: me.user.id, active: false });
    const toInactive = await send('POST', `/company-events/${id}`, me.token, {
      nonprofit_id: String(inactive.id),
      picture: await png(),
    });
    expect(toInactive.statusCode).toBe(422);
    expect(toInactive.json().errors).toEqual({
      nonprofit_id: ['The selected nonprofit id is invalid.'],
    });

    expect(await eventRow(id)).toEqual(row);
    expect(stored()).toEqual(files);
  });
});

describe('DELETE /company-events/{id}', () => {
  it('refuses visitors (401), other users (403) and missing events (404), deleting nothing', async () => {
    const me = await owner();
    const other = await owner();
    const event = await insertCompanyEvent(t.app.db, {
      userId: me.user.id,
      companyId: me.company.id,
      nonprofitId: me.nonprofit.id,
    });
    expect((await send('DELETE', `/company-events/${event.id}`, null)).statusCode).toBe(401);
    const forbidden = await send('DELETE', `/company-events/${event.id}`, other.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({
      message: 'You are not allowed to change this company event.',
    });
    expect((await send('DELETE', '/company-events/999999', me.token)).statusCode).toBe(404);
    expect(await eventRow(event.id)).toEqual(event);
  });

  it('deletes the event (its uploads stay in the Media Library); a paid donation to it stays, unlinked', async () => {
    const me = await owner();
    const name = uniqueName('Last run');
    const created = await send('POST', '/company-events', me.token, {
      name,
      company_id: String(me.company.id),
      nonprofit_id: String(me.nonprofit.id),
      picture: await png(),
      logo: await png(),
    });
    const id = created.json().company_event.id as number;
    const row = (await eventRow(id))!;
    const donation = await insertDonation(t.app.db, {
      amountCents: 1234,
      status: 'paid',
      targetType: 'company-event',
      companyEventId: id,
    });
    expect(await raised(me.nonprofit.id)).toBe(12.34);
    expect(await searchIds(name)).toEqual([id]);

    const res = await send('DELETE', `/company-events/${id}`, me.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Company event deleted.' });

    expect(await eventRow(id)).toBeUndefined();
    expect((await get(`/company-events/${id}`)).statusCode).toBe(404);
    expect(await listed(name)).toEqual([]);
    expect(await searchIds(name)).toEqual([]);
    expect((await get(`/company-profile/${me.company.id}`)).json().data.events).toEqual([]);
    const [kept] = await t.app.db.select().from(donations).where(eq(donations.id, donation.id));
    expect(kept).toMatchObject({
      status: 'paid',
      amountCents: 1234,
      targetType: 'company-event',
      companyEventId: null,
    });
    expect(await raised(me.nonprofit.id)).toBe(12.34);
    expect(storedFile(row.picture!)).toBe(true);
    expect(storedFile(row.logo!)).toBe(true);
  });
});
