import { RECEIPT_TIME_ZONE } from '@app/contract';
import { formatEuros, intlLocale, type Language } from '@app/i18n';
import { translate } from '../../lib/i18n';
import { centsToEuros } from '../../lib/money';
import { methodInWords } from '../donations/receipt-mail';

/** The texts, amounts and dates of the receipt PDFs in one language. */
export function receiptText(lang: Language) {
  const longDate = new Intl.DateTimeFormat(intlLocale[lang], {
    dateStyle: 'long',
    timeZone: RECEIPT_TIME_ZONE,
  });
  const shortDate = new Intl.DateTimeFormat(intlLocale[lang], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: RECEIPT_TIME_ZONE,
  });
  return {
    t: (key: string, values?: Record<string, string | number>) =>
      translate(lang, `receipts.${key}`, values),
    platform: translate(lang, 'brand.name'),
    money: (cents: number) => formatEuros(centsToEuros(cents), lang),
    /** 5 March 2025 (en), 5 maart 2025 (nl), on the Dutch calendar. */
    longDate: (date: Date) => longDate.format(date),
    /** 03/05/2025 (en), 05-03-2025 (nl). */
    shortDate: (date: Date) => shortDate.format(date),
    /** The payment method's name (iDEAL, Test payment), or the provider's word for it. */
    method: (method: string) => methodInWords(method, lang),
  };
}

/** What the clock in `timeZone` shows at `date`, read as if it were UTC. */
function wallClock(date: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(date)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** Midnight at the start of 1 January of `year` in the Netherlands. */
function startOfYear(year: number): Date {
  const utc = Date.UTC(year, 0, 1);
  // No clock change happens around New Year, so the offset at UTC midnight is the one.
  return new Date(utc - (wallClock(new Date(utc), RECEIPT_TIME_ZONE) - utc));
}

/** The year on the Dutch calendar: from its first moment, up to (not including) the next's. */
export function yearBounds(year: number): { from: Date; to: Date } {
  return { from: startOfYear(year), to: startOfYear(year + 1) };
}
