import { ADMIN_REASON_MAX, adminMessages } from '@app/contract';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditCount } from '../../../test/admin';
import {
  insertCompany,
  insertCompanyEvent,
  insertEvent,
  insertFundraiser,
  insertNonprofit,
  insertProject,
  insertSignedInUser,
  insertUser,
} from '../../../test/factories';
import { bearer, testAppWith, textOf } from '../../../test/helpers';
import { auditEntries, fundraisers, mailOutbox, pageReports } from '../../db/schema';

// The console's Pages section: every kind of page, verified and deactivated by an
// operator; a deactivated page leaves the lists, the search, /pay, the sitemap and its details.
const t = testAppWith(() => ({}));
const api = (path: string) => `/pifworld/api/v1${path}`;

let operator: { token: string; user: { id: number } };
beforeAll(async () => {
  operator = await insertSignedInUser(t.db, { role: 'admin' });
});

const asOperator = (path: string, body?: object) =>
  t.app.inject({
    method: 'POST',
    url: api(path),
    headers: bearer(operator.token),
    ...(body === undefined ? {} : { payload: body }),
  });
const list = (query: string) =>
  t.app.inject({ url: api(`/admin/pages?${query}`), headers: bearer(operator.token) });
const mailsTo = (to: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));
const lastAudit = async () =>
  (await t.db.select().from(auditEntries).orderBy(desc(auditEntries.id)).limit(1))[0];

/** Whether each public place shows the page: its list, the header search, /pay, the sitemap. */
async function publicly(
  kind: 'fundraiser' | 'event',
  page: { id: number; name: string },
  word: string,
) {
  const listed = await t.app.inject({
    url: api(`/${kind}s?search=${encodeURIComponent(page.name)}`),
  });
  const searched = await t.app.inject({ url: api(`/universal-search/${word}`) });
  const pay = await t.app.inject({
    url: api(`/pay?amount=10&object_type=${kind}&object_id=${page.id}`),
  });
  const sitemap = await t.app.inject({ url: '/sitemap.xml' });
  const details = await t.app.inject({ url: api(`/${kind}/details/${page.id}`) });
  const path = kind === 'fundraiser' ? '/fundraiser-details/' : '/events-details/';
  return {
    listed: listed.json().data.some((row: { id: number }) => row.id === page.id),
    searched: searched
      .json()
      .data.some((row: { id: number; type: string }) => row.id === page.id && row.type === kind),
    payable: pay.statusCode === 200,
    payStatus: pay.statusCode,
    inSitemap: sitemap.body.includes(`${path}${page.id}<`),
    details: details.statusCode,
  };
}

