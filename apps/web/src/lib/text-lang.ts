import type { Language } from '@app/contract';

/**
 * The `lang` attribute of an owner-written text: set when the text is in another language than
 * the page (the API answers a text in the reader's language, or in the other where only that
 * exists, and says which), so screen readers and hyphenation read it as what it is.
 */
export function langOf(
  textLanguage: Language | undefined,
  pageLanguage: Language,
): { lang?: Language } {
  return textLanguage && textLanguage !== pageLanguage ? { lang: textLanguage } : {};
}
