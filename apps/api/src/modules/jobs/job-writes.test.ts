import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { JOB_PDF_MAX_BYTES, jobMessages, type JobDetail } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertJob, insertNonprofit, insertSignedInUser } from '../../../test/factories';
import { bearer, createTestApp, type TestApp, textOf } from '../../../test/helpers';
import { form, pngImage } from '../../../test/images';
import { jobs } from '../../db/schema';
import { samplePdf } from '../../../test/pdf';

let t: TestApp;
const api = (p: string) => `/pifworld/api/v1${p}`;
const stored = () =>
  readdirSync(t.config.STORAGE_DIR)
    .filter((f) => !f.startsWith('.'))
    .sort();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

type Fields = Parameters<typeof form>[0];
type File = { data: Buffer; filename: string; type?: string };

const post = (url: string, token: string | null, fields: Fields) =>
  t.app.inject({
    method: 'POST',
    url: api(url),
    headers: token ? bearer(token) : {},
    payload: form(fields),
  });
const detail = async (id: number) =>
  (await t.app.inject({ url: api(`/jobs/${id}`) })).json<JobDetail>();

/** A PDF to upload; made once in beforeAll. */
let vacancyPdf: Buffer;
let paddingPdf: Buffer;
const pdfFile = (data = vacancyPdf): File => ({
  data,
  filename: 'vacancy.pdf',
  type: 'application/pdf',
});
/** A real PDF padded to `size` bytes (still a PDF by its bytes). */
const pdfOfSize = (size: number) => {
  return Buffer.concat([paddingPdf, Buffer.alloc(size - paddingPdf.length, 0x20)]);
};

const fields = (nonprofitId: number, extra: Fields = {}): Fields => ({
  title: 'Volunteer Coordinator',
  description: 'You make every volunteer feel welcome.',
  city: 'Rotterdam',
  contact: '+31 10 555 0149',
  employment: 'Part-time (24 hours per week)',
  education: 'HBO',
  period: 'One year',
  background: 'A food bank with six locations.',
  conditions: 'Travel allowance\nA bike',
  tasks: 'Plan the shifts\nWelcome new volunteers',
  responsibilities: 'A stable team',
  requirements: 'Experience with volunteers',
  email: 'Vacatures@OpenTafel.example.org',
  website: 'opentafel.example.org/vacatures',
  deadline: inDays(30),
  nonprofits_id: String(nonprofitId),
  ...extra,
});

/** A premium owner with a non-profit, a non-premium owner with one, and a premium stranger. */
async function people() {
  const db = t.database.db;
  const premium = await insertSignedInUser(db, { premiumSince: new Date() });
  const plain = await insertSignedInUser(db);
  const stranger = await insertSignedInUser(db, { premiumSince: new Date() });
  const nonprofit = await insertNonprofit(db, { userId: premium.user.id, name: 'Open Tafel' });
  const plainNonprofit = await insertNonprofit(db, { userId: plain.user.id });
  return { premium, plain, stranger, nonprofit, plainNonprofit };
}

let who: Awaited<ReturnType<typeof people>>;

beforeAll(async () => {
  vacancyPdf = await samplePdf('Vacancy', ['The whole vacancy text.']);
  paddingPdf = await samplePdf('Big vacancy', ['Padded.']);
  t = await createTestApp();
});
beforeEach(async () => {
  who = await people();
});
afterAll(() => t.close());

