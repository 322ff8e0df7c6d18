import { campaignMessages, projectMessages } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertDonation,
  insertFundraiser,
  insertNonprofit,
  insertProject,
} from '../../../test/factories';
import { apiRequests, pngUpload, uniqueWord as word } from '../../../test/requests';
import { createTestApp, signUp, type TestApp, textOf } from '../../../test/helpers';
import { pngImage, svgImage } from '../../../test/images';
import { donations, fundraisers, projects } from '../../db/schema';

let t: TestApp;
const requests = apiRequests(() => t);
const { get, send, stored, fileExists } = requests;
const png = () => pngUpload('banner.png');

const row = async (id: number) =>
  (await t.database.db.select().from(projects).where(eq(projects.id, id)))[0];
const allProjects = () => t.database.db.select().from(projects).orderBy(projects.id);
const searchIds = (query: string) => requests.searchIds(query, 'project');

async function owner() {
  const user = await signUp(t.app);
  const np = await insertNonprofit(t.database.db, { userId: user.user.id });
  return { ...user, np };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /nonprofit-project/{id}', () => {
  it("lists the non-profit's projects newest first, with picture and raised", async () => {
    const me = await owner();
    const db = t.database.db;
    const older = await insertProject(db, {
      nonprofitId: me.np.id,
      userId: me.user.id,
      name: 'Older',
      createdAt: new Date('2025-01-01T00:00:00Z'),
    });
    const newer = await insertProject(db, {
      nonprofitId: me.np.id,
      userId: me.user.id,
      name: 'Newer',
      picture: 'wells.webp',
      createdAt: new Date('2025-03-01T00:00:00Z'),
    });
    await insertDonation(db, {
      status: 'paid',
      amountCents: 300,
      projectId: newer.id,
      targetType: 'project',
    });
    const { data } = (await get(`/nonprofit-project/${me.np.id}`)).json();
    expect(data).toEqual([
      {
        id: newer.id,
        name: 'Newer',
        description: null,
        picture: 'wells.webp',
        nonprofits_id: me.np.id,
        nonprofit: { id: me.np.id, name: me.np.name },
        raised: 3,
        user_id: me.user.id,
        created_at: '2025-03-01T00:00:00.000Z',
        languages: { name: 'en' },
      },
      expect.objectContaining({ id: older.id, raised: 0 }),
    ]);
    const missing = await get('/nonprofit-project/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Non-profit not found' });
  });
});

