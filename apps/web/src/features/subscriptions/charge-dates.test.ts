import { describe, expect, it } from 'vitest';
import { addMonths, dayOf, nextMonthlyCharge } from './charge-dates';

describe('charge dates of a monthly gift', () => {
  it('falls on the same date a month later, or on the last day of a shorter month', () => {
    expect(addMonths('2026-11-25', 1)).toBe('2026-12-25');
    expect(addMonths('2026-12-25', 1)).toBe('2027-01-25');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', 13)).toBe('2027-04-30');
  });

  it('counts from the UTC day of the first payment, as the API does', () => {
    expect(dayOf('2026-11-25T23:30:00.000Z')).toBe('2026-11-25');
    expect(nextMonthlyCharge('2026-11-25T23:30:00.000Z')).toBe('2026-12-25');
    expect(nextMonthlyCharge('2027-01-31T08:00:00.000Z')).toBe('2027-02-28');
  });
});
