import { reportMessages } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditCount } from '../../../test/admin';
import { insertFundraiser, insertNonprofit, insertSignedInUser } from '../../../test/factories';
import { bearer, testAppWith, textOf } from '../../../test/helpers';
import { auditEntries, mailOutbox, pageReports } from '../../db/schema';

// Reporting a page: anyone may; operators see the reports and resolve them once.
const t = testAppWith(() => ({}));
const api = (path: string) => `/pifworld/api/v1${path}`;
let fundraiserId: number;
let operator: { token: string; user: { id: number } };

beforeAll(async () => {
  const owner = await insertSignedInUser(t.db);
  const np = await insertNonprofit(t.db, { userId: owner.user.id });
  fundraiserId = (
    await insertFundraiser(t.db, {
      userId: owner.user.id,
      nonprofitId: np.id,
      name: 'Clean Rivers',
    })
  ).id;
  operator = await insertSignedInUser(t.db, { role: 'admin' });
});

const report = (
  body: unknown,
  options: { ip?: string; token?: string; id?: number; lang?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: api(`/fundraiser/report/${options.id ?? fundraiserId}`),
    remoteAddress: options.ip ?? '10.9.0.1',
    headers: {
      ...(options.token ? bearer(options.token) : {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
    payload: body as object,
  });

const reportsOf = () => t.db.select().from(pageReports).where(eq(pageReports.pageId, fundraiserId));

describe('reporting a page', () => {
  it('takes a visitor’s report, thanks them in their language and e-mails the operators', async () => {
    const sent = await report(
      {
        reason: 'fraud',
        details: 'Asks for money by bank transfer.',
        email: 'Visitor@Example.org',
      },
      { lang: 'nl' },
    );
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toBe('Dank je. Ons team gaat deze pagina bekijken.');
    const [row] = await reportsOf();
    expect(row).toMatchObject({
      pageType: 'fundraiser',
      reason: 'fraud',
      details: 'Asks for money by bank transfer.',
      reporterEmail: 'visitor@example.org',
      reporterUserId: null,
      resolvedAt: null,
    });
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'page-report'), eq(mailOutbox.to, t.config.CONTACT_EMAIL)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('[Report] Clean Rivers');
    expect(mails[0]!.text).toContain('as a scam or fraud');
    expect(mails[0]!.text).toContain(`/fundraiser-details/${fundraiserId}`);
    expect(mails[0]!.replyTo).toBe('visitor@example.org');
  });

  it('remembers a signed-in reporter', async () => {
    const person = await insertSignedInUser(t.db);
    expect(
      (await report({ reason: 'other' }, { token: person.token, ip: '10.9.0.2' })).statusCode,
    ).toBe(201);
    const rows = await t.db
      .select()
      .from(pageReports)
      .where(eq(pageReports.reporterUserId, person.user.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a report without a reason, with a bad address or too long, writing nothing', async () => {
    const before = (await reportsOf()).length;
    for (const body of [
      {},
      { reason: 'boring' },
      { reason: 'fraud', email: 'not-an-address' },
      { reason: 'fraud', details: 'x'.repeat(1001) },
    ]) {
      const refused = await report(body, { ip: '10.9.0.3' });
      expect(refused.statusCode).toBe(422);
    }
    const dutch = await report({}, { ip: '10.9.0.3', lang: 'nl' });
    expect(dutch.json().errors.reason).toEqual(['Kies wat er mis is.']);
    expect((await reportsOf()).length).toBe(before);
  });

  it('answers 404 for a page that does not exist', async () => {
    expect((await report({ reason: 'fraud' }, { id: 999_999, ip: '10.9.0.4' })).statusCode).toBe(
      404,
    );
  });

  it('takes at most 5 reports an hour from one address', async () => {
    const answers = [];
    for (let i = 0; i < 6; i += 1)
      answers.push((await report({ reason: 'other' }, { ip: '10.9.0.5' })).statusCode);
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('the console’s reports', () => {
  it('lists open reports oldest first with the page, and resolves one once, audited', async () => {
    const list = await t.app.inject({
      url: api(`/admin/reports?type=fundraiser&page_id=${fundraiserId}`),
      headers: bearer(operator.token),
    });
    expect(list.statusCode).toBe(200);
    const [first] = list.json().data;
    expect(first).toMatchObject({
      page: { type: 'fundraiser', id: fundraiserId, name: 'Clean Rivers', active: true },
      reason: 'fraud',
      reporter_email: 'visitor@example.org',
      resolved_at: null,
    });
    const before = await auditCount(t.db);
    const resolve = (body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: api(`/admin/reports/${first.id}/resolve`),
        headers: bearer(operator.token),
        payload: body as object,
      });
    expect((await resolve({ outcome: 'maybe' })).statusCode).toBe(422);
    expect(await auditCount(t.db)).toBe(before);
    const done = await resolve({ outcome: 'actioned', note: 'Fundraiser deactivated.' });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({
      outcome: 'actioned',
      note: 'Fundraiser deactivated.',
    });
    const again = await resolve({ outcome: 'dismissed' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.outcome).toBe('actioned');
    expect(await auditCount(t.db)).toBe(before + 1);
    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.action, 'report.resolve'), eq(auditEntries.targetId, String(first.id))),
      );
    expect(entry).toMatchObject({ actorId: operator.user.id, reason: 'Fundraiser deactivated.' });

    const open = await t.app.inject({
      url: api(`/admin/reports?page_id=${fundraiserId}`),
      headers: bearer(operator.token),
    });
    expect(open.json().data.map((r: { id: number }) => r.id)).not.toContain(first.id);
    const missing = await t.app.inject({
      method: 'POST',
      url: api('/admin/reports/999999/resolve'),
      headers: bearer(operator.token),
      payload: { outcome: 'dismissed' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(textOf(reportMessages.notFound));
  });
});
