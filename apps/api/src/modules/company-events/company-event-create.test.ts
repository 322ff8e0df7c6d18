import { companyEventMessages } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { companyEventRequests } from '../../../test/company-events';
import { insertNonprofit } from '../../../test/factories';
import { testAppWith, textOf } from '../../../test/helpers';
import { svgImage } from '../../../test/images';

/** POST /company-events (changing and deleting one: company-events.test.ts). */

const suite = testAppWith(companyEventRequests);

describe('POST /company-events', () => {
  it('creates an event of the own company for a non-profit, shown everywhere', async () => {
    const me = await suite.owner();
    const name = suite.uniqueName('Ride for water');
    const res = await suite.send('POST', '/company-events', me.token, {
      name,
      description: '<p>Cycle <a href="www.example.org">with us</a></p><iframe src="x"></iframe>',
      company_id: String(me.company.id),
      nonprofit_id: String(me.nonprofit.id),
      user_id: '999',
      label: 'Sports',
      goal: '1500.50',
      colorTheme: '#1e88b6',
      hostFriendlyName: 'The Acme team',
      picture: await suite.png(),
      logo: await suite.png(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json().company_event;
    expect(res.json()).toMatchObject({
      message: 'Company event created successfully.',
      company_event: { id },
    });

    const row = (await suite.eventRow(id))!;
    expect(row).toMatchObject({
      name,
      userId: me.user.id,
      companyId: me.company.id,
      nonprofitId: me.nonprofit.id,
      label: 'Sports',
      goalCents: 150_050,
      colorTheme: '#1e88b6',
      hostFriendlyName: 'The Acme team',
      description:
        '<p>Cycle <a href="https://www.example.org" target="_blank" rel="noopener noreferrer">with us</a></p>',
    });
    expect(suite.storedFile(row.picture!)).toBe(true);
    expect(suite.storedFile(row.logo!)).toBe(true);

    const details = (await suite.get(`/company-events/${id}`)).json().data;
    expect(details).toMatchObject({
      type: 'company-event',
      id,
      name,
      description: row.description,
      picture: row.picture,
      logo: row.logo,
      label: 'Sports',
      goal: 1500.5,
      raised: 0,
      user_id: me.user.id,
      company: { id: me.company.id, name: me.company.name },
      nonprofit: { id: me.nonprofit.id, name: me.nonprofit.name },
    });
    const profile = (await suite.get(`/company-profile/${me.company.id}`)).json().data;
    expect(profile.events).toEqual([
      {
        id,
        name,
        picture: row.picture,
        nonprofit: { id: me.nonprofit.id, name: me.nonprofit.name },
      },
    ]);
    const ofCompany = (await suite.get(`/companies/events/${me.company.id}`)).json();
    expect(ofCompany.map((e: { id: number }) => e.id)).toEqual([id]);
    expect(await suite.listed(name)).toEqual([id]);
    expect(await suite.searchIds(name)).toEqual([id]);
    const suggestion = (await suite.get(`/universal-search/${encodeURIComponent(name)}`))
      .json()
      .data.find((s: { type: string }) => s.type === 'company-event');
    expect(suggestion).toMatchObject({ title: name, link: `/companyEvents-details/${id}` });
  });

  it('answers 401 to a visitor and stores nothing', async () => {
    const me = await suite.owner();
    const before = { rows: await suite.allEvents(), files: suite.stored() };
    const res = await suite.send('POST', '/company-events', null, {
      name: suite.uniqueName('Visitor'),
      company_id: String(me.company.id),
      nonprofit_id: String(me.nonprofit.id),
      picture: await suite.png(),
    });
    expect(res.statusCode).toBe(401);
    expect(await suite.allEvents()).toEqual(before.rows);
    expect(suite.stored()).toEqual(before.files);
  });

  it("answers 403 for someone else's company and stores nothing", async () => {
    const me = await suite.owner();
    const other = await suite.owner();
    const before = { rows: await suite.allEvents(), files: suite.stored() };
    const res = await suite.send('POST', '/company-events', other.token, {
      name: suite.uniqueName('Hijack'),
      company_id: String(me.company.id),
      nonprofit_id: String(me.nonprofit.id),
      picture: await suite.png(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      message: 'You are not allowed to add events to this company.',
    });
    expect(await suite.allEvents()).toEqual(before.rows);
    expect(suite.stored()).toEqual(before.files);
  });

  it('needs a company and a non-profit, with the texts of the spec', async () => {
    const me = await suite.owner();
    const before = { rows: await suite.allEvents(), files: suite.stored() };
    const res = await suite.send('POST', '/company-events', me.token, {
      name: suite.uniqueName('Orphan'),
      picture: await suite.png(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      company_id: ['Company is required. Please access this page from your company profile.'],
      nonprofit_id: [
        'Nonprofit is required. Every company event should be linked to a non-profit (directly or indirectly).',
      ],
    });
    const empty = await suite.send('POST', '/company-events', me.token, {
      name: '',
      company_id: '',
      nonprofit_id: '',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      name: ['The name field is required.'],
      company_id: [textOf(companyEventMessages.companyRequired)],
      nonprofit_id: [textOf(companyEventMessages.nonprofitRequired)],
    });
    expect(await suite.allEvents()).toEqual(before.rows);
    expect(suite.stored()).toEqual(before.files);
  });

  it('reports unknown or inactive pages together with the other problems, storing nothing', async () => {
    const me = await suite.owner();
    const inactive = await insertNonprofit(suite.app.db, { userId: me.user.id, active: false });
    const before = { rows: await suite.allEvents(), files: suite.stored() };

    const res = await suite.send('POST', '/company-events', me.token, {
      company_id: String(me.company.id),
      nonprofit_id: String(inactive.id),
      goal: '-5',
      colorTheme: 'blue',
      logo: await suite.png(),
      picture: { data: svgImage(), filename: 'x.svg', type: 'image/svg+xml' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['The name field is required.'],
      nonprofit_id: ['The selected nonprofit id is invalid.'],
      goal: ['The goal field must be greater than 0.'],
      colorTheme: ['The color theme field must be a valid hexadecimal color.'],
      picture: ['The picture must be an image (PNG, JPEG, WebP or GIF).'],
    });

    const unknown = await suite.send('POST', '/company-events', me.token, {
      name: suite.uniqueName('Ghost'),
      company_id: '999999',
      nonprofit_id: '999999',
      logo: await suite.png(),
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      company_id: ['The selected company id is invalid.'],
      nonprofit_id: ['The selected nonprofit id is invalid.'],
    });

    const malformed = await suite.send('POST', '/company-events', me.token, {
      name: suite.uniqueName('Odd'),
      company_id: 'abc',
      nonprofit_id: String(me.nonprofit.id),
      goal: 'lots',
    });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({
      company_id: ['The selected company id is invalid.'],
      goal: ['The goal field must be a number.'],
    });

    for (const [goal, message] of [
      ['0', 'The goal field must be greater than 0.'],
      ['12.345', 'The goal field must have 0-2 decimal places.'],
      ['20000000', 'The goal field must not be greater than 10000000.'],
    ]) {
      const bad = await suite.send('POST', '/company-events', me.token, {
        name: suite.uniqueName('Goal'),
        company_id: String(me.company.id),
        nonprofit_id: String(me.nonprofit.id),
        goal: goal!,
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({ goal: [message] });
    }

    expect(await suite.allEvents()).toEqual(before.rows);
    expect(suite.stored()).toEqual(before.files);
  });
});
