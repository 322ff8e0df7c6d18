import { useEffect, useEffectEvent, useState } from 'react';

/**
 * Counts whole seconds down from `seconds` and calls `onDone` once at zero (the
 * auth-error redirect, the reset-link and reset-success messages). Starts when the component
 * mounts; unmounting stops it without calling `onDone`.
 */
export function useCountdown(seconds: number, onDone: () => void): number {
  const [remaining, setRemaining] = useState(seconds);
  const finish = useEffectEvent(onDone);

  useEffect(() => {
    const deadline = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) {
        clearInterval(timer);
        finish();
      }
    }, 200);
    return () => clearInterval(timer);
  }, [seconds]);

  return remaining;
}
