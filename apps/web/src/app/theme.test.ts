import { DEFAULT_THEME, luminance } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { paper, readableVariantColors, white } from './readable-colors';
import { theme } from './theme';

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('readableVariantColors', () => {
  const colors = { ...DEFAULT_THEME.colors, ...theme.colors };
  const variables = readableVariantColors(colors);
  const names = Object.keys(colors).filter((name) => name !== 'dark');

  it('gives the five variables of every colour but dark', () => {
    expect(Object.keys(variables)).toHaveLength(names.length * 5);
  });

  it('makes every colour readable as text on white and on the page (4.5:1, WCAG 1.4.3)', () => {
    for (const name of names) {
      const text = variables[`--mantine-color-${name}-text`]!;
      expect(contrast(text, white), name).toBeGreaterThanOrEqual(4.5);
      expect(contrast(text, paper), name).toBeGreaterThanOrEqual(4.5);
      expect(contrast(variables[`--mantine-color-${name}-outline`]!, white)).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });
});
