import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the page the server rendered (ADR 019) is only HTML, and while the app hydrates it;
 * true once the app runs it. A form's submit button stays disabled until then: the browser
 * cannot send the form on its own (as a GET, with what was typed in the address).
 *
 * Ask it in the smallest component that needs it (the button, not the form or the layout): its
 * answer changes right after hydration, and React renders that change at once, in one task, for
 * the asking component and everything under it (a whole page from the layout: 200 ms of blocking
 * time on a phone, docs/web-figures.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
