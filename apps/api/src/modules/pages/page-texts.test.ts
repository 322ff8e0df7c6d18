import type { Language } from '@app/i18n';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertNonprofit, insertSignedInUser } from '../../../test/factories';
import { bearer, testAppWith, textOf } from '../../../test/helpers';
import { form } from '../../../test/images';
import { donationPackages, fundraisers, pageUpdates } from '../../db/schema';

/** Pages written in English and Dutch: what each reader gets, what owners write, what is found. */
const t = testAppWith((app) => {
  const api = (p: string) => `/pifworld/api/v1${p}`;
  return {
    api,
    get: (url: string, lang: Language) =>
      app().app.inject({ url: api(url), headers: { 'accept-language': lang } }),
    post: (url: string, token: string | null, payload: object, lang: Language = 'en') =>
      app().app.inject({
        method: 'POST',
        url: api(url),
        headers: { 'accept-language': lang, ...(token ? bearer(token) : {}) },
        payload,
      }),
  };
});

const word = () => Math.random().toString(36).slice(2, 8);

async function ownerWithNonprofit() {
  const { user, token } = await insertSignedInUser(t.db);
  const nonprofit = await insertNonprofit(t.db, { userId: user.id });
  return { user, token, nonprofit };
}

/** A fundraiser made through the form, with the given text fields. */
async function createFundraiser(token: string, nonprofitId: number, texts: Record<string, string>) {
  const response = await t.post(
    '/fundraisers',
    token,
    form({
      ...texts,
      addressLine1: 'Dorpsstraat 1',
      goal: '500',
      nonprofits_id: String(nonprofitId),
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ fundraiser: { id: number } }>().fundraiser.id;
}

describe('a fundraiser written in English and Dutch', () => {
  it('answers each reader in their language, on its page, its profile and its card', async () => {
    const me = await ownerWithNonprofit();
    const tag = word();
    const id = await createFundraiser(me.token, me.nonprofit.id, {
      name_en: `Dog walks ${tag}`,
      name_nl: `Hondenwandelingen ${tag}`,
      description_en: '<p>We walk the dogs of older neighbours.</p>',
      description_nl: '<p>Wij laten de honden van oudere buren uit.</p>',
    });
    const nl = (await t.get(`/fundraiser/details/${id}`, 'nl')).json().data;
    expect(nl).toMatchObject({
      name: `Hondenwandelingen ${tag}`,
      description: '<p>Wij laten de honden van oudere buren uit.</p>',
      languages: { name: 'nl', description: 'nl' },
    });
    const en = (await t.get(`/fundraiser/details/${id}`, 'en')).json().data;
    expect(en).toMatchObject({ name: `Dog walks ${tag}`, languages: { name: 'en' } });
    expect(en.texts).toMatchObject({
      en: { name: `Dog walks ${tag}` },
      nl: { name: `Hondenwandelingen ${tag}` },
    });
    const profile = (await t.get(`/fundraiser-profile/${id}`, 'nl')).json().data;
    expect(profile).toMatchObject({ name: `Hondenwandelingen ${tag}`, languages: { name: 'nl' } });
    const cards = (await t.get(`/fundraisers?search=${tag}`, 'nl')).json().data;
    expect(cards.find((card: { id: number }) => card.id === id)).toMatchObject({
      name: `Hondenwandelingen ${tag}`,
      languages: { name: 'nl', description: 'nl' },
    });
  });

  it("gives the other language's text, marked, where the reader's is missing", async () => {
    const me = await ownerWithNonprofit();
    const tag = word();
    const id = await createFundraiser(me.token, me.nonprofit.id, {
      name_nl: `Alleen Nederlands ${tag}`,
      description_en: '<p>Only the story is in English.</p>',
    });
    const [row] = await t.db.select().from(fundraisers).where(eq(fundraisers.id, id));
    expect(row).toMatchObject({
      language: 'nl',
      name: `Alleen Nederlands ${tag}`,
      description: null,
      translation: { description: '<p>Only the story is in English.</p>' },
    });
    const en = (await t.get(`/fundraiser/details/${id}`, 'en')).json().data;
    expect(en).toMatchObject({
      name: `Alleen Nederlands ${tag}`,
      description: '<p>Only the story is in English.</p>',
      languages: { name: 'nl', description: 'en' },
    });
    const cards = (await t.get(`/fundraisers?search=${tag}`, 'en')).json().data;
    expect(cards[0]).toMatchObject({ id, languages: { name: 'nl', description: 'en' } });
  });

  it('takes a plain field as the text in the request language, keeping the other', async () => {
    const me = await ownerWithNonprofit();
    const tag = word();
    const id = await createFundraiser(me.token, me.nonprofit.id, {
      name_en: `Dog walks ${tag}`,
      name_nl: `Hondenwandelingen ${tag}`,
    });
    const response = await t.post(
      `/fundraiser-profile/${id}`,
      me.token,
      form({ name: `Honden uitlaten ${tag}` }),
      'nl',
    );
    expect(response.statusCode, response.body).toBe(200);
    const texts = (await t.get(`/fundraiser/details/${id}`, 'en')).json().data.texts;
    expect(texts).toMatchObject({
      en: { name: `Dog walks ${tag}` },
      nl: { name: `Honden uitlaten ${tag}` },
    });
  });

  it('refuses a fundraiser without a name in any language (422, in both languages)', async () => {
    const me = await ownerWithNonprofit();
    const before = await t.db.select({ id: fundraisers.id }).from(fundraisers);
    for (const lang of ['en', 'nl'] as const) {
      const response = await t.post(
        '/fundraisers',
        me.token,
        form({
          name_en: ' ',
          addressLine1: 'Dorpsstraat 1',
          goal: '5',
          nonprofits_id: String(me.nonprofit.id),
        }),
        lang,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.name).toEqual([textOf('field.required', lang, 'name')]);
    }
    expect(await t.db.select({ id: fundraisers.id }).from(fundraisers)).toEqual(before);
  });

  it('is found by Dutch and English stems alike in the header search', async () => {
    const me = await ownerWithNonprofit();
    const tag = word();
    const id = await createFundraiser(me.token, me.nonprofit.id, {
      name_en: `Dog walks ${tag}`,
      name_nl: `Honden uitlaten ${tag}`,
      description_en: '<p>Walking the dogs of the neighbourhood.</p>',
      description_nl: '<p>Hondenwandelingen met de honden uit de buurt.</p>',
    });
    for (const [query, lang, title] of [
      ['hond', 'nl', `Honden uitlaten ${tag}`],
      ['honden', 'nl', `Honden uitlaten ${tag}`],
      ['dog', 'en', `Dog walks ${tag}`],
      ['dogs', 'nl', `Honden uitlaten ${tag}`],
    ] as const) {
      const found = (
        await t.get(`/universal-search/${encodeURIComponent(`${query} ${tag}`)}`, lang)
      ).json().data;
      expect(found, query).toContainEqual(
        expect.objectContaining({ id, type: 'fundraiser', title, title_lang: lang }),
      );
    }
  });
});

describe('donation packages in both languages', () => {
  it('writes a title per language, and falls back marked', async () => {
    const me = await ownerWithNonprofit();
    const created = await t.post('/donation-packages', me.token, {
      title_nl: 'Een week voer',
      amount: 10,
      nonprofits_id: me.nonprofit.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().donationPackage;
    const [en] = (await t.get(`/donation-packages/nonprofit/${me.nonprofit.id}`, 'en')).json().data;
    expect(en).toMatchObject({ id, title: 'Een week voer', languages: { title: 'nl' } });
    const updated = await t.post(`/donation-packages/${id}`, me.token, {
      title: 'A week of food',
      amount: 10,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().donationPackage).toMatchObject({
      title: 'A week of food',
      languages: { title: 'en' },
      texts: { en: { title: 'A week of food' }, nl: { title: 'Een week voer' } },
    });
  });

  it('answers 401, 403 and 422 to the new fields, writing nothing', async () => {
    const me = await ownerWithNonprofit();
    const stranger = await insertSignedInUser(t.db);
    const count = async () => (await t.db.select().from(donationPackages)).length;
    const before = await count();
    const body = { title_nl: 'Voer', amount: 5, nonprofits_id: me.nonprofit.id };
    expect((await t.post('/donation-packages', null, body)).statusCode).toBe(401);
    expect((await t.post('/donation-packages', stranger.token, body)).statusCode).toBe(403);
    const blank = await t.post('/donation-packages', me.token, { ...body, title_nl: '' }, 'nl');
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.title).toEqual([textOf('field.required', 'nl', 'title')]);
    const long = await t.post('/donation-packages', me.token, {
      ...body,
      title_en: 'x'.repeat(256),
    });
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().errors)).toEqual(['title_en']);
    const hostile = await t.post('/donation-packages', me.token, { ...body, title_nl: 'a\u0000b' });
    expect(hostile.statusCode).toBeLessThan(500);
    expect(await count()).toBe(before);
  });
});

describe('page updates in both languages', () => {
  it('posts a Dutch update that an English reader gets marked as Dutch', async () => {
    const me = await ownerWithNonprofit();
    const posted = await t.post('/page-updates', me.token, {
      page_type: 'nonprofit',
      page_id: me.nonprofit.id,
      title_nl: 'Nieuwe hondenmanden',
      content_nl: '<p>Dankzij jullie hebben we nieuwe manden.</p>',
      update_type: 'news',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const [row] = await t.db
      .select()
      .from(pageUpdates)
      .where(eq(pageUpdates.nonprofitId, me.nonprofit.id));
    expect(row).toMatchObject({ language: 'nl', title: 'Nieuwe hondenmanden' });
    const timeline = (await t.get(`/page-updates/nonprofit/${me.nonprofit.id}`, 'en')).json();
    expect(timeline.data[0]).toMatchObject({
      title: 'Nieuwe hondenmanden',
      languages: { title: 'nl', content: 'nl' },
    });
  });

  it('refuses an update without content in any language', async () => {
    const me = await ownerWithNonprofit();
    const response = await t.post('/page-updates', me.token, {
      page_type: 'nonprofit',
      page_id: me.nonprofit.id,
      title_en: 'News',
      update_type: 'news',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['content']);
  });
});
