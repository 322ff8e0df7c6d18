import { nonprofitMessages } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertDonation, insertNonprofit } from '../../../test/factories';
import { signUp, testAppWith, textOf } from '../../../test/helpers';
import { svgImage } from '../../../test/images';
import { nonprofitRequests } from '../../../test/nonprofits';
import { uniqueWord as word } from '../../../test/requests';
import { media } from '../../db/schema';

/**
 * GET and POST /nonprofit-profile/{id}, POST /nonprofits and the API documentation of the write
 * endpoints (deleting one: nonprofit-delete.test.ts).
 */

const suite = testAppWith(nonprofitRequests);

describe('GET /nonprofit-profile/{id}', () => {
  it('answers every field of the non-profit with what it raised', async () => {
    const me = await signUp(suite.app);
    const np = await insertNonprofit(suite.db, {
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
    await insertDonation(suite.db, { status: 'paid', amountCents: 1234, nonprofitId: np.id });
    await insertDonation(suite.db, { status: 'open', amountCents: 999, nonprofitId: np.id });
    const res = await suite.get(`/nonprofit-profile/${np.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
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
        legal_name: null,
        rsin: null,
        anbi: false,
        raised: 12.34,
        created_at: expect.any(String),
      },
    });
  });

  it('answers 404 for a missing one and 422 for a malformed id', async () => {
    const missing = await suite.get('/nonprofit-profile/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Non-profit not found' });
    expect((await suite.get('/nonprofit-profile/abc')).statusCode).toBe(422);
  });
});

describe('POST /nonprofits', () => {
  it('registers a non-profit of the signed-in user, visible on every public read', async () => {
    const me = await signUp(suite.app);
    const other = await signUp(suite.app);
    const name = `${word()} Water Trust`;
    const res = await suite.send('POST', '/nonprofits', me.token, {
      name: `  ${name}  `,
      description:
        '<p>Clean <strong>water</strong><script>alert(1)</script> <a href="www.un.org">UN</a></p>',
      addressLine1: 'Keizersgracht 1',
      email: 'Hello@Example.org',
      phone: '020 1234567',
      website: 'water.example.org',
      uuid: '00000000-0000-0000-0000-000000000000',
      user_id: String(other.user.id),
      picture: await suite.png(),
      logo: await suite.png('logo.jpg'),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      message: textOf(nonprofitMessages.registered),
      nonprofit: { id: expect.any(Number) },
    });
    const id = body.nonprofit.id;

    const saved = await suite.row(id);
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
      expect(suite.fileExists(file)).toBe(true);
    }
    // The uploads join the owner's Media Library.
    const library = await suite.db.select().from(media).where(eq(media.userId, me.user.id));
    expect(library.map((m) => m.file).sort()).toEqual([saved!.picture, saved!.logo].sort());

    const details = await suite.get(`/nonprofits/${id}`);
    expect(details.statusCode).toBe(200);
    expect(details.json().data).toMatchObject({
      type: 'nonprofit',
      id,
      name,
      user_id: me.user.id,
      picture: saved!.picture,
    });
    expect((await suite.get(`/nonprofit/details/${id}`)).json().data).toMatchObject({ id, name });
    expect((await suite.get(`/nonprofit-profile/${id}`)).json().data).toMatchObject({ id, name });
    expect(await suite.listIds(name.split(' ')[0]!)).toEqual([id]);
    expect(await suite.searchIds(name.split(' ')[0]!)).toEqual([id]);
    const mine = (await suite.get(`/user/${me.user.id}/nonprofits`)).json();
    expect(JSON.stringify(mine)).toContain(name);
  });

  it('takes an image from the own Media Library by name, but not from someone else’s', async () => {
    const me = await signUp(suite.app);
    const other = await signUp(suite.app);
    const first = await suite.send('POST', '/nonprofits', me.token, {
      name: 'First',
      logo: await suite.png(),
    });
    const logo = (await suite.row(first.json().nonprofit.id))!.logo!;
    const before = suite.stored();

    const again = await suite.send('POST', '/nonprofits', me.token, { name: 'Second', logo });
    expect(again.statusCode).toBe(201);
    expect((await suite.row(again.json().nonprofit.id))!.logo).toBe(logo);
    expect(suite.stored()).toEqual(before);

    const countBefore = await suite.count();
    const theirs = await suite.send('POST', '/nonprofits', other.token, { name: 'Third', logo });
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json().errors).toEqual({
      logo: ['The logo must be an image (PNG, JPEG, WebP or GIF).'],
    });
    expect(await suite.count()).toBe(countBefore);
  });

  it('answers 401 to a visitor and creates nothing', async () => {
    const before = { rows: await suite.count(), files: suite.stored() };
    const res = await suite.send('POST', '/nonprofits', null, {
      name: 'Nobody',
      picture: await suite.png(),
    });
    expect(res.statusCode).toBe(401);
    expect({ rows: await suite.count(), files: suite.stored() }).toEqual(before);
  });

  it('answers 422 with every field problem, creating nothing and storing no file', async () => {
    const me = await signUp(suite.app);
    const before = { rows: await suite.count(), files: suite.stored() };
    const res = await suite.send('POST', '/nonprofits', me.token, {
      name: '   ',
      email: 'not-an-email',
      website: 'javascript:alert(1)',
      phone: 'x'.repeat(51),
      addressLine1: 'y'.repeat(256),
      picture: { data: svgImage(), filename: 'evil.svg', type: 'image/svg+xml' },
      logo: await suite.png(),
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
    const missing = await suite.send('POST', '/nonprofits', me.token, { description: 'No name' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      message: 'The name field is required.',
      errors: { name: ['The name field is required.'] },
    });
    expect({ rows: await suite.count(), files: suite.stored() }).toEqual(before);
  });
});

describe('POST /nonprofit-profile/{id}', () => {
  it('changes only the fields sent, and removes a replaced image that no library holds', async () => {
    const me = await signUp(suite.app);
    const oldName = `${word()} Old`;
    const oldPicture = await suite.storedFile();
    const np = await insertNonprofit(suite.db, {
      userId: me.user.id,
      name: oldName,
      email: 'keep@example.org',
      phone: '0101',
      picture: oldPicture,
      logo: 'demo-logo.webp',
    });
    const newName = `${word()} New`;
    const res = await suite.send('POST', `/nonprofit-profile/${np.id}`, me.token, {
      name: newName,
      description: '<p>Updated</p><img src=x onerror=alert(1)>',
      addressLine1: 'Coolsingel 40',
      phone: '',
      user_id: '999',
      picture: await suite.png(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: textOf(nonprofitMessages.updated),
      nonprofit: { id: np.id },
    });

    const saved = await suite.row(np.id);
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
    expect(suite.fileExists(saved!.picture!)).toBe(true);
    expect(suite.fileExists(oldPicture)).toBe(false);

    expect((await suite.get(`/nonprofits/${np.id}`)).json().data.name).toBe(newName);
    expect(await suite.searchIds(newName.split(' ')[0]!)).toEqual([np.id]);
    expect(await suite.searchIds(oldName.split(' ')[0]!)).toEqual([]);
    expect(await suite.listIds(newName.split(' ')[0]!)).toEqual([np.id]);
  });

  it('keeps a replaced upload in the Media Library, where it can be picked again', async () => {
    const me = await signUp(suite.app);
    const created = await suite.send('POST', '/nonprofits', me.token, {
      name: 'Library user',
      picture: await suite.png(),
    });
    const id = created.json().nonprofit.id;
    const first = (await suite.row(id))!.picture!;
    const library = async () =>
      (await suite.db.select().from(media).where(eq(media.userId, me.user.id))).map((m) => m.file);
    expect(await library()).toEqual([first]);

    // Picking the same library file again keeps it.
    expect(
      (await suite.send('POST', `/nonprofit-profile/${id}`, me.token, { picture: first }))
        .statusCode,
    ).toBe(200);
    expect(suite.fileExists(first)).toBe(true);

    const res = await suite.send('POST', `/nonprofit-profile/${id}`, me.token, {
      picture: await suite.png(),
    });
    expect(res.statusCode).toBe(200);
    const current = (await suite.row(id))!.picture!;
    expect(current).not.toBe(first);
    expect(suite.fileExists(first)).toBe(true);
    expect(suite.fileExists(current)).toBe(true);
    expect((await library()).sort()).toEqual([first, current].sort());
  });

  it('answers 401, 403, 404 and 422 without changing anything', async () => {
    const me = await signUp(suite.app);
    const other = await signUp(suite.app);
    const np = await insertNonprofit(suite.db, { userId: me.user.id, name: 'Untouched' });
    const before = { row: await suite.row(np.id), files: suite.stored() };
    const fields = async () => ({ name: 'Hijacked', picture: await suite.png() });

    const visitor = await suite.send('POST', `/nonprofit-profile/${np.id}`, null, await fields());
    expect(visitor.statusCode).toBe(401);
    expect(
      (await suite.send('POST', '/nonprofit-profile/abc', null, await fields())).statusCode,
    ).toBe(401);

    const forbidden = await suite.send(
      'POST',
      `/nonprofit-profile/${np.id}`,
      other.token,
      await fields(),
    );
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ message: textOf(nonprofitMessages.forbidden) });

    const missing = await suite.send('POST', '/nonprofit-profile/999999', me.token, await fields());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Non-profit not found' });

    const invalid = await suite.send('POST', `/nonprofit-profile/${np.id}`, me.token, {
      name: '',
      email: 'nope',
      logo: { data: Buffer.from('not an image'), filename: 'logo.png', type: 'image/png' },
      picture: await suite.png(),
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email field must be a valid email address.'],
      logo: ['The logo must be an image (PNG, JPEG, WebP or GIF).'],
    });
    expect({ row: await suite.row(np.id), files: suite.stored() }).toEqual(before);
  });
});

describe('API documentation', () => {
  it('documents the non-profit, event, project and donation package endpoints', async () => {
    const doc = (await suite.app.inject({ url: '/pifworld/api/docs/json' })).json();
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
