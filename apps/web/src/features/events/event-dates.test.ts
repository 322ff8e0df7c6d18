import { describe, expect, it } from 'vitest';
import { endsBeforeStart, formatEventDate, localInputToIso } from './event-dates';

describe('event dates', () => {
  it('sends a datetime-local value as the instant on the visitor clock', () => {
    expect(localInputToIso('2026-05-01T10:00')).toBe(new Date(2026, 4, 1, 10, 0).toISOString());
    expect(localInputToIso('')).toBe('');
    expect(localInputToIso('not a date')).toBe('');
  });

  it('finds an end before the start, only when both are given', () => {
    expect(endsBeforeStart('2026-05-02T10:00', '2026-05-01T10:00')).toBe(true);
    expect(endsBeforeStart('2026-05-01T10:00', '2026-05-01T10:00')).toBe(false);
    expect(endsBeforeStart('2026-05-01T10:00', '')).toBe(false);
    expect(endsBeforeStart('', '2026-05-01T10:00')).toBe(false);
  });

  it('writes a date and time in the active language', () => {
    const value = new Date(2026, 4, 1, 10, 0).toISOString();
    expect(formatEventDate(value, 'en')).toMatch(/^May 1, 2026/);
    expect(formatEventDate(value, 'nl')).toMatch(/^1 mei 2026/);
    expect(formatEventDate(null, 'en')).toBeNull();
    expect(formatEventDate('garbage', 'en')).toBeNull();
  });
});
