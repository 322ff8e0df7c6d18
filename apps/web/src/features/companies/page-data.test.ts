import { describe, expect, it } from 'vitest';
import {
  factLabel,
  factRowErrors,
  factRowsFrom,
  isImageFact,
  newFactRow,
  pageDataJson,
} from './page-data';

describe('Company Overview facts (page_data)', () => {
  it('shows underscores as spaces and values starting with http as pictures', () => {
    expect(factLabel('year_founded')).toBe('year founded');
    expect(isImageFact('https://cdn.example.org/a.jpg')).toBe(true);
    expect(isImageFact('http://cdn.example.org/a.jpg')).toBe(true);
    expect(isImageFact('2012')).toBe(false);
  });

  it('sends the named rows trimmed as JSON text, skips blank rows, and {} when empty', () => {
    const rows = [newFactRow(' founded ', ' 2012 '), newFactRow('', ''), newFactRow('staff', '12')];
    expect(pageDataJson(rows)).toBe('{"founded":"2012","staff":"12"}');
    expect(pageDataJson([])).toBe('{}');
    expect(pageDataJson(factRowsFrom({ a: '1' }))).toBe('{"a":"1"}');
  });

  it('finds a value without a name, names used twice and texts over the limits', () => {
    const nameless = newFactRow('', 'x');
    const first = newFactRow('city', 'Utrecht');
    const twice = newFactRow(' city', 'Delft');
    const long = newFactRow('k'.repeat(101), 'v'.repeat(1001));
    const blank = newFactRow(' ', ' ');
    expect(factRowErrors([nameless, first, twice, long, blank])).toEqual({
      [nameless.id]: { key: 'keyRequired' },
      [twice.id]: { key: 'duplicate' },
      [long.id]: { key: 'keyTooLong', value: 'valueTooLong' },
    });
  });
});
