import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { authMessages, emailConfirmationMessages, profileMessages } from '@app/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp, textOf } from '../../../test/helpers';
import { form, jpegWithGps, pngImage, svgImage } from '../../../test/images';
import { users } from '../../db/schema';

let t: TestApp;
const api = (path: string) => `/pifworld/api/v1${path}`;
const stored = () => readdirSync(t.config.STORAGE_DIR).filter((f) => !f.startsWith('.'));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const update = (id: number, token: string | null, fields: Parameters<typeof form>[0]) =>
  t.app.inject({
    method: 'POST',
    url: api(`/profile/${id}`),
    headers: token ? bearer(token) : {},
    payload: form({ _method: 'PUT', ...fields }),
  });

describe('GET /profile/{id} and /user/{id}', () => {
  it('shows the own record in full and only public fields of others, never their e-mail', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    for (const path of [`/profile/${other.user.id}`, `/user/${other.user.id}`]) {
      const theirs = (await t.app.inject({ url: api(path), headers: bearer(me.token) })).json()
        .user;
      expect(theirs).toEqual({
        id: other.user.id,
        name: other.user.name,
        description: null,
        logo: null,
        background_image: null,
        created_at: expect.any(String),
      });
      const anonymous = (await t.app.inject({ url: api(path) })).json().user;
      expect(anonymous).not.toHaveProperty('email');
    }
    const mine = (
      await t.app.inject({ url: api(`/profile/${me.user.id}`), headers: bearer(me.token) })
    ).json().user;
    expect(mine).toMatchObject({ id: me.user.id, email: me.user.email, has_password: true });
    expect((await t.app.inject({ url: api('/user/999999') })).statusCode).toBe(404);
  });
});

describe('POST /profile/{id} (multipart, _method=PUT)', () => {
  it('updates the name, asks the new e-mail address to confirm, and stores a re-encoded logo and banner without metadata', async () => {
    const me = await signUp(t.app);
    const res = await update(me.user.id, me.token, {
      name: 'Renamed Person',
      email: 'Renamed.Person@Example.org',
      current_password: me.password,
      logo: { data: await pngImage(), filename: 'me.png', type: 'image/png' },
      background_image: { data: await jpegWithGps(), filename: 'banner.jpg', type: 'image/jpeg' },
    });
    expect(res.statusCode).toBe(200);
    const { user, message } = res.json();
    expect(message).toBe(textOf(emailConfirmationMessages.pendingChange));
    expect(user).toMatchObject({
      name: 'Renamed Person',
      email: me.user.email,
      pending_email: 'renamed.person@example.org',
    });
    expect(user.logo).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect(user.background_image).toMatch(/^[0-9a-f-]{36}\.webp$/);

    const file = await t.app.inject({ url: `/storage/original/${user.background_image}` });
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(file.rawPayload.toString('latin1')).not.toContain('secret-owner');
  });

  it('replaces an earlier picture and removes the old file', async () => {
    const me = await signUp(t.app);
    const first = (
      await update(me.user.id, me.token, { logo: { data: await pngImage(), filename: 'a.png' } })
    ).json().user.logo;
    const second = (
      await update(me.user.id, me.token, {
        logo: { data: await pngImage(30, 30), filename: 'b.png' },
      })
    ).json().user.logo;
    expect(second).not.toBe(first);
    expect(existsSync(path.join(t.config.STORAGE_DIR, first))).toBe(false);
    expect(existsSync(path.join(t.config.STORAGE_DIR, second))).toBe(true);
  });

  it('changes the password and signs out every other session, keeping this one', async () => {
    const me = await signUp(t.app);
    const second = (
      await t.app.inject({
        method: 'POST',
        url: api('/login'),
        payload: { email: me.user.email, password: me.password },
      })
    ).json().token;
    const res = await update(me.user.id, me.token, {
      password: 'a-new-password',
      current_password: me.password,
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: api(`/user/${me.user.id}`), headers: bearer(second) })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ url: api(`/user/${me.user.id}`), headers: bearer(me.token) }))
        .statusCode,
    ).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: api('/login'),
      payload: { email: me.user.email, password: 'a-new-password' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('keeps the password when the field is empty', async () => {
    const me = await signUp(t.app);
    expect(
      (await update(me.user.id, me.token, { name: 'Same Pass', password: '' })).statusCode,
    ).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: api('/login'),
      payload: { email: me.user.email, password: me.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers 422 per field, changes nothing and leaves no file behind', async () => {
    const me = await signUp(t.app);
    const taken = await signUp(t.app);
    const before = stored();
    const bad = await update(me.user.id, me.token, {
      name: '',
      email: 'not-an-email',
      password: 'short',
      logo: { data: svgImage(), filename: 'logo.svg', type: 'image/svg+xml' },
      background_image: {
        data: Buffer.from('just text pretending'),
        filename: 'banner.png',
        type: 'image/png',
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      name: [textOf(authMessages.nameRequired)],
      email: [textOf(authMessages.emailInvalid)],
      password: [textOf(authMessages.passwordTooShort)],
      logo: ['The logo must be an image (PNG, JPEG, WebP or GIF).'],
      background_image: ['The background image must be an image (PNG, JPEG, WebP or GIF).'],
    });

    const tooBig = await update(me.user.id, me.token, {
      name: 'Valid Name',
      logo: {
        data: Buffer.concat([await pngImage(), Buffer.alloc(5 * 1024 * 1024)]),
        filename: 'big.png',
        type: 'image/png',
      },
    });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors).toEqual({ logo: ['The logo must not be greater than 5 MB.'] });

    const dup = await update(me.user.id, me.token, {
      email: taken.user.email,
      current_password: me.password,
      logo: { data: await pngImage(), filename: 'ok.png' },
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({ email: [textOf(authMessages.emailTaken)] });

    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row).toMatchObject({
      name: me.user.name,
      email: me.user.email,
      logo: null,
      backgroundImage: null,
    });
    expect(stored().sort()).toEqual(before.sort());
  });

  it("answers 403 for someone else's profile and 401 without a token, changing nothing", async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const forbidden = await update(other.user.id, me.token, { name: 'Hijacked' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ message: textOf(profileMessages.forbidden) });
    expect((await update(other.user.id, null, { name: 'Hijacked' })).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, other.user.id));
    expect(row!.name).toBe(other.user.name);
  });
});

describe('PUT /profile/{id}', () => {
  it('saves the trimmed description, only for the own profile', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const ok = await t.app.inject({
      method: 'PUT',
      url: api(`/profile/${me.user.id}`),
      headers: bearer(me.token),
      payload: { description: '  I give to water projects.  ' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      message: textOf(profileMessages.descriptionUpdated),
      user: { description: 'I give to water projects.' },
    });

    const forbidden = await t.app.inject({
      method: 'PUT',
      url: api(`/profile/${other.user.id}`),
      headers: bearer(me.token),
      payload: { description: 'Hijacked' },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ message: textOf(profileMessages.forbidden) });
    const none = await t.app.inject({
      method: 'PUT',
      url: api(`/profile/${me.user.id}`),
      payload: { description: 'x' },
    });
    expect(none.statusCode).toBe(401);
    const invalid = await t.app.inject({
      method: 'PUT',
      url: api(`/profile/${me.user.id}`),
      headers: bearer(me.token),
      payload: { description: 42 },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toHaveProperty('description');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, other.user.id));
    expect(row!.description).toBeNull();
  });
});
