import type { Language } from '@app/i18n';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  insertCompany,
  insertCompanyEvent,
  insertEvent,
  insertFundraiser,
  insertNonprofit,
  insertProject,
  insertSignedInUser,
} from '../../../test/factories';
import { bearer, testAppWith, textOf } from '../../../test/helpers';
import { form } from '../../../test/images';
import { companies, companyEvents, events, nonprofits, projects } from '../../db/schema';
import type { Db } from '../../db/client';

/**
 * Writing the texts of non-profits, events, projects, companies and company events in English
 * and Dutch (`name_en` / `name_nl` beside `name`), and reading each language back (ADR 043).
 */
const t = testAppWith((app) => {
  const api = (p: string) => `/pifworld/api/v1${p}`;
  return {
    get: (url: string, lang: Language) =>
      app().app.inject({ url: api(url), headers: { 'accept-language': lang } }),
    post: (url: string, token: string | null, fields: Record<string, string>, lang: Language) =>
      app().app.inject({
        method: 'POST',
        url: api(url),
        headers: { 'accept-language': lang, ...(token ? bearer(token) : {}) },
        payload: form(fields),
      }),
  };
});

const word = () => Math.random().toString(36).slice(2, 8);

type Owner = Awaited<ReturnType<typeof owner>>;

/** A signed-in user with a non-profit and a company of their own. */
async function owner() {
  const { user, token } = await insertSignedInUser(t.db);
  const nonprofit = await insertNonprofit(t.db, { userId: user.id });
  const company = await insertCompany(t.db, { userId: user.id });
  return { user, token, nonprofit, company };
}

interface Kind {
  type: string;
  /** The required text's field (`title` for an event, `name` for the others). */
  name: 'name' | 'title';
  create: string;
  update: (id: number) => string;
  /** The fields beside the texts that a new one needs. */
  needs: (me: Owner) => Record<string, string>;
  /** An existing page of `me`, made directly in the database. */
  insert: (db: Db, me: Owner) => Promise<number>;
  /** The stored row's texts. */
  row: (db: Db, id: number) => Promise<Record<string, unknown> | undefined>;
  /** How many rows the kind has (to show a refused write wrote nothing). */
  count: (db: Db) => Promise<number>;
  idOf: (body: Record<string, { id: number }>) => number;
}

const kinds: Kind[] = [
  {
    type: 'nonprofit',
    name: 'name',
    create: '/nonprofits',
    update: (id) => `/nonprofit-profile/${id}`,
    needs: () => ({}),
    insert: async (db, me) => (await insertNonprofit(db, { userId: me.user.id })).id,
    row: async (db, id) => (await db.select().from(nonprofits).where(eq(nonprofits.id, id)))[0],
    count: async (db) => (await db.select({ id: nonprofits.id }).from(nonprofits)).length,
    idOf: (body) => body.nonprofit!.id,
  },
  {
    type: 'event',
    name: 'title',
    create: '/event',
    update: (id) => `/event/${id}`,
    needs: (me) => ({ nonprofits_id: String(me.nonprofit.id) }),
    insert: async (db, me) =>
      (await insertEvent(db, { userId: me.user.id, nonprofitId: me.nonprofit.id })).id,
    row: async (db, id) => (await db.select().from(events).where(eq(events.id, id)))[0],
    count: async (db) => (await db.select({ id: events.id }).from(events)).length,
    idOf: (body) => body.event!.id,
  },
  {
    type: 'project',
    name: 'name',
    create: '/project',
    update: (id) => `/project/${id}`,
    needs: (me) => ({ nonprofits_id: String(me.nonprofit.id) }),
    insert: async (db, me) =>
      (await insertProject(db, { userId: me.user.id, nonprofitId: me.nonprofit.id })).id,
    row: async (db, id) => (await db.select().from(projects).where(eq(projects.id, id)))[0],
    count: async (db) => (await db.select({ id: projects.id }).from(projects)).length,
    idOf: (body) => body.project!.id,
  },
  {
    type: 'company',
    name: 'name',
    create: '/companies',
    update: (id) => `/company-profile/${id}`,
    needs: () => ({}),
    insert: async (db, me) => (await insertCompany(db, { userId: me.user.id })).id,
    row: async (db, id) => (await db.select().from(companies).where(eq(companies.id, id)))[0],
    count: async (db) => (await db.select({ id: companies.id }).from(companies)).length,
    idOf: (body) => body.company!.id,
  },
  {
    type: 'company-event',
    name: 'name',
    create: '/company-events',
    update: (id) => `/company-events/${id}`,
    needs: (me) => ({ company_id: String(me.company.id), nonprofit_id: String(me.nonprofit.id) }),
    insert: async (db, me) =>
      (
        await insertCompanyEvent(db, {
          userId: me.user.id,
          companyId: me.company.id,
          nonprofitId: me.nonprofit.id,
        })
      ).id,
    row: async (db, id) =>
      (await db.select().from(companyEvents).where(eq(companyEvents.id, id)))[0],
    count: async (db) => (await db.select({ id: companyEvents.id }).from(companyEvents)).length,
    idOf: (body) => body.company_event!.id,
  },
];

