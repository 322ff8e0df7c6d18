import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFundraiser, insertSignedInUser } from '../../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { form } from '../../../test/images';
import { media } from '../../db/schema';
import { shapeName } from '../../lib/derived-files';

let t: TestApp;
let dist: string;
const api = (p: string) => `/pifworld/api/v1${p}`;
const stored = () =>
  readdirSync(t.config.STORAGE_DIR)
    .filter((f) => !f.startsWith('.'))
    .sort();
const member = () => insertSignedInUser(t.database.db);
const RED = { r: 220, g: 30, b: 30 };
const BLUE = { r: 30, g: 60, b: 220 };

beforeAll(async () => {
  // A built web app's index.html, for the share tags of a page.
  dist = mkdtempSync(path.join(tmpdir(), 'pifworld-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>PifWorld</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({
    config: { NODE_ENV: 'production', PAYMENTS_MODE: 'test', WEB_DIST_DIR: dist },
  });
});
afterAll(() => t?.close());

/** A 2400 x 1600 photo: its left half red, its right half blue. */
const photo = () =>
  sharp({ create: { width: 2400, height: 1600, channels: 3, background: BLUE } })
    .composite([
      {
        input: { create: { width: 1200, height: 1600, channels: 3, background: RED } },
        left: 0,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

async function uploadPhoto(token: string, data?: Buffer): Promise<{ id: number; file: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: api('/media'),
    headers: bearer(token),
    payload: form({ file: { data: data ?? (await photo()), filename: 'photo.png' } }),
  });
  expect(response.statusCode).toBe(201);
  return response.json().data;
}

const crop = (token: string | null, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: api('/media/crops'),
    headers: token ? bearer(token) : {},
    payload: body,
  });

const served = async (url: string) => {
  const response = await t.app.inject({ url });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
};
const sizeOf = async (data: Buffer) => {
  const meta = await sharp(data).metadata();
  return { width: meta.width, height: meta.height };
};
/** The mean red and blue of a picture. */
const colours = async (data: Buffer) => {
  const { channels } = await sharp(data).stats();
  return { red: channels[0]!.mean, blue: channels[2]!.mean };
};

