import { defaultLanguage, isLanguage, type Language } from '@app/i18n/core';
import { useSyncExternalStore } from 'react';
import { Translator, type TFunction } from './translator';

export type { TFunction } from './translator';

const LANGUAGE_STORAGE_KEY = 'language';

/**
 * The app's one translator. Every language's strings arrive from GET /translations/{lang} (with
 * the operators' changes), or with the page the server rendered (ADR 019); English is the fallback.
 * The strings are no part of the app's code, except English in a file of its own for
 * when the API cannot be reached.
 */
export const i18n = new Translator();

/** The translate function for views, which render again when the language or the strings change. */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const t = useSyncExternalStore(i18n.subscribe, i18n.getT, i18n.getT);
  return { t, i18n };
}

/**
 * `<html lang>` names the language the page is in (WCAG 3.1.1), from the start and on a switch.
 * It is set only when it changes: setting it again, even to the same value, restyles the whole
 * page (3 ms on the main thread each time, in a trace of a fundraiser's page).
 */
function setDocumentLanguage(language: string): void {
  if (typeof document === 'undefined' || document.documentElement.lang === language) return;
  document.documentElement.lang = language;
}

setDocumentLanguage(i18n.language);
i18n.subscribe(() => setDocumentLanguage(i18n.language));

/** The language the visitor chose with the language switch, if they ever did. */
function storedLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The first of the browser's preferred languages the app speaks, by its base language
 * (`nl-NL`, `nl-BE` -> `nl`; `de-DE, nl` -> `nl`).
 */
export function browserLanguage(
  preferred: readonly string[] = navigatorLanguages(),
): Language | undefined {
  return preferred.map((tag) => tag.trim().toLowerCase().split('-')[0]).find(isLanguage);
}

function navigatorLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/** The language the address asks for with `?lang=`, if the app speaks it. */
function addressLanguage(): Language | undefined {
  if (typeof window === 'undefined') return undefined;
  const asked = new URLSearchParams(window.location.search).get('lang');
  return isLanguage(asked) ? asked : undefined;
}

/**
 * The language to start in: the address's `?lang=` (a shared or searched Dutch link, whose tags
 * the server wrote in Dutch: ADR 018), else the visitor's choice with the switch (remembered),
 * else on a first visit the browser's language, else English. A Dutch browser sees Dutch
 * without touching the switch.
 */
export function startLanguage(): Language {
  return (
    addressLanguage() ??
    storedLanguage() ??
    renderedLanguage ??
    browserLanguage() ??
    defaultLanguage
  );
}

/** The language the server rendered the first screen in (ADR 019), if it did. */
let renderedLanguage: Language | undefined;

/**
 * Starts in `language` with its strings at once: on the server before it renders a page, and in
 * the browser with the strings the server sent, so the first screen needs no request.
 */
export function startIn(language: Language, translations?: Record<string, string>): void {
  renderedLanguage = language;
  if (translations && Object.keys(translations).length > 0) {
    i18n.addResourceBundle(language, translations);
  }
  void i18n.changeLanguage(language);
}

/**
 * Starts in `language` with the strings the server's rendering of the page used (ADR 026), per
 * language (the page's, and English where it fell back). The whole dictionary follows once the
 * app runs (`completeStrings`).
 */
export function startWithPageStrings(
  language: Language,
  strings: Partial<Record<Language, Record<string, string>>>,
): void {
  for (const [lng, page] of Object.entries(strings)) i18n.addPageStrings(lng, page);
  startIn(language);
}

let completing: Promise<void> = Promise.resolve();

/**
 * Waits for `request`, the whole dictionary of a page that came with only its own strings:
 * the next screen waits for it too (`stringsComplete`), so it never shows a key.
 */
export function completeStringsWith(request: Promise<void>): Promise<void> {
  completing = request.catch(() => {});
  return completing;
}

/** Resolves once the whole dictionary asked for with `completeStringsWith` is in (or failed). */
export function stringsComplete(): Promise<void> {
  return completing;
}

/**
 * The English strings the app was built with, as the fallback when GET /translations/{lang}
 * fails: the strings the server sends win where both have a key.
 */
export async function addBundledEnglish(): Promise<void> {
  const { englishTranslations } = await import('@app/i18n/english');
  i18n.addResourceBundle(defaultLanguage, englishTranslations, false);
}

/** Whether the app can render in `language` now: it is the current one and its strings are here. */
export function isReadyIn(language: Language): boolean {
  return i18n.language === language && i18n.hasResourceBundle(language);
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or full storage: the choice simply does not survive a reload.
  }
}

/** Active language outside React (api-client headers). */
export function currentLanguage(): Language {
  return i18n.language;
}

/** Active language inside React; components re-render when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(
    i18n.subscribe,
    () => i18n.language,
    () => i18n.language,
  );
}
