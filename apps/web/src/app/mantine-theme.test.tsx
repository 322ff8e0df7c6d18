import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { themeProps } from './theme';

/** The contents of the `<style>` Mantine renders with `data-mantine-styles` set to `kind`. */
function renderedStyle(html: string, kind: string): string {
  const style = new RegExp(`<style data-mantine-styles="${kind}"[^>]*>([^<]*)</style>`).exec(html);
  if (!style?.[1]) throw new Error(`Mantine rendered no ${kind} style`);
  return style[1];
}

describe('mantine-theme.css', () => {
  it("holds the CSS variables and classes Mantine renders for the app's theme", async () => {
    const html = renderToString(
      <MantineProvider {...themeProps}>
        <p>page</p>
      </MantineProvider>,
    );
    const css = [
      '/* The CSS variables and classes MantineProvider renders for the theme (theme.ts). Made by',
      ' * mantine-theme.test.tsx: after a change of the theme, `npx vitest run -u mantine-theme`. */',
      renderedStyle(html, 'true'),
      renderedStyle(html, 'classes'),
      '',
    ].join('\n');
    await expect(css).toMatchFileSnapshot('./mantine-theme.css');
  });
});