describe('GET /admin/pages', () => {
  it('lists every kind of page newest first, with its owner, state and public path', async () => {
    const owner = await insertUser(t.db, { name: 'Lister Owner' });
    const nonprofit = await insertNonprofit(t.db, { userId: owner.id, name: 'Lister Shelter' });
    const fundraiser = await insertFundraiser(t.db, { userId: owner.id, name: 'Lister Run' });
    const event = await insertEvent(t.db, {
      userId: owner.id,
      nonprofitId: nonprofit.id,
      title: 'Lister Gala',
    });
    const project = await insertProject(t.db, {
      userId: owner.id,
      nonprofitId: nonprofit.id,
      name: 'Lister Well',
    });
    const company = await insertCompany(t.db, { userId: owner.id, name: 'Lister Works' });
    const companyEvent = await insertCompanyEvent(t.db, {
      userId: owner.id,
      companyId: company.id,
      name: 'Lister Day',
    });
    const res = await list('search=lister');
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta.total).toBe(6);
    expect(data.map((p: { type: string }) => p.type).sort()).toEqual(
      ['company', 'company-event', 'event', 'fundraiser', 'nonprofit', 'project'].sort(),
    );
    const byType = Object.fromEntries(data.map((p: { type: string }) => [p.type, p]));
    expect(byType.event).toEqual({
      type: 'event',
      id: event.id,
      name: 'Lister Gala',
      owner: { id: owner.id, name: 'Lister Owner', email: owner.email },
      active: true,
      verified: null,
      featured: null,
      inactive_reason: null,
      open_reports: 0,
      created_at: event.createdAt.toISOString(),
      path: `/events-details/${event.id}`,
      verification: null,
    });
    expect(byType.fundraiser).toMatchObject({
      verified: false,
      featured: false,
      path: `/fundraiser-details/${fundraiser.id}`,
    });
    expect(byType.project.path).toBe(`/discover/details/project/${project.id}`);
    expect(byType['company-event'].path).toBe(`/companyEvents-details/${companyEvent.id}`);
    // Newest first.
    const times = data.map((p: { created_at: string }) => p.created_at);
    expect(times).toEqual([...times].sort().reverse());

    // By the owner's e-mail address too, narrowed to one kind.
    const mine = (await list(`search=${owner.email}&type=company`)).json();
    expect(mine.data.map((p: { id: number }) => p.id)).toEqual([company.id]);

    // Unverified: only the kinds with the badge; inactive: deactivated ones only.
    await t.db.update(fundraisers).set({ verified: true }).where(eq(fundraisers.id, fundraiser.id));
    const unverified = (await list('search=lister&filter=unverified')).json();
    expect(unverified.data.map((p: { type: string }) => p.type).sort()).toEqual([
      'company',
      'nonprofit',
    ]);
    expect((await list('search=lister&filter=unverified&type=event')).json().meta.total).toBe(0);
    expect((await list('search=lister&filter=inactive')).json().meta.total).toBe(0);

    // Reported: pages with a visitor's report no operator has resolved.
    await t.db.insert(pageReports).values([
      { pageType: 'project', pageId: project.id, reason: 'fraud' },
      { pageType: 'project', pageId: project.id, reason: 'other' },
      {
        pageType: 'event',
        pageId: event.id,
        reason: 'other',
        resolvedAt: new Date(),
        outcome: 'dismissed',
      },
    ]);
    const reported = (await list('search=lister&filter=reported')).json();
    expect(
      reported.data.map((p: { type: string; open_reports: number }) => [p.type, p.open_reports]),
    ).toEqual([['project', 2]]);

    // Paged.
    const second = (await list('search=lister&per_page=4&page=2')).json();
    expect(second.data).toHaveLength(2);
    expect(second.meta).toMatchObject({ current_page: 2, last_page: 2, total: 6 });

    expect((await list('filter=hidden')).statusCode).toBe(422);
    expect((await list('type=blog')).statusCode).toBe(422);
  });
});

