import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
const json = async (path: string) =>
  (await t.app.inject({ url: `/pifworld/api/v1${path}` })).json();

beforeAll(async () => {
  t = await createTestApp({ seeded: true });
});
afterAll(() => t.close());

describe('GET /events', () => {
  it('lists upcoming events first, soonest first, then past events, latest first', async () => {
    const { data, meta } = await json('/events?per_page=100');
    expect(meta.total).toBe(data.length);
    const now = Date.now();
    const ends = (e: { start_date: string; end_date: string | null }) =>
      new Date(e.end_date ?? e.start_date).getTime();
    const upcoming = data.filter((e: never) => ends(e) >= now);
    const past = data.filter((e: never) => ends(e) < now);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
    expect(data.slice(0, upcoming.length)).toEqual(upcoming);
    const starts = (list: { start_date: string }[]) =>
      list.map((e) => new Date(e.start_date).getTime());
    expect(starts(upcoming)).toEqual([...starts(upcoming)].sort((a, b) => a - b));
    expect(starts(past)).toEqual([...starts(past)].sort((a, b) => b - a));
    expect(data[0]).toMatchObject({
      nonprofit: { id: expect.any(Number) },
      nonprofits_id: expect.any(Number),
      raised: expect.any(Number),
    });
  });

  it('pages in steps of per_page', async () => {
    const first = await json('/events?per_page=4');
    const second = await json('/events?per_page=4&page=2');
    expect(first.meta).toMatchObject({ current_page: 1, per_page: 4 });
    expect(second.meta.current_page).toBe(2);
    const ids = [...first.data, ...second.data].map((e: { id: number }) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