describe.each(kinds)('a $type written in English and Dutch', (kind) => {
  it('is stored in both languages and read back in each', async () => {
    const me = await owner();
    const tag = word();
    const created = await t.post(
      kind.create,
      me.token,
      {
        ...kind.needs(me),
        [`${kind.name}_en`]: `Clean water ${tag}`,
        [`${kind.name}_nl`]: `Schoon water ${tag}`,
        description_en: '<p>Wells for villages.</p>',
        description_nl: '<p>Putten voor dorpen.</p>',
      },
      'en',
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = kind.idOf(created.json());
    expect(await kind.row(t.db, id)).toMatchObject({
      language: 'en',
      [kind.name]: `Clean water ${tag}`,
      description: '<p>Wells for villages.</p>',
      translation: {
        [kind.name]: `Schoon water ${tag}`,
        description: '<p>Putten voor dorpen.</p>',
      },
    });
    const nl = (await t.get(`/${kind.type}/details/${id}`, 'nl')).json().data;
    expect(nl).toMatchObject({
      name: `Schoon water ${tag}`,
      description: '<p>Putten voor dorpen.</p>',
      languages: { name: 'nl', description: 'nl' },
    });
    const en = (await t.get(`/${kind.type}/details/${id}`, 'en')).json().data;
    expect(en).toMatchObject({
      name: `Clean water ${tag}`,
      description: '<p>Wells for villages.</p>',
      languages: { name: 'en', description: 'en' },
    });
  });

  it('takes a page written only in Dutch as a Dutch page, and adds English to it', async () => {
    const me = await owner();
    const tag = word();
    const created = await t.post(
      kind.create,
      me.token,
      { ...kind.needs(me), [kind.name]: `Alleen Nederlands ${tag}` },
      'nl',
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = kind.idOf(created.json());
    expect(await kind.row(t.db, id)).toMatchObject({
      language: 'nl',
      [kind.name]: `Alleen Nederlands ${tag}`,
      translation: {},
    });
    const updated = await t.post(
      kind.update(id),
      me.token,
      { [`${kind.name}_en`]: `English too ${tag}` },
      'nl',
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await kind.row(t.db, id)).toMatchObject({
      language: 'nl',
      [kind.name]: `Alleen Nederlands ${tag}`,
      translation: { [kind.name]: `English too ${tag}` },
    });
    const en = (await t.get(`/${kind.type}/details/${id}`, 'en')).json().data;
    expect(en).toMatchObject({ name: `English too ${tag}`, languages: { name: 'en' } });
    expect(en.texts).toMatchObject({
      en: { name: `English too ${tag}` },
      nl: { name: `Alleen Nederlands ${tag}` },
    });
  });

  it(`answers 422 in both languages when the ${kind.name} is missing in both, writing nothing`, async () => {
    const me = await owner();
    const before = await kind.count(t.db);
    for (const lang of ['en', 'nl'] as const) {
      const refused = await t.post(
        kind.create,
        me.token,
        { ...kind.needs(me), [`${kind.name}_en`]: ' ', description_nl: '<p>Zonder naam</p>' },
        lang,
      );
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().errors[kind.name]).toEqual([textOf('field.required', lang, kind.name)]);
    }
    expect(await kind.count(t.db)).toBe(before);
  });

  it('answers 401 without a session and 403 on a page of someone else, changing nothing', async () => {
    const me = await owner();
    const other = await owner();
    const id = await kind.insert(t.db, me);
    const row = await kind.row(t.db, id);
    const change = { [`${kind.name}_nl`]: 'Niet van jou' };
    const visitor = await t.post(kind.create, null, { ...kind.needs(me), ...change }, 'en');
    expect(visitor.statusCode).toBe(401);
    expect((await t.post(kind.update(id), null, change, 'en')).statusCode).toBe(401);
    expect((await t.post(kind.update(id), other.token, change, 'nl')).statusCode).toBe(403);
    expect(await kind.row(t.db, id)).toEqual(row);
  });
});

describe('linked pages inside another answer', () => {
  it("name the non-profit, event and page in the reader's language where they have it", async () => {
    const me = await owner();
    const tag = word();
    const nonprofit = await insertNonprofit(t.db, {
      userId: me.user.id,
      name: `Clean Water ${tag}`,
      language: 'en',
      translation: { name: `Schoon Water ${tag}` },
    });
    // A Dutch event without an English title keeps its Dutch title for every reader.
    const event = await insertEvent(t.db, {
      userId: me.user.id,
      nonprofitId: nonprofit.id,
      title: `Zwemtocht ${tag}`,
      language: 'nl',
    });
    const fundraiser = await insertFundraiser(t.db, {
      userId: me.user.id,
      nonprofitId: nonprofit.id,
      eventId: event.id,
      name: `Swim ${tag}`,
    });
    await insertCompanyEvent(t.db, {
      userId: me.user.id,
      companyId: me.company.id,
      nonprofitId: nonprofit.id,
      name: `Ride ${tag}`,
    });

    const card = (lang: Language) =>
      t.get(`/fundraisers?search=Swim ${tag}`, lang).then((response) => response.json().data[0]);
    expect(await card('nl')).toMatchObject({
      id: fundraiser.id,
      nonprofit: { id: nonprofit.id, name: `Schoon Water ${tag}` },
      event: { id: event.id, name: `Zwemtocht ${tag}` },
    });
    expect((await card('en')).nonprofit.name).toBe(`Clean Water ${tag}`);

    const details = (await t.get(`/fundraiser/details/${fundraiser.id}`, 'nl')).json().data;
    expect(details.nonprofit).toMatchObject({ name: `Schoon Water ${tag}` });
    const eventDetails = (await t.get(`/event/details/${event.id}`, 'nl')).json().data;
    expect(eventDetails.nonprofit).toMatchObject({ name: `Schoon Water ${tag}` });
    const events = (await t.get(`/events?search=Zwemtocht ${tag}`, 'nl')).json().data;
    expect(events[0].nonprofit.name).toBe(`Schoon Water ${tag}`);
    const rides = (await t.get(`/company-events?search=Ride ${tag}`, 'nl')).json().data;
    expect(rides[0].nonprofit.name).toBe(`Schoon Water ${tag}`);

    const posted = await t.app.inject({
      method: 'POST',
      url: `/pifworld/api/v1/page-updates`,
      headers: bearer(me.token),
      payload: {
        page_type: 'nonprofit',
        page_id: nonprofit.id,
        title_en: 'A new well',
        content_en: '<p>Dug today.</p>',
        update_type: 'news',
      },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const updates = (await t.get(`/page-updates/nonprofit/${nonprofit.id}`, 'nl')).json().data;
    expect(updates[0].page).toMatchObject({ id: nonprofit.id, name: `Schoon Water ${tag}` });
    const english = (await t.get(`/page-updates/nonprofit/${nonprofit.id}`, 'en')).json().data;
    expect(english[0].page.name).toBe(`Clean Water ${tag}`);
  });
});
