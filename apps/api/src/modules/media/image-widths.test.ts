import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSignedInUser } from '../../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { form, pngImage } from '../../../test/images';
import { widthName } from '../../lib/derived-files';

let t: TestApp;
const stored = () => readdirSync(t.config.STORAGE_DIR).filter((f) => !f.startsWith('.'));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A 2000 x 1000 picture uploaded to the Media Library; its stored name. */
async function uploadWide(): Promise<{ file: string; token: string; id: number }> {
  const me = await insertSignedInUser(t.database.db);
  const data = await sharp({
    create: { width: 2000, height: 1000, channels: 3, background: '#3a7d44' },
  })
    .png()
    .toBuffer();
  const response = await t.app.inject({
    method: 'POST',
    url: '/pifworld/api/v1/media',
    headers: bearer(me.token),
    payload: form({ file: { data, filename: 'wide.png' } }),
  });
  expect(response.statusCode).toBe(201);
  const { file, id } = response.json().data;
  return { file, token: me.token, id };
}

describe('GET /storage/w/{width}/{file}', () => {
  it('serves a stored picture 320, 640 and 1280 wide as WebP, made once and kept', async () => {
    const { file } = await uploadWide();
    for (const width of [320, 640, 1280]) {
      const response = await t.app.inject({ url: `/storage/w/${width}/${file}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, width / 2]);
      expect(stored()).toContain(widthName(file, width as 320 | 640 | 1280));
    }
    // The second request reads the kept file: the same bytes.
    const again = await t.app.inject({ url: `/storage/w/640/${file}` });
    const first = await t.app.inject({ url: `/storage/w/640/${file}` });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('never makes a picture wider than it is', async () => {
    const me = await insertSignedInUser(t.database.db);
    const small = await t.app.inject({
      method: 'POST',
      url: '/pifworld/api/v1/media',
      headers: bearer(me.token),
      payload: form({ file: { data: await pngImage(), filename: 'small.png' } }),
    });
    const { file } = small.json().data;
    const original = await sharp(
      (await t.app.inject({ url: `/storage/original/${file}` })).rawPayload,
    ).metadata();
    const wide = await t.app.inject({ url: `/storage/w/1280/${file}` });
    expect((await sharp(wide.rawPayload).metadata()).width).toBe(original.width);
  });

  it('makes the widths of a picture stored before there were widths (a demo picture)', async () => {
    const picture = 'demo-stored-earlier.webp';
    const data = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#b8461f' },
    })
      .webp()
      .toBuffer();
    await t.app.storage.putAs(picture, data);
    const response = await t.app.inject({ url: `/storage/w/320/${picture}` });
    expect(response.statusCode).toBe(200);
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([320, 213]);
  });

  it('answers 404 for another width, an unknown file and hostile names, and writes nothing', async () => {
    const { file } = await uploadWide();
    const before = stored().sort();
    for (const url of [
      `/storage/w/800/${file}`,
      `/storage/w/0/${file}`,
      `/storage/w/-320/${file}`,
      `/storage/w/1e3/${file}`,
      `/storage/w/320/${'a'.repeat(90)}.webp`,
      '/storage/w/320/missing-file.webp',
      '/storage/w/320/..%2F..%2Fetc%2Fpasswd',
      '/storage/w/320/%2e%2e',
      '/storage/w/320/',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
    }
    // A NUL byte is refused for every request (plugins/input-text.ts).
    expect((await t.app.inject({ url: `/storage/w/320/${file}%00.png` })).statusCode).toBe(422);
    // A name longer than the router takes is refused before it reaches the route.
    const long = await t.app.inject({ url: `/storage/w/320/${'a'.repeat(500)}.webp` });
    expect(long.statusCode).toBe(414);
    expect(stored().sort()).toEqual(before);
  });

  it('removes the widths with the picture, so nothing of a deleted upload stays', async () => {
    const { file } = await uploadWide();
    await t.app.inject({ url: `/storage/w/320/${file}` });
    await t.app.inject({ url: `/storage/w/640/${file}` });
    expect(stored()).toContain(widthName(file, 320));
    await t.app.storage.remove(file);
    const hash = widthName(file, 320).slice('w320-'.length);
    expect(stored().filter((name) => name === file || name.endsWith(hash))).toEqual([]);
  });
});
