import {
  bundledTranslations,
  defaultLanguage,
  isLanguage,
  languages,
  type Language,
} from '@app/i18n';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

const LANGUAGE_STORAGE_KEY = 'language';

/**
 * The one i18next instance of the app. Keys are flat and dotted (`header.discover`), so the key
 * separator is off. English is bundled and is the fallback; other languages arrive from
 * GET /translations/{lang} and are added with `addResourceBundle`.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { [defaultLanguage]: { translation: bundledTranslations[defaultLanguage] } },
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

/** The language the visitor chose last time, or the default one. */
export function getStoredLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
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
