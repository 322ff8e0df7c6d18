import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  insertDonationPackage,
  insertEvent,
  insertNonprofit,
  insertSignedInUser,
} from '../../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { form } from '../../../test/images';
import { donationPackages, events, nonprofits, pageActivity, pageUpdates } from '../../db/schema';

/*
 * A change on a page and its activity entry are one transaction (plugins/ownership.ts,
 * `withActivity`): when the entry cannot be written, the change is not kept either.
 */

let t: TestApp;
const api = (p: string) => `/pifworld/api/v1${p}`;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await db().execute(sql`drop trigger if exists refuse_activity on page_activity`);
  await db().execute(sql`drop function if exists refuse_activity()`);
});
afterAll(() => t.close());

/** From now on the database refuses every activity entry of the non-profit `id`. */
async function refuseActivityOf(id: number) {
  await db().execute(
    sql.raw(`create function refuse_activity() returns trigger language plpgsql as $$
      begin
        if new.nonprofit_id = ${Number(id)} then raise exception 'activity refused'; end if;
        return new;
      end $$`),
  );
  await db().execute(
    sql`create trigger refuse_activity before insert on page_activity
        for each row execute function refuse_activity()`,
  );
}

async function ownedNonprofit() {
  const owner = await insertSignedInUser(db(), { name: 'Olga Owner' });
  const nonprofit = await insertNonprofit(db(), { userId: owner.user.id, name: 'Stichting Licht' });
  return { owner, nonprofit };
}

const activityOf = (nonprofitId: number) =>
  db().select().from(pageActivity).where(eq(pageActivity.nonprofitId, nonprofitId));

describe('a page change whose activity entry cannot be written', () => {
  it('is not kept: an update, a package, an event deleted, the page itself', async () => {
    const { owner, nonprofit } = await ownedNonprofit();
    const event = await insertEvent(db(), { nonprofitId: nonprofit.id, userId: owner.user.id });
    const kept = await insertDonationPackage(db(), { nonprofitId: nonprofit.id });
    await refuseActivityOf(nonprofit.id);
    const json = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url: api(url), headers: bearer(owner.token), payload });

    const answers = [
      await json('POST', '/page-updates', {
        page_type: 'nonprofit',
        page_id: nonprofit.id,
        title: 'Work day on Saturday',
        content: '<p>Join us.</p>',
        update_type: 'news',
      }),
      await json('POST', '/donation-packages', {
        title: 'Lunch',
        amount: 12.5,
        nonprofits_id: nonprofit.id,
      }),
      await json('POST', `/donation-packages/delete/${kept.id}`),
      await json('DELETE', `/event/${event.id}`),
      await t.app.inject({
        method: 'POST',
        url: api(`/nonprofit-profile/${nonprofit.id}`),
        headers: bearer(owner.token),
        payload: form({ name: 'Stichting Donker' }),
      }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 500));

    expect(
      await db().select().from(pageUpdates).where(eq(pageUpdates.nonprofitId, nonprofit.id)),
    ).toEqual([]);
    const packages = await db()
      .select({ id: donationPackages.id })
      .from(donationPackages)
      .where(eq(donationPackages.nonprofitId, nonprofit.id));
    expect(packages).toEqual([{ id: kept.id }]);
    expect(await db().select().from(events).where(eq(events.id, event.id))).toHaveLength(1);
    const [page] = await db()
      .select({ name: nonprofits.name })
      .from(nonprofits)
      .where(eq(nonprofits.id, nonprofit.id));
    expect(page!.name).toBe('Stichting Licht');
    expect(await activityOf(nonprofit.id)).toEqual([]);
  });

  it('is kept with its entry once entries can be written again', async () => {
    const { owner, nonprofit } = await ownedNonprofit();
    const kept = await insertDonationPackage(db(), { nonprofitId: nonprofit.id, title: 'Soup' });
    const deleted = await t.app.inject({
      method: 'POST',
      url: api(`/donation-packages/delete/${kept.id}`),
      headers: bearer(owner.token),
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      await db().select().from(donationPackages).where(eq(donationPackages.id, kept.id)),
    ).toEqual([]);
    expect(await activityOf(nonprofit.id)).toEqual([
      expect.objectContaining({
        action: 'package.deleted',
        subject: 'Soup',
        userId: owner.user.id,
      }),
    ]);
  });
});

describe('a page change that fails', () => {
  it('leaves no activity entry', async () => {
    const { owner, nonprofit } = await ownedNonprofit();
    // An event of another non-profit: the update is refused after the role check.
    const other = await ownedNonprofit();
    const foreign = await insertEvent(db(), {
      nonprofitId: other.nonprofit.id,
      userId: other.owner.user.id,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: api('/page-updates'),
      headers: bearer(owner.token),
      payload: {
        page_type: 'nonprofit',
        page_id: nonprofit.id,
        title: 'About that event',
        content: '<p>See you there.</p>',
        update_type: 'event',
        event_id: foreign.id,
      },
    });
    expect(res.statusCode).toBe(422);
    expect(await activityOf(nonprofit.id)).toEqual([]);
  });
});
