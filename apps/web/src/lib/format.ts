import { formatCount, formatEuros, intlLocale, type Language } from '@app/i18n/core';
import { plainText } from './rich-text';

export { formatCount, formatEuros };
export type { Language };

const longDateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date in words in the language's style: en `December 25, 2026`, nl `25 december 2026`. A
 * calendar day as the API writes one (`2026-12-25`, a monthly charge's day) is that day wherever
 * the reader is; a moment (a `Date`, an ISO time) is the reader's own day of it.
 */
export function formatLongDate(value: string | Date, language: Language): string {
  const day = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const key = `${language} ${day ? 'utc' : 'local'}`;
  let format = longDateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[language], {
      dateStyle: 'long',
      ...(day ? { timeZone: 'UTC' } : {}),
    });
    longDateFormats.set(key, format);
  }
  return format.format(day ? new Date(`${value}T00:00:00Z`) : new Date(value));
}

/** Cuts a text at `limit` characters and adds an ellipsis (spec 9: cards 120, SDG cards 100). */
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
