/** Work in progress per key in this process: a second caller waits for the first one's result. */
const inFlight = new Map<string, Promise<unknown>>();

/**
 * Runs `make` at most once at a time per key in this process (making a derived picture, say);
 * callers that arrive while it runs share its promise. Storage keeps the result for every process.
 */
export function once<T>(key: string, make: () => Promise<T>): Promise<T> {
  const running = inFlight.get(key) as Promise<T> | undefined;
  if (running) return running;
  const made = make().finally(() => inFlight.delete(key));
  inFlight.set(key, made);
  return made;
}
