import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `onTimeout` once `active` has stayed true for `ms` milliseconds; turning `active` off (or
 * unmounting) first cancels it, and turning it on again starts a new wait.
 */
export function useTimeout(active: boolean, ms: number, onTimeout: () => void): void {
  const fire = useEffectEvent(onTimeout);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => fire(), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
}
