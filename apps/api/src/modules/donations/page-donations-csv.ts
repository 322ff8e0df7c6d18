import type { DonationPageType } from '@app/contract';
import type { Language } from '@app/i18n';
import type { Db } from '../../db/client';
import { CSV_BOM, csvLine, type CsvSeparator, type CsvValue } from '../../lib/csv';
import {
  centsOf,
  EXPORT_COLUMNS,
  exportBatches,
  exportWords,
  MONEY_COLUMNS,
  textCells,
  type ExportFilter,
  type ExportRow,
} from './page-donations-export';

/**
 * How a spreadsheet in the owner's language reads a CSV file. Dutch: a semicolon between fields
 * (the comma is the decimal mark), `12,50`, `29-11-2026 14:05`. English: commas, `12.50`,
 * `2026-11-29 14:05` (year first: neither day-month nor month-day to guess). Times are
 * Amsterdam's, as the owner's filter days are.
 */
const conventions: Record<
  Language,
  { separator: CsvSeparator; decimal: string; date: (localTime: string) => string }
> = {
  nl: {
    separator: ';',
    decimal: ',',
    date: (t) => `${t.slice(8, 10)}-${t.slice(5, 7)}-${t.slice(0, 4)} ${t.slice(11, 16)}`,
  },
  en: { separator: ',', decimal: '.', date: (t) => `${t.slice(0, 10)} ${t.slice(11, 16)}` },
};

/** Cents as a number in the file's convention: `-1234,50` (no thousands mark). */
export function csvEuros(cents: number, decimal: string): { number: string } {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return {
    number: `${sign}${Math.floor(abs / 100)}${decimal}${String(abs % 100).padStart(2, '0')}`,
  };
}

/**
 * The owner's donations as CSV in their language's conventions, a line at a time: nothing but
 * the current batch of rows is in memory, whatever the number of donations.
 */
export function donationsCsv(
  db: Db,
  {
    type,
    id,
    query,
    lang,
  }: { type: DonationPageType; id: number; query: ExportFilter; lang: Language },
) {
  const words = exportWords(lang);
  const { separator, decimal, date } = conventions[lang];
  const line = (row: ExportRow) => {
    const text = textCells(row, words);
    const cells: Record<(typeof EXPORT_COLUMNS)[number], CsvValue> = {
      date: date(row.localTime),
      ...text,
      ...(Object.fromEntries(
        MONEY_COLUMNS.map((column) => [column, csvEuros(centsOf(row, column), decimal)]),
      ) as Record<(typeof MONEY_COLUMNS)[number], CsvValue>),
    };
    return EXPORT_COLUMNS.map((column) => cells[column]);
  };
  async function* lines(): AsyncGenerator<string> {
    yield CSV_BOM + csvLine(words.header, separator);
    for await (const batch of exportBatches(db, type, id, query)) {
      // One string per batch: a thousand rows at a time to the response.
      yield batch.map((row) => csvLine(line(row), separator)).join('');
    }
  }
  return { filename: words.filename(type, id, 'csv'), lines: lines() };
}
