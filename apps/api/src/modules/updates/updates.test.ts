import { updateMessages } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFundraiser, insertNonprofit, insertSignedInUser } from '../../../test/factories';
import { bearer, createTestApp, type TestApp, textOf } from '../../../test/helpers';
import { companies, events, fundraisers, media, pageUpdates } from '../../db/schema';

let t: TestApp;
const api = (p: string) => `/pifworld/api/v1${p}`;
const member = (name?: string) => insertSignedInUser(t.database.db, name ? { name } : {});

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An owner with a company, a non-profit (with an event) and a fundraiser for it. */
async function pagesOf(name = 'Owner') {
  const db = t.database.db;
  const owner = await member(name);
  const [company] = await db
    .insert(companies)
    .values({ userId: owner.user.id, name: `${name} BV` })
    .returning();
  const nonprofit = await insertNonprofit(db, { userId: owner.user.id, name: `${name} Stichting` });
  const [event] = await db
    .insert(events)
    .values({ nonprofitId: nonprofit.id, userId: owner.user.id, title: `${name} Gala` })
    .returning();
  const fundraiser = await insertFundraiser(db, {
    userId: owner.user.id,
    nonprofitId: nonprofit.id,
    name: `${name} Run`,
  });
  return { owner, company: company!, nonprofit, event: event!, fundraiser };
}

const post = (token: string | null, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: api('/page-updates'),
    headers: token ? bearer(token) : {},
    payload,
  });
const timeline = (type: string, id: number | string, query = '', token?: string) =>
  t.app.inject({
    url: api(`/page-updates/${type}/${id}${query}`),
    headers: token ? bearer(token) : {},
  });
const feed = (token: string | null, query = '') =>
  t.app.inject({ url: api(`/newsfeed${query}`), headers: token ? bearer(token) : {} });
const follow = async (token: string, type: string, id: number) =>
  expect(
    (
      await t.app.inject({
        method: 'POST',
        url: api('/follows'),
        headers: bearer(token),
        payload: { type, id },
      })
    ).statusCode,
  ).toBe(201);
const deactivate = (id: number) =>
  t.database.db.update(fundraisers).set({ active: false }).where(eq(fundraisers.id, id));
const allUpdates = () => t.database.db.select().from(pageUpdates).orderBy(pageUpdates.id);

const valid = (page_type: string, page_id: number) => ({
  page_type,
  page_id,
  title: 'We reached our goal',
  content: '<p>Thank you all!</p>',
  update_type: 'milestone',
});

