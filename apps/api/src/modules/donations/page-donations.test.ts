import { donationMessages } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertCompany,
  insertCompanyEvent,
  insertDonation,
  insertEvent,
  insertFundraiser,
  insertNonprofit,
  insertProject,
  insertSignedInUser,
} from '../../../test/factories';
import { bearer, createTestApp, type TestApp, textOf } from '../../../test/helpers';
import { paymentRequests } from '../../../test/payments';
import { donations } from '../../db/schema';

// The organiser's view of the money: the Donations tab and its CSV export.
let t: TestApp;
const p = paymentRequests(() => t);
let owner: string;
let fundraiserOwner: string;
let stranger: string;
let nonprofitId: number;
let fundraiserId: number;

beforeAll(async () => {
  t = await createTestApp({ config: { PAY_RATE_LIMIT_PER_HOUR: '1000' } });
  const db = t.database.db;
  const np = await insertSignedInUser(db);
  owner = np.token;
  nonprofitId = (await insertNonprofit(db, { userId: np.user.id, name: 'Clean Water' })).id;
  const fo = await insertSignedInUser(db);
  fundraiserOwner = fo.token;
  fundraiserId = (
    await insertFundraiser(db, { userId: fo.user.id, nonprofitId, name: 'Swim for water' })
  ).id;
  stranger = (await insertSignedInUser(db)).token;

  const give = async (target: 'nonprofit' | 'fundraiser', euros: number, extra = {}) => {
    const started = await p.startDonation({
      amount: euros,
      object_type: target,
      object_id: target === 'nonprofit' ? nonprofitId : fundraiserId,
      ...extra,
    });
    await p.choose(started.paymentId, 'paid');
    return started;
  };
  await give('nonprofit', 25, {
    donor_name: 'Anna de Vries',
    donor_email: 'anna@example.org',
    message: 'For clean water, "always"',
  });
  await give('fundraiser', 10, {
    donor_name: 'Hidden Person',
    donor_email: 'hidden@example.org',
    anonymous: 'true',
  });
  await give('fundraiser', 40, {
    donor_name: '=HYPERLINK("https://evil.example","click")',
    donor_email: 'formula@example.org',
  });
  // An open one: started, never paid.
  await p.startDonation({ amount: 5, object_type: 'nonprofit', object_id: nonprofitId });
});
afterAll(() => t.close());

const list = (path: string, token?: string) =>
  t.app.inject({ url: p.api(path), headers: token ? bearer(token) : {} });

