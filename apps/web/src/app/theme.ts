import {
  createTheme,
  darken,
  DEFAULT_THEME,
  defaultVariantColorsResolver,
  isLightColor,
  luminance,
  parseThemeColor,
  type CSSVariablesResolver,
  type VariantColorsResolver,
  type MantineColorsTuple,
} from '@mantine/core';

/** Warm terracotta: shade 7 (#b8461f) keeps 5.3:1 contrast with white text. */
const ember: MantineColorsTuple = [
  '#fff3ec',
  '#ffe4d6',
  '#fcc7ab',
  '#f7a57c',
  '#f08454',
  '#e8693a',
  '#d4562a',
  '#b8461f',
  '#943819',
  '#702a13',
];

/** Hopeful green for positive accents; shade 7 has 5.9:1 contrast with white. */
const leaf: MantineColorsTuple = [
  '#eefaf4',
  '#d6f0e3',
  '#aee0c8',
  '#82ceaa',
  '#5dbd90',
  '#43b07f',
  '#2f9a6c',
  '#1f6f5c',
  '#176045',
  '#0d4733',
];

/** Warm greys; shade 6 (used for dimmed text) keeps 6.3:1 contrast on white. */
const gray: MantineColorsTuple = [
  '#faf7f4',
  '#f3ede7',
  '#e6ddd3',
  '#d4c8bb',
  '#b9ab9c',
  '#8f8072',
  '#6b5d52',
  '#574b42',
  '#40372f',
  '#2b241f',
];

/** WCAG 1.4.3 contrast ratio of two colours (1 to 21). */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The first candidate with 4.5:1 against every background (WCAG 1.4.3 for normal text), or the
 * last one darkened step by step until it has.
 */
function readable(candidates: string[], backgrounds: string[]): string {
  const passes = (color: string) => backgrounds.every((bg) => contrast(color, bg) >= 4.5);
  const found = candidates.find(passes);
  if (found) return found;
  let color = candidates.at(-1)!;
  for (let step = 0; step < 20 && !passes(color); step++) color = darken(color, 0.05);
  return color;
}

const white = '#ffffff';
/** The page background (global.css). */
const paper = '#fffaf5';

/** `hex` laid over white at `alpha` (what a translucent tint looks like on a white card). */
function tint(hex: string, alpha: number): string {
  const channels = hex.replace('#', '').match(/../g) ?? [];
  return `#${channels
    .map((c) => Math.round(parseInt(c, 16) * alpha + 255 * (1 - alpha)))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')}`;
}

/**
 * Light and subtle variants of a colour with a shade (`color="leaf.7" variant="light"`): Mantine 9
 * paints these on the solid shade with shade-9 text (1.8:1), and subtle ones in shade 6 at most
 * (red 6: 3.3:1). Here they get a light tint of the shade and a readable text colour instead.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({
    color: input.color ?? input.theme.primaryColor,
    theme: input.theme,
  });
  const tuple = input.theme.colors[parsed.color];
  if (!parsed.isThemeColor || parsed.shade === undefined || !tuple) return resolved;
  if (input.variant !== 'light' && input.variant !== 'subtle') return resolved;
  const shade = tuple[parsed.shade] ?? tuple[7];
  const background = input.variant === 'light' ? tint(shade, 0.1) : resolved.background;
  const text = readable([shade, tuple[8], tuple[9]], [tint(shade, 0.1), white, paper]);
  return { ...resolved, background, color: text };
};

export const theme = createTheme({
  primaryColor: 'ember',
  primaryShade: 7,
  colors: { ember, leaf, gray },
  autoContrast: true,
  black: '#2b241f',
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily: 'Georgia, Cambria, "Times New Roman", Times, serif',
    fontWeight: '700',
  },
  focusRing: 'auto',
  cursorType: 'pointer',
  // Transitions (modals, drawers, collapses) are skipped when the system asks for less motion.
  respectReducedMotion: true,
  variantColorResolver,
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    // WCAG 1.4.1: a link in running text is told apart by more than its colour.
    Anchor: { defaultProps: { underline: 'always' } },
    Container: { defaultProps: { size: 1200 } },
  },
});

/**
 * Mantine's variant colours, made readable for every colour of the theme (its own and Mantine's
 * red, orange, blue...): text in a colour (`c="red"`), light variants (shade 9 on shade 1: 3.6:1
 * for orange), outline variants, and filled variants that carry white text (red 7: 3.8:1).
 * Filled colours light enough for dark text (autoContrast) keep their shade.
 */
function readableVariantColors(): Record<string, string> {
  const colors = { ...DEFAULT_THEME.colors, ...theme.colors };
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

/** Computed once: the theme does not change while the app runs. */
const variantColors = readableVariantColors();

/**
 * Field error texts in red 9 (#c92a2a, 5.4:1 on white): Mantine's default red 6 has 3.3:1, too
 * little for the small text under a field (WCAG 1.4.3 asks 4.5:1). Variant colours as above.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...variantColors,
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Placeholders shown as text (a file input's 'Choose a PDF'): gray 6 has 6.3:1.
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
