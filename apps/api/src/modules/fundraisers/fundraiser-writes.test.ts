import { existsSync } from 'node:fs';
import path from 'node:path';
import { fundraiserMessages } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertDonation, insertFundraiser } from '../../../test/factories';
import { fundraiserRequests, UUID_WEBP } from '../../../test/fundraisers';
import { bearer, testAppWith, textOf } from '../../../test/helpers';
import { contentBlocks, donations, follows, pageUpdates } from '../../db/schema';

/**
 * GET and POST /fundraiser-profile/{id}, DELETE /fundraisers/{id} (creating one:
 * fundraiser-create.test.ts).
 */

const suite = testAppWith(fundraiserRequests);

describe('GET /fundraiser-profile/{id}', () => {
  it('answers 404 for an unknown fundraiser, and shows an inactive one to its owner only', async () => {
    const owner = await suite.member();
    const other = await suite.member();
    const missing = await suite.profile(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Fundraiser not found' });
    expect((await suite.app.inject({ url: suite.api('/fundraiser-profile/abc') })).statusCode).toBe(
      422,
    );

    const hidden = await insertFundraiser(suite.db, { userId: owner.user.id, active: false });
    expect((await suite.profile(hidden.id, owner.token)).json().data).toMatchObject({
      id: hidden.id,
      active: false,
    });
    for (const token of [other.token, undefined]) {
      const res = await suite.profile(hidden.id, token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        message: "You don't have permission to view this fundraiser",
      });
    }
  });
});

