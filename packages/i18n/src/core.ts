/**
 * The language list and the helpers every part of the product shares, without any strings: the
 * web app imports this (and `./english`), so a visitor's first download carries one language
 * only; Dutch arrives from GET /translations/nl (issue 20).
 */
export const languages = ['en', 'nl'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** BCP 47 locale used for number, money and date formatting. */
export const intlLocale: Record<Language, string> = { en: 'en', nl: 'nl-NL' };

export type Tree = { [key: string]: string | Tree };

/** Nested JSON to flat dotted keys: `{ header: { discover: 'x' } }` -> `{ 'header.discover': 'x' }`. */
export function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

/**
 * Joins translation files: the core file plus one file per area of the product (discover,
 * content, explore), so that areas can be worked on side by side. A top-level key may live in
 * one file only.
 */
export function combine(...trees: Tree[]): Tree {
  const combined: Tree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      if (key in combined) throw new Error(`translation key '${key}' is defined in two files`);
      combined[key] = value;
    }
  }
  return combined;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Euros in the language's style: en `€1,234.56`, nl `€ 1.234,56`. */
export function formatEuros(amount: number, language: Language): string {
  let format = moneyFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale[language], { style: 'currency', currency: 'EUR' });
    moneyFormats.set(language, format);
  }
  return format.format(amount);
}

const countFormats = new Map<string, Intl.NumberFormat>();

/** Whole numbers with the language's grouping: en `1,234`, nl `1.234`. */
export function formatCount(count: number, language: Language): string {
  let format = countFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale[language], { maximumFractionDigits: 0 });
    countFormats.set(language, format);
  }
  return format.format(count);
}
