import { bundledTranslations } from '@app/i18n';
import { describe, expect, it, vi } from 'vitest';
import { groupedInteger, Translator } from './translator';

function translator(en: Record<string, string>, nl?: Record<string, string>) {
  const t = new Translator();
  t.addResourceBundle('en', en);
  if (nl) t.addResourceBundle('nl', nl);
  return t;
}

describe('Translator', () => {
  it('fills placeholders, and leaves one without a value as written', () => {
    const i18n = translator({ hi: 'Hello {{name}}, {{ who }}' });
    expect(i18n.t('hi', { name: 'Sam', who: 'you' })).toBe('Hello Sam, you');
    expect(i18n.t('hi', { name: 'Sam' })).toBe('Hello Sam, {{ who }}');
    expect(i18n.t('hi', { name: undefined, who: null })).toBe('Hello , ');
    expect(i18n.t('hi')).toBe('Hello {{name}}, {{ who }}');
  });

  it("picks the plural form by the language's rules, and formats numbers in its style", async () => {
    const i18n = translator(
      {
        followers_one: '{{count, number}} follower',
        followers_other: '{{count, number}} followers',
      },
      { followers_one: '{{count, number}} volger', followers_other: '{{count, number}} volgers' },
    );
    expect(i18n.t('followers', { count: 1 })).toBe('1 follower');
    expect(i18n.t('followers', { count: 0 })).toBe('0 followers');
    expect(i18n.t('followers', { count: 12500 })).toBe('12,500 followers');
    await i18n.changeLanguage('nl');
    expect(i18n.t('followers', { count: 1 })).toBe('1 volger');
    expect(i18n.t('followers', { count: 12500 })).toBe('12.500 volgers');
  });

  it('uses the key without a plural form when the language has none', () => {
    const i18n = translator({ results: '{{count}} results' });
    expect(i18n.t('results', { count: 1 })).toBe('1 results');
  });

  it('takes a key Dutch lacks, or has empty, from English; an unknown key shows as itself', async () => {
    const i18n = translator({ a: 'A', b: 'B' }, { a: 'Aa', b: '' });
    await i18n.changeLanguage('nl');
    expect(i18n.t('a')).toBe('Aa');
    expect(i18n.t('b')).toBe('B');
    expect(i18n.t('header.nothing')).toBe('header.nothing');
  });

  it('adds strings over or under what a bundle has', () => {
    const i18n = translator({ a: 'from the API', b: 'B' });
    i18n.addResourceBundle('en', { a: 'built in', c: 'C' }, false);
    expect([i18n.t('a'), i18n.t('b'), i18n.t('c')]).toEqual(['from the API', 'B', 'C']);
    i18n.addResourceBundle('en', { a: 'changed' });
    expect(i18n.t('a')).toBe('changed');
  });

  it('tells its listeners of a switch and of new strings, and keeps `getT` until then', async () => {
    const i18n = translator({ a: 'A' });
    const listener = vi.fn();
    const unsubscribe = i18n.subscribe(listener);
    const first = i18n.getT();
    expect(i18n.getT()).toBe(first);

    await i18n.changeLanguage('en');
    expect(listener).not.toHaveBeenCalled();
    await i18n.changeLanguage('nl');
    i18n.addResourceBundle('nl', { a: 'Aa' });
    expect(listener).toHaveBeenCalledTimes(2);
    const second = i18n.getT();
    expect(second).not.toBe(first);
    expect(second('a')).toBe('Aa');

    // The same strings again change nothing, so no view renders again.
    i18n.addResourceBundle('nl', { a: 'Aa' });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(i18n.getT()).toBe(second);

    unsubscribe();
    i18n.removeResourceBundle('nl');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(i18n.hasResourceBundle('nl')).toBe(false);
    expect(i18n.t('a')).toBe('A');
  });

  it('tells which keys a render looked up, plural forms and English fallbacks included', () => {
    const i18n = translator(
      { a: 'A', items_one: 'one item', items_other: '{{count}} items', only: 'Only English' },
      { a: 'Aa', items_one: 'één ding', items_other: '{{count}} dingen' },
    );
    void i18n.changeLanguage('nl');
    const { result, keys } = i18n.track(() =>
      [i18n.t('a'), i18n.t('items', { count: 3 }), i18n.t('only')].join(', '),
    );
    expect(result).toBe('Aa, 3 dingen, Only English');
    expect([...keys].sort()).toEqual(['a', 'items_other', 'only']);
    expect(i18n.pick('nl', keys)).toEqual({ a: 'Aa', items_other: '{{count}} dingen' });
    expect(i18n.pick('en', ['only'])).toEqual({ only: 'Only English' });
    // Outside `track` nothing is recorded.
    i18n.t('a');
    expect(keys.size).toBe(3);
  });

  it("completes a server-rendered page's strings without rendering the views again, unless one lacked a string", () => {
    const whole = { a: 'A', b: 'B', c: 'C' };
    const i18n = new Translator();
    i18n.addPageStrings('en', { a: 'A' });
    expect(i18n.isPartial('en')).toBe(true);
    const listener = vi.fn();
    i18n.subscribe(listener);
    const t = i18n.getT();
    expect(t('a')).toBe('A');
    i18n.addResourceBundle('en', whole);
    expect(i18n.isPartial('en')).toBe(false);
    // Every string a view shows reads the same: no view renders again, and `t` knows the rest.
    expect(listener).not.toHaveBeenCalled();
    expect(i18n.getT()).toBe(t);
    expect(t('c')).toBe('C');

    // A view that looked up a string the page lacked (it showed the key) renders again.
    const missed = new Translator();
    missed.addPageStrings('en', { a: 'A' });
    missed.subscribe(listener);
    expect(missed.t('b')).toBe('b');
    missed.addResourceBundle('en', whole);
    expect(listener).toHaveBeenCalledTimes(1);

    // So does one whose string changed since the page was rendered.
    const changed = new Translator();
    changed.addPageStrings('en', { a: 'old A' });
    const changedListener = vi.fn();
    changed.subscribe(changedListener);
    changed.addResourceBundle('en', whole);
    expect(changedListener).toHaveBeenCalledTimes(1);
    expect(changed.t('a')).toBe('A');
  });

  it('reads the real strings: a plural form, else the base key; no string is empty', () => {
    const i18n = translator(bundledTranslations.en, bundledTranslations.nl);
    // A sample of the real strings: placeholders with a format, plurals and plain text.
    expect(i18n.t('errors.tooManyAttempts', { count: 1, seconds: 1 })).toMatch(/1 second\b/);
    expect(i18n.t('errors.tooManyAttempts', { count: 5, seconds: 5 })).toMatch(/5 seconds/);
    const keys = Object.keys(bundledTranslations.en);
    expect(keys.length).toBeGreaterThan(500);
    for (const key of keys) expect(i18n.t(key)).not.toBe('');
  });
});

describe('groupedInteger', () => {
  it('writes counts as Intl.NumberFormat does in English and Dutch', () => {
    const values = [0, 7, -7, 999, 1000, -1000, 1234, 12_345, 123_456, 1_234_567, -98_765_432];
    for (let power = 0; power <= 15; power += 1) values.push(10 ** power, 10 ** power - 1);
    for (const language of ['en', 'nl']) {
      const intl = new Intl.NumberFormat(language);
      for (const value of values) expect(groupedInteger(language, value)).toBe(intl.format(value));
    }
  });

  it('leaves fractions, unsafe integers and other languages to Intl', () => {
    expect(groupedInteger('en', 0.5)).toBeUndefined();
    expect(groupedInteger('nl', 2 ** 53)).toBeUndefined();
    expect(groupedInteger('de', 1000)).toBeUndefined();
  });
});
