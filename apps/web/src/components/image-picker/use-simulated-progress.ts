import { useEffect, useState } from 'react';

/** How far the bar creeps while the request runs; it only reaches 100 when the server answers. */
const CEILING = 90;
const STEP_MS = 150;

/**
 * Upload progress as the spec has it (section 9: 'upload progress simulated'): fetch reports no
 * upload progress, so while `running` the value eases from 10 towards 90 percent; `done` is 100.
 */
export function useSimulatedProgress(running: boolean, done: boolean): number {
  const [value, setValue] = useState(10);

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      setValue((current) => Math.min(CEILING, current + (CEILING - current) * 0.15));
    }, STEP_MS);
    return () => clearInterval(timer);
  }, [running]);

  return done ? 100 : Math.round(value);
}
