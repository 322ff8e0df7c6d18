/**
 * The CPU slowdown that makes this host the phone Lighthouse's mobile preset means (ADR 034).
 *
 * Lighthouse slows the host's CPU four times whatever the host, a factor its throttling guide
 * calibrates on a desktop whose benchmark index is 1,500 to 2,000: four times slower than such a
 * desktop is its mid-range phone. A host twice as fast, slowed four times, is a phone twice as
 * fast. Slowing a host by 4 x its index / 1,750 (the middle of that range) gives the same phone
 * on any host.
 */
export const REFERENCE_HOST_INDEX = 1_750;

/** Lighthouse's own slowdown, for a host at the reference index. */
const DEFAULT_SLOWDOWN = 4;

/** The slowdown for a host with this benchmark index, to one decimal. */
export function calibratedSlowdown(benchmarkIndex: number): number {
  return Math.round((DEFAULT_SLOWDOWN * benchmarkIndex * 10) / REFERENCE_HOST_INDEX) / 10;
}
