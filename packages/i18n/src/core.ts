/**
 * The language list and the helpers every part of the product shares, without any strings: the
 * web app imports this (and `./english`), so a visitor's first download carries one language
 * only; Dutch arrives from GET /translations/nl.
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

/**
 * Numbers are written by hand in the app's two languages rather than with Intl.NumberFormat: a
 * page's first Intl.NumberFormat costs a phone some 80 ms of blocking time (its locale data)
 * while the server-rendered page is hydrated. i18n.test.ts checks them against Intl.
 */
const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  nl: { group: '.', decimal: ',' },
};

const grouped = (digits: string, separator: string) =>
  digits.replace(/\B(?=(\d{3})+$)/g, separator);

/** Euros in the language's style: en `€1,234.56`, `-€5.00`; nl `€ 1.234,56`, `€ -5,00`. */
export function formatEuros(amount: number, language: Language): string {
  if (!Number.isFinite(amount)) {
    return new Intl.NumberFormat(intlLocale[language], {
      style: 'currency',
      currency: 'EUR',
    }).format(amount);
  }
  const { group, decimal } = SEPARATORS[language];
  // To 15 digits first, as Intl rounds the decimal a number prints as (1.005 -> 1.01).
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
  const sign = amount < 0 && cents > 0 ? '-' : '';
  const text = `${grouped(String(Math.floor(cents / 100)), group)}${decimal}${String(cents % 100).padStart(2, '0')}`;
  return language === 'nl' ? `€\u00a0${sign}${text}` : `${sign}€${text}`;
}

/** Whole numbers with the language's grouping: en `1,234`, nl `1.234`. */
export function formatCount(count: number, language: Language): string {
  const whole = Math.round(count);
  if (!Number.isSafeInteger(whole)) {
    return new Intl.NumberFormat(intlLocale[language], { maximumFractionDigits: 0 }).format(count);
  }
  const digits = grouped(String(Math.abs(whole)), SEPARATORS[language].group);
  return whole < 0 ? `-${digits}` : digits;
}
