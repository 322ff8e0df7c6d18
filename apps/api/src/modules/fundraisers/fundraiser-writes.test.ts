import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fundraiserMessages, GOAL_MAX_EUROS } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertDonation,
  insertFundraiser,
  insertNonprofit,
  insertSignedInUser,
} from '../../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { form, pngImage } from '../../../test/images';
import {
  contentBlocks,
  donations,
  events,
  follows,
  fundraisers,
  pageUpdates,
  projects,
  topics,
} from '../../db/schema';

let t: TestApp;
const api = (p: string) => `/pifworld/api/v1${p}`;
const stored = () =>
  readdirSync(t.config.STORAGE_DIR)
    .filter((f) => !f.startsWith('.'))
    .sort();
const UUID_WEBP = /^[0-9a-f-]{36}\.webp$/;
const member = () => insertSignedInUser(t.database.db);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Fields = Parameters<typeof form>[0];

const create = (token: string | null, fields: Fields) =>
  t.app.inject({
    method: 'POST',
    url: api('/fundraisers'),
    headers: token ? bearer(token) : {},
    payload: form(fields),
  });

const update = (id: number | string, token: string | null, fields: Fields) =>
  t.app.inject({
    method: 'POST',
    url: api(`/fundraiser-profile/${id}`),
    headers: token ? bearer(token) : {},
    payload: form(fields),
  });

const remove = (id: number | string, token: string | null) =>
  t.app.inject({
    method: 'DELETE',
    url: api(`/fundraisers/${id}`),
    headers: token ? bearer(token) : {},
  });

const profile = (id: number, token?: string) =>
  t.app.inject({ url: api(`/fundraiser-profile/${id}`), headers: token ? bearer(token) : {} });

const png = async (filename = 'photo.png') => ({
  data: await pngImage(),
  filename,
  type: 'image/png',
});

/** A non-profit with an event and a project, plus a topic, owned by someone else. */
async function parents(name = 'Open Tafel') {
  const db = t.database.db;
  const runner = await member();
  const nonprofit = await insertNonprofit(db, { userId: runner.user.id, name });
  const [event] = await db
    .insert(events)
    .values({ nonprofitId: nonprofit.id, userId: runner.user.id, title: `${name} dinner` })
    .returning();
  const [project] = await db
    .insert(projects)
    .values({ nonprofitId: nonprofit.id, userId: runner.user.id, name: `${name} garden` })
    .returning();
  const [topic] = await db
    .insert(topics)
    .values({ name: `Food ${name}`, nameNl: `Voedsel ${name}` })
    .returning();
  return { runner, nonprofit, event: event!, project: project!, topic: topic! };
}

const libraryFiles = async (token: string) =>
  (
    (await t.app.inject({ url: api('/media'), headers: bearer(token) })).json().data as {
      file: string;
    }[]
  )
    .map((m) => m.file)
    .sort();
const rowsOf = (userId: number) =>
  t.database.db.select().from(fundraisers).where(eq(fundraisers.userId, userId));
const rowOf = async (id: number) =>
  (await t.database.db.select().from(fundraisers).where(eq(fundraisers.id, id)))[0];

