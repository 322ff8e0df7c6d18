/**
 * Totals of unfiltered lists barely change from one request to the next, yet counting 100,000
 * rows on every page request is the most expensive part of it. They are kept for a few seconds
 * per process; filtered and searched totals are always counted exactly.
 */
const TTL_MS = 10_000;
const entries = new Map<string, { value: number; expires: number; pending?: Promise<number> }>();

export async function cachedCount(key: string, count: () => Promise<number>): Promise<number> {
  const now = Date.now();
  const entry = entries.get(key);
  if (entry && entry.expires > now) return entry.value;
  if (entry?.pending) return entry.pending;
  const pending = count().then(
    (value) => {
      entries.set(key, { value, expires: Date.now() + TTL_MS });
      return value;
    },
    (err: unknown) => {
      entries.delete(key);
      throw err;
    },
  );
  entries.set(key, { value: entry?.value ?? 0, expires: 0, pending });
  return pending;
}

/** Forget every cached total (tests, and after bulk changes). */
export function clearCountCache(): void {
  entries.clear();
}
