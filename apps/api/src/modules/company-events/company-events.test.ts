import { companyEventMessages } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyEventRequests } from '../../../test/company-events';
import {
  insertCompany,
  insertCompanyEvent,
  insertDonation,
  insertNonprofit,
} from '../../../test/factories';
import { testAppWith, textOf } from '../../../test/helpers';
import { donations } from '../../db/schema';

/**
 * POST /company-events/{id} and DELETE /company-events/{id} (creating one:
 * company-event-create.test.ts).
 */

const suite = testAppWith(companyEventRequests);

describe('POST /company-events/{id}', () => {
  it('changes only the fields sent, replaces an image and moves raised money to a new non-profit', async () => {
    const me = await suite.owner();
    const oldName = suite.uniqueName('Old run');
    const created = await suite.send('POST', '/company-events', me.token, {
      name: oldName,
      company_id: String(me.company.id),
      nonprofit_id: String(me.nonprofit.id),
      goal: '100',
      label: 'Keep me',
      picture: await suite.png(),
      logo: await suite.png(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().company_event.id as number;
    const before = (await suite.eventRow(id))!;
    await insertDonation(suite.app.db, {
      amountCents: 4000,
      status: 'paid',
      targetType: 'company-event',
      companyEventId: id,
    });
    const second = await insertNonprofit(suite.app.db, { userId: me.user.id });
    expect(await suite.raised(me.nonprofit.id)).toBe(40);

    const newName = suite.uniqueName('New run');
    const res = await suite.send('POST', `/company-events/${id}`, me.token, {
      name: newName,
      nonprofit_id: String(second.id),
      goal: '',
      picture: await suite.png(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Company event updated successfully.',
      company_event: { id },
    });
    const after = (await suite.eventRow(id))!;
    expect(after).toMatchObject({
      name: newName,
      nonprofitId: second.id,
      companyId: me.company.id,
      goalCents: 10_000,
      label: 'Keep me',
      logo: before.logo,
    });
    expect(suite.storedFile(before.picture!)).toBe(true); // still in the Media Library
    expect(suite.storedFile(after.picture!)).toBe(true);
    expect(suite.storedFile(before.logo!)).toBe(true);

    expect(await suite.raised(me.nonprofit.id)).toBe(0);
    expect(await suite.raised(second.id)).toBe(40);
    expect((await suite.get(`/company-events/${id}`)).json().data).toMatchObject({
      name: newName,
      raised: 40,
      nonprofit: { id: second.id },
    });
    expect(await suite.listed(newName)).toEqual([id]);
    expect(await suite.listed(oldName)).toEqual([]);
    expect(await suite.searchIds(newName)).toEqual([id]);
    // The old name is gone from the search; the page may still come up by a word of its new name.
    expect(await suite.searchTitles(oldName)).not.toContain(oldName);
  });

  it('moves the event to another company of the owner, never to a company of someone else', async () => {
    const me = await suite.owner();
    const other = await suite.owner();
    const mine = await insertCompany(suite.app.db, { userId: me.user.id });
    const event = await insertCompanyEvent(suite.app.db, {
      userId: me.user.id,
      companyId: me.company.id,
      nonprofitId: me.nonprofit.id,
    });

    const forbidden = await suite.send('POST', `/company-events/${event.id}`, me.token, {
      company_id: String(other.company.id),
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({
      message: 'You are not allowed to add events to this company.',
    });
    expect(await suite.eventRow(event.id)).toEqual(event);

    const moved = await suite.send('POST', `/company-events/${event.id}`, me.token, {
      company_id: String(mine.id),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await suite.eventRow(event.id))!.companyId).toBe(mine.id);
    expect((await suite.get(`/company-events/${event.id}`)).json().data.company).toEqual({
      id: mine.id,
      name: mine.name,
    });
  });

  it('refuses visitors (401), other users (403), missing events (404) and bad input (422), changing nothing', async () => {
    const me = await suite.owner();
    const other = await suite.owner();
    const created = await suite.send('POST', '/company-events', me.token, {
      name: suite.uniqueName('Guarded'),
      company_id: String(me.company.id),
      nonprofit_id: String(me.nonprofit.id),
      picture: await suite.png(),
    });
    const id = created.json().company_event.id as number;
    const row = await suite.eventRow(id);
    const files = suite.stored();
    const change = async () => ({ name: suite.uniqueName('Changed'), picture: await suite.png() });

    expect(
      (await suite.send('POST', `/company-events/${id}`, null, await change())).statusCode,
    ).toBe(401);
    const forbidden = await suite.send(
      'POST',
      `/company-events/${id}`,
      other.token,
      await change(),
    );
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({
      message: 'You are not allowed to change this company event.',
    });
    const missing = await suite.send('POST', '/company-events/999999', me.token, await change());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Event not found or data is unavailable.' });

    const invalid = await suite.send('POST', `/company-events/${id}`, me.token, {
      name: ' ',
      company_id: '',
      nonprofit_id: '',
      goal: '0',
      picture: await suite.png(),
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      name: ['The name field is required.'],
      company_id: [textOf(companyEventMessages.companyRequired)],
      nonprofit_id: [textOf(companyEventMessages.nonprofitRequired)],
      goal: ['The goal field must be greater than 0.'],
    });
    const inactive = await insertNonprofit(suite.app.db, { userId: me.user.id, active: false });
    const toInactive = await suite.send('POST', `/company-events/${id}`, me.token, {
      nonprofit_id: String(inactive.id),
      picture: await suite.png(),
    });
    expect(toInactive.statusCode).toBe(422);
    expect(toInactive.json().errors).toEqual({
      nonprofit_id: ['The selected nonprofit id is invalid.'],
    });

    expect(await suite.eventRow(id)).toEqual(row);
    expect(suite.stored()).toEqual(files);
  });
});

describe('DELETE /company-events/{id}', () => {
  it('refuses visitors (401), other users (403) and missing events (404), deleting nothing', async () => {
    const me = await suite.owner();
    const other = await suite.owner();
    const event = await insertCompanyEvent(suite.app.db, {
      userId: me.user.id,
      companyId: me.company.id,
      nonprofitId: me.nonprofit.id,
    });
    expect((await suite.send('DELETE', `/company-events/${event.id}`, null)).statusCode).toBe(401);
    const forbidden = await suite.send('DELETE', `/company-events/${event.id}`, other.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({
      message: 'You are not allowed to change this company event.',
    });
    expect((await suite.send('DELETE', '/company-events/999999', me.token)).statusCode).toBe(404);
    expect(await suite.eventRow(event.id)).toEqual(event);
  });

  it('deletes the event (its uploads stay in the Media Library); a paid donation to it stays, unlinked', async () => {
    const me = await suite.owner();
    const name = suite.uniqueName('Last run');
    const created = await suite.send('POST', '/company-events', me.token, {
      name,
      company_id: String(me.company.id),
      nonprofit_id: String(me.nonprofit.id),
      picture: await suite.png(),
      logo: await suite.png(),
    });
    const id = created.json().company_event.id as number;
    const row = (await suite.eventRow(id))!;
    const donation = await insertDonation(suite.app.db, {
      amountCents: 1234,
      status: 'paid',
      targetType: 'company-event',
      companyEventId: id,
    });
    expect(await suite.raised(me.nonprofit.id)).toBe(12.34);
    expect((await suite.searchIds(name))[0]).toBe(id);

    const res = await suite.send('DELETE', `/company-events/${id}`, me.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Company event deleted.' });

    expect(await suite.eventRow(id)).toBeUndefined();
    expect((await suite.get(`/company-events/${id}`)).statusCode).toBe(404);
    expect(await suite.listed(name)).toEqual([]);
    expect(await suite.searchIds(name)).not.toContain(id);
    expect((await suite.get(`/company-profile/${me.company.id}`)).json().data.events).toEqual([]);
    const [kept] = await suite.app.db.select().from(donations).where(eq(donations.id, donation.id));
    expect(kept).toMatchObject({
      status: 'paid',
      amountCents: 1234,
      targetType: 'company-event',
      companyEventId: null,
    });
    expect(await suite.raised(me.nonprofit.id)).toBe(12.34);
    expect(suite.storedFile(row.picture!)).toBe(true);
    expect(suite.storedFile(row.logo!)).toBe(true);
  });
});
