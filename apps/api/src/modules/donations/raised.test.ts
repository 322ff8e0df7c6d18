import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertDonation,
  insertFundraiser,
  insertNonprofit,
  insertUser,
} from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import {
  companyEvents,
  companies,
  donations,
  events,
  fundraisers,
  projects,
  raisedTotals,
} from '../../db/schema';

let t: TestApp;
const raised = async (path: string) =>
  (await t.app.inject({ url: `/pifworld/api/v1${path}` })).json().raised_count as number;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('raised amounts of every kind of page', () => {
  it('count paid money from every route, once, and follow a fundraiser that changes parent', async () => {
    const db = t.database.db;
    const owner = await insertUser(db);
    const np = await insertNonprofit(db, { userId: owner.id });
    const other = await insertNonprofit(db, { userId: owner.id });
    const [event] = await db
      .insert(events)
      .values({ nonprofitId: np.id, userId: owner.id, title: 'Harbour swim' })
      .returning();
    const [project] = await db
      .insert(projects)
      .values({ nonprofitId: np.id, userId: owner.id, name: 'New roof' })
      .returning();
    const [company] = await db
      .insert(companies)
      .values({ userId: owner.id, name: 'Bakery' })
      .returning();
    const [companyEvent] = await db
      .insert(companyEvents)
      .values({ companyId: company!.id, nonprofitId: np.id, userId: owner.id, name: 'Bread week' })
      .returning();
    const runner = await insertFundraiser(db, {
      userId: owner.id,
      nonprofitId: np.id,
      eventId: event!.id,
      name: 'Swimming for the harbour',
    });

    await insertDonation(db, { status: 'paid', amountCents: 100, nonprofitId: np.id });
    await insertDonation(db, { status: 'paid', amountCents: 200, eventId: event!.id });
    await insertDonation(db, { status: 'paid', amountCents: 400, projectId: project!.id });
    await insertDonation(db, { status: 'paid', amountCents: 800, fundraiserId: runner.id });
    await insertDonation(db, {
      status: 'paid',
      amountCents: 1600,
      companyEventId: companyEvent!.id,
    });
    const open = await insertDonation(db, {
      status: 'open',
      amountCents: 3200,
      eventId: event!.id,
    });
    await insertDonation(db, { status: 'failed', amountCents: 6400, nonprofitId: np.id });

    expect(await raised(`/nonprofit-raised/${np.id}`)).toBe(31);
    expect(await raised(`/event-raised/${event!.id}`)).toBe(10);
    expect(await raised(`/fundraiser-raised/${runner.id}`)).toBe(8);
    const [companyEventCounter] = await db
      .select()
      .from(raisedTotals)
      .where(
        and(eq(raisedTotals.kind, 'company-event'), eq(raisedTotals.pageId, companyEvent!.id)),
      );
    expect(companyEventCounter).toMatchObject({ kind: 'company-event', raisedCents: 1600 });

    // Paid later (as the payment webhook does): counted from then on.
    await db
      .update(donations)
      .set({ status: 'paid', paidAt: new Date() })
      .where(eq(donations.id, open.id));
    expect(await raised(`/event-raised/${event!.id}`)).toBe(42);
    expect(await raised(`/nonprofit-raised/${np.id}`)).toBe(63);

    // The fundraiser moves to another non-profit: its 8 euros go along.
    await db
      .update(fundraisers)
      .set({ nonprofitId: other.id, eventId: null })
      .where(eq(fundraisers.id, runner.id));
    expect(await raised(`/nonprofit-raised/${np.id}`)).toBe(55);
    expect(await raised(`/nonprofit-raised/${other.id}`)).toBe(8);
    expect(await raised(`/event-raised/${event!.id}`)).toBe(34);
    expect(await raised(`/fundraiser-raised/${runner.id}`)).toBe(8);

    // Rebuilding every counter in one pass (after bulk loads) gives the same figures.
    const counters = () =>
      db.select().from(raisedTotals).orderBy(raisedTotals.kind, raisedTotals.pageId);
    const kept = await counters();
    await db.execute(sql`select raised_totals_rebuild()`);
    expect(await counters()).toEqual(kept.filter((row) => row.raisedCents !== 0));

    // A deleted event leaves its donations with the non-profit.
    await db.delete(events).where(eq(events.id, event!.id));
    expect(await raised(`/nonprofit-raised/${np.id}`)).toBe(55);
  });

  it('move the direct money of an event, project or company event that changes non-profit', async () => {
    const db = t.database.db;
    const owner = await insertUser(db);
    const from = await insertNonprofit(db, { userId: owner.id });
    const to = await insertNonprofit(db, { userId: owner.id });
    const [event] = await db
      .insert(events)
      .values({ nonprofitId: from.id, userId: owner.id, title: 'Canal run' })
      .returning();
    const [project] = await db
      .insert(projects)
      .values({ nonprofitId: from.id, userId: owner.id, name: 'Well' })
      .returning();
    const [company] = await db
      .insert(companies)
      .values({ userId: owner.id, name: 'Printer' })
      .returning();
    const [companyEvent] = await db
      .insert(companyEvents)
      .values({ companyId: company!.id, nonprofitId: from.id, userId: owner.id, name: 'Print day' })
      .returning();
    // A fundraiser for the event keeps its own non-profit: its money does not move.
    const runner = await insertFundraiser(db, {
      userId: owner.id,
      nonprofitId: from.id,
      eventId: event!.id,
    });
    await insertDonation(db, { status: 'paid', amountCents: 1_000, eventId: event!.id });
    await insertDonation(db, { status: 'paid', amountCents: 2_000, projectId: project!.id });
    await insertDonation(db, {
      status: 'paid',
      amountCents: 4_000,
      companyEventId: companyEvent!.id,
    });
    await insertDonation(db, { status: 'paid', amountCents: 8_000, fundraiserId: runner.id });
    await insertDonation(db, { status: 'open', amountCents: 16_000, eventId: event!.id });
    expect(await raised(`/nonprofit-raised/${from.id}`)).toBe(150);

    await db.update(events).set({ nonprofitId: to.id }).where(eq(events.id, event!.id));
    await db.update(projects).set({ nonprofitId: to.id }).where(eq(projects.id, project!.id));
    await db
      .update(companyEvents)
      .set({ nonprofitId: to.id })
      .where(eq(companyEvents.id, companyEvent!.id));
    expect(await raised(`/nonprofit-raised/${from.id}`)).toBe(80);
    expect(await raised(`/nonprofit-raised/${to.id}`)).toBe(70);
    expect(await raised(`/event-raised/${event!.id}`)).toBe(90);

    // The one-pass rebuild agrees with the moved counters.
    const pages = new Set([
      `nonprofit ${from.id}`,
      `nonprofit ${to.id}`,
      `event ${event!.id}`,
      `project ${project!.id}`,
      `company-event ${companyEvent!.id}`,
      `fundraiser ${runner.id}`,
    ]);
    const counters = async () =>
      (await db.select().from(raisedTotals).orderBy(raisedTotals.kind, raisedTotals.pageId)).filter(
        (row) => pages.has(`${row.kind} ${row.pageId}`) && row.raisedCents !== 0,
      );
    const kept = await counters();
    await db.execute(sql`select raised_totals_rebuild()`);
    expect(await counters()).toEqual(kept);
  });
});
