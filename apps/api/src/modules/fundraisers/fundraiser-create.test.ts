import { existsSync } from 'node:fs';
import path from 'node:path';
import { fundraiserMessages, GOAL_MAX_EUROS } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { insertNonprofit } from '../../../test/factories';
import { fundraiserRequests, UUID_WEBP } from '../../../test/fundraisers';
import { bearer, testAppWith, textOf } from '../../../test/helpers';
import type { FormFields as Fields } from '../../../test/requests';
import { events, fundraisers } from '../../db/schema';

/** POST /fundraisers (changing and deleting one: fundraiser-writes.test.ts). */

const suite = testAppWith(fundraiserRequests);

describe('POST /fundraisers', () => {
  it('creates a fundraiser owned by the signed-in user, shown on its pages, lists and search', async () => {
    const me = await suite.member();
    const other = await suite.member();
    const { nonprofit, topic } = await suite.parents('Kinderhulp');
    const res = await suite.create(me.token, {
      name: 'Zwemmen voor Zeeleeuwen',
      description:
        '<p>We swim <strong>10 km</strong>. <a href="www.example.org">More</a></p><script>alert(1)</script>',
      addressLine1: ' Damrak 1, Amsterdam ',
      location: 'Amsterdam',
      goal: '250.50',
      nonprofits_id: String(nonprofit.id),
      topic_id: String(topic.id),
      users_id: String(other.user.id),
      picture: await suite.png('banner.png'),
      logo: await suite.png('logo.png'),
      events_id: '',
      projects_id: '',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      message: textOf(fundraiserMessages.created),
      fundraiser: { id: expect.any(Number) },
    });
    const id = body.fundraiser.id as number;

    // Its owner reads the address back (visitors do not: donor-wall tests).
    const shown = await suite.profile(id, me.token);
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
      show_address: false,
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
      languages: { name: 'en', description: 'en' },
      texts: {
        en: { name: 'Zwemmen voor Zeeleeuwen', label: null, description: data.description },
        nl: { name: null, label: null, description: null },
      },
    });
    const dutch = (
      await suite.app.inject({ url: suite.api(`/fundraiser-profile/${id}?lang=nl`) })
    ).json();
    expect(dutch.data.topic.name).toBe(`Voedsel Kinderhulp`);
    expect((await suite.rowOf(id))!.goalCents).toBe(25_050);

    // The stored images exist and joined the owner's Media Library.
    for (const file of [data.picture, data.logo])
      expect(existsSync(path.join(suite.config.STORAGE_DIR, file))).toBe(true);
    const library = (
      await suite.app.inject({ url: suite.api('/media'), headers: bearer(me.token) })
    ).json();
    expect(library.data.map((m: { file: string }) => m.file).sort()).toEqual(
      [data.picture, data.logo].sort(),
    );

    const details = (await suite.app.inject({ url: suite.api(`/fundraisers/${id}`) })).json().data;
    expect(details).toMatchObject({
      type: 'fundraiser',
      id,
      name: 'Zwemmen voor Zeeleeuwen',
      goal: 250.5,
      user_id: me.user.id,
      nonprofit: { id: nonprofit.id, name: 'Kinderhulp' },
      topic: { id: topic.id, name: topic.name },
      address_line1: null, // a person's address is not public
      location: 'Amsterdam',
    });
    const list = (
      await suite.app.inject({ url: suite.api('/fundraisers?search=zeeleeuwen') })
    ).json();
    expect(list.data).toEqual([
      expect.objectContaining({
        id,
        users_id: me.user.id,
        goal: 250.5,
        nonprofit: { id: nonprofit.id, name: 'Kinderhulp' },
      }),
    ]);
    const search = (
      await suite.app.inject({ url: suite.api('/universal-search/zeeleeuwen') })
    ).json();
    expect(search.data).toContainEqual(
      expect.objectContaining({ type: 'fundraiser', id, link: `/fundraiser-details/${id}` }),
    );
    const mine = (
      await suite.app.inject({ url: suite.api(`/user/${me.user.id}/fundraisers`) })
    ).json();
    expect(mine.fundraisers.map((f: { id: number }) => f.id)).toEqual([id]);
    expect(await suite.rowsOf(other.user.id)).toEqual([]);
  });

  it("raises money for an event's or a project's non-profit", async () => {
    const me = await suite.member();
    const { nonprofit, event, project } = await suite.parents();
    const base = { name: 'Under an event', addressLine1: 'Main Street 1', goal: '100' };

    const viaEvent = await suite.create(me.token, { ...base, events_id: String(event.id) });
    expect(viaEvent.statusCode).toBe(201);
    expect(await suite.rowOf(viaEvent.json().fundraiser.id)).toMatchObject({
      nonprofitId: nonprofit.id,
      eventId: event.id,
      projectId: null,
    });
    const related = (
      await suite.app.inject({
        url: suite.api(`/related-fundraiser-details/${viaEvent.json().fundraiser.id}`),
      })
    ).json().data;
    expect(related).toEqual({
      nonprofit: { id: nonprofit.id, name: nonprofit.name },
      event: { id: event.id, title: event.title },
      project: null,
    });

    const viaProject = await suite.create(me.token, {
      ...base,
      nonprofits_id: String(nonprofit.id),
      projects_id: String(project.id),
    });
    expect(viaProject.statusCode).toBe(201);
    expect(await suite.rowOf(viaProject.json().fundraiser.id)).toMatchObject({
      nonprofitId: nonprofit.id,
      eventId: null,
      projectId: project.id,
    });
  });

  it('answers 422 for every missing or malformed field at once, storing nothing', async () => {
    const me = await suite.member();
    const before = suite.stored();
    const res = await suite.create(me.token, {
      name: '  ',
      goal: '',
      description: 'x'.repeat(20_001),
      picture: await suite.png(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['The name field is required.'],
      addressLine1: ['The address line1 field is required.'],
      goal: ['The goal field is required.'],
      description: ['The description field must not be greater than 20000 characters.'],
      nonprofits_id: [textOf(fundraiserMessages.nonprofitRequired)],
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
      const bad = await suite.create(me.token, { ...base, goal, picture: await suite.png() });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({ goal: [message] });
    }
    const badIds = await suite.create(me.token, {
      ...base,
      goal: '10',
      nonprofits_id: 'abc',
      topic_id: '1.5',
    });
    expect(badIds.json().errors).toEqual({
      nonprofits_id: ['The nonprofits id field must be an integer.'],
      topic_id: ['The topic id field must be an integer.'],
    });
    expect(await suite.rowsOf(me.user.id)).toEqual([]);
    expect(suite.stored()).toEqual(before);
  });

  it('refuses parents and topics that do not exist, are inactive or disagree, and removes the uploads again', async () => {
    const me = await suite.member();
    const a = await suite.parents('Alpha');
    const b = await suite.parents('Beta');
    const inactive = await insertNonprofit(suite.db, {
      userId: a.runner.user.id,
      active: false,
    });
    const [eventOfInactive] = await suite.db
      .insert(events)
      .values({ nonprofitId: inactive.id, userId: a.runner.user.id, title: 'Closed' })
      .returning();
    const before = suite.stored();
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
        { nonprofits_id: [textOf(fundraiserMessages.nonprofitMismatch)] },
      ],
      [
        { events_id: String(a.event.id), projects_id: String(b.project.id) },
        { projects_id: [textOf(fundraiserMessages.projectMismatch)] },
      ],
    ];
    for (const [fields, errors] of cases) {
      const res = await suite.create(me.token, { ...base, ...fields, picture: await suite.png() });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
    expect(await suite.rowsOf(me.user.id)).toEqual([]);
    expect(suite.stored()).toEqual(before);
    const library = (
      await suite.app.inject({ url: suite.api('/media'), headers: bearer(me.token) })
    ).json();
    expect(library.data).toEqual([]);
  });

  it('answers 401 without a token, before looking at the form, and stores nothing', async () => {
    const { nonprofit } = await suite.parents();
    const before = suite.stored();
    const count = (await suite.db.select().from(fundraisers)).length;
    const res = await suite.create(null, {
      name: 'Anonymous',
      addressLine1: 'Street 1',
      goal: '10',
      nonprofits_id: String(nonprofit.id),
      picture: await suite.png(),
    });
    expect(res.statusCode).toBe(401);
    expect((await suite.create(null, {})).statusCode).toBe(401);
    expect((await suite.db.select().from(fundraisers)).length).toBe(count);
    expect(suite.stored()).toEqual(before);
  });
});
