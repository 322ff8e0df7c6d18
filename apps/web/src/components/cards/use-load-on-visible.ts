import { useEffect, useEffectEvent, useState } from 'react';

/**
 * Infinite scroll (spec 9): calls `onVisible` when the element given to the returned callback ref
 * scrolls into view (or near it) while `enabled`. Returns the ref for the last card.
 */
export function useLoadOnVisible<T extends Element>(enabled: boolean, onVisible: () => void) {
  const [node, setNode] = useState<T | null>(null);
  const load = useEffectEvent(onVisible);

  useEffect(() => {
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load();
      },
      { rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, enabled]);

  return setNode;
}
