import { defaultLanguage, formatCount, isLanguage, type Language } from '@app/i18n/core';

/** Values for a string's `{{name}}` placeholders; `count` also picks the plural form. */
export type TranslateOptions = Record<string, unknown> & { count?: number };

/** Looks a key up in the current language and fills its placeholders. */
export type TFunction = (key: string, options?: TranslateOptions) => string;

type Strings = Record<string, string>;
type Listener = () => void;

/** `{{name}}` or `{{name, number}}`. */
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*(?:,\s*(\w+)\s*)?\}\}/g;

/**
 * `value` with its thousands grouped, for a safe integer in a known language; else undefined.
 * Written by hand in @app/i18n (formatCount), not by Intl.NumberFormat: the first one of a page
 * costs a phone some 80 ms of blocking time (its locale data) while /discover is hydrated.
 */
export function groupedInteger(language: string, value: number): string | undefined {
  return isLanguage(language) && Number.isSafeInteger(value)
    ? formatCount(value, language)
    : undefined;
}

/**
 * The app's translations (in place of i18next, a sixth of the first page's code). Keys
 * are flat and dotted (`header.discover`); strings use i18next's conventions, which the strings
 * in packages/i18n and the API's messages share:
 * - `{{name}}` is replaced by `options.name`; a placeholder without a value stays as written;
 * - `{{count, number}}` is formatted as a number in the language's style;
 * - with `count`, `key_one` / `key_other` (the language's plural rules) come before `key`;
 * - a key the language lacks (or has empty) comes from English; one no language has shows
 *   as the key.
 */
export class Translator {
  private readonly bundles = new Map<string, Strings>();
  /** Languages whose bundle holds only the strings of the page the server rendered (ADR 026). */
  private readonly partial = new Set<string>();
  /** Whether a key was looked up in a partial bundle that lacked it (the view shows a stand-in). */
  private missedInPartial = false;
  /** The keys looked up while `track` runs. */
  private lookups: Set<string> | undefined;
  private readonly listeners = new Set<Listener>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();
  private readonly numberFormats = new Map<string, Intl.NumberFormat>();
  private current: Language = defaultLanguage;
  /** Changes with every language switch and every bundle added, so views know to render again. */
  private revision = 0;

  get language(): Language {
    return this.current;
  }

  /**
   * Adds strings to a language's bundle; existing keys stay unless `overwrite`. The whole
   * dictionary after a page's strings (`addPageStrings`) completes the bundle without rendering
   * the views again, unless one of them looked up a key the page's strings lacked or a string
   * changed: every key a view shows reads the same.
   */
  addResourceBundle(language: string, strings: Strings, overwrite = true): void {
    const bundle = this.bundles.get(language);
    if (bundle && this.partial.has(language)) {
      // The whole dictionary of a server-rendered page's language: the page's strings (and the English ones
      // it fell back to) are complete now.
      this.partial.clear();
      const merged = overwrite ? { ...bundle, ...strings } : { ...strings, ...bundle };
      this.bundles.set(language, merged);
      const same = Object.entries(bundle).every(([key, text]) => merged[key] === text);
      const missed = this.missedInPartial;
      this.missedInPartial = false;
      if (!same || missed) this.changed();
      return;
    }
    // The same strings again: nothing changes, so no view renders again (that would be every
    // view, at once).
    if (bundle && Object.entries(strings).every(([key, text]) => bundle[key] === text)) return;
    const current = bundle ?? {};
    this.bundles.set(language, overwrite ? { ...current, ...strings } : { ...strings, ...current });
    this.changed();
  }

  /**
   * The strings the server's rendering of a page used (ADR 026), for a language whose whole
   * dictionary follows later with `addResourceBundle`.
   */
  addPageStrings(language: string, strings: Strings): void {
    if (this.bundles.has(language) && !this.partial.has(language)) return;
    this.bundles.set(language, { ...this.bundles.get(language), ...strings });
    this.partial.add(language);
    this.changed();
  }

  /** Whether `language` has only a page's strings so far. */
  isPartial(language: string): boolean {
    return this.partial.has(language);
  }

  /**
   * Runs `render` (synchronous) and tells which keys it looked up, plural forms included: what a
   * page rendered on the server needs of the dictionary.
   */
  track<T>(render: () => T): { result: T; keys: Set<string> } {
    const keys = new Set<string>();
    this.lookups = keys;
    try {
      return { result: render(), keys };
    } finally {
      this.lookups = undefined;
    }
  }

  /** The strings of `language` for `keys` (those it has). */
  pick(language: string, keys: Iterable<string>): Strings {
    const bundle = this.bundles.get(language) ?? {};
    const picked: Strings = {};
    for (const key of keys) if (bundle[key]) picked[key] = bundle[key];
    return picked;
  }

  removeResourceBundle(language: string): void {
    this.bundles.delete(language);
    this.changed();
  }

  hasResourceBundle(language: string): boolean {
    return this.bundles.has(language);
  }

  changeLanguage(language: Language): Promise<void> {
    if (language !== this.current) {
      this.current = language;
      this.changed();
    }
    return Promise.resolve();
  }

  /** Calls `listener` after a language switch or a bundle change; returns the unsubscribe. */
  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  t: TFunction = (key, options) => this.translate(this.current, key, options);

  private fixed: { revision: number; t: TFunction } | undefined;

  /**
   * A `t` that stays the same function until the language or the strings change, so a view
   * that depends on it renders again exactly then (`useSyncExternalStore`).
   */
  getT = (): TFunction => {
    if (this.fixed?.revision !== this.revision) {
      this.fixed = { revision: this.revision, t: (key, options) => this.t(key, options) };
    }
    return this.fixed.t;
  };

  private translate(language: string, key: string, options?: TranslateOptions): string {
    const text = this.find(language, key, options?.count) ?? key;
    return options ? this.fill(language, text, options) : text;
  }

  private find(language: string, key: string, count: number | undefined): string | undefined {
    for (const lng of language === defaultLanguage ? [language] : [language, defaultLanguage]) {
      const bundle = this.bundles.get(lng);
      if (!bundle) continue;
      if (typeof count === 'number') {
        const pluralKey = `${key}_${this.plural(lng, count)}`;
        this.lookups?.add(pluralKey);
        if (bundle[pluralKey]) return bundle[pluralKey];
      }
      this.lookups?.add(key);
      if (bundle[key]) return bundle[key];
    }
    if (this.partial.size > 0) this.missedInPartial = true;
    return undefined;
  }

  private fill(language: string, text: string, options: TranslateOptions): string {
    return text.replace(PLACEHOLDER, (placeholder, name: string, format?: string) => {
      if (!(name in options)) return placeholder;
      const value = options[name];
      if (value === undefined || value === null) return '';
      if (format === 'number' && typeof value === 'number') return this.number(language, value);
      return String(value);
    });
  }

  private plural(language: string, count: number): string {
    let rules = this.pluralRules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.pluralRules.set(language, rules);
    }
    return rules.select(count);
  }

  private number(language: string, value: number): string {
    const grouped = groupedInteger(language, value);
    if (grouped !== undefined) return grouped;
    let format = this.numberFormats.get(language);
    if (!format) {
      format = new Intl.NumberFormat(language);
      this.numberFormats.set(language, format);
    }
    return format.format(value);
  }

  private changed(): void {
    this.revision += 1;
    for (const listener of this.listeners) listener();
  }
}
