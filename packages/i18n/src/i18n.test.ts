import { describe, expect, it } from 'vitest';
import serverEn from './areas/server.en.json';
import serverNl from './areas/server.nl.json';
import {
  bundledTranslations,
  flatten,
  formatCount,
  formatEuros,
  serverTranslations,
  translationTrees,
} from './index';

/** Every leaf of a nested translation file as [dotted key, value], whatever the value's type. */
function leaves(tree: unknown, prefix = ''): Array<[string, unknown]> {
  if (tree === null || typeof tree !== 'object' || Array.isArray(tree)) return [[prefix, tree]];
  return Object.entries(tree).flatMap(([key, value]) =>
    leaves(value, prefix ? `${prefix}.${key}` : key),
  );
}

/** Keys that are not a non-empty string (empty, whitespace only, number, array, null...). */
function invalidValues(tree: unknown): string[] {
  return leaves(tree)
    .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
    .map(([key]) => key);
}

function keyDifferences(a: Record<string, string>, b: Record<string, string>) {
  return {
    onlyInFirst: Object.keys(a).filter((key) => !(key in b)),
    onlyInSecond: Object.keys(b).filter((key) => !(key in a)),
  };
}

/** `{{name}}` placeholders of a text, sorted and without duplicates. */
function placeholders(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((match) => match[1] ?? '');
  return [...new Set(names)].sort();
}

function placeholderMismatches(a: Record<string, string>, b: Record<string, string>): string[] {
  return Object.keys(a).filter(
    (key) => key in b && placeholders(a[key] ?? '').join() !== placeholders(b[key] ?? '').join(),
  );
}

describe('translation files', () => {
  it('hold only non-empty strings', () => {
    expect(invalidValues(translationTrees.en)).toEqual([]);
    expect(invalidValues(translationTrees.nl)).toEqual([]);
  });

  it('have exactly the same flat keys in English and Dutch', () => {
    expect(keyDifferences(bundledTranslations.en, bundledTranslations.nl)).toEqual({
      onlyInFirst: [],
      onlyInSecond: [],
    });
  });

  it('use the same {{placeholders}} for each key in both languages', () => {
    expect(placeholderMismatches(bundledTranslations.en, bundledTranslations.nl)).toEqual([]);
  });

  it('contain the texts the specification requires word for word', () => {
    const t = bundledTranslations.en;
    expect(t['search.placeholder']).toBe('To search');
    expect(t['search.empty']).toBe('Search for actions, non-profits and much more');
    expect(t['search.noResults']).toBe("No results found for '{{query}}'");
    expect(t['errors.generic']).toBe('An error occurred. Please try again later.');
    expect(t['notFound.title']).toBe('Page not found');
    expect(t['common.loading']).toBe('Loading...');
    expect(t['terms.lastUpdated']).toBe('Last updated May 16, 2025');
    expect(t['privacy.understand']).toBe('I Understand');
    expect(t['home.sdg.heroTitle']).toBe('Sustainable development goals');
    expect(t['home.sdg.gridTitle']).toBe('Discover an SDG');
  });
});

// The API's messages (server.*.json): registered apart from the interface strings, held to the
// same rules.
describe('server message files', () => {
  it('hold only non-empty strings', () => {
    expect(invalidValues(serverEn)).toEqual([]);
    expect(invalidValues(serverNl)).toEqual([]);
  });

  it('have exactly the same flat keys in English and Dutch', () => {
    expect(keyDifferences(serverTranslations.en, serverTranslations.nl)).toEqual({
      onlyInFirst: [],
      onlyInSecond: [],
    });
  });

  it('use the same {{placeholders}} for each key in both languages', () => {
    expect(placeholderMismatches(serverTranslations.en, serverTranslations.nl)).toEqual([]);
  });

  it('keep the English messages of the API as the specification words them', () => {
    const t = serverTranslations.en;
    expect(t['server.messages.auth.emailTaken']).toBe('The email has already been taken.');
    expect(t['server.fields.required']).toBe('The {{attribute}} field is required.');
    expect(t['server.messages.summary.moreErrors']).toBe('{{message}} (and {{count}} more errors)');
  });
});

// The checks above only protect us if they do fail on broken files.
describe('translation checks', () => {
  it('report keys present in only one language', () => {
    const first = flatten({ header: { discover: 'Discover', donate: 'Donate' } });
    const second = flatten({ header: { discover: 'Ontdekken' }, extra: 'Extra' });
    expect(keyDifferences(first, second)).toEqual({
      onlyInFirst: ['header.donate'],
      onlyInSecond: ['extra'],
    });
  });

  it('report empty and non-string values', () => {
    expect(invalidValues({ a: '', b: { c: '  ', d: 'ok' }, e: 3, f: null, g: ['x'] })).toEqual([
      'a',
      'b.c',
      'e',
      'f',
      'g',
    ]);
  });

  it('report placeholders that differ between languages', () => {
    const first = { same: 'Hi {{name}}', renamed: 'For {{query}}', dropped: '{{count}} items' };
    const second = { same: 'Hoi {{ name }}', renamed: 'Voor {{term}}', dropped: 'items' };
    expect(placeholderMismatches(first, second)).toEqual(['renamed', 'dropped']);
  });
});

describe('formatting helpers', () => {
  it('format euros and counts in the style of each language', () => {
    expect(formatEuros(1234.5, 'en')).toBe('€1,234.50');
    expect(formatEuros(1234.5, 'nl')).toBe('€\u00a01.234,50');
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatCount(12345, 'nl')).toBe('12.345');
  });

  it('write euros and counts by hand exactly as Intl does', () => {
    const amounts = [
      0, 0.01, 0.1, 0.5, 1, 5, 9.99, 10, 25.5, 99.95, 100, 999.99, 1000, 1234.5, 12345.67, 99999.99,
      100000, 1234567.89, 250000000, -5, -0.01, -1234.5, 0.005, 1.005, 2.675,
    ];
    const locales = { en: 'en', nl: 'nl-NL' } as const;
    for (const language of ['en', 'nl'] as const) {
      const euros = new Intl.NumberFormat(locales[language], {
        style: 'currency',
        currency: 'EUR',
      });
      const counts = new Intl.NumberFormat(locales[language], { maximumFractionDigits: 0 });
      for (const amount of amounts)
        expect(formatEuros(amount, language)).toBe(euros.format(amount));
      for (const count of [0, 7, 999, 1000, 12345, 999999, 1000000, 123456789, -42, -12345, 3.6])
        expect(formatCount(count, language)).toBe(counts.format(count));
    }
  });
});
