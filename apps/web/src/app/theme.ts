import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

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
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    Container: { defaultProps: { size: 1200 } },
  },
});

/**
 * Field error texts in red 9 (#c92a2a, 5.4:1 on white): Mantine's default red 6 has 3.3:1, too
 * little for the small text under a field (WCAG 1.4.3 asks 4.5:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
