import {
  JOB_PDF_MAX_BYTES,
  jobMessages,
  type JobDetail,
  type JobListResponse,
} from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertJob,
  insertNonprofit,
  insertSignedInUser,
  insertUser,
} from '../../../test/factories';
import { bearer, createTestApp, type TestApp, textOf } from '../../../test/helpers';
import { samplePdf } from '../../../test/pdf';
import { pdfDisposition } from './job-pdf';

let t: TestApp;
const api = (p: string) => `/pifworld/api/v1${p}`;
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

const list = async (query = '') => {
  const res = await t.app.inject({ url: api(`/jobs${query}`) });
  expect(res.statusCode).toBe(200);
  return res.json<JobListResponse>();
};
const titles = (body: JobListResponse) => body.data.map((job) => job.title);

let ids: Record<string, number>;
let ownerToken: string;
let nonprofitId: number;
let hiddenNonprofitJob: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const { user: owner, token } = await insertSignedInUser(db);
  ownerToken = token;
  const nonprofit = await insertNonprofit(db, { userId: owner.id, name: 'Schoon Water Nederland' });
  nonprofitId = nonprofit.id;
  const other = await insertNonprofit(db, { userId: owner.id, name: 'Groene Straten' });
  const inactive = await insertNonprofit(db, { userId: owner.id, name: 'Slapend', active: false });
  const job = (title: string, values: Partial<Parameters<typeof insertJob>[1]> = {}) =>
    insertJob(db, { userId: owner.id, nonprofitId: nonprofit.id, title, ...values });
  const rows = {
    engineer: await job('Field Engineer Water Projects', {
      description: 'Supervise the drilling of new boreholes in Lira.',
      city: 'Lira, Uganda',
      deadline: inDays(30),
      createdAt: inDays(-3),
    }),
    coordinator: await job('Volunteer Coordinator', {
      description: 'Je zorgt dat elke vrijwilliger zich welkom voelt bij de voedselbank.',
      city: 'Rotterdam',
      createdAt: inDays(-2),
    }),
    gardener: await job('Gardener', {
      nonprofitId: other.id,
      description: 'Plant trees in the streets of Amsterdam.',
      deadline: inDays(5),
      createdAt: inDays(-1),
    }),
    expired: await job('Water Quality Analyst', { deadline: inDays(-1), createdAt: inDays(-4) }),
  };
  hiddenNonprofitJob = (await job('Sleeping Water Job', { nonprofitId: inactive.id })).id;
  ids = Object.fromEntries(Object.entries(rows).map(([key, row]) => [key, row.id]));
});
afterAll(() => t.close());

describe('GET /jobs', () => {
  it('lists open jobs of active non-profits, newest first, with what a card shows', async () => {
    const body = await list();
    expect(titles(body)).toEqual([
      'Gardener',
      'Volunteer Coordinator',
      'Field Engineer Water Projects',
    ]);
    expect(body.meta).toMatchObject({ current_page: 1, last_page: 1, total: 3 });
    const engineer = body.data[2]!;
    expect(engineer).toMatchObject({
      id: ids.engineer,
      city: 'Lira, Uganda',
      closed: false,
      nonprofit: { id: nonprofitId, name: 'Schoon Water Nederland' },
    });
    expect(new Date(engineer.deadline!).getTime()).toBeGreaterThan(Date.now());
  });

  it('does not list a job past its deadline, nor one of a deactivated non-profit', async () => {
    const all = titles(await list('?per_page=100'));
    expect(all).not.toContain('Water Quality Analyst');
    expect(all).not.toContain('Sleeping Water Job');
    expect(titles(await list('?search=analyst'))).toEqual([]);
  });

  it('searches full text in English and Dutch, by prefix and with a typo', async () => {
    // English stemming: 'projects' -> 'project'.
    expect(titles(await list('?search=project'))).toEqual(['Field Engineer Water Projects']);
    // A prefix of the last word.
    expect(titles(await list('?search=wat'))).toEqual(['Field Engineer Water Projects']);
    // Dutch stemming in the description: 'vrijwilligers' finds 'vrijwilliger'.
    expect(titles(await list('?search=vrijwilligers'))).toEqual(['Volunteer Coordinator']);
    expect(titles(await list('?search=rotterdam'))).toEqual(['Volunteer Coordinator']);
    // A typo in the title.
    expect(titles(await list('?search=Coordinater'))).toEqual(['Volunteer Coordinator']);
    expect(titles(await list('?search=zzzqqq'))).toEqual([]);
    expect(titles(await list('?search=%25%25'))).toEqual([]);
  });

  it('puts the best match first', async () => {
    expect(titles(await list('?search=water'))[0]).toBe('Field Engineer Water Projects');
  });

  it('pages and filters by non-profit', async () => {
    const first = await list('?per_page=2');
    expect(first.meta).toMatchObject({ last_page: 2, total: 3 });
    const second = await list('?per_page=2&page=2');
    expect(titles(second)).toEqual(['Field Engineer Water Projects']);
    expect(titles(await list(`?nonprofit_id=${nonprofitId}`))).toEqual([
      'Volunteer Coordinator',
      'Field Engineer Water Projects',
    ]);
  });

  it('refuses a malformed page', async () => {
    const res = await t.app.inject({ url: api('/jobs?page=0') });
    expect(res.statusCode).toBe(422);
  });
});

