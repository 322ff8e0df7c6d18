import type { Language } from '@app/i18n/core';

/**
 * How a date field writes and reads a day in the page's language: Dutch `25-11-2026` and
 * `25-11-2026 14:30`, English (en-US, as the specification has it) `11/25/2026` and
 * `11/25/2026 2:30 PM`. The form itself keeps the values it always had: `2026-11-25` for a day,
 * `2026-11-25T14:30` (the visitor's clock) for a moment, as native date fields wrote them.
 */
export const dateFieldFormats: Record<Language, { date: string; dateTime: string }> = {
  en: { date: 'MM/DD/YYYY', dateTime: 'MM/DD/YYYY h:mm A' },
  nl: { date: 'DD-MM-YYYY', dateTime: 'DD-MM-YYYY HH:mm' },
};

const pad = (n: number) => String(n).padStart(2, '0');

function calendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1000 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T\s]+(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;
const DUTCH = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})(?:[\s,T]+(\d{1,2})[:.](\d{2}))?$/;
const ENGLISH = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[\s,]+(\d{1,2}):(\d{2})\s*([ap])?\.?m?\.?)?$/i;

function read(text: string, language: Language): Parts | null {
  const value = text.trim();
  const iso = ISO.exec(value);
  if (iso) {
    const [, y, m, d, h, min] = iso;
    return { year: +y!, month: +m!, day: +d!, hour: +(h ?? 0), minute: +(min ?? 0) };
  }
  if (language === 'nl') {
    const nl = DUTCH.exec(value);
    if (!nl) return null;
    const [, d, m, y, h, min] = nl;
    return { year: +y!, month: +m!, day: +d!, hour: +(h ?? 0), minute: +(min ?? 0) };
  }
  const en = ENGLISH.exec(value);
  if (!en) return null;
  const [, m, d, y, h, min, half] = en;
  let hour = +(h ?? 0);
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half.toLowerCase() === 'p' ? 12 : 0);
  }
  return { year: +y!, month: +m!, day: +d!, hour, minute: +(min ?? 0) };
}

/**
 * What a person typed in a date field, in the page's language (or as `2026-11-25`), as the date
 * picker's value: `2026-11-25`, with `withTime` `2026-11-25 14:30:00`; null when it is not a
 * day on the calendar.
 */
export function parseDateField(text: string, language: Language, withTime: boolean): string | null {
  const parts = read(text, language);
  if (!parts) return null;
  const { year, month, day, hour, minute } = parts;
  if (!calendarDay(year, month, day) || hour > 23 || minute > 59) return null;
  const date = `${year}-${pad(month)}-${pad(day)}`;
  return withTime ? `${date} ${pad(hour)}:${pad(minute)}:00` : date;
}

/** The form's value (`2026-11-25`, `2026-11-25T14:30`) as the picker's, or null when empty. */
export function toPickerValue(value: string, withTime: boolean): string | null {
  if (!value) return null;
  const [date, time = '00:00'] = value.split('T');
  return withTime ? `${date} ${time.slice(0, 5)}:00` : (date ?? null);
}

/** The picker's value back as the form's: `2026-11-25`, `2026-11-25T14:30`, or `''`. */
export function fromPickerValue(value: string | null, withTime: boolean): string {
  if (!value) return '';
  const [date, time = '00:00'] = value.split(/[ T]/);
  return withTime ? `${date}T${time.slice(0, 5)}` : (date ?? '');
}
