import { followMessages } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertDonation,
  insertFundraiser,
  insertNonprofit,
  insertSignedInUser,
  insertUser,
} from '../../../test/factories';
import { bearer, createTestApp, signUp, type TestApp, textOf } from '../../../test/helpers';
import { paymentRequests } from '../../../test/payments';
import { companies, topics } from '../../db/schema';

let t: TestApp;
const api = (path: string) => `/pifworld/api/v1${path}`;
let ids: { topic: number; nonprofit: number; fundraiser: number; company: number };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const owner = await insertUser(db);
  const np = await insertNonprofit(db, {
    userId: owner.id,
    name: 'Schoon Water Uganda',
    logo: 'np.webp',
  });
  const f = await insertFundraiser(db, {
    userId: owner.id,
    nonprofitId: np.id,
    name: 'Marathon for water',
  });
  const [topic] = await db
    .insert(topics)
    .values({ name: 'Clean drinking water', nameNl: 'Schoon drinkwater' })
    .returning();
  const [company] = await db
    .insert(companies)
    .values({ userId: owner.id, name: 'Zonnedelers', picture: 'c.webp' })
    .returning();
  ids = { topic: topic!.id, nonprofit: np.id, fundraiser: f.id, company: company!.id };
});
afterAll(() => t.close());

const followReq = (token: string | null, type: string, id: number | string) =>
  t.app.inject({
    method: 'POST',
    url: api('/follows'),
    headers: token ? bearer(token) : {},
    payload: { type, id },
  });

describe('following', () => {
  it('follows each kind of page once, lists them newest first and counts followers', async () => {
    const me = await signUp(t.app);
    for (const type of ['topic', 'nonprofit', 'fundraiser', 'company'] as const) {
      const res = await followReq(me.token, type, ids[type]);
      expect(res.statusCode, type).toBe(201);
      expect(res.json()).toMatchObject({
        message: textOf(followMessages.followed),
        follow: { type, id: ids[type] },
      });
    }
    const again = await followReq(me.token, 'nonprofit', ids.nonprofit);
    expect(again.statusCode).toBe(200);

    const list = await t.app.inject({
      url: api(`/user/${me.user.id}/follows?lang=nl`),
      headers: bearer(me.token),
    });
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .data.map((f: { type: string; name: string; image: string | null }) => [
          f.type,
          f.name,
          f.image,
        ]),
    ).toEqual([
      ['company', 'Zonnedelers', 'c.webp'],
      ['fundraiser', 'Marathon for water', null],
      ['nonprofit', 'Schoon Water Uganda', 'np.webp'],
      ['topic', 'Schoon drinkwater', null],
    ]);

    const second = await signUp(t.app);
    await followReq(second.token, 'nonprofit', ids.nonprofit);
    expect(
      (await t.app.inject({ url: api(`/nonprofit-followers/${ids.nonprofit}`) })).json(),
    ).toEqual({ followers_count: 2 });
    expect(
      (await t.app.inject({ url: api(`/fundraiser-followers/${ids.fundraiser}`) })).json(),
    ).toEqual({ followers_count: 1 });
    expect((await t.app.inject({ url: api('/fundraiser-followers/999999') })).statusCode).toBe(404);
  });

  it('stops following, and says so when there was nothing to stop', async () => {
    const me = await signUp(t.app);
    await followReq(me.token, 'fundraiser', ids.fundraiser);
    const del = await t.app.inject({
      method: 'DELETE',
      url: api(`/follows/fundraiser/${ids.fundraiser}`),
      headers: bearer(me.token),
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ message: textOf(followMessages.unfollowed) });
    const again = await t.app.inject({
      method: 'DELETE',
      url: api(`/follows/fundraiser/${ids.fundraiser}`),
      headers: bearer(me.token),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: textOf(followMessages.notFollowing) });
  });

  it('answers 401 without a token, 404 for a page that does not exist, 422 for a bad type or id', async () => {
    const me = await signUp(t.app);
    expect((await followReq(null, 'topic', ids.topic)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'DELETE', url: api(`/follows/topic/${ids.topic}`) }))
        .statusCode,
    ).toBe(401);
    const missing = await followReq(me.token, 'company', 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: textOf(followMessages.notFound) });
    const badType = await followReq(me.token, 'event', 1);
    expect(badType.statusCode).toBe(422);
    expect(badType.json().errors).toHaveProperty('type');
    expect((await followReq(me.token, 'topic', 'abc')).statusCode).toBe(422);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: api('/follows/planet/1'),
          headers: bearer(me.token),
        })
      ).statusCode,
    ).toBe(422);
  });

  it("keeps a user's follows and donations private", async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    for (const path of [`/user/${other.user.id}/follows`, `/user/${other.user.id}/donations`]) {
      expect(
        (await t.app.inject({ url: api(path), headers: bearer(me.token) })).statusCode,
        path,
      ).toBe(403);
      expect((await t.app.inject({ url: api(path) })).statusCode, path).toBe(401);
    }
  });
});