describe('POST /media/crops', () => {
  it("cuts a banner from a 2400 x 1600 original at the crop's width, in the banner's shape", async () => {
    const me = await member();
    const original = await uploadPhoto(me.token);

    const response = await crop(me.token, {
      file: original.file,
      shape: 'banner',
      x: 0,
      y: 200,
      width: 2400,
      height: 800,
    });
    expect(response.statusCode).toBe(201);
    const banner = response.json().data;
    expect(banner.file).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect(banner.file).not.toBe(original.file);
    expect(banner.url).toBe(`/storage/original/${banner.file}`);
    expect(await sizeOf(await served(banner.url))).toEqual({ width: 2400, height: 800 });

    // Its widths: the largest is the crop's 2400, each 3:1.
    for (const width of [320, 1280, 2400]) {
      const data = await served(`/storage/s/banner/${width}/${banner.file}`);
      expect(await sizeOf(data)).toEqual({ width, height: Math.round(width / 3) });
    }
    // The original stays as it was, in the library; the crop is recorded but not listed.
    expect(await sizeOf(await served(`/storage/original/${original.file}`))).toEqual({
      width: 2400,
      height: 1600,
    });
    const [row] = await t.database.db.select().from(media).where(eq(media.file, banner.file));
    expect(row).toMatchObject({
      userId: me.user.id,
      sourceId: original.id,
      shape: 'banner',
      crop: { x: 0, y: 200, width: 2400, height: 800 },
    });
    const list = await t.app.inject({ url: api('/media'), headers: bearer(me.token) });
    expect(list.json().data.map((item: { file: string }) => item.file)).toEqual([original.file]);
  });

  it('keeps a smaller crop at its own width, never scaled up', async () => {
    const me = await member();
    const original = await uploadPhoto(me.token);
    const response = await crop(me.token, {
      file: original.file,
      shape: 'card',
      x: 100,
      y: 100,
      width: 900,
      height: 600,
    });
    expect(response.statusCode).toBe(201);
    const card = response.json().data;
    expect(await sizeOf(await served(card.url))).toEqual({ width: 900, height: 600 });
    // Wider widths of it are the crop's own 900 pixels.
    expect(await sizeOf(await served(`/storage/s/card/2400/${card.file}`))).toEqual({
      width: 900,
      height: 600,
    });
    // A red crop: the left half of the photo.
    expect((await colours(await served(card.url))).red).toBeGreaterThan(180);
  });

  it('refuses a crop outside the image, without an area or off the shape: 422, nothing written', async () => {
    const me = await member();
    const original = await uploadPhoto(me.token);
    const before = stored();
    const rows = await t.database.db.select().from(media).where(eq(media.userId, me.user.id));
    const cases = [
      { x: 1000, y: 0, width: 1500, height: 500 }, // past the right edge
      { x: 0, y: 1400, width: 900, height: 300 }, // past the bottom
      { x: 0, y: 0, width: 4800, height: 1600 }, // wider than the image
      { x: 0, y: 0, width: 0, height: 0 }, // no area
      { x: -3, y: 0, width: 300, height: 100 }, // negative
      { x: 0, y: 0, width: 1200, height: 800 }, // 3:2, not a banner
      { x: 0.5, y: 0, width: 300, height: 100 }, // not whole pixels
    ];
    for (const rect of cases) {
      const response = await crop(me.token, { file: original.file, shape: 'banner', ...rect });
      expect(response.statusCode, JSON.stringify(rect)).toBe(422);
      expect(response.json().errors).toBeDefined();
    }
    const unknownShape = await crop(me.token, {
      file: original.file,
      shape: 'poster',
      x: 0,
      y: 0,
      width: 300,
      height: 100,
    });
    expect(unknownShape.statusCode).toBe(422);
    const outside = await crop(me.token, {
      file: original.file,
      shape: 'banner',
      x: 1000,
      y: 0,
      width: 1500,
      height: 500,
    });
    expect(outside.json().errors.crop[0]).toBe(
      'The crop must lie inside the image (2400 x 1600 pixels) and have an area.',
    );
    expect(stored()).toEqual(before);
    expect(
      await t.database.db.select().from(media).where(eq(media.userId, me.user.id)),
    ).toHaveLength(rows.length);
  });

  it("401 without a session, 403 for someone else's picture, 404 for a file in no library", async () => {
    const me = await member();
    const other = await member();
    const theirs = await uploadPhoto(other.token);
    const before = stored();
    const body = { file: theirs.file, shape: 'logo', x: 0, y: 0, width: 1600, height: 1600 };

    expect((await crop(null, body)).statusCode).toBe(401);
    const foreign = await crop(me.token, body);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe("This image is in someone else's Media Library.");
    const read = await t.app.inject({
      url: api(`/media/files/${theirs.file}`),
      headers: bearer(me.token),
    });
    expect(read.statusCode).toBe(403);
    expect((await t.app.inject({ url: api(`/media/files/${theirs.file}`) })).statusCode).toBe(401);
    const nowhere = await crop(me.token, { ...body, file: 'demo-banner.webp' });
    expect(nowhere.statusCode).toBe(404);
    expect(stored()).toEqual(before);
  });

  it('answers hostile input with a 4xx, never a 500', async () => {
    const me = await member();
    const original = await uploadPhoto(me.token);
    for (const body of [
      {},
      { file: '../../etc/passwd', shape: 'banner', x: 0, y: 0, width: 300, height: 100 },
      { file: original.file, shape: 'banner', x: '0', y: null, width: 1e20, height: 100 },
      { file: 'x'.repeat(500), shape: 'banner', x: 0, y: 0, width: 300, height: 100 },
      [1, 2, 3],
    ]) {
      const response = await crop(me.token, body as Record<string, unknown>);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it('crops an existing upload again, from its original, and tells the picker the earlier crop', async () => {
    const me = await member();
    // An upload from before crops: pages show it as it is.
    const original = await uploadPhoto(me.token);
    const before = await t.app.inject({
      url: api(`/media/files/${original.file}`),
      headers: bearer(me.token),
    });
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual({
      original: expect.objectContaining({ id: original.id, file: original.file }),
      shape: null,
      crop: null,
    });
    expect(await sizeOf(await served(`/storage/s/card/640/${original.file}`))).toEqual({
      width: 640,
      height: 427,
    });

    const first = (
      await crop(me.token, {
        file: original.file,
        shape: 'banner',
        x: 0,
        y: 0,
        width: 1200,
        height: 400,
      })
    ).json().data;
    const earlier = await t.app.inject({
      url: api(`/media/files/${first.file}`),
      headers: bearer(me.token),
    });
    expect(earlier.json().data).toEqual({
      original: expect.objectContaining({ file: original.file }),
      shape: 'banner',
      crop: { x: 0, y: 0, width: 1200, height: 400 },
    });

    // Cropping the crop again cuts the original: the blue right half is there to be had.
    const again = await crop(me.token, {
      file: first.file,
      shape: 'banner',
      x: 1200,
      y: 1200,
      width: 1200,
      height: 400,
    });
    expect(again.statusCode).toBe(201);
    const second = again.json().data;
    const [row] = await t.database.db.select().from(media).where(eq(media.file, second.file));
    expect(row?.sourceId).toBe(original.id);
    const pixels = await colours(await served(second.url));
    expect(pixels.blue).toBeGreaterThan(180);
    expect(pixels.red).toBeLessThan(60);
  });

  it("serves a banner crop's other places from the original around the owner's crop", async () => {
    const me = await member();
    const original = await uploadPhoto(me.token);
    const banner = (
      await crop(me.token, {
        file: original.file,
        shape: 'banner',
        x: 0,
        y: 0,
        width: 1200,
        height: 400,
      })
    ).json().data;

    const card = await served(`/storage/s/card/640/${banner.file}`);
    expect(await sizeOf(card)).toEqual({ width: 640, height: 427 });
    const logo = await served(`/storage/s/logo/320/${banner.file}`);
    expect(await sizeOf(logo)).toEqual({ width: 320, height: 320 });
    // Around the red banner: red, cut from the original (not the 3:1 crop stretched).
    expect((await colours(card)).red).toBeGreaterThan(180);
    expect((await colours(logo)).red).toBeGreaterThan(180);
    expect(stored()).toContain(shapeName(banner.file, 'card', 640));

    expect((await t.app.inject({ url: `/storage/s/poster/640/${banner.file}` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: `/storage/s/card/500/${banner.file}` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: `/storage/s/card/640/..%2Fsecret.webp` })).statusCode).toBe(
      404,
    );
  });

  it("makes a page's share image 1200 x 630 from the share crop around the banner's", async () => {
    const me = await member();
    const original = await uploadPhoto(me.token);
    // The banner is the red half; a centred share image of the photo would be half blue.
    const banner = (
      await crop(me.token, {
        file: original.file,
        shape: 'banner',
        x: 0,
        y: 0,
        width: 1200,
        height: 400,
      })
    ).json().data;
    const page = await insertFundraiser(t.database.db, {
      userId: me.user.id,
      name: 'Banner test',
      picture: banner.file,
    });
    const html = (await t.app.inject({ url: `/fundraiser-details/${page.id}` })).body;
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image).toMatch(/\/storage\/original\/share-[0-9a-f]{24}-1200x630\.jpg$/);
    const share = await served(new URL(image!).pathname);
    expect(await sizeOf(share)).toEqual({ width: 1200, height: 630 });
    const pixels = await colours(share);
    expect(pixels.red).toBeGreaterThan(180);
    expect(pixels.blue).toBeLessThan(80);
  });
});
