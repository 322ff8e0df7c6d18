import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { companies, fundraisers, nonprofits } from '../data/organisations';
import { users } from '../data/people';
import { artSvg, causeScenes } from './catalogue';
import { goalIconSvg, goalSymbols } from './goals';
import { sdgs } from '../data/sdgs';

/** Every cause the demo seeds, by the picture name the seed gives it. */
const causeNames = [
  ...nonprofits.flatMap((np) => [
    `nonprofit-${np.key}`,
    ...np.events.map((e) => `event-${e.key}`),
    ...np.projects.map((p) => `project-${p.key}`),
  ]),
  ...fundraisers.map((f) => `fundraiser-${f.key}`),
  ...companies.flatMap((c) => [
    `company-${c.key}`,
    ...c.events.map((e) => `company-event-${e.key}`),
  ]),
];

describe('the demo pictures', () => {
  it('draw a scene of its own for every seeded cause', () => {
    for (const name of causeNames) expect(causeScenes[name], name).toBeDefined();
    for (const kind of ['banner', 'picture', 'logo'] as const) {
      const drawings = causeNames.map((name) => artSvg(kind, name, '#336699'));
      expect(new Set(drawings).size, kind).toBe(causeNames.length);
    }
  });

  it('give a person a portrait, not an emblem, and no two people the same face', () => {
    const portraits = users.map((user) => artSvg('logo', `user-${user.key}`, '#336699'));
    expect(new Set(portraits).size).toBe(users.length);
    for (const svg of portraits) expect(svg).not.toContain('<text');
  });

  it('has an icon of its own for each of the 17 goals, in the goal colour', async () => {
    const symbols = Object.values(goalSymbols);
    expect(symbols).toHaveLength(17);
    expect(new Set(symbols).size).toBe(17);
    for (const sdg of sdgs) {
      const svg = goalIconSvg(sdg.number, sdg.color);
      expect(svg).toContain(`fill="${sdg.color}"`);
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect([meta.width, meta.height]).toEqual([512, 512]);
    }
  });

  it('renders at full resolution', async () => {
    const sizes = await Promise.all(
      (['banner', 'picture', 'logo'] as const).map(async (kind) => {
        const meta = await sharp(Buffer.from(artSvg(kind, causeNames[0]!, '#336699'))).metadata();
        return [kind, meta.width, meta.height];
      }),
    );
    expect(sizes).toEqual([
      ['banner', 2400, 750],
      ['picture', 1600, 1067],
      ['logo', 512, 512],
    ]);
  });
});
