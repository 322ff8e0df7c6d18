import { companyMessages } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyRequests } from '../../../test/companies';
import {
  insertCompanyEvent,
  insertDonation,
  insertNonprofit,
  insertUser,
} from '../../../test/factories';
import { testAppWith, textOf } from '../../../test/helpers';
import { companyEvents, donations, follows } from '../../db/schema';

/**
 * GET and POST /company-profile/{id}, DELETE /companies/{id} and the OpenAPI forms (registering
 * one: company-create.test.ts).
 */

const suite = testAppWith(companyRequests);

describe('GET /company-profile/{id}', () => {
  it('shows the company with its events, newest first, and their non-profits', async () => {
    const owner = await suite.member();
    const id = await suite.createCompany(owner.token);
    const np = await insertNonprofit(suite.app.db, { userId: owner.user.id, name: 'Water NP' });
    const older = await insertCompanyEvent(suite.app.db, {
      userId: owner.user.id,
      companyId: id,
      nonprofitId: np.id,
      name: 'Older event',
      picture: 'older.webp',
      createdAt: new Date(Date.now() - 60_000),
    });
    const newer = await insertCompanyEvent(suite.app.db, {
      userId: owner.user.id,
      companyId: id,
      nonprofitId: null,
      name: 'Newer event',
    });
    const profile = (await suite.get(`/company-profile/${id}`)).json().data;
    expect(profile.events).toEqual([
      { id: newer.id, name: 'Newer event', picture: null, nonprofit: null },
      {
        id: older.id,
        name: 'Older event',
        picture: 'older.webp',
        nonprofit: { id: np.id, name: 'Water NP' },
      },
    ]);
  });

  it("answers 404 'Company not found.' for a missing company and 422 for a malformed id", async () => {
    const missing = await suite.get('/company-profile/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Company not found.' });
    expect((await suite.get('/company-profile/abc')).statusCode).toBe(422);
  });
});