describe('GET /jobs/{id}', () => {
  it('answers every field with the non-profit name', async () => {
    const res = await t.app.inject({ url: api(`/jobs/${ids.engineer}`) });
    expect(res.statusCode).toBe(200);
    const job = res.json<JobDetail>();
    expect(job).toMatchObject({
      id: ids.engineer,
      title: 'Field Engineer Water Projects',
      nonprofit: { id: nonprofitId, name: 'Schoon Water Nederland' },
      nonprofits_id: nonprofitId,
      email: 'jobs@example.org',
      pdf: null,
      pdf_url: null,
      closed: false,
    });
  });

  it('still shows a closed job by its link, marked closed', async () => {
    const res = await t.app.inject({ url: api(`/jobs/${ids.expired}`) });
    expect(res.statusCode).toBe(200);
    expect(res.json<JobDetail>().closed).toBe(true);
  });

  it("answers 404 'Job not found.' for an unknown job, or a deactivated non-profit's", async () => {
    for (const id of [999_999, hiddenNonprofitJob]) {
      const res = await t.app.inject({ url: api(`/jobs/${id}`) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: textOf(jobMessages.notFound) });
    }
    // Its poster still sees it.
    const own = await t.app.inject({
      url: api(`/jobs/${hiddenNonprofitJob}`),
      headers: bearer(ownerToken),
    });
    expect(own.statusCode).toBe(200);
    expect((await t.app.inject({ url: api('/jobs/abc') })).statusCode).toBe(422);
  });
});

describe('GET /jobs/{id}/pdf', () => {
  it('serves the PDF inline or as a download, named after the job', async () => {
    const db = t.database.db;
    const owner = await insertUser(db);
    const nonprofit = await insertNonprofit(db, { userId: owner.id });
    const bytes = await samplePdf('Job "A"/B', ['Hello']);
    const file = await t.app.storage.put(bytes, 'pdf');
    const job = await insertJob(db, {
      userId: owner.id,
      nonprofitId: nonprofit.id,
      title: 'Coördinator "Zorg" / Care',
      pdf: file,
    });
    const detail = await t.app.inject({ url: api(`/jobs/${job.id}`) });
    expect(detail.json<JobDetail>().pdf_url).toBe(`/pifworld/api/v1/jobs/${job.id}/pdf`);

    const inline = await t.app.inject({ url: api(`/jobs/${job.id}/pdf`) });
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect(inline.headers['content-disposition']).toBe(
      `inline; filename="coordinator-zorg-care.pdf"; filename*=UTF-8''Co%C3%B6rdinator%20Zorg%20Care.pdf`,
    );
    expect(inline.rawPayload.equals(bytes)).toBe(true);

    const download = await t.app.inject({ url: api(`/jobs/${job.id}/pdf?download=1`) });
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="coordinator-zorg-care\.pdf"/,
    );
  });

  it('answers 404 for a job without a PDF', async () => {
    const res = await t.app.inject({ url: api(`/jobs/${ids.engineer}/pdf`) });
    expect(res.statusCode).toBe(404);
  });
});

describe('pdfDisposition', () => {
  it('keeps quotes, line breaks and slashes of a title out of the header', () => {
    const header = pdfDisposition('Evil"\r\nSet-Cookie: x=1/..\\', false);
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toMatch(
      /^inline; filename="evil-set-cookie-x-1\.pdf"; filename\*=UTF-8''[A-Za-z0-9%._-]+$/,
    );
    expect(pdfDisposition('   ', true)).toBe(
      `attachment; filename="job.pdf"; filename*=UTF-8''job.pdf`,
    );
  });
});

describe('GET /nonprofits/{id}/jobs', () => {
  it("lists every job of the owner's non-profit, closed ones marked", async () => {
    const res = await t.app.inject({
      url: api(`/nonprofits/${nonprofitId}/jobs`),
      headers: bearer(ownerToken),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<JobListResponse>();
    expect(body.data.map((job) => [job.title, job.closed])).toEqual([
      ['Volunteer Coordinator', false],
      ['Field Engineer Water Projects', false],
      ['Water Quality Analyst', true],
    ]);
  });

  it('is for the owner only', async () => {
    const { token } = await insertSignedInUser(t.database.db);
    const other = await t.app.inject({
      url: api(`/nonprofits/${nonprofitId}/jobs`),
      headers: bearer(token),
    });
    expect(other.statusCode).toBe(403);
    expect((await t.app.inject({ url: api(`/nonprofits/${nonprofitId}/jobs`) })).statusCode).toBe(
      401,
    );
    const missing = await t.app.inject({
      url: api('/nonprofits/999999/jobs'),
      headers: bearer(ownerToken),
    });
    expect(missing.statusCode).toBe(404);
  });
});

it('JOB_PDF_MAX_BYTES is 5 MB', () => {
  expect(JOB_PDF_MAX_BYTES).toBe(5_242_880);
});
