import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
const json = async (path: string) =>
  (await t.app.inject({ url: `/pifworld/api/v1${path}` })).json();

beforeAll(async () => {
  t = await createTestApp({ seeded: true });
});
afterAll(() => t.close());

describe('companies and company events', () => {
  it('lists companies with the number of their events', async () => {
    const { data, meta } = await json('/companies');
    expect(meta.total).toBe(data.length);
    for (const company of data) {
      const events = await json(`/companies/events/${company.id}`);
      expect(events).toHaveLength(company.events_count);
    }
  });

  it('lists company events with company, non-profit and raised amount, searchable', async () => {
    const { data, meta } = await json('/company-events?per_page=3');
    expect(data).toHaveLength(3);
    expect(meta.total).toBeGreaterThan(3);
    for (const event of data) {
      expect(event.company).toEqual({ id: expect.any(Number), name: expect.any(String) });
      expect(event.raised).toBeGreaterThanOrEqual(0);
    }
    const found = await json(
      `/company-events?search=${encodeURIComponent(data[0].name.slice(0, 6))}`,
    );
    expect(found.data.map((event: { id: number }) => event.id)).toContain(data[0].id);
  });

  it('answers 404 for the events of a company that does not exist', async () => {
    expect(
      (await t.app.inject({ url: '/pifworld/api/v1/companies/events/999999' })).statusCode,
    ).toBe(404);
  });
});
