import { readdirSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNonprofit, insertSignedInUser } from '../../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { form, pngImage, svgImage } from '../../../test/images';
import { fundraisers, media } from '../../db/schema';

/**
 * Uploads are checked by their content: a renamed file, an SVG with a script, a file over 5 MB and a decompression
 * bomb are each refused with 422 and leave no file and no row, through a page form
 * (POST /fundraisers) and through the Media Library (POST /media).
 */

let t: TestApp;
const api = (p: string) => `/pifworld/api/v1${p}`;
const stored = () =>
  readdirSync(t.config.STORAGE_DIR)
    .filter((f) => !f.startsWith('.'))
    .sort();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid PNG of 20000 x 20000 black pixels (400 million; 1-bit grey) that is only about 50 KB:
 * decoded, it would take 400 MB or more.
 */
function decompressionBomb(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(side / 8); // filter byte + pixels
  const pixels = deflateSync(Buffer.alloc(rowBytes * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface BadFile {
  what: string;
  file: () => Promise<{ data: Buffer; filename: string; type: string }>;
  problem: 'not_an_image' | 'too_large';
}

const badFiles: BadFile[] = [
  {
    what: 'a PNG renamed to .pdf',
    file: async () => ({ data: await pngImage(), filename: 'report.pdf', type: 'application/pdf' }),
    problem: 'not_an_image',
  },
  {
    what: 'an SVG with a script',
    file: async () => ({ data: svgImage(), filename: 'logo.svg', type: 'image/svg+xml' }),
    problem: 'not_an_image',
  },
  {
    what: 'a 6 MB file',
    file: async () => ({
      data: Buffer.concat([await pngImage(), Buffer.alloc(6 * 1024 * 1024)]),
      filename: 'huge.png',
      type: 'image/png',
    }),
    problem: 'too_large',
  },
  {
    what: 'a decompression bomb',
    file: async () => ({ data: decompressionBomb(), filename: 'bomb.png', type: 'image/png' }),
    problem: 'not_an_image',
  },
];

const message = (field: string, problem: BadFile['problem']) =>
  problem === 'too_large'
    ? `The ${field} must not be greater than 5 MB.`
    : `The ${field} must be an image (PNG, JPEG, WebP or GIF).`;

describe('refused uploads', () => {
  it('the bomb is small on the wire but claims 400 million pixels', () => {
    const bomb = decompressionBomb();
    expect(bomb.length).toBeLessThan(100_000);
    expect(bomb.readUInt32BE(16)).toBe(20_000);
    expect(bomb.readUInt32BE(20)).toBe(20_000);
  });

  for (const bad of badFiles) {
    it(`refuses ${bad.what} with 422 and leaves no file and no row`, async () => {
      const db = t.database.db;
      const me = await insertSignedInUser(db);
      const nonprofit = await insertNonprofit(db, { userId: me.user.id });
      const before = stored();

      const page = await t.app.inject({
        method: 'POST',
        url: api('/fundraisers'),
        headers: bearer(me.token),
        payload: form({
          name: 'Upload check',
          addressLine1: 'Street 1',
          goal: '10',
          nonprofits_id: String(nonprofit.id),
          // A good image beside the bad one must not stay behind either.
          logo: { data: await pngImage(), filename: 'logo.png', type: 'image/png' },
          picture: await bad.file(),
        }),
      });
      expect(page.statusCode).toBe(422);
      expect(page.json().errors).toEqual({ picture: [message('picture', bad.problem)] });

      const library = await t.app.inject({
        method: 'POST',
        url: api('/media'),
        headers: bearer(me.token),
        payload: form({ file: await bad.file() }),
      });
      expect(library.statusCode).toBe(422);
      expect(library.json().errors).toEqual({ file: [message('file', bad.problem)] });

      expect(stored()).toEqual(before);
      expect(await db.select().from(fundraisers).where(eq(fundraisers.userId, me.user.id))).toEqual(
        [],
      );
      expect(await db.select().from(media).where(eq(media.userId, me.user.id))).toEqual([]);
    });
  }

  it('takes the same forms with a real image (so the refusals above are about the file)', async () => {
    const db = t.database.db;
    const me = await insertSignedInUser(db);
    const nonprofit = await insertNonprofit(db, { userId: me.user.id });
    const page = await t.app.inject({
      method: 'POST',
      url: api('/fundraisers'),
      headers: bearer(me.token),
      payload: form({
        name: 'Upload check',
        addressLine1: 'Street 1',
        goal: '10',
        nonprofits_id: String(nonprofit.id),
        picture: { data: await pngImage(), filename: 'photo.png', type: 'image/png' },
      }),
    });
    expect(page.statusCode).toBe(201);
    const library = await t.app.inject({
      method: 'POST',
      url: api('/media'),
      headers: bearer(me.token),
      payload: form({ file: { data: await pngImage(), filename: 'photo', type: 'image/png' } }),
    });
    expect(library.statusCode).toBe(201);
    expect(await db.select().from(media).where(eq(media.userId, me.user.id))).toHaveLength(2);
  });
});