describe('POST /page-updates', () => {
  it('posts a sanitised update on an own page and shows it on the timeline', async () => {
    const { owner, nonprofit, event } = await pagesOf('Anna');
    const res = await post(owner.token, {
      ...valid('nonprofit', nonprofit.id),
      title: '  Gala announced  ',
      content:
        '<p>Join us at <a href="www.example.org">our gala</a></p><img src=x onerror=alert(1)><script>alert(1)</script>',
      update_type: 'event',
      location: 'client-site',
      topic: 'marketing',
      event_type: 'conference',
      event_id: event.id,
      user_id: 999_999,
    });
    expect(res.statusCode).toBe(201);
    const { message, data } = res.json();
    expect(message).toBe(textOf(updateMessages.posted));
    expect(data).toEqual({
      id: expect.any(Number),
      title: 'Gala announced',
      content:
        '<p>Join us at <a href="https://www.example.org" target="_blank" rel="noopener noreferrer">our gala</a></p>',
      picture: null,
      picture_alt: null,
      link_url: null,
      video_url: null,
      update_type: 'event',
      location: 'client-site',
      topic: 'marketing',
      event_type: 'conference',
      event: { id: event.id, title: 'Anna Gala' },
      created_at: expect.any(String),
      author: { id: owner.user.id, name: 'Anna' },
      languages: { title: 'en', content: 'en' },
      page: {
        type: 'nonprofit',
        id: nonprofit.id,
        name: 'Anna Stichting',
        link: `/nonprofit-details/${nonprofit.id}`,
      },
    });
    const shown = await timeline('nonprofit', nonprofit.id);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      data: [data],
      meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 },
    });
    const details = await t.app.inject({ url: api(`/nonprofit/details/${nonprofit.id}`) });
    expect(details.json().data.updates_count).toBe(1);
  });

  it('posts on companies and fundraisers too, with empty optional choices left out', async () => {
    const { owner, company, fundraiser, event } = await pagesOf('Bram');
    const onCompany = await post(owner.token, {
      ...valid('company', company.id),
      location: '',
      topic: null,
      event_type: '',
      event_id: '',
    });
    expect(onCompany.statusCode).toBe(201);
    expect(onCompany.json().data).toMatchObject({
      location: null,
      topic: null,
      event_type: null,
      event: null,
      page: {
        type: 'company',
        id: company.id,
        name: 'Bram BV',
        link: `/company-details/${company.id}`,
      },
    });
    const onFundraiser = await post(owner.token, {
      ...valid('fundraiser', fundraiser.id),
      update_type: 'news',
      event_id: event.id,
    });
    expect(onFundraiser.statusCode).toBe(201);
    expect(onFundraiser.json().data).toMatchObject({
      event: { id: event.id, title: 'Bram Gala' },
      page: {
        type: 'fundraiser',
        id: fundraiser.id,
        name: 'Bram Run',
        link: `/fundraiser-details/${fundraiser.id}`,
      },
    });
    expect((await timeline('company', company.id)).json().data).toHaveLength(1);
    expect((await timeline('fundraiser', fundraiser.id)).json().data).toHaveLength(1);
    // The details pages count them ('News and update').
    for (const path of [`/company/details/${company.id}`, `/fundraiser-details/${fundraiser.id}`]) {
      const details = await t.app.inject({ url: api(path) });
      expect(details.json().data.updates_count).toBe(1);
    }
  });

  it('carries a picture of the own library, a link and a video; the choices may all be left out', async () => {
    const { owner, fundraiser } = await pagesOf('Cato');
    await t.database.db.insert(media).values({ userId: owner.user.id, file: 'cato-run.webp' });
    const res = await post(owner.token, {
      page_type: 'fundraiser',
      page_id: fundraiser.id,
      title: 'Halfway there',
      content: '<p>Thank you!</p>',
      update_type: 'milestone',
      picture: 'cato-run.webp',
      link_url: 'www.example.org/route',
      video_url: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      picture: 'cato-run.webp',
      link_url: 'https://www.example.org/route',
      video_url: 'https://youtu.be/dQw4w9WgXcQ',
      location: null,
      topic: null,
      event_type: null,
    });
    const [shown] = (await timeline('fundraiser', fundraiser.id)).json().data;
    expect(shown).toMatchObject({
      picture: 'cato-run.webp',
      link_url: 'https://www.example.org/route',
    });
  });

  it("describes the picture in both languages, the reader's first, and only with a picture", async () => {
    const { owner, fundraiser } = await pagesOf('Hanna');
    await t.database.db.insert(media).values({ userId: owner.user.id, file: 'hanna-well.webp' });
    const res = await post(owner.token, {
      ...valid('fundraiser', fundraiser.id),
      picture: 'hanna-well.webp',
      picture_alt_en: '  Children drink from the new well  ',
      picture_alt_nl: 'Kinderen drinken uit de nieuwe put',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      picture_alt: 'Children drink from the new well',
      languages: { title: 'en', content: 'en', picture_alt: 'en' },
    });
    const [dutch] = (await timeline('fundraiser', fundraiser.id, '?lang=nl')).json().data;
    expect(dutch).toMatchObject({
      picture_alt: 'Kinderen drinken uit de nieuwe put',
      // The title was written in English only: it says so, the alt text is Dutch.
      languages: { title: 'en', picture_alt: 'nl' },
    });
    const [stored] = await t.database.db
      .select()
      .from(pageUpdates)
      .where(eq(pageUpdates.id, res.json().data.id));
    expect(stored).toMatchObject({
      pictureAlt: 'Children drink from the new well',
      translation: { pictureAlt: 'Kinderen drinken uit de nieuwe put' },
    });

    // Written in one language only, the other reader gets it marked with its language.
    const english = await post(owner.token, {
      ...valid('fundraiser', fundraiser.id),
      picture: 'hanna-well.webp',
      picture_alt: 'The well at dawn',
    });
    const [latest] = (await timeline('fundraiser', fundraiser.id, '?lang=nl')).json().data;
    expect(latest).toMatchObject({
      id: english.json().data.id,
      picture_alt: 'The well at dawn',
      languages: { picture_alt: 'en' },
    });

    // Without a picture there is nothing to describe: the text is not kept.
    const bare = await post(owner.token, {
      ...valid('fundraiser', fundraiser.id),
      picture_alt: 'A picture that was never chosen',
    });
    expect(bare.statusCode).toBe(201);
    expect(bare.json().data.picture_alt).toBeNull();
    expect(bare.json().data.languages).not.toHaveProperty('picture_alt');
    const [kept] = await t.database.db
      .select()
      .from(pageUpdates)
      .where(eq(pageUpdates.id, bare.json().data.id));
    expect(kept).toMatchObject({ pictureAlt: null, translation: {} });
  });

  it('refuses a picture description that is too long, in any language, posting nothing', async () => {
    const { owner, fundraiser } = await pagesOf('Ivo');
    await t.database.db.insert(media).values({ userId: owner.user.id, file: 'ivo.webp' });
    const before = await allUpdates();
    for (const field of ['picture_alt', 'picture_alt_en', 'picture_alt_nl']) {
      const res = await post(owner.token, {
        ...valid('fundraiser', fundraiser.id),
        picture: 'ivo.webp',
        [field]: 'x'.repeat(251),
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    const dutch = await t.app.inject({
      method: 'POST',
      url: api('/page-updates?lang=nl'),
      headers: bearer(owner.token),
      payload: { ...valid('fundraiser', fundraiser.id), picture_alt: 'x'.repeat(251) },
    });
    expect(dutch.json().errors.picture_alt[0]).toContain('beschrijving van de afbeelding');
    // Hostile values: not text, or control characters, answer 422 or keep them as text.
    const hostile = await post(owner.token, {
      ...valid('fundraiser', fundraiser.id),
      picture: 'ivo.webp',
      picture_alt: { $ne: 1 },
      picture_alt_nl: ['a'],
    });
    expect(hostile.statusCode).toBe(422);
    expect(await allUpdates()).toEqual(before);
  });

  it("refuses someone else's picture and links that are not http(s), posting nothing", async () => {
    const { owner, fundraiser } = await pagesOf('Dirk');
    const other = await member('Eva');
    await t.database.db.insert(media).values({ userId: other.user.id, file: 'eva-only.webp' });
    const before = await allUpdates();
    const res = await post(owner.token, {
      ...valid('fundraiser', fundraiser.id),
      picture: 'eva-only.webp',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ picture: [textOf(updateMessages.pictureInvalid)] });
    const links = await post(owner.token, {
      ...valid('fundraiser', fundraiser.id),
      link_url: 'javascript:alert(1)',
      video_url: 'data:text/html,hi',
    });
    expect(links.statusCode).toBe(422);
    expect(links.json().errors).toEqual({
      link_url: ['The link field must be a valid URL.'],
      video_url: ['The video field must be a valid URL.'],
    });
    const hostile = await post(owner.token, {
      ...valid('fundraiser', fundraiser.id),
      link_url: 'https://x.org/\u0000'.repeat(100),
      picture: { file: 1 },
    });
    expect(hostile.statusCode).toBe(422);
    expect(await allUpdates()).toEqual(before);
  });

  it('answers 401, 403 and 404, posting nothing', async () => {
    const { company, nonprofit, fundraiser } = await pagesOf();
    const stranger = await member();
    const before = await allUpdates();
    expect((await post(null, valid('company', company.id))).statusCode).toBe(401);
    expect((await post(null, {})).statusCode).toBe(401);
    for (const [type, id] of [
      ['company', company.id],
      ['nonprofit', nonprofit.id],
      ['fundraiser', fundraiser.id],
    ] as const) {
      const res = await post(stranger.token, valid(type, id));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: textOf(updateMessages.forbidden) });
    }
    const missing: [string, string][] = [
      ['company', 'Company not found.'],
      ['nonprofit', 'Non-profit not found'],
      ['fundraiser', 'Fundraiser not found'],
    ];
    for (const [type, message] of missing) {
      const res = await post(stranger.token, valid(type, 999_999));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message });
    }
    expect(await allUpdates()).toEqual(before);
  });

  it('answers 422 per field, posting nothing', async () => {
    const { owner, company, nonprofit, fundraiser } = await pagesOf();
    const otherEvent = (await pagesOf('Other')).event;
    const before = await allUpdates();

    const empty = await post(owner.token, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      page_type: ['The page type field is required.'],
      page_id: ['The page id field is required.'],
      title: ['The title field is required.'],
      content: ['The content field is required.'],
      update_type: ['The update type field is required.'],
    });

    const wrong = await post(owner.token, {
      ...valid('nonprofit', nonprofit.id),
      title: 'x'.repeat(201),
      update_type: 'gossip',
      location: 'moon',
      topic: 'finance',
      event_type: 'party',
      event_id: 'abc',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      title: ['The title field must not be greater than 200 characters.'],
      update_type: ['The selected update type is invalid.'],
      location: ['The selected location is invalid.'],
      topic: ['The selected topic is invalid.'],
      event_type: ['The selected event type is invalid.'],
      event_id: ['The event id field must be an integer.'],
    });
    expect((await post(owner.token, valid('planet', nonprofit.id))).json().errors).toEqual({
      page_type: ['The selected page type is invalid.'],
    });

    const scriptOnly = await post(owner.token, {
      ...valid('nonprofit', nonprofit.id),
      content: '<script>alert(1)</script><p> </p>',
    });
    expect(scriptOnly.statusCode).toBe(422);
    expect(scriptOnly.json().errors).toEqual({ content: [textOf(updateMessages.contentRequired)] });

    for (const [type, id, eventId] of [
      ['nonprofit', nonprofit.id, otherEvent.id],
      ['fundraiser', fundraiser.id, otherEvent.id],
      ['nonprofit', nonprofit.id, 999_999],
      ['company', company.id, otherEvent.id],
    ] as const) {
      const res = await post(owner.token, { ...valid(type, id), event_id: eventId });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ event_id: [textOf(updateMessages.eventInvalid)] });
    }
    expect(await allUpdates()).toEqual(before);
  });
});

