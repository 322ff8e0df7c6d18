import {
  darken,
  DEFAULT_THEME,
  isLightColor,
  luminance,
  type MantineColorsTuple,
} from '@mantine/core';

/** WCAG 1.4.3 contrast ratio of two colours (1 to 21). */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The first candidate with 4.5:1 against every background (WCAG 1.4.3 for normal text), or the
 * last one darkened step by step until it has.
 */
export function readable(candidates: string[], backgrounds: string[]): string {
  const passes = (color: string) => backgrounds.every((bg) => contrast(color, bg) >= 4.5);
  const found = candidates.find(passes);
  if (found) return found;
  let color = candidates.at(-1)!;
  for (let step = 0; step < 20 && !passes(color); step++) color = darken(color, 0.05);
  return color;
}

export const white = '#ffffff';
/** The page background (global.css). */
export const paper = '#fffaf5';

/** `hex` laid over white at `alpha` (what a translucent tint looks like on a white card). */
export function tint(hex: string, alpha: number): string {
  const channels = hex.replace('#', '').match(/../g) ?? [];
  return `#${channels
    .map((c) => Math.round(parseInt(c, 16) * alpha + 255 * (1 - alpha)))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')}`;
}

/**
 * Mantine's variant colours, made readable for every colour of the theme (its own and Mantine's
 * red, orange, blue...): text in a colour (`c="red"`), light variants (shade 9 on shade 1: 3.6:1
 * for orange), outline variants, and filled variants that carry white text (red 7: 3.8:1).
 * Filled colours light enough for dark text (autoContrast) keep their shade.
 *
 * The app does not run this while a page starts (it took 5 ms of every start, in a profile): its
 * result is in mantine-theme.css, which mantine-theme.test.tsx makes from the theme.
 */
export function readableVariantColors(
  colors: Record<string, MantineColorsTuple | undefined>,
): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, tuple] of Object.entries(colors)) {
    if (!tuple || name === 'dark') continue;
    const [lightest = white, lightBg = white, , , , , , base = '', darker = '', darkest = ''] =
      tuple;
    const filledCarriesWhite = !isLightColor(base, DEFAULT_THEME.luminanceThreshold);
    const filled = filledCarriesWhite ? readable([base, darker, darkest], [white]) : base;
    variables[`--mantine-color-${name}-filled`] = filled;
    variables[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    variables[`--mantine-color-${name}-text`] = readable(
      [base, darker, darkest],
      [white, paper, lightest],
    );
    variables[`--mantine-color-${name}-light-color`] = readable([darkest], [lightBg, white]);
    variables[`--mantine-color-${name}-outline`] = readable(
      [base, darker, darkest],
      [white, paper],
    );
  }
  return variables;
}
