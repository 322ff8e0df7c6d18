import { HOME_FUNDRAISERS } from '@app/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertDonation, insertFundraiser, insertUser } from '../../../test/factories';
import { testAppWith } from '../../../test/helpers';
import type { fundraisers } from '../../db/schema';

// Home's fundraisers: chosen by operators first, then those close to their goal and recently
// given to, a few at most, as the lists' cards.
const t = testAppWith(() => ({}));
const home = async () => {
  const res = await t.app.inject({ url: '/pifworld/api/v1/home/fundraisers' });
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number; name: string; raised: number; featured: boolean }[];
};

describe('GET /home/fundraisers', () => {
  it('orders featured first, then close to the goal and recently given to; never the inactive', async () => {
    const owner = await insertUser(t.db);
    const make = (name: string, values: Partial<typeof fundraisers.$inferInsert> = {}) =>
      insertFundraiser(t.db, { userId: owner.id, name, goalCents: 100_000, ...values });
    const give = (fundraiserId: number, amountCents: number, paidAt = new Date()) =>
      insertDonation(t.db, { fundraiserId, amountCents, status: 'paid', paidAt });
    const nearly = await make('Nearly There');
    const halfway = await make('Halfway');
    const quiet = await make('Halfway But Quiet');
    const done = await make('Already Done');
    const hidden = await make('Deactivated', { active: false });
    await make('Chosen By An Operator', { featuredAt: new Date() });
    const untouched = await make('Nothing Yet');
    await give(nearly.id, 90_000);
    await give(halfway.id, 25_000);
    await give(halfway.id, 25_000);
    await give(quiet.id, 50_000, new Date(Date.now() - 90 * 24 * 3600 * 1000));
    await give(done.id, 150_000, new Date(Date.now() - 90 * 24 * 3600 * 1000));
    await give(hidden.id, 95_000);
    // A new list version, as a change of any listed page would bring: the choice is read again.
    await t.db.execute(sql`select list_version_raise()`);

    const shown = await home();
    expect(shown.map((f) => f.name)).toEqual([
      'Chosen By An Operator',
      // 90% of the goal and a gift this month, before 50% and two gifts this month
      'Nearly There',
      'Halfway',
      'Halfway But Quiet',
      'Already Done',
    ]);
    expect(shown.map((f) => f.featured)).toEqual([true, false, false, false, false]);
    expect(shown[1]).toMatchObject({ id: nearly.id, raised: 900 });
    expect(shown.map((f) => f.id)).not.toContain(untouched.id);
    expect(shown.map((f) => f.id)).not.toContain(hidden.id);
    expect(shown.length).toBeLessThanOrEqual(HOME_FUNDRAISERS);
  });

  it('shows at most a few', async () => {
    const owner = await insertUser(t.db);
    for (let i = 0; i < HOME_FUNDRAISERS + 2; i++) {
      const made = await insertFundraiser(t.db, { userId: owner.id, name: `Many ${i}` });
      await insertDonation(t.db, { fundraiserId: made.id, amountCents: 1000, status: 'paid' });
    }
    await t.db.execute(sql`select list_version_raise()`);
    expect(await home()).toHaveLength(HOME_FUNDRAISERS);
  });
});
