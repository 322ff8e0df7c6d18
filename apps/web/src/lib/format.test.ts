import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDate,
  formatEuros,
  formatLongDate,
  readableTextColor,
  storageUrl,
  truncate,
} from './format';

describe('truncate', () => {
  it('keeps a text that fits untouched', () => {
    expect(truncate('Clean water for all', 100)).toBe('Clean water for all');
    const exactly100 = 'x'.repeat(100);
    expect(truncate(exactly100, 100)).toBe(exactly100);
  });

  it('cuts a longer text at the limit and adds an ellipsis', () => {
    const long = 'a'.repeat(150);
    expect(truncate(long, 100)).toBe(`${'a'.repeat(100)}...`);
  });

  it('does not leave a space before the ellipsis', () => {
    const text = `${'word '.repeat(20)}and more`; // the 100th character is a space
    expect(truncate(text, 100)).toBe(`${'word '.repeat(20).trimEnd()}...`);
  });
});

describe('storageUrl', () => {
  it('serves a file name from /storage/original', () => {
    expect(storageUrl('goal-1.png')).toBe('/storage/original/goal-1.png');
    expect(storageUrl('a b.png')).toBe('/storage/original/a%20b.png');
  });

  it('leaves full URLs and paths alone and maps nothing to null', () => {
    expect(storageUrl('https://cdn.example.com/x.png')).toBe('https://cdn.example.com/x.png');
    expect(storageUrl('/storage/original/x.png')).toBe('/storage/original/x.png');
    expect(storageUrl(null)).toBeNull();
    expect(storageUrl('')).toBeNull();
  });
});

describe('readableTextColor', () => {
  it('picks white on dark goal colours and dark text on light ones', () => {
    expect(readableTextColor('#19486A')).toBe('#ffffff'); // goal 17
    expect(readableTextColor('#C5192D')).toBe('#ffffff'); // goal 4
    expect(readableTextColor('#FCC30B')).toBe('#1f1a17'); // goal 7, yellow
    expect(readableTextColor('#26BDE2')).toBe('#1f1a17'); // goal 6, light blue
  });
});

describe('formatLongDate', () => {
  it("writes a day in words in each language's style, the same day in every time zone", () => {
    expect(formatLongDate('2026-12-25', 'en')).toBe('December 25, 2026');
    expect(formatLongDate('2026-12-25', 'nl')).toBe('25 december 2026');
    expect(formatLongDate('2027-01-01', 'en')).toBe('January 1, 2027');
  });

  it("writes a moment as the reader's day of it", () => {
    const moment = new Date(2026, 10, 25, 23, 30);
    expect(formatLongDate(moment, 'en')).toBe('November 25, 2026');
    expect(formatLongDate(moment.toISOString(), 'nl')).toBe('25 november 2026');
  });
});

describe("dates and numbers in the page's language", () => {
  it('are Dutch on Dutch pages and en-US on English ones', () => {
    const moment = new Date(2026, 10, 29, 12, 0).toISOString();
    expect(formatDate(moment, 'nl')).toBe('29 nov 2026');
    expect(formatDate(moment, 'en')).toBe('Nov 29, 2026');
    expect(formatEuros(1234.56, 'nl')).toBe('€\u00a01.234,56');
    expect(formatEuros(1234.56, 'en')).toBe('€1,234.56');
    expect(formatCount(1234567, 'nl')).toBe('1.234.567');
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
  });
});

describe('dates written by hand', () => {
  const intl = { en: 'en', nl: 'nl-NL' } as const;

  it('write every month as Intl does, long and short, in both languages', () => {
    for (const language of ['en', 'nl'] as const) {
      const long = new Intl.DateTimeFormat(intl[language], { dateStyle: 'long' });
      const short = new Intl.DateTimeFormat(intl[language], { dateStyle: 'medium' });
      for (let month = 0; month < 12; month++) {
        for (const day of [1, 9, 28]) {
          const moment = new Date(2026, month, day, 14, 5);
          expect(formatLongDate(moment, language)).toBe(long.format(moment));
          expect(formatDate(moment.toISOString(), language)).toBe(short.format(moment));
        }
      }
    }
  });

  it('give nothing for what is no date', () => {
    expect(formatDate('not a date', 'en')).toBeNull();
    expect(formatDate(null, 'nl')).toBeNull();
    expect(formatDate('', 'nl')).toBeNull();
    expect(formatLongDate('not a date', 'en')).toBe('');
  });
});
