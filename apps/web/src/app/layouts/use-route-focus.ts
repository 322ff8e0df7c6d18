import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a new screen may take to show its heading (it may load its data first). */
const HEADING_WAIT_MS = 10_000;

/**
 * After a route change (not on the first load, and not when only the query or hash changes),
 * focus moves to the new screen's h1, so that a screen reader reads where the visitor landed and
 * the next Tab starts from the page's content (WCAG 2.4.3). The heading may appear only once
 * the screen has loaded; a visitor who has moved focus meanwhile keeps it. Without an h1 the
 * main region takes focus.
 */
export function useRouteFocus(mainId: string): void {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    if (!main) return;
    const before = document.activeElement;
    const stillWhereItWas = () => {
      const active = document.activeElement;
      return !active || active === document.body || active === before || !active.isConnected;
    };
    const focusHeading = (fallback: boolean) => {
      const heading = main.querySelector<HTMLElement>('h1');
      const target = heading ?? (fallback ? main : null);
      if (!target) return false;
      if (stillWhereItWas()) {
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      }
      return true;
    };
    if (focusHeading(false)) return;
    const observer = new MutationObserver(() => {
      if (focusHeading(false)) stop();
    });
    const timer = window.setTimeout(() => {
      stop();
      focusHeading(true);
    }, HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname, mainId]);
}
