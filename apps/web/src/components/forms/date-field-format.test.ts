import dayjs from 'dayjs';
import 'dayjs/locale/nl';
import { describe, expect, it } from 'vitest';
import {
  dateFieldFormats,
  fromPickerValue,
  parseDateField,
  toPickerValue,
} from './date-field-format';

describe('date field formats', () => {
  it('write a day as Intl does in each language: en-US on English pages, Dutch on Dutch ones', () => {
    const day = new Date(2026, 10, 5, 14, 30);
    const numeric = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
    expect(dayjs(day).format(dateFieldFormats.en.date)).toBe(
      new Intl.DateTimeFormat('en-US', numeric).format(day),
    );
    expect(dayjs(day).locale('nl').format(dateFieldFormats.nl.date)).toBe(
      new Intl.DateTimeFormat('nl-NL', numeric).format(day),
    );
    expect(dayjs(day).locale('nl').format(dateFieldFormats.nl.date)).toBe('05-11-2026');
    expect(dayjs(day).locale('nl').format(dateFieldFormats.nl.dateTime)).toBe('05-11-2026 14:30');
    expect(dayjs(day).format(dateFieldFormats.en.date)).toBe('11/05/2026');
    expect(dayjs(day).format(dateFieldFormats.en.dateTime)).toBe('11/05/2026 2:30 PM');
  });
});

describe('parseDateField', () => {
  it('reads a Dutch day as day-month-year', () => {
    expect(parseDateField('25-11-2026', 'nl', false)).toBe('2026-11-25');
    expect(parseDateField(' 5-3-2026 ', 'nl', false)).toBe('2026-03-05');
    expect(parseDateField('05/03/2026', 'nl', false)).toBe('2026-03-05');
    expect(parseDateField('25-11-2026 14:30', 'nl', true)).toBe('2026-11-25 14:30:00');
    expect(parseDateField('25-11-2026', 'nl', true)).toBe('2026-11-25 00:00:00');
  });

  it('reads an English day as month/day/year, with a 12-hour clock', () => {
    expect(parseDateField('11/25/2026', 'en', false)).toBe('2026-11-25');
    expect(parseDateField('11/25/2026 2:30 PM', 'en', true)).toBe('2026-11-25 14:30:00');
    expect(parseDateField('11/25/2026 12:05 am', 'en', true)).toBe('2026-11-25 00:05:00');
    expect(parseDateField('11/25/2026 12:05 PM', 'en', true)).toBe('2026-11-25 12:05:00');
    expect(parseDateField('11/25/2026 14:30', 'en', true)).toBe('2026-11-25 14:30:00');
  });

  it('takes the form of a native date field in both languages', () => {
    expect(parseDateField('2026-11-25', 'nl', false)).toBe('2026-11-25');
    expect(parseDateField('2026-11-25T14:30', 'en', true)).toBe('2026-11-25 14:30:00');
  });

  it('refuses what is no day on the calendar, or the other language order', () => {
    expect(parseDateField('11/25/2026', 'nl', false)).toBeNull();
    expect(parseDateField('25-11-2026', 'en', false)).toBeNull();
    expect(parseDateField('31-02-2026', 'nl', false)).toBeNull();
    expect(parseDateField('29-02-2027', 'nl', false)).toBeNull();
    expect(parseDateField('29-02-2028', 'nl', false)).toBe('2028-02-29');
    expect(parseDateField('25-11-2026 24:00', 'nl', true)).toBeNull();
    expect(parseDateField('11/25/2026 13:00 PM', 'en', true)).toBeNull();
    expect(parseDateField('25-11', 'nl', false)).toBeNull();
    expect(parseDateField('', 'nl', false)).toBeNull();
    expect(parseDateField('morgen', 'nl', false)).toBeNull();
  });
});

describe('picker values', () => {
  it('go to and from the form values the fields always had', () => {
    expect(toPickerValue('2026-11-25', false)).toBe('2026-11-25');
    expect(toPickerValue('2026-11-25T14:30', true)).toBe('2026-11-25 14:30:00');
    expect(toPickerValue('', true)).toBeNull();
    expect(fromPickerValue('2026-11-25', false)).toBe('2026-11-25');
    expect(fromPickerValue('2026-11-25 14:30:00', true)).toBe('2026-11-25T14:30');
    expect(fromPickerValue('2026-11-25', true)).toBe('2026-11-25T00:00');
    expect(fromPickerValue(null, false)).toBe('');
  });
});
