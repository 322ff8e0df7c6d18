import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import {
  companies,
  companyEvents,
  donations,
  events,
  fundraisers,
  nonprofits,
  projects,
} from '../../db/schema';

let t: TestApp;
const get = async (path: string) => t.app.inject({ url: `/pifworld/api/v1${path}` });
const json = async (path: string) => (await get(path)).json();

/** Paid donations, summed in the database, for the expectations. */
async function paidCents(where: ReturnType<typeof sql>) {
  const [row] = await t.database.db
    .select({ cents: sql<number>`coalesce(sum(${donations.amountCents}), 0)`.mapWith(Number) })
    .from(donations)
    .where(and(eq(donations.status, 'paid'), where));
  return row!.cents;
}

let ids: {
  nonprofit: number;
  fundraiser: number;
  event: number;
  project: number;
  company: number;
  companyEvent: number;
};

beforeAll(async () => {
  t = await createTestApp({ seeded: true });
  const db = t.database.db;
  const [np] = await db
    .select()
    .from(nonprofits)
    .where(eq(nonprofits.name, 'Clear Springs Uganda'));
  const [event] = await db.select().from(events).where(eq(events.nonprofitId, np!.id));
  const [project] = await db.select().from(projects).where(eq(projects.nonprofitId, np!.id));
  const [fundraiser] = await db
    .select()
    .from(fundraisers)
    .where(eq(fundraisers.nonprofitId, np!.id));
  const [company] = await db.select().from(companies).limit(1);
  const [companyEvent] = await db
    .select()
    .from(companyEvents)
    .where(eq(companyEvents.companyId, company!.id));
  ids = {
    nonprofit: np!.id,
    fundraiser: fundraiser!.id,
    event: event!.id,
    project: project!.id,
    company: company!.id,
    companyEvent: companyEvent!.id,
  };
});
afterAll(() => t.close());

describe('GET /{type}/details/{id}', () => {
  it('describes a non-profit: contact, goal, topics, campaigns, followers and everything it raised', async () => {
    const { data } = await json(`/nonprofit/details/${ids.nonprofit}`);
    const expected =
      (await paidCents(sql`${donations.nonprofitId} = ${ids.nonprofit}`)) +
      (await paidCents(
        sql`${donations.eventId} in (select id from events where nonprofit_id = ${ids.nonprofit})`,
      )) +
      (await paidCents(
        sql`${donations.projectId} in (select id from projects where nonprofit_id = ${ids.nonprofit})`,
      )) +
      (await paidCents(
        sql`${donations.fundraiserId} in (select id from fundraisers where nonprofit_id = ${ids.nonprofit})`,
      )) +
      (await paidCents(
        sql`${donations.companyEventId} in (select id from company_events where nonprofit_id = ${ids.nonprofit})`,
      ));
    expect(data).toMatchObject({
      type: 'nonprofit',
      id: ids.nonprofit,
      name: 'Clear Springs Uganda',
      verified: true,
      raised: expected / 100,
      sdg: { number: 6, name: 'Clean Water and Sanitation' },
      email: expect.stringContaining('@'),
    });
    expect(data.topics.length).toBeGreaterThan(0);
    expect(data.campaigns_count).toBeGreaterThan(1);
    expect(data.followers_count).toBeGreaterThanOrEqual(0);
    expect(data.page_data).toBeNull();
    expect((await json(`/nonprofits/${ids.nonprofit}`)).data).toEqual(data);
  });

  it('describes a fundraiser with its parents, goal and paid amount', async () => {
    const { data } = await json(`/fundraiser/details/${ids.fundraiser}`);
    expect(data).toMatchObject({
      type: 'fundraiser',
      id: ids.fundraiser,
      raised: (await paidCents(sql`${donations.fundraiserId} = ${ids.fundraiser}`)) / 100,
      goal: expect.any(Number),
      nonprofit: { id: ids.nonprofit, name: 'Clear Springs Uganda' },
      topic: expect.objectContaining({ id: expect.any(Number) }),
    });
    expect((await json(`/fundraisers/${ids.fundraiser}`)).data).toEqual(data);
    expect((await json(`/fundraiser-details/${ids.fundraiser}`)).data).toEqual(data);
    const related = await json(`/related-fundraiser-details/${ids.fundraiser}`);
    expect(related.data.nonprofit).toEqual({ id: ids.nonprofit, name: 'Clear Springs Uganda' });
    const parent = await json(`/fundraiser-nonprofit/${ids.fundraiser}`);
    expect(parent.nonprofit).toMatchObject({ id: ids.nonprofit, name: 'Clear Springs Uganda' });
  });

  it('describes events, projects, companies and company events, in Dutch too', async () => {
    const event = (await json(`/event/details/${ids.event}?lang=nl`)).data;
    expect(event).toMatchObject({
      type: 'event',
      nonprofit: { id: ids.nonprofit },
      sdg: { name: 'Schoon water en sanitair' },
    });
    expect(event.start_date).toEqual(expect.any(String));
    expect(event.followers_count).toBeNull();
    const project = (await json(`/project/details/${ids.project}`)).data;
    expect(project).toMatchObject({ type: 'project', nonprofit: { id: ids.nonprofit } });
    const company = (await json(`/company/details/${ids.company}`)).data;
    expect(company).toMatchObject({
      type: 'company',
      raised: null,
      followers_count: expect.any(Number),
    });
    expect(Object.keys(company.page_data).length).toBeGreaterThan(2);
    expect((await json(`/companies/${ids.company}`)).data).toEqual(company);
    const companyEvent = (await json(`/company-event/details/${ids.companyEvent}`)).data;
    expect(companyEvent).toMatchObject({ type: 'company-event', company: { id: ids.company } });
    expect((await json(`/company-events/${ids.companyEvent}`)).data).toEqual(companyEvent);
  });

  it('answers 404 with the spec words for a missing page and 422 for a bad type or id', async () => {
    const missing = await get('/fundraiser/details/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Fundraiser not found' });
    expect((await get('/company-events/999999')).json()).toMatchObject({
      message: 'Event not found or data is unavailable.',
    });
    expect((await get('/user/details/1')).statusCode).toBe(422);
    expect((await get('/nonprofit/details/abc')).statusCode).toBe(422);
  });
});

