import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Infinite scroll: calls `onVisible` when the element given to the returned callback ref
 * scrolls into view (or near it) while `enabled`. Returns the ref for the last card.
 *
 * The ref watches the element itself and keeps no state: a state set from a ref is set while
 * React commits, which makes it render the whole list again at once, in one task that blocks the
 * page (about 270 ms on a slowed phone while /discover was hydrated).
 */
export function useLoadOnVisible<T extends Element>(enabled: boolean, onVisible: () => void) {
  const latest = useRef(onVisible);
  useLayoutEffect(() => {
    latest.current = onVisible;
  });

  return useCallback(
    (node: T | null) => {
      if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) latest.current();
        },
        { rootMargin: '0px 0px 200px 0px' },
      );
      observer.observe(node);
      // React 19 calls this when the element goes or the ref changes (`enabled` changed).
      return () => observer.disconnect();
    },
    [enabled],
  );
}