describe('GET /page-updates/{type}/{id}', () => {
  it("lists a page's updates newest first, paged, and nothing of other pages", async () => {
    const { owner, nonprofit, fundraiser } = await pagesOf();
    const ids: number[] = [];
    for (const title of ['First', 'Second', 'Third']) {
      const res = await post(owner.token, { ...valid('nonprofit', nonprofit.id), title });
      ids.push(res.json().data.id);
    }
    await post(owner.token, { ...valid('fundraiser', fundraiser.id), title: 'Elsewhere' });

    const first = (await timeline('nonprofit', nonprofit.id, '?per_page=2')).json();
    expect(first.data.map((u: { title: string }) => u.title)).toEqual(['Third', 'Second']);
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    const second = (await timeline('nonprofit', nonprofit.id, '?per_page=2&page=2')).json();
    expect(second.data.map((u: { id: number }) => u.id)).toEqual([ids[0]]);

    expect((await timeline('nonprofit', 999_999)).statusCode).toBe(404);
    expect((await timeline('planet', nonprofit.id)).statusCode).toBe(422);
    expect((await timeline('nonprofit', 'abc')).statusCode).toBe(422);
    expect((await timeline('nonprofit', nonprofit.id, '?per_page=1000')).statusCode).toBe(422);
  });

  it("shows an inactive fundraiser's timeline to its owner only", async () => {
    const { owner, fundraiser } = await pagesOf();
    const stranger = await member();
    await post(owner.token, valid('fundraiser', fundraiser.id));
    await deactivate(fundraiser.id);
    expect((await timeline('fundraiser', fundraiser.id, '', owner.token)).json().data).toHaveLength(
      1,
    );
    for (const token of [stranger.token, undefined]) {
      const res = await timeline('fundraiser', fundraiser.id, '', token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        message: "You don't have permission to view this fundraiser",
      });
    }
  });
});

