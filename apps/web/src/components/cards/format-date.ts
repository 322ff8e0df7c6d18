import { intlLocale, type Language } from '@app/i18n/core';

/** A date as the active language writes it ('Jun 3, 2025' / '3 jun 2025'), or null when unreadable. */
export function formatDate(value: string | null | undefined, language: Language): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(intlLocale[language], { dateStyle: 'medium' }).format(date);
}