describe('POST /fundraiser-profile/{id}', () => {
  async function mine() {
    const me = await suite.member();
    const p = await suite.parents();
    const res = await suite.create(me.token, {
      name: 'Original Walkathon',
      description: '<p>Original</p>',
      addressLine1: 'Street 1',
      location: 'Utrecht',
      goal: '100',
      events_id: String(p.event.id),
      picture: await suite.png(),
      image: await suite.png(),
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().fundraiser.id as number;
    return { me, ...p, id, row: (await suite.rowOf(id))! };
  }

  it('changes only the fields sent and replaces an image; the old one stays in the Media Library', async () => {
    const { me, id, row, nonprofit, event } = await mine();
    const res = await suite.update(id, me.token, {
      name: 'Renamed Marathonwalk',
      goal: '1234.5',
      description: '',
      location: '  ',
      addressLine1: 'Oudegracht 2',
      picture: await suite.png('new.png'),
      users_id: '12345',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: textOf(fundraiserMessages.updated),
      fundraiser: { id },
    });

    const data = (await suite.profile(id, me.token)).json().data;
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
    expect(existsSync(path.join(suite.config.STORAGE_DIR, row.picture!))).toBe(true); // still in the Media Library
    expect(existsSync(path.join(suite.config.STORAGE_DIR, data.picture))).toBe(true);
    expect(existsSync(path.join(suite.config.STORAGE_DIR, row.image!))).toBe(true);
    // The Media Library still offers the replaced file, and the new upload joined it.
    expect(await suite.libraryFiles(me.token)).toEqual(
      [row.picture, data.picture, row.image].sort(),
    );

    const search = (
      await suite.app.inject({ url: suite.api('/fundraisers?search=marathonwalk') })
    ).json();
    expect(search.data.map((f: { id: number }) => f.id)).toEqual([id]);
    expect(
      (await suite.app.inject({ url: suite.api('/fundraisers?search=original walkathon') })).json()
        .data,
    ).toEqual([]);
    const universal = (
      await suite.app.inject({ url: suite.api('/universal-search/marathonwalk') })
    ).json();
    expect(universal.data).toContainEqual(expect.objectContaining({ type: 'fundraiser', id }));
    expect(
      (await suite.app.inject({ url: suite.api(`/fundraisers/${id}`) })).json().data.name,
    ).toBe('Renamed Marathonwalk');

    // An emptied editor (no text left once sanitised) clears the description.
    expect((await suite.update(id, me.token, { description: '<p><br></p>' })).statusCode).toBe(200);
    expect((await suite.rowOf(id))!.description).toBeNull();

    // Sending the same non-profit again changes nothing; another one moves the raised money.
    await insertDonation(suite.db, { status: 'paid', amountCents: 2_500, fundraiserId: id });
    expect(
      (await suite.update(id, me.token, { nonprofits_id: String(nonprofit.id) })).statusCode,
    ).toBe(200);
    expect(await suite.rowOf(id)).toMatchObject({ nonprofitId: nonprofit.id, eventId: event.id });
    const other = await suite.parents('Second home');
    const moved = await suite.update(id, me.token, { nonprofits_id: String(other.nonprofit.id) });
    expect(moved.statusCode).toBe(200);
    expect(await suite.rowOf(id)).toMatchObject({ nonprofitId: other.nonprofit.id, eventId: null });
    const raised = async (npId: number) =>
      (await suite.app.inject({ url: suite.api(`/nonprofit-raised/${npId}`) })).json().raised_count;
    expect(await raised(nonprofit.id)).toBe(0);
    expect(await raised(other.nonprofit.id)).toBe(25);
  });

  it('answers 422 when a required field is emptied or a field is malformed, changing nothing', async () => {
    const { me, id, row } = await mine();
    const before = suite.stored();
    const res = await suite.update(id, me.token, {
      name: '',
      addressLine1: ' ',
      goal: '',
      nonprofits_id: '999999',
      picture: await suite.png(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['The name field is required.'],
      addressLine1: ['The address line1 field is required.'],
      goal: ['The goal field is required.'],
    });
    const badParent = await suite.update(id, me.token, {
      name: 'Would change',
      nonprofits_id: '999999',
      topic_id: '999999',
      logo: await suite.png(),
    });
    expect(badParent.statusCode).toBe(422);
    expect(badParent.json().errors).toEqual({
      nonprofits_id: ['The selected nonprofits id is invalid.'],
      topic_id: ['The selected topic id is invalid.'],
    });
    const badGoal = await suite.update(id, me.token, { goal: '1,5' });
    expect(badGoal.json().errors).toEqual({ goal: ['The goal field must be a number.'] });
    expect(await suite.rowOf(id)).toEqual(row);
    expect(suite.stored()).toEqual(before);
  });

  it('answers 401, 403 and 404 without changing anything', async () => {
    const { id, row } = await mine();
    const stranger = await suite.member();
    const before = suite.stored();
    const fields = { name: 'Hijacked', picture: await suite.png() };
    expect((await suite.update(id, null, fields)).statusCode).toBe(401);
    const forbidden = await suite.update(id, stranger.token, fields);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ message: textOf(fundraiserMessages.forbiddenChange) });
    const missing = await suite.update(999_999, stranger.token, fields);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Fundraiser not found' });
    expect((await suite.update('abc', null, fields)).statusCode).toBe(401);
    expect(await suite.rowOf(id)).toEqual(row);
    expect(suite.stored()).toEqual(before);
  });
});

describe("a person's address", () => {
  const ADDRESS = 'Prinsengracht 263, Amsterdam';
  /** Every public answer about the fundraiser, as one text: details, lists, search. */
  async function publicAnswers(id: number, name: string, token?: string) {
    const headers = token ? bearer(token) : {};
    const urls = [
      `/fundraiser-profile/${id}`,
      `/fundraisers/${id}`,
      `/fundraiser-details/${id}`,
      `/fundraiser/details/${id}`,
      `/fundraisers?search=${encodeURIComponent(name)}`,
      `/universal-search/${encodeURIComponent(name)}`,
      `/search?q=${encodeURIComponent(name)}`,
    ];
    const texts: string[] = [];
    for (const url of urls) {
      const res = await suite.app.inject({ url: suite.api(url), headers });
      expect(res.statusCode, url).toBe(200);
      texts.push(res.body);
    }
    return texts.join('\n');
  }

  async function created(fields: Record<string, string> = {}) {
    const me = await suite.member();
    const { nonprofit } = await suite.parents(`Stichting ${Math.random()}`);
    const name = `Anne loopt ${Math.floor(Math.random() * 1e6)}`;
    const res = await suite.create(me.token, {
      name,
      addressLine1: ADDRESS,
      goal: '100',
      nonprofits_id: String(nonprofit.id),
      ...fields,
    });
    expect(res.statusCode).toBe(201);
    return { me, name, id: res.json().fundraiser.id as number };
  }

  it('stays private by default: its owner reads it, no public answer carries it', async () => {
    const { me, name, id } = await created();
    const own = (await suite.profile(id, me.token)).json().data;
    expect(own).toMatchObject({ addressLine1: ADDRESS, show_address: false });
    const stranger = await suite.member();
    for (const token of [undefined, stranger.token]) {
      const answers = await publicAnswers(id, name, token);
      // The fundraiser was found (the search answers name it) but its address is nowhere.
      expect(answers).toContain(name);
      expect(answers).not.toContain('Prinsengracht');
    }
  });

  it('shows on the page once the owner ticks "show my address", and hides again', async () => {
    const { me, name, id } = await created({ show_address: 'true' });
    const visitor = await suite.app.inject({ url: suite.api(`/fundraiser-details/${id}`) });
    expect(visitor.json().data.address_line1).toBe(ADDRESS);
    expect((await suite.profile(id)).json().data).toMatchObject({
      addressLine1: ADDRESS,
      show_address: true,
    });
    const hide = await suite.update(id, me.token, { show_address: 'false' });
    expect(hide.statusCode).toBe(200);
    expect(await publicAnswers(id, name)).not.toContain('Prinsengracht');
    // Leaving the box out of a form changes nothing.
    await suite.update(id, me.token, { show_address: '1' });
    await suite.update(id, me.token, { name: 'Anne loopt door' });
    expect((await suite.profile(id)).json().data.addressLine1).toBe(ADDRESS);
  });

  it('is changed by its owner only: 401, 403, 422 on a value that is no yes or no', async () => {
    const { me, id } = await created();
    const stranger = await suite.member();
    const before = await suite.rowOf(id);
    expect((await suite.update(id, null, { show_address: 'true' })).statusCode).toBe(401);
    expect((await suite.update(id, stranger.token, { show_address: 'true' })).statusCode).toBe(403);
    const bad = await suite.update(id, me.token, { show_address: 'maybe' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      show_address: ['The show address field must be true or false.'],
    });
    const hostile = await suite.update(id, me.token, { show_address: 'true\u0000' });
    expect(hostile.statusCode).toBe(422);
    expect(await suite.rowOf(id)).toEqual(before);
    expect((await suite.profile(id)).json().data.addressLine1).toBeNull();
  });
});

describe('DELETE /fundraisers/{id}', () => {
  it('deletes the fundraiser with its follows and updates; donations stay with the non-profit, uploads in the Media Library', async () => {
    const me = await suite.member();
    const follower = await suite.member();
    const { nonprofit } = await suite.parents('Stays Funded');
    const created = await suite.create(me.token, {
      name: 'Kortlevende Actie',
      addressLine1: 'Street 1',
      goal: '50',
      nonprofits_id: String(nonprofit.id),
      picture: await suite.png(),
      logo: await suite.png(),
    });
    const id = created.json().fundraiser.id as number;
    const row = (await suite.rowOf(id))!;
    const db = suite.db;
    const donation = await insertDonation(db, {
      status: 'paid',
      amountCents: 4_200,
      fundraiserId: id,
    });
    expect(
      (
        await suite.app.inject({
          method: 'POST',
          url: suite.api('/follows'),
          headers: bearer(follower.token),
          payload: { type: 'fundraiser', id },
        })
      ).statusCode,
    ).toBe(201);
    const posted = await suite.app.inject({
      method: 'POST',
      url: suite.api('/page-updates'),
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
    const stranger = await suite.member();
    expect((await suite.remove(id, null)).statusCode).toBe(401);
    const forbidden = await suite.remove(id, stranger.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ message: textOf(fundraiserMessages.forbiddenChange) });
    expect((await suite.remove(999_999, me.token)).statusCode).toBe(404);
    expect(await suite.rowOf(id)).toEqual(row);

    const raisedBefore = (
      await suite.app.inject({ url: suite.api(`/nonprofit-raised/${nonprofit.id}`) })
    ).json().raised_count;
    expect(raisedBefore).toBe(42);

    const res = await suite.remove(id, me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: textOf(fundraiserMessages.deleted) });

    expect(await suite.rowOf(id)).toBeUndefined();
    const [kept] = await db.select().from(donations).where(eq(donations.id, donation.id));
    expect(kept).toMatchObject({
      fundraiserId: null,
      targetType: 'fundraiser',
      amountCents: 4_200,
    });
    expect(
      (await suite.app.inject({ url: suite.api(`/nonprofit-raised/${nonprofit.id}`) })).json()
        .raised_count,
    ).toBe(42);
    expect(await db.select().from(follows).where(eq(follows.fundraiserId, id))).toEqual([]);
    expect(await db.select().from(pageUpdates).where(eq(pageUpdates.fundraiserId, id))).toEqual([]);
    expect(await db.select().from(contentBlocks).where(eq(contentBlocks.fundraiserId, id))).toEqual(
      [],
    );
    for (const file of [row.picture!, row.logo!])
      expect(existsSync(path.join(suite.config.STORAGE_DIR, file))).toBe(true); // the Media Library keeps them
    expect(await suite.libraryFiles(me.token)).toEqual([row.picture!, row.logo!].sort());

    expect((await suite.app.inject({ url: suite.api(`/fundraisers/${id}`) })).statusCode).toBe(404);
    expect((await suite.profile(id)).statusCode).toBe(404);
    expect(
      (await suite.app.inject({ url: suite.api('/fundraisers?search=kortlevende') })).json().data,
    ).toEqual([]);
    expect(
      (await suite.app.inject({ url: suite.api('/universal-search/kortlevende') })).json().data,
    ).toEqual([]);
    const feed = await suite.app.inject({
      url: suite.api('/newsfeed'),
      headers: bearer(follower.token),
    });
    expect(feed.json().data).toEqual([]);
    expect((await suite.remove(id, me.token)).statusCode).toBe(404);
  });
});
