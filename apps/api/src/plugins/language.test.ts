import { describe, expect, it } from 'vitest';
import { languageFromHeader } from './language';

describe('languageFromHeader', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['nl', 'nl'],
    ['nl-NL,nl;q=0.9,en;q=0.8', 'nl'],
    ['en-GB,en;q=0.9', 'en'],
    ['de-DE,de;q=0.9,nl;q=0.5,en;q=0.4', 'nl'],
    ['en;q=0.4,nl;q=0.8', 'nl'],
    ['fr, de', undefined],
    ['nl;q=0, en', 'en'],
  ])('%s -> %s', (header, expected) => {
    expect(languageFromHeader(header)).toBe(expected);
  });
});
