/**
 * The attributes Mantine gives `<html>`: the app has one colour scheme, light, and its transitions
 * respect a system that asks for less motion (theme.ts). index.html carries them from the start,
 * so the server's rendering of a page is styled as the app will style it.
 */
export const ROOT_ATTRIBUTES = {
  'data-mantine-color-scheme': 'light',
  'data-respect-reduced-motion': 'true',
} as const;

/**
 * The element Mantine sets those attributes on, or none when `<html>` carries them all already.
 * Setting an attribute again, even to the value it has, makes the browser restyle the whole page:
 * a 21 ms task (unthrottled, in a trace) right after the app hydrated a fundraiser's page.
 */
export function mantineRootElement(): HTMLElement | undefined {
  const root = document.documentElement;
  const carriesAll = Object.entries(ROOT_ATTRIBUTES).every(
    ([name, value]) => root.getAttribute(name) === value,
  );
  return carriesAll ? undefined : root;
}
