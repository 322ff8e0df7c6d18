import {
  createTheme,
  DEFAULT_THEME,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type VariantColorsResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import { paper, readable, readableVariantColors, tint, white } from './readable-colors';

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
 * Field error texts in red 9 (#c92a2a, 5.4:1 on white): Mantine's default red 6 has 3.3:1, too
 * little for the small text under a field (WCAG 1.4.3 asks 4.5:1). Variant colours: readable-colors.ts.
 * Mantine runs this only to make mantine-theme.css (themeProps), not while a page starts.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...readableVariantColors({ ...DEFAULT_THEME.colors, ...theme.colors }),
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Placeholders shown as text (a file input's 'Choose a PDF'): gray 6 has 6.3:1.
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});

/**
 * The theme as the app's MantineProvider takes it. The CSS variables and classes Mantine makes of
 * it are in the stylesheet (mantine-theme.css, which mantine-theme.test.tsx checks against what
 * Mantine renders from these), not worked out and rendered into every page.
 */
export const themeProps = {
  theme,
  cssVariablesResolver,
  defaultColorScheme: 'light',
  forceColorScheme: 'light',
} as const;
