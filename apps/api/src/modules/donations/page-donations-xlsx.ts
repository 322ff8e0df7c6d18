import type { DonationPageType } from '@app/contract';
import type { Language } from '@app/i18n';
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import type { Db } from '../../db/client';
import {
  centsOf,
  EXPORT_COLUMNS,
  exportBatches,
  exportWords,
  MONEY_COLUMNS,
  textCells,
  type ExportColumn,
  type ExportFilter,
  type ExportRow,
} from './page-donations-export';

/**
 * Number formats, stored in the file as Excel's own codes (Excel shows them in the reader's
 * settings): euros with two decimals and the euro sign in the owner's language's place, dates as
 * the CSV writes them.
 */
const formats: Record<Language, { euros: string; date: string }> = {
  nl: { euros: '[$€-413] #,##0.00;[$€-413] -#,##0.00', date: 'dd-mm-yyyy hh:mm' },
  en: { euros: '[$€-1809]#,##0.00;-[$€-1809]#,##0.00', date: 'yyyy-mm-dd hh:mm' },
};

/** Column widths in characters: what the cells usually hold, not measured per file. */
const widths: Record<ExportColumn, number> = {
  date: 17,
  reference: 26,
  donor: 28,
  page: 32,
  kind: 14,
  status: 20,
  gross: 13,
  refunded: 13,
  chargedBack: 13,
  platformFee: 13,
  paymentCosts: 13,
  net: 13,
  email: 30,
  method: 16,
  paidTo: 30,
  message: 50,
};

/** Characters XML 1.0 cannot hold (control characters, lone surrogates): a file with one is broken. */
const NOT_XML = new RegExp(
  '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\uFFFE\\uFFFF]' +
    '|[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]',
  'g',
);
/** Excel's limit for the text of a cell. */
const CELL_LIMIT = 32_767;

const cellText = (text: string) => text.replace(NOT_XML, '').slice(0, CELL_LIMIT);

/**
 * The time on Amsterdam's clock as Excel stores a date: a day count without a time zone, which
 * exceljs makes from a Date's UTC fields.
 */
const excelDate = (localTime: string) => new Date(`${localTime}:00Z`);

/** Until the reader has taken what waits in the stream, or has gone. */
function drained(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/** Uncompressed bytes that may wait for the zip's compressor before more rows are written. */
const ZIP_BACKLOG = 1024 * 1024;

/**
 * exceljs's worksheet stream passes every row on towards the zip's compressor at once, whether or
 * not it keeps up (its `write` ignores the answer): rows made faster than they are compressed
 * would pile up in memory. So after a batch, wait until what waits in front of the compressor
 * (the worksheet stream's pipe, a readable-stream PassThrough) is down to ZIP_BACKLOG. Read
 * through exceljs 4's internals (`stream.pipes`, their `_writableState` / `_readableState`);
 * without them, do not wait.
 */
async function compressed(sheet: ExcelJS.Worksheet, out: PassThrough) {
  const internals = (sheet as unknown as { stream?: { pipes?: Queue[] } }).stream;
  const backlog = () =>
    (internals?.pipes ?? []).reduce(
      (bytes, pipe) =>
        bytes + (pipe._writableState?.length ?? 0) + (pipe._readableState?.length ?? 0),
      0,
    );
  // A reader that went away stops the compressor: then stop waiting too.
  while (backlog() > ZIP_BACKLOG && !out.destroyed) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

interface Queue {
  _writableState?: { length?: number };
  _readableState?: { length?: number };
}

/** A row's cells in column order: text as text, money as euros (numbers), the date as a date. */
function cells(row: ExportRow, words: ReturnType<typeof exportWords>) {
  const text = textCells(row, words);
  return EXPORT_COLUMNS.map((column): string | number | Date => {
    if (column === 'date') return excelDate(row.localTime);
    if ((MONEY_COLUMNS as readonly string[]).includes(column)) {
      return centsOf(row, column as (typeof MONEY_COLUMNS)[number]) / 100;
    }
    return cellText(text[column as keyof typeof text]);
  });
}

/**
 * The owner's donations as an Excel workbook (.xlsx), streamed: exceljs's WorkbookWriter writes
 * each batch's rows to the zip as they come and forgets them, so memory holds one batch, and it
 * waits while the reader is slower than the database (the response's buffer full).
 * `onBatch` is told each batch's size (tests see the writer is fed in batches).
 */
export function donationsXlsx(
  db: Db,
  {
    type,
    id,
    query,
    lang,
    batchSize,
    onBatch,
  }: {
    type: DonationPageType;
    id: number;
    query: ExportFilter;
    lang: Language;
    batchSize?: number;
    onBatch?: (rows: number) => void;
  },
) {
  const words = exportWords(lang);
  const format = formats[lang];
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'PifWorld';
  const sheet = workbook.addWorksheet(words.sheet, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = EXPORT_COLUMNS.map((column, i) => ({
    key: column,
    width: widths[column],
    style:
      column === 'date'
        ? { numFmt: format.date }
        : (MONEY_COLUMNS as readonly string[]).includes(column)
          ? { numFmt: format.euros }
          : {},
    header: words.header[i],
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();

  async function write() {
    for await (const batch of exportBatches(db, type, id, query, batchSize)) {
      onBatch?.(batch.length);
      for (const row of batch) sheet.addRow(cells(row, words)).commit();
      await compressed(sheet, stream);
      if (stream.writableNeedDrain) await drained(stream);
      // The reader went away: read no further.
      if (stream.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  }
  write().catch((error: unknown) => stream.destroy(error as Error));

  return { filename: words.filename(type, id, 'xlsx'), stream };
}
