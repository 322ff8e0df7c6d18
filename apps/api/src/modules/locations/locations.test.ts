import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
const json = async (path: string) =>
  (await t.app.inject({ url: `/pifworld/api/v1${path}` })).json();

beforeAll(async () => {
  t = await createTestApp({ seeded: true });
});
afterAll(() => t.close());

describe('places', () => {
  it('lists cities with their country, countries with their continent, and continents', async () => {
    const cities = (await json('/cities')).data;
    const countries = (await json('/countries')).data;
    const continents = (await json('/continents')).data;
    expect(cities.find((c: { name: string }) => c.name === 'Amsterdam').parent_topic).toEqual({
      name: 'Netherlands',
    });
    expect(countries.find((c: { name: string }) => c.name === 'Kenya').parent_topic).toEqual({
      name: 'Africa',
    });
    expect(continents.every((c: { parent_topic: unknown }) => c.parent_topic === null)).toBe(true);
    expect(continents.length).toBeGreaterThan(4);
  });

  it('answers in Dutch', async () => {
    const cities = (await json('/cities?lang=nl')).data;
    expect(cities.find((c: { name: string }) => c.name === 'Den Haag')).toBeTruthy();
    expect(cities.find((c: { name: string }) => c.name === 'Amsterdam').parent_topic).toEqual({
      name: 'Nederland',
    });
  });
});
