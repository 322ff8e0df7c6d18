import campaignsEn from './areas/campaigns.en.json';
import campaignsNl from './areas/campaigns.nl.json';
import adminEn from './areas/admin.en.json';
import adminNl from './areas/admin.nl.json';
import companiesEn from './areas/companies.en.json';
import companiesNl from './areas/companies.nl.json';
import nonprofitsEn from './areas/nonprofits.en.json';
import nonprofitsNl from './areas/nonprofits.nl.json';
import fundraisersEn from './areas/fundraisers.en.json';
import fundraisersNl from './areas/fundraisers.nl.json';
import updatesEn from './areas/updates.en.json';
import updatesNl from './areas/updates.nl.json';
import contentEn from './areas/content.en.json';
import contentNl from './areas/content.nl.json';
import discoverEn from './areas/discover.en.json';
import discoverNl from './areas/discover.nl.json';
import exploreEn from './areas/explore.en.json';
import exploreNl from './areas/explore.nl.json';
import donationsEn from './areas/donations.en.json';
import donationsNl from './areas/donations.nl.json';
import paymentsEn from './areas/payments.en.json';
import paymentsNl from './areas/payments.nl.json';
import jobsEn from './areas/jobs.en.json';
import jobsNl from './areas/jobs.nl.json';
import jobFormEn from './areas/job-form.en.json';
import jobFormNl from './areas/job-form.nl.json';
import privacyEn from './areas/privacy.en.json';
import privacyNl from './areas/privacy.nl.json';
import serverEn from './areas/server.en.json';
import serverNl from './areas/server.nl.json';
import en from './en.json';
import nl from './nl.json';

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
function combine(...trees: Tree[]): Tree {
  const combined: Tree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      if (key in combined) throw new Error(`translation key '${key}' is defined in two files`);
      combined[key] = value;
    }
  }
  return combined;
}

/** Every UI string as nested trees, per language. */
export const translationTrees: Record<Language, Tree> = {
  en: combine(
    en,
    discoverEn,
    contentEn,
    exploreEn,
    adminEn,
    companiesEn,
    nonprofitsEn,
    fundraisersEn,
    updatesEn,
    campaignsEn,
    donationsEn,
    paymentsEn,
    jobsEn,
    jobFormEn,
    privacyEn,
  ),
  nl: combine(
    nl,
    discoverNl,
    contentNl,
    exploreNl,
    adminNl,
    companiesNl,
    nonprofitsNl,
    fundraisersNl,
    updatesNl,
    campaignsNl,
    donationsNl,
    paymentsNl,
    jobsNl,
    jobFormNl,
    privacyNl,
  ),
};

/** Every UI string, flat, per language: the source the database translations are synced from. */
export const bundledTranslations: Record<Language, Record<string, string>> = {
  en: flatten(translationTrees.en),
  nl: flatten(translationTrees.nl),
};

/**
 * The API's messages (errors, field errors, confirmations) as templates, per language: the
 * English text the code writes, and what it becomes in the reader's language. Kept apart from
 * the interface strings: the web app never shows them from its own bundle, and the API
 * translates through them at one edge (`@app/i18n/server-messages`, ADR 016).
 */
export const serverTranslations: Record<Language, Record<string, string>> = {
  en: flatten(serverEn),
  nl: flatten(serverNl),
};

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

/** Whole numbers with the language's grouping: en `1,234`, nl `1.234`. */
export function formatCount(count: number, language: Language): string {
  return new Intl.NumberFormat(intlLocale[language], { maximumFractionDigits: 0 }).format(count);
}
