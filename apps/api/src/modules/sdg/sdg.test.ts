import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { ensureReferenceData } from '../../seed/reference';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await ensureReferenceData(t.database.db, t.app.storage);
});
afterAll(() => t.close());

describe('GET /sdg-topics', () => {
  it('lists the 17 goals in order, in English by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pifworld/api/v1/sdg-topics' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(17);
    expect(data.map((d: { number: number }) => d.number)).toEqual(
      Array.from({ length: 17 }, (_, i) => i + 1),
    );
    expect(data[0]).toMatchObject({ number: 1, name: 'No Poverty', colorTheme: '#E5243B' });
    expect(data[12]).toMatchObject({ number: 13, name: 'Climate Action' });
    for (const goal of data) {
      expect(goal.description.length).toBeGreaterThan(10);
      expect(goal.logo).toMatch(/\.webp$/);
      expect(goal.picture).toMatch(/\.webp$/);
      expect(goal.uuid).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('answers in Dutch for ?lang=nl and for Accept-Language: nl', async () => {
    const byQuery = (await t.app.inject({ url: '/pifworld/api/v1/sdg-topics?lang=nl' })).json();
    const byHeader = (
      await t.app.inject({
        url: '/pifworld/api/v1/sdg-topics',
        headers: { 'accept-language': 'nl-NL,nl;q=0.9' },
      })
    ).json();
    expect(byQuery.data[0].name).toBe('Geen armoede');
    expect(byQuery.data[12].name).toBe('Klimaatactie');
    expect(byHeader).toEqual(byQuery);
  });

  it('lets ?lang win over Accept-Language', async () => {
    const res = await t.app.inject({
      url: '/pifworld/api/v1/sdg-topics?lang=en',
      headers: { 'accept-language': 'nl' },
    });
    expect(res.json().data[0].name).toBe('No Poverty');
  });

  it('serves the generated pictures', async () => {
    const { data } = (await t.app.inject({ url: '/pifworld/api/v1/sdg-topics' })).json();
    const res = await t.app.inject({ url: `/storage/original/${data[0].logo}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('adds nothing twice when reference data is ensured again', async () => {
    await ensureReferenceData(t.database.db, t.app.storage);
    const { data } = (await t.app.inject({ url: '/pifworld/api/v1/sdg-topics' })).json();
    expect(data).toHaveLength(17);
  });
});

describe('GET /sdg-topics/{id}', () => {
  it('returns one goal in the requested language', async () => {
    const { data } = (await t.app.inject({ url: '/pifworld/api/v1/sdg-topics' })).json();
    const climate = data.find((d: { number: number }) => d.number === 13);
    const res = await t.app.inject({ url: `/pifworld/api/v1/sdg-topics/${climate.id}?lang=nl` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: climate.id, number: 13, name: 'Klimaatactie' });
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    const missing = await t.app.inject({ url: '/pifworld/api/v1/sdg-topics/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'SDG topic not found.' });
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await t.app.inject({ url: `/pifworld/api/v1/sdg-topics/${bad}` });
      expect(res.statusCode, bad).toBe(422);
    }
  });
});