describe('POST /fundraisers', () => {
  it('creates a fundraiser owned by the signed-in user, shown on its pages, lists and search', async () => {
    const me = await member();
    const other = await member();
    const { nonprofit, topic } = await parents('Kinderhulp');
    const res = await create(me.token, {
      name: 'Zwemmen voor Zeeleeuwen',
      description:
        '<p>We swim <strong>10 km</strong>. <a href="www.example.org">More</a></p><script>alert(1)</script>',
      addressLine1: ' Damrak 1, Amsterdam ',
      location: 'Amsterdam',
      goal: '250.50',
      nonprofits_id: String(nonprofit.id),
      topic_id: String(topic.id),
      users_id: String(other.user.id),
      picture: await png('banner.png'),
      logo: await png('logo.png'),
      events_id: '',
      projects_id: '',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      message: fundraiserMessages.created,
      fundraiser: { id: expect.any(Number) },
    });
    const id = body.fundraiser.id as number;

    const shown = await profile(id);
    expect(shown.statusCode).toBe(200);
    const { success, data } = shown.json();
    expect(success).toBe(true);
    expect(data).toEqual({
      id,
      name: 'Zwemmen voor Zeeleeuwen',
      label: null,
      picture: expect.stringMatching(UUID_WEBP),
      logo: expect.stringMatching(UUID_WEBP),
      image: null,
      description:
        '<p>We swim <strong>10 km</strong>. <a href="https://www.example.org" target="_blank" rel="noopener noreferrer">More</a></p>',
      goal: 250.5,
      addressLine1: 'Damrak 1, Amsterdam',
      location: 'Amsterdam',
      users_id: me.user.id,
      nonprofits_id: nonprofit.id,
      events_id: null,
      projects_id: null,
      topic_id: topic.id,
      active: true,
      verified: false,
      nonprofit: { id: nonprofit.id, name: 'Kinderhulp' },
      topic: { id: topic.id, name: topic.name },
      raised: 0,
    });
    const dutch = (await t.app.inject({ url: api(`/fundraiser-profile/${id}?lang=nl`) })).json();
    expect(dutch.data.topic.name).toBe(`Voedsel Kinderhulp`);
    expect((await rowOf(id))!.goalCents).toBe(25_050);

    // The stored images exist and joined the owner's Media Library.
    for (const file of [data.picture, data.logo])
      expect(existsSync(path.join(t.config.STORAGE_DIR, file))).toBe(true);
    const library = (await t.app.inject({ url: api('/media'), headers: bearer(me.token) })).json();
    expect(library.data.map((m: { file: string }) => m.file).sort()).toEqual(
      [data.picture, data.logo].sort(),
    );

    const details = (await t.app.inject({ url: api(`/fundraisers/${id}`) })).json().data;
    expect(details).toMatchObject({
      type: 'fundraiser',
      id,
      name: 'Zwemmen voor Zeeleeuwen',
      goal: 250.5,
      user_id: me.user.id,
      nonprofit: { id: nonprofit.id, name: 'Kinderhulp' },
      topic: { id: topic.id, name: topic.name },
      address_line1: 'Damrak 1, Amsterdam',
      location: 'Amsterdam',
    });
    const list = (await t.app.inject({ url: api('/fundraisers?search=zeeleeuwen') })).json();
    expect(list.data).toEqual([
      expect.objectContaining({
        id,
        users_id: me.user.id,
        goal: 250.5,
        nonprofit: { id: nonprofit.id, name: 'Kinderhulp' },
      }),
    ]);
    const search = (await t.app.inject({ url: api('/universal-search/zeeleeuwen') })).json();
    expect(search.data).toContainEqual(
      expect.objectContaining({ type: 'fundraiser', id, link: `/fundraiser-details/${id}` }),
    );
    const mine = (await t.app.inject({ url: api(`/user/${me.user.id}/fundraisers`) })).json();
    expect(mine.fundraisers.map((f: { id: number }) => f.id)).toEqual([id]);
    expect(await rowsOf(other.user.id)).toEqual([]);
  });

  it("raises money for an event's or a project's non-profit", async () => {
    const me = await member();
    const { nonprofit, event, project } = await parents();
    const base = { name: 'Under an event', addressLine1: 'Main Street 1', goal: '100' };

    const viaEvent = await create(me.token, { ...base, events_id: String(event.id) });
    expect(viaEvent.statusCode).toBe(201);
    expect(await rowOf(viaEvent.json().fundraiser.id)).toMatchObject({
      nonprofitId: nonprofit.id,
      eventId: event.id,
      projectId: null,
    });
    const related = (
      await t.app.inject({
        url: api(`/related-fundraiser-details/${viaEvent.json().fundraiser.id}`),
      })
    ).json().data;
    expect(related).toEqual({
      nonprofit: { id: nonprofit.id, name: nonprofit.name },
      event: { id: event.id, title: event.title },
      project: null,
    });

    const viaProject = await create(me.token, {
      ...base,
      nonprofits_id: String(nonprofit.id),
      projects_id: String(project.id),
    });
    expect(viaProject.statusCode).toBe(201);
    expect(await rowOf(viaProject.json().fundraiser.id)).toMatchObject({
      nonprofitId: nonprofit.id,
      eventId: null,
      projectId: project.id,
    });
  });

  it('answers 422 for every missing or malformed field at once, storing nothing', async () => {
    const me = await member();
    const before = stored();
    const res = await create(me.token, {
      name: '  ',
      goal: '',
      description: 'x'.repeat(20_001),
      picture: await png(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['The name field is required.'],
      addressLine1: ['The address line1 field is required.'],
      goal: ['The goal field is required.'],
      description: ['The description field must not be greater than 20000 characters.'],
      nonprofits_id: [fundraiserMessages.nonprofitRequired],
    });

    const base = { name: 'Fine', addressLine1: 'Street 1', nonprofits_id: '1' };
    const goals: [string, string][] = [
      ['abc', 'The goal field must be a number.'],
      ['0', 'The goal field must be greater than 0.'],
      ['-5', 'The goal field must be greater than 0.'],
      ['12.345', 'The goal field must have 0-2 decimal places.'],
      [String(GOAL_MAX_EUROS + 1), `The goal field must not be greater than ${GOAL_MAX_EUROS}.`],
    ];
    for (const [goal, message] of goals) {
      const bad = await create(me.token, { ...base, goal, picture: await png() });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({ goal: [message] });
    }
    const badIds = await create(me.token, {
      ...base,
      goal: '10',
      nonprofits_id: 'abc',
      topic_id: '1.5',
    });
    expect(badIds.json().errors).toEqual({
      nonprofits_id: ['The nonprofits id field must be an integer.'],
      topic_id: ['The topic id field must be an integer.'],
    });
    expect(await rowsOf(me.user.id)).toEqual([]);
    expect(stored()).toEqual(before);
  });

  it('refuses parents and topics that do not exist, are inactive or disagree, and removes the uploads again', async () => {
    const me = await member();
    const a = await parents('Alpha');
    const b = await parents('Beta');
    const inactive = await insertNonprofit(t.database.db, {
      userId: a.runner.user.id,
      active: false,
    });
    const [eventOfInactive] = await t.database.db
      .insert(events)
      .values({ nonprofitId: inactive.id, userId: a.runner.user.id, title: 'Closed' })
      .returning();
    const before = stored();
    const base = { name: 'Parent check', addressLine1: 'Street 1', goal: '10' };
    const cases: [Fields, Record<string, string[]>][] = [
      [
        { nonprofits_id: '999999', topic_id: '999999' },
        {
          nonprofits_id: ['The selected nonprofits id is invalid.'],
          topic_id: ['The selected topic id is invalid.'],
        },
      ],
      [
        { nonprofits_id: String(inactive.id) },
        { nonprofits_id: ['The selected nonprofits id is invalid.'] },
      ],
      [
        { events_id: String(eventOfInactive!.id) },
        { events_id: ['The selected events id is invalid.'] },
      ],
      [{ events_id: '999999' }, { events_id: ['The selected events id is invalid.'] }],
      [{ projects_id: '999999' }, { projects_id: ['The selected projects id is invalid.'] }],
      [
        { nonprofits_id: String(b.nonprofit.id), events_id: String(a.event.id) },
        { nonprofits_id: [fundraiserMessages.nonprofitMismatch] },
      ],
      [
        { events_id: String(a.event.id), projects_id: String(b.project.id) },
        { projects_id: [fundraiserMessages.projectMismatch] },
      ],
    ];
    for (const [fields, errors] of cases) {
      const res = await create(me.token, { ...base, ...fields, picture: await png() });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
    expect(await rowsOf(me.user.id)).toEqual([]);
    expect(stored()).toEqual(before);
    const library = (await t.app.inject({ url: api('/media'), headers: bearer(me.token) })).json();
    expect(library.data).toEqual([]);
  });

  it('answers 401 without a token, before looking at the form, and stores nothing', async () => {
    const { nonprofit } = await parents();
    const before = stored();
    const count = (await t.database.db.select().from(fundraisers)).length;
    const res = await create(null, {
      name: 'Anonymous',
      addressLine1: 'Street 1',
      goal: '10',
      nonprofits_id: String(nonprofit.id),
      picture: await png(),
    });
    expect(res.statusCode).toBe(401);
    expect((await create(null, {})).statusCode).toBe(401);
    expect((await t.database.db.select().from(fundraisers)).length).toBe(count);
    expect(stored()).toEqual(before);
  });
});

describe('GET /fundraiser-profile/{id}', () => {
  it('answers 404 for an unknown fundraiser, and shows an inactive one to its owner only', async () => {
    const owner = await member();
    const other = await member();
    const missing = await profile(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Fundraiser not found' });
    expect((await t.app.inject({ url: api('/fundraiser-profile/abc') })).statusCode).toBe(422);

    const hidden = await insertFundraiser(t.database.db, { userId: owner.user.id, active: false });
    expect((await profile(hidden.id, owner.token)).json().data).toMatchObject({
      id: hidden.id,
      active: false,
    });
    for (const token of [other.token, undefined]) {
      const res = await profile(hidden.id, token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: "You don't have permission to view this fundraiser" });
    }
  });
});

describe('POST /fundraiser-profile/{id}', () => {
  async function mine() {
    const me = await member();
    const p = await parents();
    const res = await create(me.token, {
      name: 'Original Walkathon',
      description: '<p>Original</p>',
      addressLine1: 'Street 1',
      location: 'Utrecht',
      goal: '100',
      events_id: String(p.event.id),
      picture: await png(),
      image: await png(),
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().fundraiser.id as number;
    return { me, ...p, id, row: (await rowOf(id))! };
  }

  it('changes only the fields sent and replaces an image; the old one stays in the Media Library', async () => {
    const { me, id, row, nonprofit, event } = await mine();
    const res = await update(id, me.token, {
      name: 'Renamed Marathonwalk',
      goal: '1234.5',
      description: '',
      location: '  ',
      addressLine1: 'Oudegracht 2',
      picture: await png('new.png'),
      users_id: '12345',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: fundraiserMessages.updated, fundraiser: { id } });

    const data = (await profile(id)).json().data;
    expect(data).toMatchObject({
      name: 'Renamed Marathonwalk',
      goal: 1234.5,
      // Empty optional fields count as not sent.
      description: '<p>Original</p>',
      location: 'Utrecht',
      addressLine1: 'Oudegracht 2',
      users_id: me.user.id,
      nonprofits_id: nonprofit.id,
      events_id: event.id,
      image: row.image,
    });
    expect(data.picture).toMatch(UUID_WEBP);
    expect(data.picture).not.toBe(row.picture);
    expect(existsSync(path.join(t.config.STORAGE_DIR, row.picture!))).toBe(true); // still in the Media Library
    expect(existsSync(path.join(t.config.STORAGE_DIR, data.picture))).toBe(true);
    expect(existsSync(path.join(t.config.STORAGE_DIR, row.image!))).toBe(true);
    // The Media Library still offers the replaced file, and the new upload joined it.
    expect(await libraryFiles(me.token)).toEqual([row.picture, data.picture, row.image].sort());

    const search = (await t.app.inject({ url: api('/fundraisers?search=marathonwalk') })).json();
    expect(search.data.map((f: { id: number }) => f.id)).toEqual([id]);
    expect(
      (await t.app.inject({ url: api('/fundraisers?search=original walkathon') })).json().data,
    ).toEqual([]);
    const universal = (await t.app.inject({ url: api('/universal-search/marathonwalk') })).json();
    expect(universal.data).toContainEqual(expect.objectContaining({ type: 'fundraiser', id }));
    expect((await t.app.inject({ url: api(`/fundraisers/${id}`) })).json().data.name).toBe(
      'Renamed Marathonwalk',
    );

    // An emptied editor (no text left once sanitised) clears the description.
    expect((await update(id, me.token, { description: '<p><br></p>' })).statusCode).toBe(200);
    expect((await rowOf(id))!.description).toBeNull();

    // Sending the same non-profit again changes nothing; another one moves the raised money.
    await insertDonation(t.database.db, { status: 'paid', amountCents: 2_500, fundraiserId: id });
    expect((await update(id, me.token, { nonprofits_id: String(nonprofit.id) })).statusCode).toBe(
      200,
    );
    expect(await rowOf(id)).toMatchObject({ nonprofitId: nonprofit.id, eventId: event.id });
    const other = await parents('Second home');
    const moved = await update(id, me.token, { nonprofits_id: String(other.nonprofit.id) });
    expect(moved.statusCode).toBe(200);
    expect(await rowOf(id)).toMatchObject({ nonprofitId: other.nonprofit.id, eventId: null });
    const raised = async (npId: number) =>
      (await t.app.inject({ url: api(`/nonprofit-raised/${npId}`) })).json().raised_count;
    expect(await raised(nonprofit.id)).toBe(0);
    expect(await raised(other.nonprofit.id)).toBe(25);
  });

  it('answers 422 when a required field is emptied or a field is malformed, changing nothing', async () => {
    const { me, id, row } = await mine();
    const before = stored();
    const res = await update(id, me.token, {
      name: '',
      addressLine1: ' ',
      goal: '',
      nonprofits_id: '999999',
      picture: await png(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['The name field is required.'],
      addressLine1: ['The address line1 field is required.'],
      goal: ['The goal field is required.'],
    });
    const badParent = await update(id, me.token, {
      name: 'Would change',
      nonprofits_id: '999999',
      topic_id: '999999',
      logo: await png(),
    });
    expect(badParent.statusCode).toBe(422);
    expect(badParent.json().errors).toEqual({
      nonprofits_id: ['The selected nonprofits id is invalid.'],
      topic_id: ['The selected topic id is invalid.'],
    });
    const badGoal = await update(id, me.token, { goal: '1,5' });
    expect(badGoal.json().errors).toEqual({ goal: ['The goal field must be a number.'] });
    expect(await rowOf(id)).toEqual(row);
    expect(stored()).toEqual(before);
  });

  it('answers 401, 403 and 404 without changing anything', async () => {
    const { id, row } = await mine();
    const stranger = await member();
    const before = stored();
    const fields = { name: 'Hijacked', picture: await png() };
    expect((await update(id, null, fields)).statusCode).toBe(401);
    const forbidden = await update(id, stranger.token, fields);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: fundraiserMessages.forbiddenChange });
    const missing = await update(999_999, stranger.token, fields);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Fundraiser not found' });
    expect((await update('abc', null, fields)).statusCode).toBe(401);
    expect(await rowOf(id)).toEqual(row);
    expect(stored()).toEqual(before);
  });
});

describe('DELETE /fundraisers/{id}', () => {
  it('deletes the fundraiser with its follows and updates; donations stay with the non-profit, uploads in the Media Library', async () => {
    const me = await member();
    const follower = await member();
    const { nonprofit } = await parents('Stays Funded');
    const created = await create(me.token, {
      name: 'Kortlevende Actie',
      addressLine1: 'Street 1',
      goal: '50',
      nonprofits_id: String(nonprofit.id),
      picture: await png(),
      logo: await png(),
    });
    const id = created.json().fundraiser.id as number;
    const row = (await rowOf(id))!;
    const db = t.database.db;
    const donation = await insertDonation(db, {
      status: 'paid',
      amountCents: 4_200,
      fundraiserId: id,
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: api('/follows'),
          headers: bearer(follower.token),
          payload: { type: 'fundraiser', id },
        })
      ).statusCode,
    ).toBe(201);
    const posted = await t.app.inject({
      method: 'POST',
      url: api('/page-updates'),
      headers: bearer(me.token),
      payload: {
        page_type: 'fundraiser',
        page_id: id,
        title: 'Halfway',
        content: '<p>Thanks!</p>',
        update_type: 'milestone',
      },
    });
    expect(posted.statusCode).toBe(201);
    await db.insert(contentBlocks).values({ fundraiserId: id, blockType: 'TEXT', text: 'About' });

    // Visitors, strangers and unknown ids change nothing.
    const stranger = await member();
    expect((await remove(id, null)).statusCode).toBe(401);
    const forbidden = await remove(id, stranger.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: fundraiserMessages.forbiddenChange });
    expect((await remove(999_999, me.token)).statusCode).toBe(404);
    expect(await rowOf(id)).toEqual(row);

    const raisedBefore = (
      await t.app.inject({ url: api(`/nonprofit-raised/${nonprofit.id}`) })
    ).json().raised_count;
    expect(raisedBefore).toBe(42);

    const res = await remove(id, me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: fundraiserMessages.deleted });

    expect(await rowOf(id)).toBeUndefined();
    const [kept] = await db.select().from(donations).where(eq(donations.id, donation.id));
    expect(kept).toMatchObject({
      fundraiserId: null,
      targetType: 'fundraiser',
      amountCents: 4_200,
    });
    expect(
      (await t.app.inject({ url: api(`/nonprofit-raised/${nonprofit.id}`) })).json().raised_count,
    ).toBe(42);
    expect(await db.select().from(follows).where(eq(follows.fundraiserId, id))).toEqual([]);
    expect(await db.select().from(pageUpdates).where(eq(pageUpdates.fundraiserId, id))).toEqual([]);
    expect(await db.select().from(contentBlocks).where(eq(contentBlocks.fundraiserId, id))).toEqual(
      [],
    );
    for (const file of [row.picture!, row.logo!])
      expect(existsSync(path.join(t.config.STORAGE_DIR, file))).toBe(true); // the Media Library keeps them
    expect(await libraryFiles(me.token)).toEqual([row.picture!, row.logo!].sort());

    expect((await t.app.inject({ url: api(`/fundraisers/${id}`) })).statusCode).toBe(404);
    expect((await profile(id)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: api('/fundraisers?search=kortlevende') })).json().data,
    ).toEqual([]);
    expect((await t.app.inject({ url: api('/universal-search/kortlevende') })).json().data).toEqual(
      [],
    );
    const feed = await t.app.inject({ url: api('/newsfeed'), headers: bearer(follower.token) });
    expect(feed.json().data).toEqual([]);
    expect((await remove(id, me.token)).statusCode).toBe(404);
  });
});
