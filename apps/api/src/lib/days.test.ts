import { describe, expect, it } from 'vitest';
import { addMonths, dayOf } from './days';

describe('calendar days', () => {
  it('adds months, keeping the day where the month has it', () => {
    expect(addMonths('2026-11-25', 1)).toBe('2026-12-25');
    expect(addMonths('2026-12-25', 1)).toBe('2027-01-25');
    expect(addMonths('2026-11-25', 14)).toBe('2028-01-25');
  });

  it('falls on the last day of a shorter month', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-10-31', 1)).toBe('2026-11-30');
  });

  it('reads the day in UTC', () => {
    expect(dayOf(new Date('2026-11-25T23:30:00-02:00'))).toBe('2026-11-26');
  });
});
