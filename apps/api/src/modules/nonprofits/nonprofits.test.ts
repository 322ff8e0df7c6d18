import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertDonation,
  insertFundraiser,
  insertNonprofit,
  insertUser,
} from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { companies, companyEvents, events, projects } from '../../db/schema';

let t: TestApp;
const api = (path: string) => `/pifworld/api/v1${path}`;
let water: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const owner = await insertUser(db);
  const np = await insertNonprofit(db, {
    userId: owner.id,
    name: 'Schoon Water Uganda',
    verified: true,
  });
  water = np.id;
  await insertNonprofit(db, { userId: owner.id, name: 'Voedselbank Rotterdam' });
  await insertNonprofit(db, { userId: owner.id, name: 'Amsterdam Animal Shelter' });
  await insertNonprofit(db, { userId: owner.id, name: 'Hidden Foundation', active: false });
  // Money reaches the non-profit directly and through its event, project, fundraiser and a company event.
  const [event] = await db
    .insert(events)
    .values({ nonprofitId: np.id, userId: owner.id, title: 'Water walk' })
    .returning();
  const [project] = await db
    .insert(projects)
    .values({ nonprofitId: np.id, userId: owner.id, name: 'Wells' })
    .returning();
  const fundraiser = await insertFundraiser(db, { userId: owner.id, nonprofitId: np.id });
  const [company] = await db
    .insert(companies)
    .values({ userId: owner.id, name: 'Zonnedelers' })
    .returning();
  const [companyEvent] = await db
    .insert(companyEvents)
    .values({ companyId: company!.id, userId: owner.id, nonprofitId: np.id, name: 'Sun run' })
    .returning();
  await insertDonation(db, { status: 'paid', amountCents: 1_000, nonprofitId: np.id });
  await insertDonation(db, {
    status: 'paid',
    amountCents: 200,
    eventId: event!.id,
    targetType: 'event',
  });
  await insertDonation(db, {
    status: 'paid',
    amountCents: 30,
    projectId: project!.id,
    targetType: 'project',
  });
  await insertDonation(db, { status: 'paid', amountCents: 4, fundraiserId: fundraiser.id });
  await insertDonation(db, {
    status: 'paid',
    amountCents: 50_000,
    companyEventId: companyEvent!.id,
    targetType: 'company-event',
  });
  await insertDonation(db, { status: 'failed', amountCents: 99_999, nonprofitId: np.id });
});
afterAll(() => t.close());

describe('GET /nonprofits', () => {
  it('pages through active non-profits in name order', async () => {
    const first = (await t.app.inject({ url: api('/nonprofits?per_page=2') })).json();
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(first.data.map((n: { name: string }) => n.name)).toEqual([
      'Amsterdam Animal Shelter',
      'Schoon Water Uganda',
    ]);
    const second = (await t.app.inject({ url: api('/nonprofits?per_page=2&page=2') })).json();
    expect(second.data.map((n: { name: string }) => n.name)).toEqual(['Voedselbank Rotterdam']);
  });

  it('counts everything paid that reached the non-profit, directly or through its campaigns', async () => {
    const { data } = (await t.app.inject({ url: api('/nonprofits?search=water') })).json();
    expect(data).toEqual([
      expect.objectContaining({
        id: water,
        name: 'Schoon Water Uganda',
        verified: true,
        raised: 512.34,
      }),
    ]);
  });

  it('searches by part of the name, case-insensitively, with % and _ taken literally', async () => {
    const names = async (search: string) =>
      (await t.app.inject({ url: api(`/nonprofits?search=${encodeURIComponent(search)}`) }))
        .json()
        .data.map((n: { name: string }) => n.name);
    expect(await names('ROTTER')).toEqual(['Voedselbank Rotterdam']);
    expect(await names('%')).toEqual([]);
    expect(await names('hidden')).toEqual([]);
  });

  it('answers 422 for a bad page or page size', async () => {
    for (const query of ['page=0', 'per_page=101', 'per_page=abc']) {
      expect((await t.app.inject({ url: api(`/nonprofits?${query}`) })).statusCode, query).toBe(
        422,
      );
    }
  });
});
