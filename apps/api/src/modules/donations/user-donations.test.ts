import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertDonation,
  insertFundraiser,
  insertSignedInUser,
  insertUser,
} from '../../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';

// GET /user/{id}/donations a page at a time: the donor's /orders and the profile's feed.
let t: TestApp;
const api = (path: string) => `/pifworld/api/v1${path}`;
let me: Awaited<ReturnType<typeof insertSignedInUser>>;
let other: Awaited<ReturnType<typeof insertSignedInUser>>;
/** My 45 donations' references, newest first. */
const references: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const owner = await insertUser(db);
  const fundraiserId = (await insertFundraiser(db, { userId: owner.id, name: 'Swim' })).id;
  me = await insertSignedInUser(db);
  other = await insertSignedInUser(db);
  // One a day from 1 January 2025, the last (open) on 14 February; the first paid at 23:30 UTC
  // on 31 December 2024, which is 2025 in Dutch time; one paid in 2023.
  for (let i = 0; i < 45; i++) {
    const created = new Date(Date.UTC(2025, 0, 1 + i, 12));
    const row = await insertDonation(db, {
      status: i === 44 ? 'open' : 'paid',
      amountCents: 100 * (i + 1),
      fundraiserId,
      donorUserId: me.user.id,
      createdAt: created,
      paidAt: i === 44 ? null : i === 0 ? new Date('2024-12-31T23:30:00Z') : created,
    });
    references.unshift(row.reference);
  }
  const oldest = await insertDonation(db, {
    status: 'paid',
    amountCents: 500,
    fundraiserId,
    donorUserId: me.user.id,
    createdAt: new Date('2023-05-01T10:00:00Z'),
    paidAt: new Date('2023-05-01T10:01:00Z'),
  });
  references.push(oldest.reference);
  await insertDonation(db, { status: 'paid', amountCents: 900, fundraiserId });
});
afterAll(() => t.close());

const list = (query: string, token?: string, id = me.user.id) =>
  t.app.inject({
    url: api(`/user/${id}/donations${query}`),
    headers: token ? bearer(token) : {},
  });

describe("the user's own donations, a page at a time", () => {
  it('answers the newest 20 with the paging meta and the years with a paid donation', async () => {
    const answer = await list('', me.token);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.meta).toEqual({ current_page: 1, last_page: 3, per_page: 20, total: 46 });
    expect(body.data.map((d: { reference: string }) => d.reference)).toEqual(
      references.slice(0, 20),
    );
    expect(body.data[0]).toMatchObject({ status: 'open', amount: 45, target: { name: 'Swim' } });
    // Over all of them, not this page: 2023 is on page 3.
    expect(body.paid_years).toEqual([2025, 2023]);
  });

  it('answers page 2 with the next donations, and the last page with the rest', async () => {
    const second = (await list('?page=2', me.token)).json();
    expect(second.meta).toMatchObject({ current_page: 2, last_page: 3, total: 46 });
    expect(second.data.map((d: { reference: string }) => d.reference)).toEqual(
      references.slice(20, 40),
    );
    const last = (await list('?page=3&per_page=20', me.token)).json();
    expect(last.data).toHaveLength(6);
    expect(last.data.at(-1)).toMatchObject({ amount: 5, paid_at: '2023-05-01T10:01:00.000Z' });
    expect((await list('?page=4', me.token)).json()).toMatchObject({
      data: [],
      meta: { current_page: 4, total: 46 },
    });
    const all = (await list('?per_page=100', me.token)).json();
    expect(all.data).toHaveLength(46);
    expect(all.meta).toMatchObject({ last_page: 1, per_page: 100 });
  });

  it('is 401 without a token, 403 for someone else, 422 for a bad page', async () => {
    expect((await list('')).statusCode).toBe(401);
    const refused = await list('', me.token, other.user.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You can only see your own donations.');
    for (const query of ['?page=0', '?page=abc', '?page=1.5', '?per_page=101', '?per_page=0']) {
      const bad = await list(query, me.token);
      expect(bad.statusCode, query).toBe(422);
      expect(Object.keys(bad.json().errors), query).toEqual([
        query.startsWith('?page') ? 'page' : 'per_page',
      ]);
    }
  });

  it('answers an empty page for someone without donations', async () => {
    const body = (await list('', other.token, other.user.id)).json();
    expect(body).toEqual({
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 },
      paid_years: [],
    });
  });
});
