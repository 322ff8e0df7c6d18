import serverEn from './areas/server.en.json';
import serverNl from './areas/server.nl.json';
import { flatten, type Language, type Tree } from './core';
import { dutchTree } from './dutch';
import { englishTree, englishTranslations } from './english';

export * from './core';

/** Every UI string as nested trees, per language. */
export const translationTrees: Record<Language, Tree> = { en: englishTree, nl: dutchTree };

/** Every UI string, flat, per language: the source the database translations are synced from. */
export const bundledTranslations: Record<Language, Record<string, string>> = {
  en: englishTranslations,
  nl: flatten(dutchTree),
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
