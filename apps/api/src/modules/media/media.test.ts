import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNonprofit, insertSignedInUser } from '../../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { form, jpegWithGps, pngImage } from '../../../test/images';
import { fundraisers, media } from '../../db/schema';

let t: TestApp;
const api = (p: string) => `/pifworld/api/v1${p}`;
const stored = () =>
  readdirSync(t.config.STORAGE_DIR)
    .filter((f) => !f.startsWith('.'))
    .sort();
const member = () => insertSignedInUser(t.database.db);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Fields = Parameters<typeof form>[0];
const upload = (token: string | null, fields: Fields) =>
  t.app.inject({
    method: 'POST',
    url: api('/media'),
    headers: token ? bearer(token) : {},
    payload: form(fields),
  });
const library = (token: string) => t.app.inject({ url: api('/media'), headers: bearer(token) });
const rowsOf = (userId: number) =>
  t.database.db.select().from(media).where(eq(media.userId, userId));

describe('POST /media and GET /media', () => {
  it('stores an upload re-encoded, lists it newest first for its owner only', async () => {
    const me = await member();
    const other = await member();
    const first = await upload(me.token, {
      file: { data: await jpegWithGps(), filename: 'holiday.jpg', type: 'image/jpeg' },
    });
    expect(first.statusCode).toBe(201);
    const item = first.json().data;
    expect(item).toEqual({
      id: expect.any(Number),
      file: expect.stringMatching(/^[0-9a-f-]{36}\.webp$/),
      url: `/storage/original/${item.file}`,
      created_at: expect.any(String),
    });
    const served = await t.app.inject({ url: item.url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();

    const second = (
      await upload(me.token, { file: { data: await pngImage(), filename: 'chart.png' } })
    ).json().data;
    const mine = await library(me.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ data: [second, item] });
    expect((await library(other.token)).json()).toMatchObject({ data: [] });
  });

  it('answers 401 to visitors, storing nothing', async () => {
    const before = stored();
    const count = (await t.database.db.select().from(media)).length;
    expect((await t.app.inject({ url: api('/media') })).statusCode).toBe(401);
    const res = await upload(null, { file: { data: await pngImage(), filename: 'a.png' } });
    expect(res.statusCode).toBe(401);
    expect(stored()).toEqual(before);
    expect((await t.database.db.select().from(media)).length).toBe(count);
  });

  it('answers 422 without an uploaded file, also for the name of a library file', async () => {
    const me = await member();
    const kept = (
      await upload(me.token, { file: { data: await pngImage(), filename: 'a.png' } })
    ).json().data;
    const before = stored();
    const noUpload: Fields[] = [
      {},
      { file: '' },
      { file: kept.file as string },
      { note: 'no file' },
    ];
    for (const fields of noUpload) {
      const res = await upload(me.token, fields);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ file: ['The file field is required.'] });
    }
    const extra = await upload(me.token, {
      file: { data: await pngImage(), filename: 'b.png' },
      other: { data: await pngImage(), filename: 'c.png' },
    });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors).toEqual({ other: ['This field does not take a file.'] });
    expect(stored()).toEqual(before);
    expect((await rowsOf(me.user.id)).map((row) => row.file)).toEqual([kept.file]);
  });
});

describe('Media Library files in page forms', () => {
  const createFundraiser = async (token: string, nonprofitId: number, fields: Fields) =>
    t.app.inject({
      method: 'POST',
      url: api('/fundraisers'),
      headers: bearer(token),
      payload: form({
        name: 'Library pictures',
        addressLine1: 'Street 1',
        goal: '10',
        nonprofits_id: String(nonprofitId),
        ...fields,
      }),
    });

  it("takes a file of the own library by name and refuses another user's", async () => {
    const me = await member();
    const other = await member();
    const nonprofit = await insertNonprofit(t.database.db, { userId: other.user.id });
    const own = (
      await upload(me.token, { file: { data: await pngImage(), filename: 'mine.png' } })
    ).json().data;
    const theirs = (
      await upload(other.token, { file: { data: await pngImage(), filename: 'theirs.png' } })
    ).json().data;

    const before = stored();
    const refused = await createFundraiser(me.token, nonprofit.id, {
      picture: theirs.file,
      logo: 'made-up-name.webp',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      picture: ['The picture must be an image (PNG, JPEG, WebP or GIF).'],
      logo: ['The logo must be an image (PNG, JPEG, WebP or GIF).'],
    });
    expect(
      await t.database.db.select().from(fundraisers).where(eq(fundraisers.userId, me.user.id)),
    ).toEqual([]);
    expect(stored()).toEqual(before);

    const picked = await createFundraiser(me.token, nonprofit.id, {
      picture: own.file,
      logo: { data: await pngImage(), filename: 'logo.png' },
    });
    expect(picked.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(fundraisers)
      .where(eq(fundraisers.id, picked.json().fundraiser.id));
    expect(row!.picture).toBe(own.file);
    // The picked file is not copied; the new upload joins the library.
    const files = (await library(me.token)).json().data.map((m: { file: string }) => m.file);
    expect(files).toEqual([row!.logo, own.file]);
    expect(stored()).toEqual([...before, row!.logo].sort());
  });
});