describe('what a detail page shows beside the details', () => {
  it('content blocks come in their order', async () => {
    const { data } = await json(`/nonprofit/content-block/${ids.nonprofit}`);
    expect(data.length).toBeGreaterThan(1);
    expect(data.map((block: { index: number }) => block.index)).toEqual(
      [...data.map((b: { index: number }) => b.index)].sort((a, b) => a - b),
    );
    expect(new Set(data.map((block: { block_type: string }) => block.block_type))).toContain(
      'TEXT',
    );
    expect((await get('/nonprofit/content-block/999999')).statusCode).toBe(404);
  });

  it('the community of a non-profit lists its projects, events, fundraisers and followers', async () => {
    const { data } = await json(`/nonprofit/community/${ids.nonprofit}`);
    const kinds = new Set(data.map((item: { kind: string }) => item.kind));
    for (const kind of ['project', 'event', 'fundraiser']) expect(kinds).toContain(kind);
    for (const item of data)
      expect(item).toEqual({
        kind: expect.any(String),
        id: expect.any(Number),
        name: expect.any(String),
        picture: expect.toSatisfy((v) => v === null || typeof v === 'string'),
      });
  });

  it('raised endpoints count paid donations only', async () => {
    const eventRaised = await json(`/event-raised/${ids.event}`);
    const expected =
      (await paidCents(sql`${donations.eventId} = ${ids.event}`)) +
      (await paidCents(
        sql`${donations.fundraiserId} in (select id from fundraisers where event_id = ${ids.event})`,
      ));
    expect(eventRaised.raised_count).toBe(expected / 100);
    expect(eventRaised.raised_formatted).toMatch(/^€/);
    const fundraiserRaised = await json(`/fundraiser-raised/${ids.fundraiser}`);
    expect(fundraiserRaised.raised_count).toBe(
      (await paidCents(sql`${donations.fundraiserId} = ${ids.fundraiser}`)) / 100,
    );
    expect((await get('/nonprofit-raised/999999')).statusCode).toBe(404);
  });
});
