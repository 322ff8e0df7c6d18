import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFundraiser, insertNonprofit, insertSignedInUser } from '../../../test/factories';
import { bearer, createTestApp, signUp, type TestApp } from '../../../test/helpers';
import { form, pngImage } from '../../../test/images';
import { startS3Server, type TestS3Server } from '../../../test/s3-server';
import { shareImageName, widthName } from '../../lib/derived-files';
import { samplePdf } from '../../../test/pdf';

const api = (p: string) => `/pifworld/api/v1${p}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

let s3: TestS3Server;
let local: TestApp;
let remote: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  // Production mode with a built web app, so that pages carry their share cards.
  const dist = mkdtempSync(path.join(tmpdir(), 'pifworld-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>PifWorld</title></head><body><div id="root"></div></body></html>',
  );
  local = await createTestApp();
  remote = await createTestApp({
    config: { ...s3.env, NODE_ENV: 'production', PAYMENTS_MODE: 'test', WEB_DIST_DIR: dist },
  });
}, 60_000);
afterAll(async () => {
  await local?.close();
  await remote?.close();
  await s3?.close();
});

describe.each([
  ['local', () => local],
  ['s3', () => remote],
])('GET /storage/original/{file} from the %s storage', (_kind, app) => {
  it('sends the stored bytes with their type, length and a year of cache', async () => {
    const png = await pngImage();
    const name = await app().app.storage.put(png, 'png');
    const res = await app().app.inject({ url: `/storage/original/${name}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(png.length));
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.rawPayload.equals(png)).toBe(true);

    const head = await app().app.inject({ method: 'HEAD', url: `/storage/original/${name}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.headers['content-length']).toBe(String(png.length));
    expect(head.body).toBe('');
  });

  it('answers 404 in JSON for a missing file, and for any name storage never makes', async () => {
    for (const url of [
      '/storage/original/00000000-0000-4000-8000-000000000000.webp',
      '/storage/original/missing.webp',
      '/storage/original/..%2F..%2Fetc%2Fpasswd',
      '/storage/original/%2e%2e',
      '/storage/original/../../etc/passwd',
      '/storage/original/',
    ]) {
      const res = await app().app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      if (String(res.headers['content-type']).startsWith('application/json'))
        expect(res.json(), url).toMatchObject({ message: 'Not found.' });
      expect(res.body, url).not.toContain('root:');
    }
    const head = await app().app.inject({ method: 'HEAD', url: '/storage/original/missing.webp' });
    expect(head.statusCode).toBe(404);
  });
});

describe('the app on an S3 bucket (STORAGE_DRIVER=s3)', () => {
  const inBucket = async (name: string) => (await s3.keys()).includes(name);
  const upload = (token: string) =>
    pngImage(900, 700).then((data) =>
      remote.app.inject({
        method: 'POST',
        url: api('/media'),
        headers: bearer(token),
        payload: form({ file: { data, filename: 'water.png', type: 'image/png' } }),
      }),
    );

  it('stores an upload in the bucket, not in STORAGE_DIR, and serves it and its widths', async () => {
    const me = await insertSignedInUser(remote.database.db);
    const res = await upload(me.token);
    expect(res.statusCode).toBe(201);
    const { file, url } = res.json().data as { file: string; url: string };
    expect(await inBucket(file)).toBe(true);
    expect(readdirSync(remote.config.STORAGE_DIR)).toEqual([]);

    const served = await remote.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals((await remote.app.storage.read(file))!)).toBe(true);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    const wide = await remote.app.inject({ url: `/storage/w/640/${file}` });
    expect(wide.statusCode).toBe(200);
    expect(wide.headers['content-type']).toBe('image/webp');
    expect((await sharp(wide.rawPayload).metadata()).width).toBe(640);
    expect(await inBucket(widthName(file, 640))).toBe(true);
  });

  it("makes a fundraiser's share image into the bucket and serves it at its og:image", async () => {
    const me = await insertSignedInUser(remote.database.db);
    const { file } = (await upload(me.token)).json().data as { file: string };
    const fundraiser = await insertFundraiser(remote.database.db, {
      userId: me.user.id,
      name: 'Wells in the bucket',
      picture: file,
    });
    const html = (await remote.app.inject({ url: `/fundraiser-details/${fundraiser.id}` })).body;
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    const name = shareImageName(file);
    expect(image).toBe(`${remote.config.APP_URL}/storage/original/${name}`);
    expect(await inBucket(name)).toBe(true);
    const served = await remote.app.inject({ url: `/storage/original/${name}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });

  it('removes a replaced picture with its widths from the bucket', async () => {
    const me = await signUp(remote.app);
    const logo = async (size: number) =>
      (
        await remote.app.inject({
          method: 'POST',
          url: api(`/profile/${me.user.id}`),
          headers: bearer(me.token),
          payload: form({
            _method: 'PUT',
            logo: { data: await pngImage(size, size), filename: 'me.png', type: 'image/png' },
          }),
        })
      ).json().user.logo as string;
    const first = await logo(400);
    expect((await remote.app.inject({ url: `/storage/w/320/${first}` })).statusCode).toBe(200);
    expect(await inBucket(widthName(first, 320))).toBe(true);
    const second = await logo(300);
    expect(await inBucket(second)).toBe(true);
    expect(await inBucket(first)).toBe(false);
    expect(await inBucket(widthName(first, 320))).toBe(false);
    expect((await remote.app.inject({ url: `/storage/original/${first}` })).statusCode).toBe(404);
  });

  it("keeps a job's PDF in the bucket, serves it through the job, and deletes it with the job", async () => {
    const owner = await insertSignedInUser(remote.database.db, { premiumSince: new Date() });
    const nonprofit = await insertNonprofit(remote.database.db, { userId: owner.user.id });
    const pdf = await samplePdf('Well builder', ['Build wells with us.']);
    const posted = await remote.app.inject({
      method: 'POST',
      url: api('/jobs'),
      headers: bearer(owner.token),
      payload: form({
        title: 'Well builder',
        description: 'You build wells.',
        employment: 'Full-time',
        email: 'jobs@example.org',
        deadline: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        nonprofits_id: String(nonprofit.id),
        pdf: { data: pdf, filename: 'vacancy.pdf', type: 'application/pdf' },
      }),
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const id = posted.json().id as number;
    const job = (await remote.app.inject({ url: api(`/jobs/${id}`) })).json();
    expect(job.pdf).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(await inBucket(job.pdf)).toBe(true);
    const served = await remote.app.inject({ url: api(`/jobs/${id}/pdf`) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(pdf)).toBe(true);

    const deleted = await remote.app.inject({
      method: 'DELETE',
      url: api(`/jobs/${id}`),
      headers: bearer(owner.token),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await inBucket(job.pdf)).toBe(false);
    expect(readdirSync(remote.config.STORAGE_DIR)).toEqual([]);
  });
});
