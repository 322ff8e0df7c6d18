import { campaignMessages, donationPackageMessages } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDonationPackage, insertNonprofit } from '../../../test/factories';
import { bearer, createTestApp, signUp, type TestApp, textOf } from '../../../test/helpers';
import { donationPackages } from '../../db/schema';

let t: TestApp;
const api = (p: string) => `/pifworld/api/v1${p}`;
const post = (url: string, token: string | null, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: api(url),
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const get = (url: string, token?: string) =>
  t.app.inject({ url: api(url), headers: token ? bearer(token) : {} });
const allPackages = () =>
  t.database.db.select().from(donationPackages).orderBy(donationPackages.id);
const row = async (id: number) =>
  (await t.database.db.select().from(donationPackages).where(eq(donationPackages.id, id)))[0];

async function owner() {
  const user = await signUp(t.app);
  const np = await insertNonprofit(t.database.db, { userId: user.user.id });
  return { ...user, np };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /donation-packages/nonprofit/{id} and GET /donation-packages', () => {
  it("lists a non-profit's packages by amount, in euros, to anyone", async () => {
    const me = await owner();
    const db = t.database.db;
    const big = await insertDonationPackage(db, {
      nonprofitId: me.np.id,
      title: 'Big',
      amountCents: 10_000,
    });
    const small = await insertDonationPackage(db, {
      nonprofitId: me.np.id,
      title: 'Small',
      amountCents: 550,
    });
    const other = await insertNonprofit(db, { userId: me.user.id });
    await insertDonationPackage(db, { nonprofitId: other.id, title: 'Elsewhere' });

    const res = await get(`/donation-packages/nonprofit/${me.np.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: [
        { id: small.id, title: 'Small', amount: 5.5, nonprofits_id: me.np.id },
        { id: big.id, title: 'Big', amount: 100, nonprofits_id: me.np.id },
      ],
    });
    const missing = await get('/donation-packages/nonprofit/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Non-profit not found' });
    expect((await get('/donation-packages/nonprofit/abc')).statusCode).toBe(422);
  });

  it("lists the signed-in user's packages across their non-profits, and 401 for visitors", async () => {
    const me = await owner();
    const second = await insertNonprofit(t.database.db, { userId: me.user.id });
    const stranger = await owner();
    const a = await insertDonationPackage(t.database.db, {
      nonprofitId: me.np.id,
      amountCents: 200,
    });
    const b = await insertDonationPackage(t.database.db, {
      nonprofitId: second.id,
      amountCents: 100,
    });
    await insertDonationPackage(t.database.db, { nonprofitId: stranger.np.id });

    const res = await get('/donation-packages', me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { id: number }) => p.id)).toEqual([a.id, b.id]);
    expect(res.json().data[0]).toEqual({
      id: a.id,
      title: a.title,
      amount: 2,
      nonprofits_id: me.np.id,
      languages: { title: 'en' },
      texts: { en: { title: a.title }, nl: { title: null } },
    });
    const visitor = await get('/donation-packages');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ message: 'Unauthenticated.' });
  });
});

describe('POST /donation-packages', () => {
  it('adds a package to an own non-profit, storing exact cents', async () => {
    const me = await owner();
    const res = await post('/donation-packages', me.token, {
      title: '  Coffee for a volunteer  ',
      amount: 19.99,
      nonprofits_id: me.np.id,
    });
    expect(res.statusCode).toBe(201);
    const { message, donationPackage } = res.json();
    expect(message).toBe(textOf(donationPackageMessages.created));
    expect(donationPackage).toEqual({
      id: expect.any(Number),
      title: 'Coffee for a volunteer',
      amount: 19.99,
      nonprofits_id: me.np.id,
      languages: { title: 'en' },
      texts: { en: { title: 'Coffee for a volunteer' }, nl: { title: null } },
    });
    expect(await row(donationPackage.id)).toMatchObject({ amountCents: 1999 });

    // Text amounts and ids (as a form sends them) and float-unfriendly values are exact too.
    for (const [amount, cents] of [
      ['0.3', 30],
      [1.005e2, 10050],
      [0.07, 7],
      ['100000', 10_000_000],
    ] as const) {
      const made = await post('/donation-packages', me.token, {
        title: `Amount ${amount}`,
        amount,
        nonprofits_id: String(me.np.id),
      });
      expect(made.statusCode, String(amount)).toBe(201);
      expect(await row(made.json().donationPackage.id)).toMatchObject({ amountCents: cents });
    }
    const listed = (await get(`/donation-packages/nonprofit/${me.np.id}`)).json().data;
    expect(listed.map((p: { amount: number }) => p.amount)).toEqual([
      0.07, 0.3, 19.99, 100.5, 100000,
    ]);
  });

  it('answers 401, 403 and 422 and adds nothing', async () => {
    const me = await owner();
    const stranger = await owner();
    const before = await allPackages();

    const visitor = await post('/donation-packages', null, {
      title: 'x',
      amount: 5,
      nonprofits_id: me.np.id,
    });
    expect(visitor.statusCode).toBe(401);
    // A visitor gets 401 whatever the body.
    expect((await post('/donation-packages', null, { amount: 'abc' })).statusCode).toBe(401);

    const forbidden = await post('/donation-packages', me.token, {
      title: 'x',
      amount: 5,
      nonprofits_id: stranger.np.id,
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ message: textOf(donationPackageMessages.forbidden) });

    const cases: [unknown, Record<string, string[]>][] = [
      [
        {},
        {
          title: ['The title field is required.'],
          amount: ['The amount field is required.'],
          nonprofits_id: ['The nonprofits id field is required.'],
        },
      ],
      [
        { title: '   ', amount: 0, nonprofits_id: me.np.id },
        {
          title: ['The title field is required.'],
          amount: ['The amount must be a positive number.'],
        },
      ],
      [
        { title: 'x', amount: -5, nonprofits_id: me.np.id },
        { amount: ['The amount must be a positive number.'] },
      ],
      [
        { title: 'x', amount: 'abc', nonprofits_id: me.np.id },
        { amount: ['The amount must be a positive number.'] },
      ],
      [
        { title: 'x', amount: 12.345, nonprofits_id: me.np.id },
        { amount: ['The amount field must have 0-2 decimal places.'] },
      ],
      [
        { title: 'x', amount: 100000.01, nonprofits_id: me.np.id },
        { amount: ['The amount field must not be greater than 100000.'] },
      ],
      [
        { title: 'x', amount: 5, nonprofits_id: 999999 },
        { nonprofits_id: [textOf(campaignMessages.nonprofitInvalid)] },
      ],
      [
        { title: 'x', amount: 5, nonprofits_id: 'abc' },
        { nonprofits_id: [textOf(campaignMessages.nonprofitInvalid)] },
      ],
    ];
    for (const [payload, errors] of cases) {
      const res = await post('/donation-packages', me.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors, JSON.stringify(payload)).toEqual(errors);
    }
    expect(await allPackages()).toEqual(before);
  });
});

describe('POST /donation-packages/{id}', () => {
  it('updates title and amount; the package may move to another own non-profit', async () => {
    const me = await owner();
    const second = await insertNonprofit(t.database.db, { userId: me.user.id });
    const pkg = await insertDonationPackage(t.database.db, {
      nonprofitId: me.np.id,
      title: 'Old',
      amountCents: 500,
    });
    const res = await post(`/donation-packages/${pkg.id}`, me.token, {
      title: ' New ',
      amount: '7.5',
      nonprofits_id: me.np.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: textOf(donationPackageMessages.updated),
      donationPackage: { id: pkg.id, title: 'New', amount: 7.5, nonprofits_id: me.np.id },
    });
    expect(await row(pkg.id)).toMatchObject({ title: 'New', amountCents: 750 });
    expect((await get(`/donation-packages/nonprofit/${me.np.id}`)).json().data).toEqual([
      {
        id: pkg.id,
        title: 'New',
        amount: 7.5,
        nonprofits_id: me.np.id,
        languages: { title: 'en' },
        texts: { en: { title: 'New' }, nl: { title: null } },
      },
    ]);

    const moved = await post(`/donation-packages/${pkg.id}`, me.token, {
      title: 'New',
      amount: 7.5,
      nonprofits_id: second.id,
    });
    expect(moved.statusCode).toBe(200);
    expect((await get(`/donation-packages/nonprofit/${second.id}`)).json().data).toHaveLength(1);
    expect((await get(`/donation-packages/nonprofit/${me.np.id}`)).json().data).toEqual([]);
  });

  it('answers 401, 403, 404 and 422 without changing anything', async () => {
    const me = await owner();
    const stranger = await owner();
    const pkg = await insertDonationPackage(t.database.db, { nonprofitId: me.np.id });
    const before = await row(pkg.id);
    const body = { title: 'Changed', amount: 1, nonprofits_id: me.np.id };

    expect((await post(`/donation-packages/${pkg.id}`, null, body)).statusCode).toBe(401);
    const forbidden = await post(`/donation-packages/${pkg.id}`, stranger.token, {
      ...body,
      nonprofits_id: stranger.np.id,
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ message: textOf(donationPackageMessages.forbidden) });
    const toStranger = await post(`/donation-packages/${pkg.id}`, me.token, {
      ...body,
      nonprofits_id: stranger.np.id,
    });
    expect(toStranger.statusCode).toBe(403);
    const missing = await post('/donation-packages/999999', me.token, body);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: textOf(donationPackageMessages.notFound) });
    const invalid = await post(`/donation-packages/${pkg.id}`, me.token, {
      title: '',
      amount: 0,
      nonprofits_id: me.np.id,
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      title: ['The title field is required.'],
      amount: ['The amount must be a positive number.'],
    });
    expect(await row(pkg.id)).toEqual(before);
  });
});

describe('POST /donation-packages/delete/{id}', () => {
  it('deletes an own package; 401, 403 and 404 delete nothing', async () => {
    const me = await owner();
    const stranger = await signUp(t.app);
    const pkg = await insertDonationPackage(t.database.db, { nonprofitId: me.np.id });

    expect((await post(`/donation-packages/delete/${pkg.id}`, null)).statusCode).toBe(401);
    const forbidden = await post(`/donation-packages/delete/${pkg.id}`, stranger.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ message: textOf(donationPackageMessages.forbidden) });
    expect((await post('/donation-packages/delete/999999', me.token)).statusCode).toBe(404);
    expect(await row(pkg.id)).toEqual(pkg);

    const res = await post(`/donation-packages/delete/${pkg.id}`, me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: textOf(donationPackageMessages.deleted) });
    expect(await row(pkg.id)).toBeUndefined();
    expect((await get(`/donation-packages/nonprofit/${me.np.id}`)).json().data).toEqual([]);
  });
});
