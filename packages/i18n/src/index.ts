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
 * The API's messages (errors, field errors, confirmations) as templates, per language, by key;
 * `@app/i18n/messages` finds a message code's key and words it (ADR 042). Kept apart from the
 * interface strings: the web app shows the API's text, or its own words for the codes it says
 * itself (`sharedMessageKeys`), and these are not synced to the database.
 */
export const serverTranslations: Record<Language, Record<string, string>> = {
  en: flatten(serverEn),
  nl: flatten(serverNl),
};
