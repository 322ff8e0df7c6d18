import { intlLocale, type Language } from '@app/i18n/core';

/**
 * A `datetime-local` input's value ('2026-05-01T10:00', on the visitor's clock) as an ISO instant
 * in UTC, or '' when empty or unreadable. The API reads a date-time without an offset as UTC, so
 * the form sends the instant the visitor meant.
 */
export function localInputToIso(value: string): string {
  if (!value.trim()) return '';
  // ECMAScript reads a date-time form without an offset as local time.
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** True when both inputs are filled in and the end comes before the start. */
export function endsBeforeStart(start: string, end: string): boolean {
  const from = localInputToIso(start);
  const to = localInputToIso(end);
  return from !== '' && to !== '' && to < from;
}

/** An event's date and time as the active language writes it, or null when missing. */
export function formatEventDate(value: string | null | undefined, language: Language) {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(intlLocale[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}
