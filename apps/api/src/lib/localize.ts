import type { Language } from '@app/i18n';

/** The Dutch text when asked for Dutch and there is one; English otherwise. */
export function localize(lang: Language, en: string, nl: string | null | undefined): string {
  return lang === 'nl' && nl ? nl : en;
}
