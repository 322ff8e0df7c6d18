import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLanguage, startLanguage, storeLanguage } from './i18n';

function browserSays(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the language a visit starts in', () => {
  it('follows a Dutch browser on a first visit', () => {
    browserSays('nl-NL', 'nl', 'en');
    expect(startLanguage()).toBe('nl');
    browserSays('nl-BE');
    expect(startLanguage()).toBe('nl');
  });

  it('takes the first language of the browser the app speaks, else English', () => {
    browserSays('de-DE', 'nl', 'en');
    expect(startLanguage()).toBe('nl');
    browserSays('en-GB', 'nl-NL');
    expect(startLanguage()).toBe('en');
    browserSays('fr-FR', 'de');
    expect(startLanguage()).toBe('en');
    browserSays();
    expect(startLanguage()).toBe('en');
  });

  it('keeps the choice made with the language switch, over the browser', () => {
    browserSays('nl-NL', 'nl');
    storeLanguage('en');
    expect(startLanguage()).toBe('en');
    browserSays('en-US');
    storeLanguage('nl');
    expect(startLanguage()).toBe('nl');
  });

  it('reads language tags whatever their case or region', () => {
    expect(browserLanguage(['NL-nl'])).toBe('nl');
    expect(browserLanguage([' en-us '])).toBe('en');
    expect(browserLanguage(['x-klingon'])).toBeUndefined();
  });
});