describe("the owner's donations", () => {
  it("lists a non-profit's donations with its fundraisers', anonymous donors without name or e-mail", async () => {
    const answer = await list(`/page-donations/nonprofit/${nonprofitId}`, owner);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.meta).toMatchObject({ total: 4, current_page: 1 });
    // Three paid gifts of 25, 10 and 40 euro, each with the payment's cost (29 cent); the open 5
    // euro is counted apart.
    expect(body.totals).toMatchObject({
      count: 4,
      paid_count: 3,
      gross: 75,
      refunded: 0,
      charged_back: 0,
      platform_fee: 0,
      payment_costs: 0.87,
      net_to_organisation: 74.13,
      open: { count: 1, amount: 5 },
      failed: { count: 0, amount: 0 },
    });
    const anonymous = body.data.find((d: { anonymous: boolean }) => d.anonymous);
    expect(anonymous).toMatchObject({
      donor_name: null,
      donor_email: null,
      amount: 10,
      target: { type: 'fundraiser', id: fundraiserId, name: 'Swim for water' },
      paid_to: 'platform',
    });
    const anna = body.data.find(
      (d: { donor_name: string | null }) => d.donor_name === 'Anna de Vries',
    );
    expect(anna).toMatchObject({
      donor_email: 'anna@example.org',
      message: 'For clean water, "always"',
      status: 'paid',
      net: 25,
      target: { type: 'nonprofit', id: nonprofitId, name: 'Clean Water' },
      refunds: [],
    });
  });

  it('filters by status, target, period and name or reference, never finding an anonymous donor by name', async () => {
    const total = async (query: string) =>
      (await list(`/page-donations/nonprofit/${nonprofitId}?${query}`, owner)).json().totals;
    expect(await total('status=open')).toMatchObject({
      count: 1,
      gross: 0,
      net_to_organisation: 0,
      open: { count: 1, amount: 5 },
    });
    expect(await total(`target=fundraiser:${fundraiserId}`)).toMatchObject({
      count: 2,
      gross: 50,
      net_to_organisation: 49.42,
    });
    expect(await total('search=anna')).toMatchObject({ count: 1, gross: 25 });
    expect(await total('search=Hidden')).toMatchObject({ count: 0 });
    expect(await total('from=2000-01-01&to=2000-12-31')).toMatchObject({ count: 0 });
    const [first] = (
      await list(`/page-donations/nonprofit/${nonprofitId}?per_page=1`, owner)
    ).json().data;
    expect(await total(`search=${first.reference}`)).toMatchObject({ count: 1 });
    expect(
      (await list(`/page-donations/nonprofit/${nonprofitId}?status=lost`, owner)).statusCode,
    ).toBe(422);
    expect(
      (await list(`/page-donations/nonprofit/${nonprofitId}?from=yesterday`, owner)).statusCode,
    ).toBe(422);
  });

  it('names every target the donations went to, whatever the filter: the choices of `target`', async () => {
    const db = t.database.db;
    const { user, token } = await insertSignedInUser(db);
    const np = await insertNonprofit(db, { userId: user.id, name: 'Forest Trust' });
    const event = await insertEvent(db, { userId: user.id, nonprofitId: np.id, title: 'Gala' });
    const project = await insertProject(db, { userId: user.id, nonprofitId: np.id, name: 'Wells' });
    // A project nobody gave to is no choice.
    await insertProject(db, { userId: user.id, nonprofitId: np.id, name: 'Quiet' });
    const company = await insertCompany(db, { userId: user.id, name: 'Acme' });
    const companyEvent = await insertCompanyEvent(db, {
      userId: user.id,
      companyId: company.id,
      name: 'Acme run',
    });
    const give = (values: Partial<typeof donations.$inferInsert>) =>
      insertDonation(db, { amountCents: 1000, status: 'paid', ...values });
    await give({ targetType: 'event', eventId: event.id });
    await give({ targetType: 'event', eventId: event.id, status: 'open' });
    await give({ targetType: 'project', projectId: project.id });
    await give({ targetType: 'nonprofit', nonprofitId: np.id });
    await give({ targetType: 'company-event', companyEventId: companyEvent.id });

    const targets = async (path: string, as = token) => (await list(path, as)).json().targets;
    const all = [
      { type: 'nonprofit', id: np.id, name: 'Forest Trust' },
      { type: 'event', id: event.id, name: 'Gala' },
      { type: 'project', id: project.id, name: 'Wells' },
    ];
    expect(await targets(`/page-donations/nonprofit/${np.id}`)).toEqual(all);
    // The filter narrows the donations, not the choices.
    const filtered = (
      await list(`/page-donations/nonprofit/${np.id}?target=event:${event.id}`, token)
    ).json();
    expect(filtered.totals).toMatchObject({ count: 2, gross: 10, net_to_organisation: 10 });
    expect(filtered.targets).toEqual(all);
    expect(await targets(`/page-donations/company/${company.id}`)).toEqual([
      { type: 'company-event', id: companyEvent.id, name: 'Acme run' },
    ]);
    expect(await targets(`/page-donations/nonprofit/${nonprofitId}`, owner)).toEqual([
      { type: 'nonprofit', id: nonprofitId, name: 'Clean Water' },
      { type: 'fundraiser', id: fundraiserId, name: 'Swim for water' },
    ]);
    expect(
      (await list(`/page-donations/nonprofit/${np.id}?target=event:x`, token)).statusCode,
    ).toBe(422);
  });

  it("is for the page's owner only: 401, 403 and 404", async () => {
    expect((await list(`/page-donations/nonprofit/${nonprofitId}`)).statusCode).toBe(401);
    const refused = await list(`/page-donations/nonprofit/${nonprofitId}`, stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(textOf(donationMessages.ownerOnly));
    expect(
      (await list(`/page-donations/nonprofit/${nonprofitId}`, fundraiserOwner)).statusCode,
    ).toBe(403);
    expect(
      (await list(`/page-donations/fundraiser/${fundraiserId}`, fundraiserOwner)).json().totals,
    ).toMatchObject({ count: 2, gross: 50 });
    expect((await list('/page-donations/company/999999', owner)).statusCode).toBe(404);
    expect(
      (await list(`/page-donations/nonprofit/${nonprofitId}/export.csv`, stranger)).statusCode,
    ).toBe(403);
  });

  it('exports the same filter as CSV: BOM, quoted fields, Dutch conventions, formulas neutralised', async () => {
    const answer = await t.app.inject({
      url: p.api(`/page-donations/nonprofit/${nonprofitId}/export.csv?status=paid`),
      headers: { ...bearer(owner), 'accept-language': 'nl' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="donaties-/);
    const text = answer.body;
    expect(
      text.startsWith('\uFEFFDatum;Kenmerk;Donateur;Gegeven aan;Eenmalig of maandelijks'),
    ).toBe(true);
    const lines = text.slice(1).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(4);
    expect(text).toContain(`"'=HYPERLINK(""https://evil.example"",""click"")"`);
    expect(text).not.toMatch(/(^|;)=HYPERLINK/m);
    expect(text).toContain('"For clean water, ""always"""');
    expect(text).toContain(';Anoniem;');
    expect(text).not.toContain('hidden@example.org');
    expect(text).toContain(';Betaald;25,00;0,00;0,00;0,00;0,29;24,71;');
  });

  it('streams a large export in batches, every donation once', async () => {
    // 2,500 paid donations written directly (the checkout is tested elsewhere).
    const [template] = await t.database.db.select().from(donations).limit(1);
    const rows = Array.from({ length: 2500 }, (_, i) => ({
      reference: `bulk-${i}`,
      status: 'paid' as const,
      amountCents: 100 + i,
      targetType: 'fundraiser' as const,
      fundraiserId,
      provider: template!.provider,
      mode: template!.mode,
      providerPaymentId: `tr_bulk${i}`,
      paidAt: new Date(),
      donorName: `Donor ${i}`,
    }));
    for (let i = 0; i < rows.length; i += 500) {
      await t.database.db.insert(donations).values(rows.slice(i, i + 500));
    }
    const answer = await t.app.inject({
      url: p.api(`/page-donations/fundraiser/${fundraiserId}/export.csv`),
      headers: bearer(fundraiserOwner),
    });
    expect(answer.statusCode).toBe(200);
    const lines = answer.body.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(1 + 2 + 2500);
    const references = new Set(lines.slice(1).map((line) => line.split(',')[1]));
    expect(references.size).toBe(2502);
  });
});
