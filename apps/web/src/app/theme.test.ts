import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { readableVariantColors } from './readable-colors';
import { theme } from './theme';
import { variantColors } from './variant-colors';

describe('the variant colours table', () => {
  it("is what readableVariantColors makes of Mantine's colours and the theme's", () => {
    // On a change of the theme's colours (or Mantine's), copy the new values into variant-colors.ts.
    expect(variantColors).toStrictEqual(
      readableVariantColors({ ...DEFAULT_THEME.colors, ...theme.colors }),
    );
  });

  it('has the five variables of every colour but dark', () => {
    const colors = { ...DEFAULT_THEME.colors, ...theme.colors };
    const names = Object.keys(colors).filter((name) => name !== 'dark');
    expect(Object.keys(variantColors)).toHaveLength(names.length * 5);
    for (const name of names) expect(variantColors).toHaveProperty(`--mantine-color-${name}-text`);
  });
});
