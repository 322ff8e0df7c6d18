import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
const get = (path: string) => t.app.inject({ url: `/pifworld/api/v1${path}` });
let water: number;

beforeAll(async () => {
  t = await createTestApp({ seeded: true });
  water = (await get('/sdg-topics'))
    .json()
    .data.find((goal: { number: number }) => goal.number === 6).id;
});
afterAll(() => t.close());

describe('an SDG page', () => {
  it('has figures that match its tabs', async () => {
    const stats = (await get(`/sdg-topics/${water}/stats`)).json().data;
    expect(stats.nonprofits).toBeGreaterThan(0);
    const tabs = {
      nonprofits: stats.nonprofits,
      events: stats.events,
      fundraisers: stats.fundraisers,
      projects: stats.projects,
      companies: stats.companies,
      topics: stats.topics,
      'company-events': stats.company_events,
      jobs: stats.jobs,
    };
    for (const [tab, total] of Object.entries(tabs)) {
      const res = await get(`/sdg-topics/${water}/${tab}?per_page=100`);
      expect(res.statusCode, tab).toBe(200);
      expect(res.json().meta.total, tab).toBe(total);
      expect(res.json().data, tab).toHaveLength(total);
    }
  });

  it('shows its topics in Dutch', async () => {
    const { data } = (await get(`/sdg-topics/${water}/topics?lang=nl`)).json();
    expect(data.map((topic: { name: string }) => topic.name)).toContain('Schoon drinkwater');
  });

  it('answers 404 for a goal that does not exist, also on its tabs', async () => {
    expect((await get('/sdg-topics/999999/stats')).statusCode).toBe(404);
    expect((await get('/sdg-topics/999999/fundraisers')).statusCode).toBe(404);
    expect((await get(`/sdg-topics/${water}/petitions`)).statusCode).toBe(404);
  });
});
