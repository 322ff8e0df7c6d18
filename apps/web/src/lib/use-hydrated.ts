import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the page the server rendered (ADR 019) is only HTML, and while the app hydrates it;
 * true once the app runs it. A form's submit button stays disabled until then: the browser
 * cannot send the form on its own (as a GET, with what was typed in the address).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
