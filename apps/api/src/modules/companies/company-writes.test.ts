import { companyMessages } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertCompanyEvent,
  insertDonation,
  insertNonprofit,
  insertUser,
} from '../../../test/factories';
import { apiRequests, pngUpload, type FormFields } from '../../../test/requests';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { issueToken } from '../auth/tokens.service';
import { svgImage } from '../../../test/images';
import { companies, companyEvents, donations, follows, media } from '../../db/schema';

let t: TestApp;
const requests = apiRequests(() => t);
const { get, send, stored, fileExists: storedFile } = requests;
const png = () => pngUpload();

const companyRow = async (id: number) =>
  (await t.app.db.select().from(companies).where(eq(companies.id, id)))[0];
const companyCount = async () =>
  (await t.app.db.select({ id: companies.id }).from(companies)).length;
const { searchIds } = requests;
const listed = async (search: string) =>
  (
    (await get(`/companies?search=${encodeURIComponent(search)}`)).json().data as { id: number }[]
  ).map((c) => c.id);

let unique = 0;
/** A company name no other test uses, so lists and search can be checked exactly. */
const uniqueName = (word: string) => `${word} Zyxor${++unique}q`;

async function createCompany(token: string, fields: FormFields = {}) {
  const res = await send('POST', '/companies', token, { name: uniqueName('Acme'), ...fields });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().company.id as number;
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

describe('POST /companies', () => {
  it('registers a company of the signed-in user with every field, images and rich text', async () => {
    const owner = await member();
    const someoneElse = await member();
    const name = uniqueName('Bakkerij');
    const res = await send('POST', '/companies', owner.token, {
      name: `  ${name}  `,
      email: 'info@bakkerij.example.org',
      phone: '+31 10 123 4567',
      website: 'bakkerij.example.org/over-ons',
      colorTheme: '#E07A1F',
      addressLine1: 'Hoogstraat 1',
      city: 'Rotterdam',
      postCode: '3011 AA',
      description: '<p>Fresh <strong>bread</strong><script>alert(1)</script></p>',
      page_data: JSON.stringify({
        founded_year: '1961',
        employees: 85,
        logo_url: 'https://x.nl/a.png',
      }),
      // The owner comes from the token, never from the form.
      user_id: String(someoneElse.user.id),
      picture: await png(),
      logo: await png(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json().company;
    expect(res.json()).toEqual({ message: 'Company created successfully.', company: { id } });

    const profile = (await get(`/company-profile/${id}`)).json().data;
    expect(profile).toEqual({
      id,
      name,
      email: 'info@bakkerij.example.org',
      phone: '+31 10 123 4567',
      website: 'https://bakkerij.example.org/over-ons',
      colorTheme: '#E07A1F',
      description: '<p>Fresh <strong>bread</strong></p>',
      addressLine1: 'Hoogstraat 1',
      city: 'Rotterdam',
      postCode: '3011 AA',
      logo: expect.stringMatching(/^[a-f0-9-]+\.webp$/),
      picture: expect.stringMatching(/^[a-f0-9-]+\.webp$/),
      label: null,
      user_id: owner.user.id,
      active: true,
      verified: false,
      page_data: { founded_year: '1961', employees: '85', logo_url: 'https://x.nl/a.png' },
      events: [],
    });
    expect(profile.logo).not.toBe(profile.picture);
    for (const file of [profile.logo, profile.picture]) {
      const served = await t.app.inject({ url: `/storage/original/${file}` });
      expect(served.statusCode).toBe(200);
    }
    // Uploads join the owner's Media Library.
    const library = await t.app.db.select().from(media).where(eq(media.userId, owner.user.id));
    expect(library.map((m) => m.file).sort()).toEqual([profile.logo, profile.picture].sort());

    const details = (await get(`/companies/${id}`)).json().data;
    expect(details).toMatchObject({
      type: 'company',
      id,
      name,
      user_id: owner.user.id,
      website: 'https://bakkerij.example.org/over-ons',
      address_line1: 'Hoogstraat 1',
      city: 'Rotterdam',
      page_data: profile.page_data,
    });
    expect(await listed(name)).toEqual([id]);
    expect(await searchIds(name, 'company')).toEqual([id]);
    const suggestion = (await get(`/universal-search/${encodeURIComponent(name)}`))
      .json()
      .data.find((s: { type: string }) => s.type === 'company');
    expect(suggestion).toMatchObject({ title: name, link: `/company-details/${id}` });
  });

  it('takes a name alone; empty optional fields count as not given', async () => {
    const owner = await member();
    const name = uniqueName('Plain');
    const res = await send('POST', '/companies', owner.token, {
      name,
      email: '',
      website: ' ',
      page_data: '',
      colorTheme: '',
      picture: '',
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = await companyRow(res.json().company.id);
    expect(row).toMatchObject({
      name,
      email: null,
      website: null,
      pageData: null,
      colorTheme: null,
      picture: null,
      userId: owner.user.id,
    });
  });

  it('answers 401 to a visitor and stores nothing', async () => {
    const before = { count: await companyCount(), files: stored() };
    const res = await send('POST', '/companies', null, {
      name: uniqueName('Visitor'),
      picture: await png(),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    expect(await companyCount()).toBe(before.count);
    expect(stored()).toEqual(before.files);
  });

  it('answers 422 with every problem at once, by field, and stores nothing', async () => {
    const owner = await member();
    const before = { count: await companyCount(), files: stored() };
    const res = await send('POST', '/companies', owner.token, {
      name: '   ',
      email: 'not-an-email',
      website: 'javascript:alert(1)',
      colorTheme: 'orange',
      postCode: 'x'.repeat(21),
      page_data: '{"founded": ',
      logo: await png(),
      picture: { data: svgImage(), filename: 'evil.svg', type: 'image/svg+xml' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email field must be a valid email address.'],
      website: ['The website field must be a valid URL.'],
      colorTheme: ['The color theme field must be a valid hexadecimal color.'],
      postCode: ['The post code field must not be greater than 20 characters.'],
      page_data: ['The page data field must be a valid JSON string.'],
      picture: ['The picture must be an image (PNG, JPEG, WebP or GIF).'],
    });
    expect(res.json().message).toBe('The name field is required. (and 6 more errors)');
    expect(await companyCount()).toBe(before.count);
    expect(stored()).toEqual(before.files);

    const missingName = await send('POST', '/companies', owner.token, { city: 'Delft' });
    expect(missingName.statusCode).toBe(422);
    expect(missingName.json()).toEqual({
      message: 'The name field is required.',
      errors: { name: ['The name field is required.'] },
    });
  });

  it.each([
    ['an array', '["a"]'],
    ['a nested object', '{"a": {"b": "c"}}'],
    ['a null value', '{"a": null}'],
    ['an empty key', '{" ": "x"}'],
  ])('refuses page_data that is %s', async (_, pageData) => {
    const owner = await member();
    const before = await companyCount();
    const res = await send('POST', '/companies', owner.token, {
      name: uniqueName('Facts'),
      page_data: pageData,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      page_data: ['The page data field must be a JSON object of text values.'],
    });
    expect(await companyCount()).toBe(before);
  });

  it("uses an image of the own Media Library by name, never another user's", async () => {
    const owner = await member();
    const other = await member();
    const first = await createCompany(owner.token, { logo: await png() });
    const { logo } = (await companyRow(first))!;
    const files = stored();

    const second = await createCompany(owner.token, { logo: logo! });
    expect((await companyRow(second))!.logo).toBe(logo);
    expect(stored()).toEqual(files);

    const before = await companyCount();
    const stolen = await send('POST', '/companies', other.token, {
      name: uniqueName('Thief'),
      logo: logo!,
    });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors).toEqual({
      logo: ['The logo must be an image (PNG, JPEG, WebP or GIF).'],
    });
    expect(await companyCount()).toBe(before);
  });
});

describe('GET /company-profile/{id}', () => {
  it('shows the company with its events, newest first, and their non-profits', async () => {
    const owner = await member();
    const id = await createCompany(owner.token);
    const np = await insertNonprofit(t.app.db, { userId: owner.user.id, name: 'Water NP' });
    const older = await insertCompanyEvent(t.app.db, {
      userId: owner.user.id,
      companyId: id,
      nonprofitId: np.id,
      name: 'Older event',
      picture: 'older.webp',
      createdAt: new Date(Date.now() - 60_000),
    });
    const newer = await insertCompanyEvent(t.app.db, {
      userId: owner.user.id,
      companyId: id,
      nonprofitId: null,
      name: 'Newer event',
    });
    const profile = (await get(`/company-profile/${id}`)).json().data;
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
    const missing = await get('/company-profile/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Company not found.' });
    expect((await get('/company-profile/abc')).statusCode).toBe(422);
  });
});

describe('POST /company-profile/{id}', () => {
  it('changes only the fields sent and replaces an image; the old one stays in the Media Library', async () => {
    const owner = await member();
    const oldName = uniqueName('Before');
    const id = await createCompany(owner.token, {
      name: oldName,
      email: 'old@example.org',
      city: 'Delft',
      page_data: '{"employees": "5"}',
      picture: await png(),
      logo: await png(),
    });
    const before = (await companyRow(id))!;
    const newName = uniqueName('After');

    const res = await send('POST', `/company-profile/${id}`, owner.token, {
      _method: 'PUT',
      name: newName,
      phone: '010 555',
      email: '',
      description: '<p>New <em>text</em></p><img src=x onerror=alert(1)>',
      picture: await png(),
      user_id: '1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Company updated successfully.', company: { id } });

    const after = (await companyRow(id))!;
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
    expect(storedFile(after.picture!)).toBe(true);
    expect(storedFile(before.picture!)).toBe(true); // still in the Media Library
    expect(storedFile(before.logo!)).toBe(true);

    expect((await get(`/companies/${id}`)).json().data.name).toBe(newName);
    expect(await listed(newName)).toEqual([id]);
    expect(await listed(oldName)).toEqual([]);
    expect(await searchIds(newName, 'company')).toEqual([id]);
    expect(await searchIds(oldName, 'company')).toEqual([]);

    // The current file picked again from the library stays; '{}' clears the overview facts.
    const again = await send('POST', `/company-profile/${id}`, owner.token, {
      picture: after.picture!,
      page_data: '{}',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(storedFile(after.picture!)).toBe(true);
    expect((await get(`/company-profile/${id}`)).json().data).toMatchObject({
      picture: after.picture,
      page_data: null,
    });
  });

  it('refuses visitors (401), other users (403), missing companies (404) and bad input (422), changing nothing', async () => {
    const owner = await member();
    const other = await member();
    const id = await createCompany(owner.token, { email: 'keep@example.org', logo: await png() });
    const row = await companyRow(id);
    const files = stored();
    const change = async () => ({ name: uniqueName('Changed'), picture: await png() });

    const visitor = await send('POST', `/company-profile/${id}`, null, await change());
    expect(visitor.statusCode).toBe(401);

    const forbidden = await send('POST', `/company-profile/${id}`, other.token, await change());
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'You are not allowed to change this company.' });

    const missing = await send('POST', '/company-profile/999999', owner.token, await change());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Company not found.' });

    const invalid = await send('POST', `/company-profile/${id}`, owner.token, {
      name: '',
      email: 'nope',
      website: 'http://no spaces.example.org',
      logo: await png(),
      picture: { data: Buffer.from('%PDF-1.4 not an image'), filename: 'doc.pdf' },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email field must be a valid email address.'],
      website: ['The website field must be a valid URL.'],
      picture: ['The picture must be an image (PNG, JPEG, WebP or GIF).'],
    });

    expect(await companyRow(id)).toEqual(row);
    expect(stored()).toEqual(files);
  });
});

describe('DELETE /companies/{id}', () => {
  it('refuses visitors (401), other users (403) and missing companies (404), deleting nothing', async () => {
    const owner = await member();
    const other = await member();
    const id = await createCompany(owner.token);
    const row = await companyRow(id);

    expect((await send('DELETE', `/companies/${id}`, null)).statusCode).toBe(401);
    const forbidden = await send('DELETE', `/companies/${id}`, other.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'You are not allowed to change this company.' });
    const missing = await send('DELETE', '/companies/999999', owner.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: companyMessages.notFound });

    expect(await companyRow(id)).toEqual(row);
    expect((await get(`/companies/${id}`)).statusCode).toBe(200);
  });

  it('deletes the company and its events; donations to its events stay, uploads stay in the Media Library', async () => {
    const owner = await member();
    const name = uniqueName('Doomed');
    const id = await createCompany(owner.token, {
      name,
      picture: await png(),
      logo: await png(),
    });
    const company = (await companyRow(id))!;
    const np = await insertNonprofit(t.app.db, { userId: owner.user.id });
    const eventName = uniqueName('Doomed run');
    const created = await send('POST', '/company-events', owner.token, {
      name: eventName,
      company_id: String(id),
      nonprofit_id: String(np.id),
      picture: await png(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const eventId = created.json().company_event.id as number;
    const event = (
      await t.app.db.select().from(companyEvents).where(eq(companyEvents.id, eventId))
    )[0]!;
    const donation = await insertDonation(t.app.db, {
      amountCents: 2500,
      status: 'paid',
      targetType: 'company-event',
      companyEventId: eventId,
    });
    const fan = await insertUser(t.app.db);
    await t.app.db.insert(follows).values({ userId: fan.id, companyId: id });
    const raisedBefore = (await get(`/nonprofit-raised/${np.id}`)).json().raised_count;
    expect(raisedBefore).toBe(25);
    expect(await searchIds(eventName, 'company-event')).toEqual([eventId]);

    const res = await send('DELETE', `/companies/${id}`, owner.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Company deleted.' });

    expect(await companyRow(id)).toBeUndefined();
    expect((await get(`/companies/${id}`)).statusCode).toBe(404);
    expect((await get(`/company-profile/${id}`)).statusCode).toBe(404);
    expect((await get(`/company-events/${eventId}`)).statusCode).toBe(404);
    expect(await listed(name)).toEqual([]);
    expect(await searchIds(name, 'company')).toEqual([]);
    expect(await searchIds(eventName, 'company-event')).toEqual([]);
    const events = (await get(`/company-events?search=${encodeURIComponent(eventName)}`)).json();
    expect(events.data).toEqual([]);
    expect(
      await t.app.db.select().from(companyEvents).where(eq(companyEvents.companyId, id)),
    ).toEqual([]);
    expect(await t.app.db.select().from(follows).where(eq(follows.companyId, id))).toEqual([]);

    const [kept] = await t.app.db.select().from(donations).where(eq(donations.id, donation.id));
    expect(kept).toMatchObject({ status: 'paid', amountCents: 2500, companyEventId: null });
    expect((await get(`/nonprofit-raised/${np.id}`)).json().raised_count).toBe(raisedBefore);

    for (const file of [company.picture, company.logo, event.picture])
      expect(storedFile(file!)).toBe(true); // the Media Library keeps them
  });
});

describe('OpenAPI', () => {
  it('documents the company and company event forms as multipart', async () => {
    const doc = (await t.app.inject({ url: '/pifworld/api/docs/json' })).json();
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
