import { nonprofitMessages } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  insertDonation,
  insertDonationPackage,
  insertEvent,
  insertFundraiser,
  insertNonprofit,
  insertProject,
} from '../../../test/factories';
import { signUp, testAppWith, textOf } from '../../../test/helpers';
import { nonprofitRequests } from '../../../test/nonprofits';
import { uniqueWord as word } from '../../../test/requests';
import {
  companies,
  companyEvents,
  donationPackages,
  donations,
  events,
  follows,
  fundraisers,
  projects,
} from '../../db/schema';

/** DELETE /nonprofits/{id} (registering and changing one: nonprofit-writes.test.ts). */

const suite = testAppWith(nonprofitRequests);

describe('DELETE /nonprofits/{id}', () => {
  async function nonprofitWithEverything() {
    const db = suite.db;
    const me = await signUp(suite.app);
    const fan = await signUp(suite.app);
    const name = `${word()} Doomed`;
    const files = {
      picture: await suite.storedFile(),
      logo: await suite.storedFile(),
      event: await suite.storedFile(),
      project: await suite.storedFile(),
    };
    const np = await insertNonprofit(db, {
      userId: me.user.id,
      name,
      picture: files.picture,
      logo: files.logo,
    });
    const event = await insertEvent(db, {
      nonprofitId: np.id,
      userId: me.user.id,
      title: `${name} walk`,
      picture: files.event,
    });
    const project = await insertProject(db, {
      nonprofitId: np.id,
      userId: me.user.id,
      name: `${name} wells`,
      picture: files.project,
    });
    await insertDonationPackage(db, { nonprofitId: np.id });
    const fundraiser = await insertFundraiser(db, {
      userId: fan.user.id,
      nonprofitId: np.id,
      eventId: event.id,
    });
    const [company] = await db
      .insert(companies)
      .values({ userId: fan.user.id, name: 'Sponsor' })
      .returning();
    const [companyEvent] = await db
      .insert(companyEvents)
      .values({ companyId: company!.id, userId: fan.user.id, nonprofitId: np.id, name: 'Run' })
      .returning();
    await db.insert(follows).values({ userId: fan.user.id, nonprofitId: np.id });
    const paid = await insertDonation(db, {
      status: 'paid',
      amountCents: 2500,
      nonprofitId: np.id,
    });
    const paidToEvent = await insertDonation(db, {
      status: 'paid',
      amountCents: 700,
      eventId: event.id,
      targetType: 'event',
    });
    return {
      me,
      fan,
      np,
      name,
      files,
      event,
      project,
      fundraiser,
      companyEvent: companyEvent!,
      paid,
      paidToEvent,
    };
  }

  it('deletes the non-profit with its campaigns; donations, fundraisers and company events stay unlinked', async () => {
    const db = suite.db;
    const s = await nonprofitWithEverything();
    expect(await suite.searchIds(s.name.split(' ')[0]!)).toEqual([s.np.id]);

    const res = await suite.send('DELETE', `/nonprofits/${s.np.id}`, s.me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: textOf(nonprofitMessages.deleted) });

    expect(await suite.row(s.np.id)).toBeUndefined();
    expect((await suite.get(`/nonprofits/${s.np.id}`)).statusCode).toBe(404);
    expect((await suite.get(`/nonprofit/details/${s.np.id}`)).statusCode).toBe(404);
    expect((await suite.get(`/nonprofit-profile/${s.np.id}`)).statusCode).toBe(404);
    expect(await suite.listIds(s.name.split(' ')[0]!)).toEqual([]);
    expect((await suite.get(`/universal-search/${s.name.split(' ')[0]}`)).json().data).toEqual([]);

    expect(await db.select().from(events).where(eq(events.id, s.event.id))).toEqual([]);
    expect(await db.select().from(projects).where(eq(projects.id, s.project.id))).toEqual([]);
    expect(
      await db.select().from(donationPackages).where(eq(donationPackages.nonprofitId, s.np.id)),
    ).toEqual([]);
    expect(await db.select().from(follows).where(eq(follows.userId, s.fan.user.id))).toEqual([]);

    const [paid] = await db.select().from(donations).where(eq(donations.id, s.paid.id));
    expect(paid).toMatchObject({ status: 'paid', amountCents: 2500, nonprofitId: null });
    const [paidToEvent] = await db
      .select()
      .from(donations)
      .where(eq(donations.id, s.paidToEvent.id));
    expect(paidToEvent).toMatchObject({ status: 'paid', amountCents: 700, eventId: null });
    const [fundraiser] = await db
      .select()
      .from(fundraisers)
      .where(eq(fundraisers.id, s.fundraiser.id));
    expect(fundraiser).toMatchObject({ nonprofitId: null, eventId: null });
    const [companyEvent] = await db
      .select()
      .from(companyEvents)
      .where(eq(companyEvents.id, s.companyEvent.id));
    expect(companyEvent).toMatchObject({ nonprofitId: null });

    for (const file of Object.values(s.files)) expect(suite.fileExists(file)).toBe(false);
  });

  it('answers 401, 403 and 404 without deleting anything', async () => {
    const s = await nonprofitWithEverything();
    const before = { row: await suite.row(s.np.id), files: suite.stored() };

    expect((await suite.send('DELETE', `/nonprofits/${s.np.id}`, null)).statusCode).toBe(401);
    const forbidden = await suite.send('DELETE', `/nonprofits/${s.np.id}`, s.fan.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ message: textOf(nonprofitMessages.forbidden) });
    const missing = await suite.send('DELETE', '/nonprofits/999999', s.me.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Non-profit not found' });
    expect((await suite.send('DELETE', '/nonprofits/abc', s.me.token)).statusCode).toBe(422);

    expect({ row: await suite.row(s.np.id), files: suite.stored() }).toEqual(before);
    expect((await suite.get(`/nonprofit-event/${s.np.id}`)).json().data).toHaveLength(1);
    expect(await suite.searchIds(s.name.split(' ')[0]!)).toEqual([s.np.id]);
  });
});