describe('GET /newsfeed', () => {
  it('shows updates of the followed companies, non-profits and fundraisers, newest first', async () => {
    const a = await pagesOf('Cas');
    const b = await pagesOf('Dewi');
    const follower = await member();
    const bystander = await member();
    await follow(follower.token, 'company', a.company.id);
    await follow(follower.token, 'nonprofit', b.nonprofit.id);
    await follow(follower.token, 'fundraiser', a.fundraiser.id);

    const titles: string[] = [];
    const postAs = async (token: string, type: string, id: number, title: string) => {
      const res = await post(token, { ...valid(type, id), title });
      expect(res.statusCode).toBe(201);
      titles.push(title);
    };
    await postAs(a.owner.token, 'company', a.company.id, 'Company news');
    await postAs(b.owner.token, 'nonprofit', b.nonprofit.id, 'Non-profit news');
    await postAs(a.owner.token, 'fundraiser', a.fundraiser.id, 'Fundraiser news');
    // Not followed by the follower:
    await post(a.owner.token, { ...valid('nonprofit', a.nonprofit.id), title: 'Unfollowed' });
    await post(b.owner.token, { ...valid('company', b.company.id), title: 'Also unfollowed' });

    const res = await feed(follower.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((u: { title: string }) => u.title)).toEqual([...titles].reverse());
    expect(body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 3 });
    expect(body.data[0]).toMatchObject({
      author: { id: a.owner.user.id, name: 'Cas' },
      page: { type: 'fundraiser', id: a.fundraiser.id, name: 'Cas Run' },
    });
    const paged = (await feed(follower.token, '?per_page=2&page=2')).json();
    expect(paged.data.map((u: { title: string }) => u.title)).toEqual(['Company news']);
    expect(paged.meta).toMatchObject({ current_page: 2, last_page: 2, total: 3 });

    expect((await feed(bystander.token)).json()).toMatchObject({
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 },
    });
    expect((await feed(null)).statusCode).toBe(401);
    expect((await feed(null, '?page=0')).statusCode).toBe(401);
    expect((await feed(follower.token, '?page=0')).statusCode).toBe(422);
  });

  it("leaves out an inactive fundraiser's updates", async () => {
    const { owner, fundraiser } = await pagesOf();
    const follower = await member();
    await follow(follower.token, 'fundraiser', fundraiser.id);
    await post(owner.token, valid('fundraiser', fundraiser.id));
    expect((await feed(follower.token)).json().data).toHaveLength(1);
    await deactivate(fundraiser.id);
    expect((await feed(follower.token)).json().data).toEqual([]);
  });
});

describe('DELETE /page-updates/{id}', () => {
  it('lets the page owner delete an update; others get 401, 403 or 404', async () => {
    const { owner, company } = await pagesOf();
    const follower = await member();
    await follow(follower.token, 'company', company.id);
    const id = (await post(owner.token, valid('company', company.id))).json().data.id as number;
    const stranger = await member();
    const del = (token: string | null, updateId: number | string = id) =>
      t.app.inject({
        method: 'DELETE',
        url: api(`/page-updates/${updateId}`),
        headers: token ? bearer(token) : {},
      });

    expect((await del(null)).statusCode).toBe(401);
    const forbidden = await del(stranger.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ message: textOf(updateMessages.forbiddenDelete) });
    const missing = await del(owner.token, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: textOf(updateMessages.notFound) });
    expect((await del(owner.token, 'abc')).statusCode).toBe(422);
    expect((await timeline('company', company.id)).json().data).toHaveLength(1);

    const res = await del(owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: textOf(updateMessages.deleted) });
    expect((await timeline('company', company.id)).json().data).toEqual([]);
    expect((await feed(follower.token)).json().data).toEqual([]);
    expect((await del(owner.token)).statusCode).toBe(404);
  });
});
