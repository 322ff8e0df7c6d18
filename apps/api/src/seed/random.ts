/** Small seeded PRNG (mulberry32): the demo data comes out the same on every run. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** Integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (probability: number) => next() < probability,
    /** Lower-case letters and digits, for references and ids. */
    token: (length: number) =>
      Array.from(
        { length },
        () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(next() * 36)],
      ).join(''),
  };
}
export type Random = ReturnType<typeof createRandom>;

/** A stable 32-bit number from a string, to seed per-record randomness. */
export function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** A UUID-shaped string derived from a key (version 4 layout), stable across runs. */
export function stableUuid(key: string): string {
  const random = createRandom(hashString(key));
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = ((random.int(0, 15) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
