import { afterEach, describe, expect, it } from 'vitest';
import { getInitialLanguage, storeLanguage } from './i18n';

describe('the language the app starts in', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    localStorage.clear();
  });

  it("takes the address's ?lang= before the stored choice", () => {
    storeLanguage('en');
    window.history.replaceState(null, '', '/fundraiser-details/1?lang=nl');
    expect(getInitialLanguage()).toBe('nl');
  });

  it('falls back to the stored choice for a missing or unknown ?lang=', () => {
    storeLanguage('nl');
    window.history.replaceState(null, '', '/discover?lang=de');
    expect(getInitialLanguage()).toBe('nl');
    window.history.replaceState(null, '', '/discover');
    expect(getInitialLanguage()).toBe('nl');
  });
});