describe('deactivating and reactivating', () => {
  it('takes a fundraiser out of /fundraisers, search, /pay and the sitemap, and puts it back; the Dutch owner is told in Dutch each time', async () => {
    const owner = await insertSignedInUser(t.db, { locale: 'nl', name: 'Eigenaar Een' });
    const nonprofit = await insertNonprofit(t.db, { userId: owner.user.id });
    const fundraiser = await insertFundraiser(t.db, {
      userId: owner.user.id,
      nonprofitId: nonprofit.id,
      name: 'Zwemtocht voor de kwakkelvis',
    });
    expect(await publicly('fundraiser', fundraiser, 'kwakkelvis')).toMatchObject({
      listed: true,
      searched: true,
      payable: true,
      inSitemap: true,
      details: 200,
    });

    const audits = await auditCount(t.db);
    const off = await asOperator(`/admin/pages/fundraiser/${fundraiser.id}/deactivate`, {
      reason: '  Misleading description  ',
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      changed: true,
      data: { active: false, inactive_reason: 'Misleading description', id: fundraiser.id },
    });
    expect(await auditCount(t.db)).toBe(audits + 1);
    expect(await lastAudit()).toMatchObject({
      actorId: operator.user.id,
      action: 'page.deactivate',
      targetType: 'fundraiser',
      targetId: String(fundraiser.id),
      before: { active: true, inactive_reason: null },
      after: { active: false, inactive_reason: 'Misleading description' },
      reason: 'Misleading description',
    });
    expect(await publicly('fundraiser', fundraiser, 'kwakkelvis')).toEqual({
      listed: false,
      searched: false,
      payable: false,
      payStatus: 422,
      inSitemap: false,
      details: 404,
    });
    // Its owner and the operators (console admins too) still open it.
    const consoleAdmin = await insertSignedInUser(t.db, { role: 'console_admin' });
    for (const token of [owner.token, operator.token, consoleAdmin.token]) {
      const own = await t.app.inject({
        url: api(`/fundraiser/details/${fundraiser.id}`),
        headers: bearer(token),
      });
      expect(own.statusCode).toBe(200);
      expect(own.json().data.active).toBe(false);
    }
    const [told] = await mailsTo(owner.user.email);
    expect(told).toMatchObject({ kind: 'page-deactivated', status: 'queued' });
    expect(told!.subject).toBe('Je inzamelactie Zwemtocht voor de kwakkelvis is gedeactiveerd');
    expect(told!.text).toContain('Hoi Eigenaar Een,');
    expect(told!.text).toContain('Reden: Misleading description');
    expect(told!.text).toContain(`${t.config.APP_URL}/contact?lang=nl`);

    // Twice: nothing changes, the first reason stays, no entry, no second e-mail.
    const again = await asOperator(`/admin/pages/fundraiser/${fundraiser.id}/deactivate`, {
      reason: 'Another reason',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      changed: false,
      data: { active: false, inactive_reason: 'Misleading description' },
    });
    expect(await auditCount(t.db)).toBe(audits + 1);
    expect(await mailsTo(owner.user.email)).toHaveLength(1);

    const on = await asOperator(`/admin/pages/fundraiser/${fundraiser.id}/reactivate`);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({
      changed: true,
      data: { active: true, inactive_reason: null },
    });
    expect(await lastAudit()).toMatchObject({
      action: 'page.reactivate',
      before: { active: false, inactive_reason: 'Misleading description' },
      after: { active: true, inactive_reason: null },
      reason: null,
    });
    expect(await publicly('fundraiser', fundraiser, 'kwakkelvis')).toMatchObject({
      listed: true,
      searched: true,
      payable: true,
      inSitemap: true,
      details: 200,
    });
    const mails = await mailsTo(owner.user.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({
      kind: 'page-reactivated',
      subject: 'Je inzamelactie Zwemtocht voor de kwakkelvis is weer actief',
    });
    expect(mails[0]!.text).toContain(
      `${t.config.APP_URL}/fundraiser-details/${fundraiser.id}?lang=nl`,
    );

    const twice = await asOperator(`/admin/pages/fundraiser/${fundraiser.id}/reactivate`);
    expect(twice.json().changed).toBe(false);
    expect(await auditCount(t.db)).toBe(audits + 2);
    expect(await mailsTo(owner.user.email)).toHaveLength(2);
  });

  it('takes an event out of /events, search, /pay and the sitemap, and puts it back; an English owner is told in English', async () => {
    const owner = await insertUser(t.db);
    const nonprofit = await insertNonprofit(t.db, { userId: owner.id });
    const event = await insertEvent(t.db, {
      userId: owner.id,
      nonprofitId: nonprofit.id,
      title: 'Lantern walk of the pangolins',
    });
    const page = { id: event.id, name: event.title };
    expect(await publicly('event', page, 'pangolins')).toMatchObject({
      listed: true,
      searched: true,
      payable: true,
      inSitemap: true,
      details: 200,
    });
    const off = await asOperator(`/admin/pages/event/${event.id}/deactivate`, {
      reason: 'Cancelled',
    });
    expect(off.json().data).toMatchObject({ active: false, verified: null });
    expect(await publicly('event', page, 'pangolins')).toMatchObject({
      listed: false,
      searched: false,
      payStatus: 422,
      inSitemap: false,
      details: 404,
    });
    // Nor is it among its non-profit's campaigns.
    const community = await t.app.inject({ url: api(`/nonprofit/community/${nonprofit.id}`) });
    expect(
      community.json().data.some((c: { kind: string; id: number }) => c.kind === 'event'),
    ).toBe(false);
    const [told] = await mailsTo(owner.email);
    expect(told!.subject).toBe('Your event Lantern walk of the pangolins has been deactivated');
    expect(told!.text).toContain('Reason: Cancelled');

    await asOperator(`/admin/pages/event/${event.id}/reactivate`);
    expect(await publicly('event', page, 'pangolins')).toMatchObject({
      listed: true,
      searched: true,
      payable: true,
      inSitemap: true,
      details: 200,
    });
    expect((await mailsTo(owner.email))[0]!.subject).toBe(
      'Your event Lantern walk of the pangolins is active again',
    );
  });

  it('needs a reason of at most 500 characters, and writes nothing without one', async () => {
    const owner = await insertUser(t.db);
    const company = await insertCompany(t.db, { userId: owner.id });
    const audits = await auditCount(t.db);
    const url = `/admin/pages/company/${company.id}/deactivate`;
    const refused: [{ reason?: string }, string][] = [
      [{}, textOf(adminMessages.reasonRequired)],
      [{ reason: '   ' }, textOf(adminMessages.reasonRequired)],
      [{ reason: 'x'.repeat(ADMIN_REASON_MAX + 1) }, textOf(adminMessages.reasonTooLong)],
    ];
    for (const [body, message] of refused) {
      const res = await asOperator(url, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.reason).toEqual([message]);
    }
    const dutch = await t.app.inject({
      method: 'POST',
      url: api(url),
      headers: { ...bearer(operator.token), 'accept-language': 'nl' },
      payload: {},
    });
    expect(dutch.json().errors.reason[0]).not.toBe(textOf(adminMessages.reasonRequired));
    expect(await auditCount(t.db)).toBe(audits);
    expect(await mailsTo(owner.email)).toHaveLength(0);
    const listed = await t.app.inject({ url: api(`/companies?search=${company.name}`) });
    expect(listed.json().data.map((c: { id: number }) => c.id)).toContain(company.id);
  });

  it('answers 404 for a page that does not exist', async () => {
    const audits = await auditCount(t.db);
    for (const path of [
      '/admin/pages/fundraiser/999999/deactivate',
      '/admin/pages/project/999999/reactivate',
      '/admin/pages/nonprofit/999999/verify',
    ]) {
      const res = await asOperator(
        path,
        path.endsWith('deactivate')
          ? { reason: 'Spam' }
          : path.endsWith('verify')
            ? { reason: 'Checked', kvk_number: '41197298', rsin: '820646660', anbi: false }
            : undefined,
      );
      expect(res.statusCode, path).toBe(404);
    }
    expect(await auditCount(t.db)).toBe(audits);
  });
});

describe('verifying', () => {
  it('gives the VERIFIED badge on the public details, and takes it back, once each', async () => {
    const owner = await insertUser(t.db);
    const nonprofit = await insertNonprofit(t.db, { userId: owner.id });
    const details = async () =>
      (await t.app.inject({ url: api(`/nonprofit/details/${nonprofit.id}`) })).json().data;
    expect((await details()).verified).toBe(false);
    const audits = await auditCount(t.db);

    const check = { reason: 'Registers', kvk_number: '41197298', rsin: '820646660', anbi: false };
    const on = await asOperator(`/admin/pages/nonprofit/${nonprofit.id}/verify`, check);
    expect(on.json()).toMatchObject({ changed: true, data: { verified: true } });
    expect((await details()).verified).toBe(true);
    expect(await lastAudit()).toMatchObject({
      action: 'page.verify',
      targetType: 'nonprofit',
      before: { verified: false },
      after: { verified: true },
    });
    // Verifying again is a fresh check: a new entry.
    const twice = await asOperator(`/admin/pages/nonprofit/${nonprofit.id}/verify`, check);
    expect(twice.json()).toMatchObject({ changed: true, data: { verified: true } });
    expect(await auditCount(t.db)).toBe(audits + 2);

    const off = await asOperator(`/admin/pages/nonprofit/${nonprofit.id}/unverify`, {
      reason: 'Left the register',
    });
    expect(off.json()).toMatchObject({ changed: true, data: { verified: false } });
    expect((await details()).verified).toBe(false);
    expect(await auditCount(t.db)).toBe(audits + 3);
    const again = await asOperator(`/admin/pages/nonprofit/${nonprofit.id}/unverify`, {
      reason: 'Twice',
    });
    expect(again.json()).toMatchObject({ changed: false, data: { verified: false } });
    expect(await auditCount(t.db)).toBe(audits + 3);
    // Verifying tells nobody.
    expect(await mailsTo(owner.email)).toHaveLength(0);
  });

  it('takes only the kinds with a badge: 422 for an event, a project or a company event', async () => {
    const owner = await insertUser(t.db);
    const nonprofit = await insertNonprofit(t.db, { userId: owner.id });
    const event = await insertEvent(t.db, { userId: owner.id, nonprofitId: nonprofit.id });
    const audits = await auditCount(t.db);
    for (const type of ['event', 'project', 'company-event']) {
      const res = await asOperator(`/admin/pages/${type}/${event.id}/verify`, { reason: 'x' });
      expect(res.statusCode, type).toBe(422);
      expect(res.json().errors.type).toBeDefined();
    }
    expect(await auditCount(t.db)).toBe(audits);
  });
});

describe('featuring a fundraiser on home', () => {
  const home = async () =>
    (await t.app.inject({ url: api('/home/fundraisers') })).json().data as {
      id: number;
      featured: boolean;
    }[];

  it('shows it first on home, newest choice first, with who and when in the audit log', async () => {
    const owner = await insertUser(t.db);
    const first = await insertFundraiser(t.db, { userId: owner.id, name: 'Featured First' });
    const second = await insertFundraiser(t.db, { userId: owner.id, name: 'Featured Second' });
    expect((await home()).map((f) => f.id)).not.toContain(first.id);
    const audits = await auditCount(t.db);

    const on = await asOperator(`/admin/pages/fundraiser/${first.id}/feature`);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({
      changed: true,
      data: { type: 'fundraiser', featured: true },
    });
    expect(await lastAudit()).toMatchObject({
      actorId: operator.user.id,
      action: 'page.feature',
      targetType: 'fundraiser',
      targetId: String(first.id),
      before: { featured: false },
      after: { featured: true },
    });
    expect((await lastAudit())!.createdAt).toBeInstanceOf(Date);
    await asOperator(`/admin/pages/fundraiser/${second.id}/feature`);
    const shown = await home();
    expect(shown.slice(0, 2)).toMatchObject([
      { id: second.id, featured: true },
      { id: first.id, featured: true },
    ]);
    const twice = await asOperator(`/admin/pages/fundraiser/${first.id}/feature`);
    expect(twice.json()).toMatchObject({ changed: false, data: { featured: true } });
    expect(await auditCount(t.db)).toBe(audits + 2);

    const listed = await list(`type=fundraiser&search=${encodeURIComponent('Featured First')}`);
    expect(listed.json().data[0]).toMatchObject({ id: first.id, featured: true });

    const off = await asOperator(`/admin/pages/fundraiser/${first.id}/unfeature`);
    expect(off.json()).toMatchObject({ changed: true, data: { featured: false } });
    expect(await lastAudit()).toMatchObject({
      action: 'page.unfeature',
      after: { featured: false },
    });
    expect((await home()).map((f) => f.id)).not.toContain(first.id);
    await asOperator(`/admin/pages/fundraiser/${second.id}/unfeature`);
    // Other kinds have no such choice.
    const nonprofit = await insertNonprofit(t.db, { userId: owner.id });
    const kinds = await list(`type=nonprofit&search=${encodeURIComponent(nonprofit.name)}`);
    expect(kinds.json().data[0].featured).toBeNull();
  });

  it('answers 401 without a session, 403 to a user, 404 and 422 with nothing written', async () => {
    const owner = await insertSignedInUser(t.db);
    const fundraiser = await insertFundraiser(t.db, { userId: owner.user.id });
    const audits = await auditCount(t.db);
    const path = api(`/admin/pages/fundraiser/${fundraiser.id}/feature`);
    expect((await t.app.inject({ method: 'POST', url: path })).statusCode).toBe(401);
    const own = await t.app.inject({ method: 'POST', url: path, headers: bearer(owner.token) });
    expect(own.statusCode).toBe(403);
    expect((await asOperator('/admin/pages/fundraiser/999999/feature')).statusCode).toBe(404);
    for (const id of ['0', 'abc', '-1', '1e3', "1'--"]) {
      const res = await asOperator(`/admin/pages/fundraiser/${encodeURIComponent(id)}/feature`);
      expect(res.statusCode, id).toBe(422);
    }
    // Only fundraisers: another kind has no feature path.
    const nonprofit = await insertNonprofit(t.db, { userId: owner.user.id });
    expect([404, 422]).toContain(
      (await asOperator(`/admin/pages/nonprofit/${nonprofit.id}/feature`)).statusCode,
    );
    expect(await auditCount(t.db)).toBe(audits);
    const [row] = await t.db.select().from(fundraisers).where(eq(fundraisers.id, fundraiser.id));
    expect(row!.featuredAt).toBeNull();
  });
});
