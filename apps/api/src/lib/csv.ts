/**
 * CSV for spreadsheets (RFC 4180): fields with the separator, a quote or a line break are quoted,
 * quotes doubled, lines end in CRLF. A text field that a spreadsheet would run as a formula
 * (starting with =, +, -, @, a tab or a carriage return) is neutralised with a leading
 * apostrophe, so a donor named `=HYPERLINK(...)` stays text (OWASP, CSV injection).
 * The separator is a comma by default; Dutch spreadsheets expect a semicolon, since their decimal
 * mark is the comma.
 */

/** Excel reads a file as UTF-8 only when it starts with this byte order mark. */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A number already written as the file's reader expects it (`-12,50` in a Dutch file): the
 * writer made it from a number, so it is never taken for a formula.
 */
export interface CsvNumber {
  number: string;
}

export type CsvValue = string | number | boolean | null | undefined | CsvNumber;

export type CsvSeparator = ',' | ';';

export function csvCell(value: CsvValue, separator: CsvSeparator = ','): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? value.number : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  const quoted = separator === ';' ? /[";\r\n]/ : /[",\r\n]/;
  return quoted.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly CsvValue[], separator: CsvSeparator = ','): string {
  return `${cells.map((cell) => csvCell(cell, separator)).join(separator)}\r\n`;
}