describe('the donation activity feed', () => {
  it("lists the user's own donations newest first with the page's name", async () => {
    const me = await signUp(t.app);
    const db = t.database.db;
    await insertDonation(db, {
      status: 'paid',
      amountCents: 1_500,
      nonprofitId: ids.nonprofit,
      donorUserId: me.user.id,
      createdAt: new Date('2026-01-01'),
    });
    await insertDonation(db, {
      status: 'open',
      amountCents: 700,
      fundraiserId: ids.fundraiser,
      donorUserId: me.user.id,
      createdAt: new Date('2026-02-01'),
    });
    const res = await t.app.inject({
      url: api(`/user/${me.user.id}/donations`),
      headers: bearer(me.token),
    });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.map((d: { amount: number; status: string; target: { name: string } }) => [
          d.amount,
          d.status,
          d.target.name,
        ]),
    ).toEqual([
      [7, 'open', 'Marathon for water'],
      [15, 'paid', 'Schoon Water Uganda'],
    ]);
  });

  it('tells when each was paid, how, what went back and what is left (the orders page)', async () => {
    const me = await signUp(t.app);
    const db = t.database.db;
    const pageOwner = await insertSignedInUser(db);
    const fundraiserId = (
      await insertFundraiser(db, {
        userId: pageOwner.user.id,
        nonprofitId: ids.nonprofit,
        name: 'Swim for water',
      })
    ).id;
    const pay = paymentRequests(() => t);
    const gift = await pay.startDonation(
      { amount: 25, object_type: 'fundraiser', object_id: fundraiserId },
      me.token,
    );
    expect((await pay.choose(gift.paymentId, 'paid')).statusCode).toBe(200);
    const donationId = (await pay.donation(gift.reference)).id;
    const refunded = await t.app.inject({
      method: 'POST',
      url: api(`/donations/${donationId}/refunds`),
      headers: bearer(pageOwner.token),
      payload: { amount: 10, reason: 'Asked for by the donor' },
    });
    expect(refunded.statusCode).toBe(201);
    await insertDonation(db, {
      status: 'open',
      amountCents: 700,
      fundraiserId,
      donorUserId: me.user.id,
      createdAt: new Date('2026-01-01'),
    });

    const res = await t.app.inject({
      url: api(`/user/${me.user.id}/donations`),
      headers: bearer(me.token),
    });
    expect(res.statusCode).toBe(200);
    const [paid, open] = res.json().data;
    expect(paid).toMatchObject({
      reference: gift.reference,
      amount: 25,
      status: 'paid',
      target_type: 'fundraiser',
      target: { id: fundraiserId, name: 'Swim for water' },
      refunded: 10,
      net: 15,
      method: expect.any(String),
    });
    expect(Date.parse(paid.paid_at)).toBeGreaterThanOrEqual(Date.parse(paid.created_at));
    expect(open).toMatchObject({
      amount: 7,
      status: 'open',
      paid_at: null,
      refunded: 0,
      net: 0,
      method: null,
    });
  });
});
