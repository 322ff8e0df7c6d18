import { describe, expect, it } from 'vitest';
import { calibratedSlowdown } from './calibration';

describe('calibratedSlowdown', () => {
  it("is Lighthouse's own 4 on the host its default was calibrated on, and grows with the host", () => {
    expect(calibratedSlowdown(1_750)).toBe(4);
    // Hosts seen in bench runs: a slower one gets less, a faster one more.
    expect(calibratedSlowdown(2_494)).toBe(5.7);
    expect(calibratedSlowdown(3_614)).toBe(8.3);
    expect(calibratedSlowdown(875)).toBe(2);
  });
});
