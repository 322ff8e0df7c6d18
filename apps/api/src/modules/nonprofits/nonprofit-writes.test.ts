import { nonprofitMessages } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertDonation,
  insertDonationPackage,
  insertEvent,
  insertFundraiser,
  insertNonprofit,
  insertProject,
} from '../../../test/factories';
import { apiRequests, pngUpload, uniqueWord as word } from '../../../test/requests';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers';
import { pngImage, svgImage } from '../../../test/images';
import {
  companies,
  companyEvents,
  donationPackages,
  donations,
  events,
  follows,
  fundraisers,
  media,
  nonprofits,
  projects,
} from '../../db/schema';

let t: TestApp;
const requests = apiRequests(() => t);
const { get, send, stored, fileExists } = requests;
const png = pngUpload;

const row = async (id: number) =>
  (await t.database.db.select().from(nonprofits).where(eq(nonprofits.id, id)))[0];
const count = async () => (await t.database.db.select().from(nonprofits)).length;
const searchIds = (query: string) => requests.searchIds(query, 'nonprofit');
const listIds = async (query: string) =>
  (await get(`/nonprofits?search=${query}`)).json().data.map((n: { id: number }) => n.id);

/** A file as an earlier upload left it: stored, but in nobody's Media Library. */
const storedFile = async () => t.app.storage.put(await pngImage(10, 10), 'webp');

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /nonprofit-profile/{id}', () => {
  it('answers every field of the non-profit with what it raised', async () => {
    const me = await signUp(t.app);
    const np = await insertNonprofit(t.database.db, {
      userId: me.user.id,
      name: 'Profile Foundation',
      title: 'Water for all',
      description: '<p>About</p>',
      addressLine1: 'Damrak 1',
      email: 'info@example.org',
      phone: '+31 20 123',
      website: 'https://example.org',
      picture: 'banner.webp',
      logo: 'logo.webp',
      label: 'Water',
      type: 'foundation',
      verified: true,
    });
    await insertDonation(t.database.db, { status: 'paid', amountCents: 1234, nonprofitId: np.id });
    await insertDonation(t.database.db, { status: 'open', amountCents: 999, nonprofitId: np.id });
    const res = await get(`/nonprofit-profile/${np.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        id: np.id,
        uuid: np.uuid,
        name: 'Profile Foundation',
        title: 'Water for all',
        description: '<p>About</p>',
        addressLine1: 'Damrak 1',
        picture: 'banner.webp',
        logo: 'logo.webp',
        label: 'Water',
        type: 'foundation',
        active: true,
        verified: true,
        user_id: me.user.id,
        email: 'info@example.org',
        phone: '+31 20 123',
        website: 'https://example.org',
        raised: 12.34,
        created_at: expect.any(String),
      },
    });
  });

  it('answers 404 for a missing one and 422 for a malformed id', async () => {
    const missing = await get('/nonprofit-profile/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Non-profit not found' });
    expect((await get('/nonprofit-profile/abc')).statusCode).toBe(422);
  });
});

describe('POST /nonprofits', () => {
  it('registers a non-profit of the signed-in user, visible on every public read', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const name = `${word()} Water Trust`;
    const res = await send('POST', '/nonprofits', me.token, {
      name: `  ${name}  `,
      description:
        '<p>Clean <strong>water</strong><script>alert(1)</script> <a href="www.un.org">UN</a></p>',
      addressLine1: 'Keizersgracht 1',
      email: 'Hello@Example.org',
      phone: '020 1234567',
      website: 'water.example.org',
      uuid: '00000000-0000-0000-0000-000000000000',
      user_id: String(other.user.id),
      picture: await png(),
      logo: await png('logo.jpg'),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      message: nonprofitMessages.registered,
      nonprofit: { id: expect.any(Number) },
    });
    const id = body.nonprofit.id;

    const saved = await row(id);
    expect(saved).toMatchObject({
      userId: me.user.id,
      name,
      addressLine1: 'Keizersgracht 1',
      email: 'hello@example.org',
      phone: '020 1234567',
      website: 'https://water.example.org',
      active: true,
      verified: false,
    });
    expect(saved!.uuid).not.toBe('00000000-0000-0000-0000-000000000000');
    expect(saved!.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved!.description).toBe(
      '<p>Clean <strong>water</strong> <a href="https://www.un.org" target="_blank" rel="noopener noreferrer">UN</a></p>',
    );
    for (const file of [saved!.picture!, saved!.logo!]) {
      expect(file).toMatch(/^[0-9a-f-]{36}\.webp$/);
      expect(fileExists(file)).toBe(true);
    }
    // The uploads join the owner's Media Library.
    const library = await t.database.db.select().from(media).where(eq(media.userId, me.user.id));
    expect(library.map((m) => m.file).sort()).toEqual([saved!.picture, saved!.logo].sort());

    const details = await get(`/nonprofits/${id}`);
    expect(details.statusCode).toBe(200);
    expect(details.json().data).toMatchObject({
      type: 'nonprofit',
      id,
      name,
      user_id: me.user.id,
      picture: saved!.picture,
    });
    expect((await get(`/nonprofit/details/${id}`)).json().data).toMatchObject({ id, name });
    expect((await get(`/nonprofit-profile/${id}`)).json().data).toMatchObject({ id, name });
    expect(await listIds(name.split(' ')[0]!)).toEqual([id]);
    expect(await searchIds(name.split(' ')[0]!)).toEqual([id]);
    const mine = (await get(`/user/${me.user.id}/nonprofits`)).json();
    expect(JSON.stringify(mine)).toContain(name);
  });

  it('takes an image from the own Media Library by name, but not from someone else’s', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const first = await send('POST', '/nonprofits', me.token, { name: 'First', logo: await png() });
    const logo = (await row(first.json().nonprofit.id))!.logo!;
    const before = stored();

    const again = await send('POST', '/nonprofits', me.token, { name: 'Second', logo });
    expect(again.statusCode).toBe(201);
    expect((await row(again.json().nonprofit.id))!.logo).toBe(logo);
    expect(stored()).toEqual(before);

    const countBefore = await count();
    const theirs = await send('POST', '/nonprofits', other.token, { name: 'Third', logo });
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json().errors).toEqual({
      logo: ['The logo must be an image (PNG, JPEG, WebP or GIF).'],
    });
    expect(await count()).toBe(countBefore);
  });

  it('answers 401 to a visitor and creates nothing', async () => {
    const before = { rows: await count(), files: stored() };
    const res = await send('POST', '/nonprofits', null, { name: 'Nobody', picture: await png() });
    expect(res.statusCode).toBe(401);
    expect({ rows: await count(), files: stored() }).toEqual(before);
  });

  it('answers 422 with every field problem, creating nothing and storing no file', async () => {
    const me = await signUp(t.app);
    const before = { rows: await count(), files: stored() };
    const res = await send('POST', '/nonprofits', me.token, {
      name: '   ',
      email: 'not-an-email',
      website: 'javascript:alert(1)',
      phone: 'x'.repeat(51),
      addressLine1: 'y'.repeat(256),
      picture: { data: svgImage(), filename: 'evil.svg', type: 'image/svg+xml' },
      logo: await png(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email field must be a valid email address.'],
      website: ['The website field must be a valid URL.'],
      phone: ['The phone field must not be greater than 50 characters.'],
      addressLine1: ['The address line1 field must not be greater than 255 characters.'],
      picture: ['The picture must be an image (PNG, JPEG, WebP or GIF).'],
    });
    const missing = await send('POST', '/nonprofits', me.token, { description: 'No name' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      message: 'The name field is required.',
      errors: { name: ['The name field is required.'] },
    });
    expect({ rows: await count(), files: stored() }).toEqual(before);
  });
});

describe('POST /nonprofit-profile/{id}', () => {
  it('changes only the fields sent, and removes a replaced image that no library holds', async () => {
    const me = await signUp(t.app);
    const oldName = `${word()} Old`;
    const oldPicture = await storedFile();
    const np = await insertNonprofit(t.database.db, {
      userId: me.user.id,
      name: oldName,
      email: 'keep@example.org',
      phone: '0101',
      picture: oldPicture,
      logo: 'demo-logo.webp',
    });
    const newName = `${word()} New`;
    const res = await send('POST', `/nonprofit-profile/${np.id}`, me.token, {
      name: newName,
      description: '<p>Updated</p><img src=x onerror=alert(1)>',
      addressLine1: 'Coolsingel 40',
      phone: '',
      user_id: '999',
      picture: await png(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: nonprofitMessages.updated, nonprofit: { id: np.id } });

    const saved = await row(np.id);
    expect(saved).toMatchObject({
      userId: me.user.id,
      name: newName,
      description: '<p>Updated</p>',
      addressLine1: 'Coolsingel 40',
      email: 'keep@example.org',
      phone: '0101',
      logo: 'demo-logo.webp',
      uuid: np.uuid,
    });
    expect(saved!.picture).not.toBe(oldPicture);
    expect(fileExists(saved!.picture!)).toBe(true);
    expect(fileExists(oldPicture)).toBe(false);

    expect((await get(`/nonprofits/${np.id}`)).json().data.name).toBe(newName);
    expect(await searchIds(newName.split(' ')[0]!)).toEqual([np.id]);
    expect(await searchIds(oldName.split(' ')[0]!)).toEqual([]);
    expect(await listIds(newName.split(' ')[0]!)).toEqual([np.id]);
  });

  it('keeps a replaced upload in the Media Library, where it can be picked again', async () => {
    const me = await signUp(t.app);
    const created = await send('POST', '/nonprofits', me.token, {
      name: 'Library user',
      picture: await png(),
    });
    const id = created.json().nonprofit.id;
    const first = (await row(id))!.picture!;
    const library = async () =>
      (await t.database.db.select().from(media).where(eq(media.userId, me.user.id))).map(
        (m) => m.file,
      );
    expect(await library()).toEqual([first]);

    // Picking the same library file again keeps it.
    expect(
      (await send('POST', `/nonprofit-profile/${id}`, me.token, { picture: first })).statusCode,
    ).toBe(200);
    expect(fileExists(first)).toBe(true);

    const res = await send('POST', `/nonprofit-profile/${id}`, me.token, { picture: await png() });
    expect(res.statusCode).toBe(200);
    const current = (await row(id))!.picture!;
    expect(current).not.toBe(first);
    expect(fileExists(first)).toBe(true);
    expect(fileExists(current)).toBe(true);
    expect((await library()).sort()).toEqual([first, current].sort());
  });

  it('answers 401, 403, 404 and 422 without changing anything', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const np = await insertNonprofit(t.database.db, { userId: me.user.id, name: 'Untouched' });
    const before = { row: await row(np.id), files: stored() };
    const fields = async () => ({ name: 'Hijacked', picture: await png() });

    const visitor = await send('POST', `/nonprofit-profile/${np.id}`, null, await fields());
    expect(visitor.statusCode).toBe(401);
    expect((await send('POST', '/nonprofit-profile/abc', null, await fields())).statusCode).toBe(
      401,
    );

    const forbidden = await send(
      'POST',
      `/nonprofit-profile/${np.id}`,
      other.token,
      await fields(),
    );
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: nonprofitMessages.forbidden });

    const missing = await send('POST', '/nonprofit-profile/999999', me.token, await fields());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Non-profit not found' });

    const invalid = await send('POST', `/nonprofit-profile/${np.id}`, me.token, {
      name: '',
      email: 'nope',
      logo: { data: Buffer.from('not an image'), filename: 'logo.png', type: 'image/png' },
      picture: await png(),
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email field must be a valid email address.'],
      logo: ['The logo must be an image (PNG, JPEG, WebP or GIF).'],
    });
    expect({ row: await row(np.id), files: stored() }).toEqual(before);
  });
});

describe('DELETE /nonprofits/{id}', () => {
  async function nonprofitWithEverything() {
    const db = t.database.db;
    const me = await signUp(t.app);
    const fan = await signUp(t.app);
    const name = `${word()} Doomed`;
    const files = {
      picture: await storedFile(),
      logo: await storedFile(),
      event: await storedFile(),
      project: await storedFile(),
    };
    const np = await insertNonprofit(db, {
      userId: me.user.id,
      name,
      picture: files.picture,
      logo: files.logo,
    });
    const event = await insertEvent(db, {
      nonprofitId: np.id,
      userId: me.user.id,
      title: `${name} walk`,
      picture: files.event,
    });
    const project = await insertProject(db, {
      nonprofitId: np.id,
      userId: me.user.id,
      name: `${name} wells`,
      picture: files.project,
    });
    await insertDonationPackage(db, { nonprofitId: np.id });
    const fundraiser = await insertFundraiser(db, {
      userId: fan.user.id,
      nonprofitId: np.id,
      eventId: event.id,
    });
    const [company] = await db
      .insert(companies)
      .values({ userId: fan.user.id, name: 'Sponsor' })
      .returning();
    const [companyEvent] = await db
      .insert(companyEvents)
      .values({ companyId: company!.id, userId: fan.user.id, nonprofitId: np.id, name: 'Run' })
      .returning();
    await db.insert(follows).values({ userId: fan.user.id, nonprofitId: np.id });
    const paid = await insertDonation(db, {
      status: 'paid',
      amountCents: 2500,
      nonprofitId: np.id,
    });
    const paidToEvent = await insertDonation(db, {
      status: 'paid',
      amountCents: 700,
      eventId: event.id,
      targetType: 'event',
    });
    return {
      me,
      fan,
      np,
      name,
      files,
      event,
      project,
      fundraiser,
      companyEvent: companyEvent!,
      paid,
      paidToEvent,
    };
  }

  it('deletes the non-profit with its campaigns; donations, fundraisers and company events stay unlinked', async () => {
    const db = t.database.db;
    const s = await nonprofitWithEverything();
    expect(await searchIds(s.name.split(' ')[0]!)).toEqual([s.np.id]);

    const res = await send('DELETE', `/nonprofits/${s.np.id}`, s.me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: nonprofitMessages.deleted });

    expect(await row(s.np.id)).toBeUndefined();
    expect((await get(`/nonprofits/${s.np.id}`)).statusCode).toBe(404);
    expect((await get(`/nonprofit/details/${s.np.id}`)).statusCode).toBe(404);
    expect((await get(`/nonprofit-profile/${s.np.id}`)).statusCode).toBe(404);
    expect(await listIds(s.name.split(' ')[0]!)).toEqual([]);
    expect((await get(`/universal-search/${s.name.split(' ')[0]}`)).json().data).toEqual([]);

    expect(await db.select().from(events).where(eq(events.id, s.event.id))).toEqual([]);
    expect(await db.select().from(projects).where(eq(projects.id, s.project.id))).toEqual([]);
    expect(
      await db.select().from(donationPackages).where(eq(donationPackages.nonprofitId, s.np.id)),
    ).toEqual([]);
    expect(await db.select().from(follows).where(eq(follows.userId, s.fan.user.id))).toEqual([]);

    const [paid] = await db.select().from(donations).where(eq(donations.id, s.paid.id));
    expect(paid).toMatchObject({ status: 'paid', amountCents: 2500, nonprofitId: null });
    const [paidToEvent] = await db
      .select()
      .from(donations)
      .where(eq(donations.id, s.paidToEvent.id));
    expect(paidToEvent).toMatchObject({ status: 'paid', amountCents: 700, eventId: null });
    const [fundraiser] = await db
      .select()
      .from(fundraisers)
      .where(eq(fundraisers.id, s.fundraiser.id));
    expect(fundraiser).toMatchObject({ nonprofitId: null, eventId: null });
    const [companyEvent] = await db
      .select()
      .from(companyEvents)
      .where(eq(companyEvents.id, s.companyEvent.id));
    expect(companyEvent).toMatchObject({ nonprofitId: null });

    for (const file of Object.values(s.files)) expect(fileExists(file)).toBe(false);
  });

  it('answers 401, 403 and 404 without deleting anything', async () => {
    const s = await nonprofitWithEverything();
    const before = { row: await row(s.np.id), files: stored() };

    expect((await send('DELETE', `/nonprofits/${s.np.id}`, null)).statusCode).toBe(401);
    const forbidden = await send('DELETE', `/nonprofits/${s.np.id}`, s.fan.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: nonprofitMessages.forbidden });
    const missing = await send('DELETE', '/nonprofits/999999', s.me.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Non-profit not found' });
    expect((await send('DELETE', '/nonprofits/abc', s.me.token)).statusCode).toBe(422);

    expect({ row: await row(s.np.id), files: stored() }).toEqual(before);
    expect((await get(`/nonprofit-event/${s.np.id}`)).json().data).toHaveLength(1);
    expect(await searchIds(s.name.split(' ')[0]!)).toEqual([s.np.id]);
  });
});

describe('API documentation', () => {
  it('documents the non-profit, event, project and donation package endpoints', async () => {
    const doc = (await t.app.inject({ url: '/pifworld/api/docs/json' })).json();
    const paths: [string, string][] = [
      ['/nonprofit-profile/{id}', 'get'],
      ['/nonprofit-profile/{id}', 'post'],
      ['/nonprofits', 'post'],
      ['/nonprofits/{id}', 'delete'],
      ['/nonprofit-event/{id}', 'get'],
      ['/nonprofit-project/{id}', 'get'],
      ['/event', 'post'],
      ['/event/{id}', 'post'],
      ['/event/{id}', 'delete'],
      ['/project', 'post'],
      ['/project/{id}', 'post'],
      ['/project/{id}', 'delete'],
      ['/donation-packages', 'get'],
      ['/donation-packages', 'post'],
      ['/donation-packages/nonprofit/{id}', 'get'],
      ['/donation-packages/{id}', 'post'],
      ['/donation-packages/delete/{id}', 'post'],
    ];
    for (const [p, method] of paths)
      expect(doc.paths[`/pifworld/api/v1${p}`], `${method} ${p}`).toHaveProperty(method);
    const form =
      doc.paths['/pifworld/api/v1/event'].post.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(form.properties)).toEqual(
      expect.arrayContaining(['title', 'nonprofits_id', 'start_date', 'end_date', 'picture']),
    );
  });
});
