import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from '../../../test/helpers';

let t: TestApp;
const json = async (path: string, headers: Record<string, string> = {}) =>
  (await t.app.inject({ url: `/pifworld/api/v1${path}`, headers })).json();

beforeAll(async () => {
  t = await createTestApp({ seeded: true });
});
afterAll(() => t.close());

describe('topics', () => {
  it('lists topics in the language, alphabetically, with their goal and followers', async () => {
    const en = await json('/topics?per_page=100');
    const nl = await json('/topics?per_page=100&lang=nl');
    expect(en.meta.total).toBe(en.data.length);
    const names = en.data.map((topic: { name: string }) => topic.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const water = en.data.find((topic: { name: string }) => topic.name === 'Clean drinking water');
    expect(water).toMatchObject({
      parent_name: 'Clean Water and Sanitation',
      topics_id: expect.any(Number),
      followers_count: expect.any(Number),
    });
    const waterNl = nl.data.find((topic: { id: number }) => topic.id === water.id);
    expect(waterNl).toMatchObject({
      name: 'Schoon drinkwater',
      parent_name: 'Schoon water en sanitair',
    });
  });

  it('searches English and Dutch names', async () => {
    const byDutch = await json('/topics?search=drinkwater');
    expect(byDutch.data.map((topic: { name: string }) => topic.name)).toEqual([
      'Clean drinking water',
    ]);
  });

  it('picks popular topics from the most followed ones', async () => {
    const first = await json('/topics/popular?limit=8');
    expect(first.data).toHaveLength(8);
    expect(new Set(first.data.map((topic: { id: number }) => topic.id)).size).toBe(8);
    const all = (await json('/topics?per_page=100')).data as {
      id: number;
      followers_count: number;
    }[];
    const ranked = [...all].sort((a, b) => b.followers_count - a.followers_count || a.id - b.id);
    const top = new Set(ranked.slice(0, 24).map((topic) => topic.id));
    for (const topic of first.data) expect(top).toContain(topic.id);
    expect(
      (await t.app.inject({ url: '/pifworld/api/v1/topics/popular?limit=0' })).statusCode,
    ).toBe(422);
  });

  it('shows a topic with its goal and counts, and lists its fundraisers and non-profits', async () => {
    const water = (await json('/topics?search=Clean%20drinking')).data[0];
    const { data } = await json(`/topics/${water.id}?lang=nl`);
    expect(data).toMatchObject({
      name: 'Schoon drinkwater',
      sdg: { number: 6, name: 'Schoon water en sanitair' },
    });
    const fundraisers = await json(`/topics/${water.id}/fundraisers`);
    expect(fundraisers.meta.total).toBe(data.fundraisers_count);
    const nonprofits = await json(`/topics/${water.id}/nonprofits`);
    expect(nonprofits.meta.total).toBe(data.nonprofits_count);
    expect(await json(`/parent-topic/${water.id}`)).toEqual({ name: 'Clean Water and Sanitation' });
    expect((await t.app.inject({ url: '/pifworld/api/v1/topics/999999' })).statusCode).toBe(404);
  });

  it('counts a new follower', async () => {
    const topic = (await json('/topics?per_page=1')).data[0];
    const me = await signUp(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/pifworld/api/v1/follows',
      headers: bearer(me.token),
      payload: { type: 'topic', id: topic.id },
    });
    expect((await json(`/topics/${topic.id}`)).data.followers_count).toBe(
      topic.followers_count + 1,
    );
  });
});