describe('POST /project', () => {
  it('creates a project of an own non-profit, visible on public reads', async () => {
    const me = await owner();
    const name = `${word()} Wells`;
    const res = await send('POST', '/project', me.token, {
      name,
      description: '<p>Clean water</p><iframe src="x"></iframe>',
      nonprofits_id: String(me.np.id),
      user_id: '1',
      picture: await png(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: textOf(projectMessages.created),
      project: { id: expect.any(Number) },
    });
    const id = res.json().project.id;
    const saved = await row(id);
    expect(saved).toMatchObject({
      name,
      description: '<p>Clean water</p>',
      nonprofitId: me.np.id,
      userId: me.user.id,
    });
    expect(fileExists(saved!.picture!)).toBe(true);
    expect((await get(`/project/details/${id}`)).json().data).toMatchObject({
      type: 'project',
      id,
      name,
      picture: saved!.picture,
    });
    expect((await get(`/nonprofit-project/${me.np.id}`)).json().data[0]).toMatchObject({
      id,
      name,
    });
    expect(await searchIds(name.split(' ')[0]!)).toEqual([id]);
  });

  it('answers 401, 403 and 422 without creating anything or storing a file', async () => {
    const me = await owner();
    const stranger = await owner();
    const before = { rows: await allProjects(), files: stored() };

    const visitor = await send('POST', '/project', null, {
      name: 'Visitor',
      nonprofits_id: String(me.np.id),
      picture: await png(),
    });
    expect(visitor.statusCode).toBe(401);

    const forbidden = await send('POST', '/project', me.token, {
      name: 'Not mine',
      nonprofits_id: String(stranger.np.id),
      picture: await png(),
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({
      message: textOf(campaignMessages.nonprofitForbidden),
    });

    const invalid = await send('POST', '/project', me.token, {
      name: '',
      description: 'd'.repeat(20_001),
      picture: { data: svgImage(), filename: 'p.svg', type: 'image/svg+xml' },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      name: ['The name field is required.'],
      description: ['The description field must not be greater than 20000 characters.'],
      nonprofits_id: ['The nonprofits id field is required.'],
      picture: ['The picture must be an image (PNG, JPEG, WebP or GIF).'],
    });
    const unknown = await send('POST', '/project', me.token, {
      name: 'Ghost',
      nonprofits_id: '999999',
      picture: await png(),
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      nonprofits_id: [textOf(campaignMessages.nonprofitInvalid)],
    });

    expect({ rows: await allProjects(), files: stored() }).toEqual(before);
  });
});

describe('POST /project/{id}', () => {
  it('changes only the fields sent and removes the replaced picture', async () => {
    const me = await owner();
    const oldPicture = await t.app.storage.put(await pngImage(8, 8), 'webp');
    const project = await insertProject(t.database.db, {
      nonprofitId: me.np.id,
      userId: me.user.id,
      name: 'Before',
      description: '<p>Keep</p>',
      picture: oldPicture,
    });
    const name = `${word()} Renamed`;
    const res = await send('POST', `/project/${project.id}`, me.token, {
      name,
      description: '',
      nonprofits_id: String(me.np.id),
      picture: await png(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: textOf(projectMessages.updated),
      project: { id: project.id },
    });
    const saved = await row(project.id);
    expect(saved).toMatchObject({ name, description: '<p>Keep</p>', nonprofitId: me.np.id });
    expect(fileExists(oldPicture)).toBe(false);
    expect(fileExists(saved!.picture!)).toBe(true);
    expect(await searchIds(name.split(' ')[0]!)).toEqual([project.id]);
  });

  it('answers 401, 403, 404 and 422 without changing anything', async () => {
    const me = await owner();
    const stranger = await owner();
    const project = await insertProject(t.database.db, {
      nonprofitId: me.np.id,
      userId: me.user.id,
    });
    const before = { row: await row(project.id), files: stored() };
    const change = async () => ({ name: 'Changed', picture: await png() });

    expect((await send('POST', `/project/${project.id}`, null, await change())).statusCode).toBe(
      401,
    );
    const forbidden = await send('POST', `/project/${project.id}`, stranger.token, await change());
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ message: textOf(projectMessages.forbidden) });
    const missing = await send('POST', '/project/999999', me.token, await change());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Project not found' });
    const invalid = await send('POST', `/project/${project.id}`, me.token, {
      name: ' ',
      nonprofits_id: String(stranger.np.id),
      picture: await png(),
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      name: ['The name field is required.'],
      nonprofits_id: [textOf(campaignMessages.nonprofitFixed)],
    });
    expect({ row: await row(project.id), files: stored() }).toEqual(before);
  });
});

describe('DELETE /project/{id}', () => {
  it('deletes the project; a paid donation and a fundraiser under it stay, unlinked', async () => {
    const me = await owner();
    const stranger = await signUp(t.app);
    const db = t.database.db;
    const name = `${word()} Garden`;
    const picture = await t.app.storage.put(await pngImage(8, 8), 'webp');
    const project = await insertProject(db, {
      nonprofitId: me.np.id,
      userId: me.user.id,
      name,
      picture,
    });
    const fundraiser = await insertFundraiser(db, {
      userId: stranger.user.id,
      nonprofitId: me.np.id,
      projectId: project.id,
    });
    const paid = await insertDonation(db, {
      status: 'paid',
      amountCents: 900,
      projectId: project.id,
      targetType: 'project',
    });

    expect((await send('DELETE', `/project/${project.id}`, null)).statusCode).toBe(401);
    const forbidden = await send('DELETE', `/project/${project.id}`, stranger.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ message: textOf(projectMessages.forbidden) });
    expect((await send('DELETE', '/project/999999', me.token)).statusCode).toBe(404);
    expect(await row(project.id)).toEqual(project);
    expect(fileExists(picture)).toBe(true);

    const res = await send('DELETE', `/project/${project.id}`, me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: textOf(projectMessages.deleted) });
    expect(await row(project.id)).toBeUndefined();
    expect((await get(`/project/details/${project.id}`)).statusCode).toBe(404);
    expect((await get(`/nonprofit-project/${me.np.id}`)).json().data).toEqual([]);
    expect(await searchIds(name.split(' ')[0]!)).toEqual([]);
    const [donation] = await db.select().from(donations).where(eq(donations.id, paid.id));
    expect(donation).toMatchObject({ status: 'paid', amountCents: 900, projectId: null });
    const [kept] = await db.select().from(fundraisers).where(eq(fundraisers.id, fundraiser.id));
    expect(kept).toMatchObject({ projectId: null, nonprofitId: me.np.id });
    expect(fileExists(picture)).toBe(false);
  });
});
