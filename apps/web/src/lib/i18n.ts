import { defaultLanguage, isLanguage, languages, type Language } from '@app/i18n/core';
import { englishTranslations } from '@app/i18n/english';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

const LANGUAGE_STORAGE_KEY = 'language';

/**
 * The one i18next instance of the app. Keys are flat and dotted (`header.discover`), so the key
 * separator is off. English, and only English (issue 20), is bundled and is the fallback; other
 * languages arrive from GET /translations/{lang} and are added with `addResourceBundle`.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { [defaultLanguage]: { translation: englishTranslations } },
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  keySeparator: false,
  nsSeparator: false,
  returnEmptyString: false,
  initAsync: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  // Re-render when a language is switched and when a fetched bundle is added.
  react: { bindI18n: 'languageChanged', bindI18nStore: 'added', useSuspense: false },
});

/** `<html lang>` names the language the page is in (WCAG 3.1.1), from the start and on a switch. */
function setDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

setDocumentLanguage(i18n.language);
i18n.on('languageChanged', setDocumentLanguage);

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
    i18n.addResourceBundle(language, 'translation', translations, true, true);
  }
  void i18n.changeLanguage(language);
}

/** Whether the app can draw in `language` now: it is the current one and its strings are here. */
export function isReadyIn(language: Language): boolean {
  return i18n.language === language && i18n.hasResourceBundle(language, 'translation');
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
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

/** Active language inside React; components re-render when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.language) ? instance.language : defaultLanguage;
}
