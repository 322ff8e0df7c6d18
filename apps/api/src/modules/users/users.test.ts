import { existsSync } from 'node:fs';
import path from 'node:path';
import { profileMessages } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDonation, insertFundraiser, insertNonprofit } from '../../../test/factories';
import { bearer, createTestApp, signUp, type TestApp, textOf } from '../../../test/helpers';
import { form, pngImage } from '../../../test/images';
import { companies, donations, follows, fundraisers, nonprofits, users } from '../../db/schema';

let t: TestApp;
const api = (path: string) => `/pifworld/api/v1${path}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /user', () => {
  it('answers the account a Bearer token or the web cookie is signed in as; a visitor gets 401', async () => {
    const me = await signUp(t.app);
    const byToken = await t.app.inject({ url: api('/user'), headers: bearer(me.token) });
    expect(byToken.statusCode).toBe(200);
    expect(byToken.json().user).toMatchObject({
      id: me.user.id,
      email: me.user.email,
      email_confirmed: true,
      has_password: true,
    });

    const login = await t.app.inject({
      method: 'POST',
      url: api('/login'),
      headers: { 'x-pifworld-session': 'cookie' },
      payload: { email: me.user.email, password: me.password },
    });
    const session = [login.headers['set-cookie']]
      .flat()
      .find((cookie) => cookie?.startsWith('pifworld_session='))!
      .split(';')[0]!;
    const byCookie = await t.app.inject({ url: api('/user'), headers: { cookie: session } });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json().user.id).toBe(me.user.id);

    expect((await t.app.inject({ url: api('/user') })).statusCode).toBe(401);
    // A cookie that no longer works is a visitor's: 401, and the cookie is cleared.
    const stale = await t.app.inject({
      url: api('/user'),
      headers: { cookie: 'pifworld_session=ended-long-ago' },
    });
    expect(stale.statusCode).toBe(401);
    expect(String(stale.headers['set-cookie'])).toContain('pifworld_session=;');
  });
});

describe("a user's pages", () => {
  it('lists companies, non-profits and fundraisers with raised amount, goal and non-profit', async () => {
    const owner = await signUp(t.app);
    const db = t.database.db;
    const np = await insertNonprofit(db, { userId: owner.user.id, name: 'Open Tafel' });
    const f = await insertFundraiser(db, {
      userId: owner.user.id,
      nonprofitId: np.id,
      name: 'Run for meals',
      goalCents: 50_000,
    });
    await db.insert(companies).values({ userId: owner.user.id, name: 'Pixelpolder' });
    await insertDonation(db, { status: 'paid', amountCents: 2_550, fundraiserId: f.id });
    await insertDonation(db, { status: 'open', amountCents: 9_999, fundraiserId: f.id });

    const get = async (kind: string) =>
      (await t.app.inject({ url: api(`/user/${owner.user.id}/${kind}`) })).json();
    expect((await get('companies')).companies).toEqual([
      {
        id: expect.any(Number),
        name: 'Pixelpolder',
        description: null,
        logo: null,
        picture: null,
        languages: { name: 'en' },
      },
    ]);
    expect((await get('nonprofits')).nonprofits).toEqual([
      {
        id: np.id,
        name: 'Open Tafel',
        description: null,
        logo: null,
        picture: null,
        languages: { name: 'en' },
      },
    ]);
    expect((await get('fundraisers')).fundraisers).toEqual([
      {
        id: f.id,
        name: 'Run for meals',
        description: null,
        logo: null,
        picture: null,
        raised: 25.5,
        goal: 500,
        nonprofit: { id: np.id, name: 'Open Tafel' },
        languages: { name: 'en' },
      },
    ]);
    expect((await t.app.inject({ url: api('/user/999999/fundraisers') })).statusCode).toBe(404);
  });

  it("names them in the reader's language where written, marked where only the other has it", async () => {
    const owner = await signUp(t.app);
    const db = t.database.db;
    const np = await insertNonprofit(db, {
      userId: owner.user.id,
      name: 'Food Bank North',
      translation: { name: 'Voedselbank Noord' },
    });
    await insertFundraiser(db, {
      userId: owner.user.id,
      nonprofitId: np.id,
      name: 'Swim for meals',
      description: 'Lengths for every meal',
      translation: { name: 'Zwemmen voor maaltijden' },
    });
    await insertFundraiser(db, {
      userId: owner.user.id,
      name: 'Alleen in het Nederlands',
      language: 'nl',
    });
    await db
      .insert(companies)
      .values({ userId: owner.user.id, name: 'Bikes BV', translation: { name: 'Fietsen BV' } });
    const get = async (kind: string, lang: string) =>
      (await t.app.inject({ url: api(`/user/${owner.user.id}/${kind}?lang=${lang}`) })).json();

    const dutch = (await get('fundraisers', 'nl')).fundraisers;
    // Sorted by the name the reader sees.
    expect(dutch).toMatchObject([
      { name: 'Alleen in het Nederlands', languages: { name: 'nl' } },
      {
        name: 'Zwemmen voor maaltijden',
        // The description is written in English only: it comes in English, and says so.
        description: 'Lengths for every meal',
        languages: { name: 'nl', description: 'en' },
        nonprofit: { id: np.id, name: 'Voedselbank Noord' },
      },
    ]);
    const english = (await get('fundraisers', 'en')).fundraisers;
    expect(english).toMatchObject([
      { name: 'Alleen in het Nederlands', languages: { name: 'nl' } },
      { name: 'Swim for meals', nonprofit: { name: 'Food Bank North' } },
    ]);
    expect((await get('nonprofits', 'nl')).nonprofits).toMatchObject([
      { name: 'Voedselbank Noord', languages: { name: 'nl' } },
    ]);
    expect((await get('companies', 'nl')).companies).toMatchObject([
      { name: 'Fietsen BV', languages: { name: 'nl' } },
    ]);
  });
});

describe('DELETE /user/{id}', () => {
  it("refuses someone else's account (403) and a visitor (401)", async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const forbidden = await t.app.inject({
      method: 'DELETE',
      url: api(`/user/${other.user.id}`),
      headers: bearer(me.token),
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({
      message: 'You are not authorized to delete this profile.',
    });
    expect(
      (await t.app.inject({ method: 'DELETE', url: api(`/user/${other.user.id}`) })).statusCode,
    ).toBe(401);
    expect(
      await t.database.db.select().from(users).where(eq(users.id, other.user.id)),
    ).toHaveLength(1);
  });

  it('removes the account, its pages, follows and pictures; donations stay, anonymised; the token stops working', async () => {
    const db = t.database.db;
    const me = await signUp(t.app);
    const logo = (
      await t.app.inject({
        method: 'POST',
        url: api(`/profile/${me.user.id}`),
        headers: bearer(me.token),
        payload: form({ _method: 'PUT', logo: { data: await pngImage(), filename: 'me.png' } }),
      })
    ).json().user.logo;
    const np = await insertNonprofit(db, { userId: me.user.id });
    const f = await insertFundraiser(db, { userId: me.user.id, nonprofitId: np.id });
    const given = await insertDonation(db, {
      status: 'paid',
      amountCents: 1_000,
      fundraiserId: f.id,
      donorUserId: me.user.id,
    });
    const received = await insertDonation(db, {
      status: 'paid',
      amountCents: 2_000,
      nonprofitId: np.id,
    });
    await db.insert(follows).values({ userId: me.user.id, nonprofitId: np.id });

    const res = await t.app.inject({
      method: 'DELETE',
      url: api(`/user/${me.user.id}`),
      headers: bearer(me.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: textOf(profileMessages.deleted) });

    expect(await db.select().from(users).where(eq(users.id, me.user.id))).toEqual([]);
    expect(await db.select().from(nonprofits).where(eq(nonprofits.id, np.id))).toEqual([]);
    expect(await db.select().from(fundraisers).where(eq(fundraisers.id, f.id))).toEqual([]);
    expect(await db.select().from(follows).where(eq(follows.userId, me.user.id))).toEqual([]);
    expect(existsSync(path.join(t.config.STORAGE_DIR, logo))).toBe(false);

    const kept = await db.select().from(donations).where(eq(donations.id, given.id));
    expect(kept[0]).toMatchObject({
      status: 'paid',
      amountCents: 1_000,
      donorUserId: null,
      fundraiserId: null,
      targetType: 'fundraiser',
    });
    const keptReceived = await db.select().from(donations).where(eq(donations.id, received.id));
    expect(keptReceived[0]).toMatchObject({
      amountCents: 2_000,
      nonprofitId: null,
      targetType: 'nonprofit',
    });
    const raised = (await t.app.inject({ url: api('/total-raised') })).json();
    expect(raised.total_raised).toBeGreaterThanOrEqual(30);

    const after = await t.app.inject({ url: api('/sdg-topics'), headers: bearer(me.token) });
    expect(after.statusCode).toBe(401);
  });
});
