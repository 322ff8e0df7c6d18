import { formatCount, formatEuros, type Language } from '@app/i18n/core';
import { plainText } from './rich-text';

export { formatCount, formatEuros };
export type { Language };

/**
 * Month names as Intl writes them for the app's languages (dateStyle long and medium). Dates are
 * written by hand: the first Intl.DateTimeFormat of a page costs a phone some 100 ms of blocking
 * time (its locale data) while the page is hydrated, as numbers did (translator.ts).
 * lib/format.test.ts checks every month against Intl.
 */
const MONTHS: Record<Language, { long: readonly string[]; short: readonly string[] }> = {
  en: {
    long: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
  nl: {
    long: [
      'januari',
      'februari',
      'maart',
      'april',
      'mei',
      'juni',
      'juli',
      'augustus',
      'september',
      'oktober',
      'november',
      'december',
    ],
    short: ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
  },
};

/** A day in the language's style: en `December 25, 2026` / `Dec 25, 2026`; nl `25 december 2026` / `25 dec 2026`. */
function writeDate(
  language: Language,
  style: 'long' | 'short',
  { year, month, day }: { year: number; month: number; day: number },
): string {
  const name = MONTHS[language][style][month]!;
  return language === 'nl' ? `${day} ${name} ${year}` : `${name} ${day}, ${year}`;
}

const localParts = (date: Date) => ({
  year: date.getFullYear(),
  month: date.getMonth(),
  day: date.getDate(),
});

/**
 * A date in words in the language's style: en `December 25, 2026`, nl `25 december 2026`. A
 * calendar day as the API writes one (`2026-12-25`, a monthly charge's day) is that day wherever
 * the reader is; a moment (a `Date`, an ISO time) is the reader's own day of it.
 */
export function formatLongDate(value: string | Date, language: Language): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    return writeDate(language, 'long', { year, month: month - 1, day });
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return writeDate(language, 'long', localParts(date));
}

/** A date as the active language writes it in short ('Jun 3, 2025' / '3 jun 2025'), or null when unreadable. */
export function formatDate(value: string | null | undefined, language: Language): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return writeDate(language, 'short', localParts(date));
}

/** Cuts a text at `limit` characters and adds an ellipsis (cards 120, SDG cards 100). */
export function truncate(text: string, limit: number): string {
  const trimmed = plainText(text);
  if (trimmed.length <= limit) return trimmed;
  return `${trimmed.slice(0, limit).trimEnd()}...`;
}

/** A person's initials for an avatar: the first letters of the first two words ('Sanne de Vries' -> 'SD'). */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** Image fields hold a file name; files are served from the API host at /storage/original/{file}. */
export function storageUrl(file: string | null | undefined): string | null {
  if (!file) return null;
  if (/^(https?:)?\/\//.test(file) || file.startsWith('/') || file.startsWith('data:')) return file;
  return `/storage/original/${encodeURIComponent(file)}`;
}

/** Black or white text, whichever reads better on the given `#rrggbb` background (WCAG contrast). */
export function readableTextColor(background: string): '#ffffff' | '#1f1a17' {
  const hex = background.replace('#', '');
  if (!/^[0-9a-f]{6}$/i.test(hex)) return '#ffffff';
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  const dark = 0.0109; // relative luminance of #1f1a17
  const onWhite = 1.05 / (luminance + 0.05);
  const onDark = (luminance + 0.05) / (dark + 0.05);
  return onWhite >= onDark ? '#ffffff' : '#1f1a17';
}