describe('POST /jobs', () => {
  it('posts a job with every field, a picture and a PDF for a premium owner', async () => {
    const pdf = await samplePdf('Volunteer Coordinator', ['Everything about the job.']);
    const before = stored();
    const res = await post('/jobs', who.premium.token, {
      ...fields(who.nonprofit.id, { user_id: String(who.stranger.user.id) }),
      picture: { data: await pngImage(), filename: 'team.png', type: 'image/png' },
      pdf: pdfFile(pdf),
    });
    expect(res.statusCode).toBe(200);
    const { id, message } = res.json<{ id: number; message: string }>();
    expect(message).toBe(textOf(jobMessages.created));

    const job = await detail(id);
    expect(job).toMatchObject({
      title: 'Volunteer Coordinator',
      city: 'Rotterdam',
      contact: '+31 10 555 0149',
      conditions: 'Travel allowance\nA bike',
      email: 'vacatures@opentafel.example.org',
      website: 'https://opentafel.example.org/vacatures',
      nonprofits_id: who.nonprofit.id,
      // The poster is the signed-in user, whatever the form says.
      user_id: who.premium.user.id,
      nonprofit: { id: who.nonprofit.id, name: 'Open Tafel' },
      pdf_url: `/pifworld/api/v1/jobs/${id}/pdf`,
      closed: false,
    });
    expect(job.picture).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect(job.pdf).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(stored()).toEqual([...before, job.picture!, job.pdf!].sort());
    const served = await t.app.inject({ url: api(`/jobs/${id}/pdf`) });
    expect(served.rawPayload.equals(pdf)).toBe(true);
    // Its goal is the non-profit's; it is listed and found.
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row!.sdgTopicId).toBe(who.nonprofit.sdgTopicId);
  });

  it('needs a signed-in user', async () => {
    const res = await post('/jobs', null, fields(who.nonprofit.id));
    expect(res.statusCode).toBe(401);
  });

  it('refuses a user without premium with a 403 that leads to the upgrade, and stores nothing', async () => {
    const before = stored();
    const res = await post('/jobs', who.plain.token, {
      ...fields(who.plainNonprofit.id),
      pdf: pdfFile(),
      picture: { data: await pngImage(), filename: 'team.png', type: 'image/png' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      message: textOf(jobMessages.premiumRequired),
      error: 'premium_required',
    });
    expect(stored()).toEqual(before);
  });

  it('refuses a premium user who does not run the non-profit, and stores nothing', async () => {
    const before = stored();
    const res = await post('/jobs', who.stranger.token, {
      ...fields(who.nonprofit.id),
      pdf: pdfFile(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: textOf(jobMessages.notOwner), error: 'not_owner' });
    expect(stored()).toEqual(before);
  });

  it('refuses a 6 MB PDF and a PNG renamed .pdf with the spec texts, and leaves no file', async () => {
    const before = stored();
    const count = async () => (await t.database.db.select().from(jobs)).length;
    const jobsBefore = await count();
    const picture = { data: await pngImage(), filename: 'team.png', type: 'image/png' };

    const big = await post('/jobs', who.premium.token, {
      ...fields(who.nonprofit.id),
      picture,
      pdf: pdfFile(pdfOfSize(6 * 1024 * 1024)),
    });
    expect(big.statusCode).toBe(422);
    expect(big.json().errors).toEqual({ pdf: [textOf(jobMessages.pdfSize)] });

    const png = await post('/jobs', who.premium.token, {
      ...fields(who.nonprofit.id),
      picture,
      pdf: { data: await pngImage(), filename: 'vacancy.pdf', type: 'application/pdf' },
    });
    expect(png.statusCode).toBe(422);
    expect(png.json().errors).toEqual({ pdf: [textOf(jobMessages.pdfType)] });

    const text = await post('/jobs', who.premium.token, {
      ...fields(who.nonprofit.id),
      pdf: { data: Buffer.from('just text'), filename: 'a.pdf', type: 'application/pdf' },
    });
    expect(text.json().errors).toEqual({ pdf: [textOf(jobMessages.pdfType)] });

    expect(stored()).toEqual(before);
    expect(await count()).toBe(jobsBefore);
  });

  it('takes a PDF of exactly 5,242,880 bytes and refuses one byte more', async () => {
    const exact = await post('/jobs', who.premium.token, {
      ...fields(who.nonprofit.id),
      pdf: pdfFile(pdfOfSize(JOB_PDF_MAX_BYTES)),
    });
    expect(exact.statusCode).toBe(200);
    const over = await post('/jobs', who.premium.token, {
      ...fields(who.nonprofit.id),
      pdf: pdfFile(pdfOfSize(JOB_PDF_MAX_BYTES + 1)),
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.pdf).toEqual([textOf(jobMessages.pdfSize)]);
  });

  it('reports every problem of the form at once', async () => {
    const before = stored();
    const res = await post('/jobs', who.premium.token, {
      title: '  ',
      email: '',
      website: '',
      contact: '',
      deadline: inDays(-1),
      nonprofits_id: '999999',
      pdf: { data: await pngImage(), filename: 'x.pdf', type: 'application/pdf' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      title: ['The title field is required.'],
      email: [textOf(jobMessages.applyChannel)],
      deadline: [textOf(jobMessages.deadlinePast)],
      nonprofits_id: ['The selected nonprofits id is invalid.'],
      pdf: [textOf(jobMessages.pdfType)],
    });
    expect(stored()).toEqual(before);

    const bad = await post('/jobs', who.premium.token, {
      ...fields(who.nonprofit.id),
      email: 'not-an-address',
      website: 'javascript:alert(1)',
      deadline: 'tomorrow',
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['deadline', 'email', 'website']);
    const missing = await post('/jobs', who.premium.token, { title: 'A job', email: 'a@b.nl' });
    expect(missing.json().errors).toEqual({
      nonprofits_id: ['The nonprofits id field is required.'],
    });
  });

  it('takes a phone number alone as the way to apply, and no deadline', async () => {
    const res = await post('/jobs', who.premium.token, {
      title: 'Cook',
      contact: '+31 6 1234 5678',
      nonprofits_id: String(who.nonprofit.id),
    });
    expect(res.statusCode).toBe(200);
    expect(await detail(res.json().id)).toMatchObject({ deadline: null, email: null, pdf: null });
  });
});

describe('POST /jobs/{id} and DELETE /jobs/{id}', () => {
  async function postedJob() {
    const res = await post('/jobs', who.premium.token, {
      ...fields(who.nonprofit.id),
      pdf: pdfFile(),
    });
    expect(res.statusCode).toBe(200);
    return detail(res.json().id);
  }

  it('lets the owner change the whole job: an empty field clears it, a new PDF replaces the old', async () => {
    const job = await postedJob();
    const newPdf = await samplePdf('Updated vacancy', ['New text.']);
    const res = await post(`/jobs/${job.id}`, who.premium.token, {
      ...fields(who.nonprofit.id, { title: 'Volunteer Coordinator (m/f/x)', city: '' }),
      pdf: pdfFile(newPdf),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: textOf(jobMessages.updated), id: job.id });
    const after = await detail(job.id);
    expect(after).toMatchObject({ title: 'Volunteer Coordinator (m/f/x)', city: null });
    expect(after.pdf).not.toBe(job.pdf);
    expect(existsSync(path.join(t.config.STORAGE_DIR, job.pdf!))).toBe(false);
    const served = await t.app.inject({ url: api(`/jobs/${job.id}/pdf`) });
    expect(served.rawPayload.equals(newPdf)).toBe(true);

    const removed = await post(`/jobs/${job.id}`, who.premium.token, {
      ...fields(who.nonprofit.id),
      remove_pdf: '1',
    });
    expect(removed.statusCode).toBe(200);
    expect(await detail(job.id)).toMatchObject({ pdf: null, pdf_url: null });
    expect(existsSync(path.join(t.config.STORAGE_DIR, after.pdf!))).toBe(false);
  });

  it('keeps a deadline that has passed when the edit does not change it', async () => {
    const db = t.database.db;
    const past = new Date(Date.now() - 86_400_000);
    const job = await insertJob(db, {
      userId: who.premium.user.id,
      nonprofitId: who.nonprofit.id,
      deadline: past,
    });
    const same = await post(`/jobs/${job.id}`, who.premium.token, {
      ...fields(who.nonprofit.id),
      deadline: past.toISOString(),
    });
    expect(same.statusCode).toBe(200);
    const moved = await post(`/jobs/${job.id}`, who.premium.token, {
      ...fields(who.nonprofit.id),
      deadline: inDays(-2),
    });
    expect(moved.json().errors).toEqual({ deadline: [textOf(jobMessages.deadlinePast)] });
  });

  it('refuses anyone but the poster, and a job that does not exist', async () => {
    const job = await postedJob();
    const before = stored();
    const edit = await post(`/jobs/${job.id}`, who.stranger.token, {
      ...fields(who.nonprofit.id),
      title: 'Taken over',
      pdf: pdfFile(),
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toMatchObject({ message: textOf(jobMessages.forbiddenChange) });
    expect(stored()).toEqual(before);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: api(`/jobs/${job.id}`),
      headers: bearer(who.stranger.token),
    });
    expect(remove.statusCode).toBe(403);
    expect((await detail(job.id)).title).toBe('Volunteer Coordinator');

    expect(
      (await post('/jobs/999999', who.premium.token, fields(who.nonprofit.id))).statusCode,
    ).toBe(404);
    expect((await post(`/jobs/${job.id}`, null, fields(who.nonprofit.id))).statusCode).toBe(401);
    const visitorDelete = await t.app.inject({ method: 'DELETE', url: api(`/jobs/${job.id}`) });
    expect(visitorDelete.statusCode).toBe(401);
    const malformed = await t.app.inject({
      method: 'DELETE',
      url: api('/jobs/abc'),
      headers: bearer(who.premium.token),
    });
    expect(malformed.statusCode).toBe(422);
    const emptied = await post(`/jobs/${job.id}`, who.premium.token, {
      ...fields(who.nonprofit.id),
      title: '',
    });
    expect(emptied.json().errors).toEqual({ title: ['The title field is required.'] });
  });

  it('deletes a job of the owner with its PDF', async () => {
    const job = await postedJob();
    const res = await t.app.inject({
      method: 'DELETE',
      url: api(`/jobs/${job.id}`),
      headers: bearer(who.premium.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: textOf(jobMessages.deleted) });
    expect(existsSync(path.join(t.config.STORAGE_DIR, job.pdf!))).toBe(false);
    expect((await t.app.inject({ url: api(`/jobs/${job.id}`) })).statusCode).toBe(404);
  });
});