describe('POST /company-profile/{id}', () => {
  it('changes only the fields sent and replaces an image; the old one stays in the Media Library', async () => {
    const owner = await suite.member();
    const oldName = suite.uniqueName('Before');
    const id = await suite.createCompany(owner.token, {
      name: oldName,
      email: 'old@example.org',
      city: 'Delft',
      page_data: '{"employees": "5"}',
      picture: await suite.png(),
      logo: await suite.png(),
    });
    const before = (await suite.companyRow(id))!;
    const newName = suite.uniqueName('After');

    const res = await suite.send('POST', `/company-profile/${id}`, owner.token, {
      _method: 'PUT',
      name: newName,
      phone: '010 555',
      email: '',
      description: '<p>New <em>text</em></p><img src=x onerror=alert(1)>',
      picture: await suite.png(),
      user_id: '1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Company updated successfully.', company: { id } });

    const after = (await suite.companyRow(id))!;
    expect(after).toMatchObject({
      name: newName,
      phone: '010 555',
      email: 'old@example.org',
      city: 'Delft',
      description: '<p>New <em>text</em></p>',
      pageData: { employees: '5' },
      logo: before.logo,
      userId: owner.user.id,
    });
    expect(after.picture).not.toBe(before.picture);
    expect(suite.storedFile(after.picture!)).toBe(true);
    expect(suite.storedFile(before.picture!)).toBe(true); // still in the Media Library
    expect(suite.storedFile(before.logo!)).toBe(true);

    expect((await suite.get(`/companies/${id}`)).json().data.name).toBe(newName);
    expect(await suite.listed(newName)).toEqual([id]);
    expect(await suite.listed(oldName)).toEqual([]);
    expect(await suite.searchIds(newName, 'company')).toEqual([id]);
    expect(await suite.searchIds(oldName, 'company')).toEqual([]);

    // The current file picked again from the library stays; '{}' clears the overview facts.
    const again = await suite.send('POST', `/company-profile/${id}`, owner.token, {
      picture: after.picture!,
      page_data: '{}',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(suite.storedFile(after.picture!)).toBe(true);
    expect((await suite.get(`/company-profile/${id}`)).json().data).toMatchObject({
      picture: after.picture,
      page_data: null,
    });
  });

  it('refuses visitors (401), other users (403), missing companies (404) and bad input (422), changing nothing', async () => {
    const owner = await suite.member();
    const other = await suite.member();
    const id = await suite.createCompany(owner.token, {
      email: 'keep@example.org',
      logo: await suite.png(),
    });
    const row = await suite.companyRow(id);
    const files = suite.stored();
    const change = async () => ({ name: suite.uniqueName('Changed'), picture: await suite.png() });

    const visitor = await suite.send('POST', `/company-profile/${id}`, null, await change());
    expect(visitor.statusCode).toBe(401);

    const forbidden = await suite.send(
      'POST',
      `/company-profile/${id}`,
      other.token,
      await change(),
    );
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({
      message: 'You are not allowed to change this company.',
    });

    const missing = await suite.send(
      'POST',
      '/company-profile/999999',
      owner.token,
      await change(),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Company not found.' });

    const invalid = await suite.send('POST', `/company-profile/${id}`, owner.token, {
      name: '',
      email: 'nope',
      website: 'http://no spaces.example.org',
      logo: await suite.png(),
      picture: { data: Buffer.from('%PDF-1.4 not an image'), filename: 'doc.pdf' },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email field must be a valid email address.'],
      website: ['The website field must be a valid URL.'],
      picture: ['The picture must be an image (PNG, JPEG, WebP or GIF).'],
    });

    expect(await suite.companyRow(id)).toEqual(row);
    expect(suite.stored()).toEqual(files);
  });
});

describe('DELETE /companies/{id}', () => {
  it('refuses visitors (401), other users (403) and missing companies (404), deleting nothing', async () => {
    const owner = await suite.member();
    const other = await suite.member();
    const id = await suite.createCompany(owner.token);
    const row = await suite.companyRow(id);

    expect((await suite.send('DELETE', `/companies/${id}`, null)).statusCode).toBe(401);
    const forbidden = await suite.send('DELETE', `/companies/${id}`, other.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({
      message: 'You are not allowed to change this company.',
    });
    const missing = await suite.send('DELETE', '/companies/999999', owner.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: textOf(companyMessages.notFound) });

    expect(await suite.companyRow(id)).toEqual(row);
    expect((await suite.get(`/companies/${id}`)).statusCode).toBe(200);
  });

  it('deletes the company and its events; donations to its events stay, uploads stay in the Media Library', async () => {
    const owner = await suite.member();
    const name = suite.uniqueName('Doomed');
    const id = await suite.createCompany(owner.token, {
      name,
      picture: await suite.png(),
      logo: await suite.png(),
    });
    const company = (await suite.companyRow(id))!;
    const np = await insertNonprofit(suite.app.db, { userId: owner.user.id });
    const eventName = suite.uniqueName('Doomed run');
    const created = await suite.send('POST', '/company-events', owner.token, {
      name: eventName,
      company_id: String(id),
      nonprofit_id: String(np.id),
      picture: await suite.png(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const eventId = created.json().company_event.id as number;
    const event = (
      await suite.app.db.select().from(companyEvents).where(eq(companyEvents.id, eventId))
    )[0]!;
    const donation = await insertDonation(suite.app.db, {
      amountCents: 2500,
      status: 'paid',
      targetType: 'company-event',
      companyEventId: eventId,
    });
    const fan = await insertUser(suite.app.db);
    await suite.app.db.insert(follows).values({ userId: fan.id, companyId: id });
    const raisedBefore = (await suite.get(`/nonprofit-raised/${np.id}`)).json().raised_count;
    expect(raisedBefore).toBe(25);
    expect(await suite.searchIds(eventName, 'company-event')).toEqual([eventId]);

    const res = await suite.send('DELETE', `/companies/${id}`, owner.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Company deleted.' });

    expect(await suite.companyRow(id)).toBeUndefined();
    expect((await suite.get(`/companies/${id}`)).statusCode).toBe(404);
    expect((await suite.get(`/company-profile/${id}`)).statusCode).toBe(404);
    expect((await suite.get(`/company-events/${eventId}`)).statusCode).toBe(404);
    expect(await suite.listed(name)).toEqual([]);
    expect(await suite.searchIds(name, 'company')).toEqual([]);
    expect(await suite.searchIds(eventName, 'company-event')).toEqual([]);
    const events = (
      await suite.get(`/company-events?search=${encodeURIComponent(eventName)}`)
    ).json();
    expect(events.data).toEqual([]);
    expect(
      await suite.app.db.select().from(companyEvents).where(eq(companyEvents.companyId, id)),
    ).toEqual([]);
    expect(await suite.app.db.select().from(follows).where(eq(follows.companyId, id))).toEqual([]);

    const [kept] = await suite.app.db.select().from(donations).where(eq(donations.id, donation.id));
    expect(kept).toMatchObject({ status: 'paid', amountCents: 2500, companyEventId: null });
    expect((await suite.get(`/nonprofit-raised/${np.id}`)).json().raised_count).toBe(raisedBefore);

    for (const file of [company.picture, company.logo, event.picture])
      expect(suite.storedFile(file!)).toBe(true); // the Media Library keeps them
  });
});

describe('OpenAPI', () => {
  it('documents the company and company event forms as multipart', async () => {
    const doc = (await suite.app.inject({ url: '/pifworld/api/docs/json' })).json();
    for (const [route, method] of [
      ['/companies', 'post'],
      ['/company-profile/{id}', 'post'],
      ['/company-events', 'post'],
      ['/company-events/{id}', 'post'],
    ] as const) {
      const body = doc.paths[`/pifworld/api/v1${route}`][method].requestBody.content;
      const fields = body['multipart/form-data'].schema.properties;
      expect(Object.keys(fields)).toEqual(expect.arrayContaining(['name', 'picture', 'logo']));
      expect(fields.picture).toMatchObject({ format: 'binary' });
    }
    expect(doc.paths['/pifworld/api/v1/companies/{id}'].delete).toBeDefined();
    expect(doc.paths['/pifworld/api/v1/company-events/{id}'].delete).toBeDefined();
    expect(doc.paths['/pifworld/api/v1/company-profile/{id}'].get).toBeDefined();
  });
});
