/**
 * CSV for spreadsheets (RFC 4180): fields with a comma, a quote or a line break are quoted, quotes
 * doubled, lines end in CRLF. A text field that a spreadsheet would run as a formula (starting
 * with =, +, -, @, a tab or a carriage return) is neutralised with a leading apostrophe, so a
 * donor named `=HYPERLINK(...)` stays text (OWASP, CSV injection).
 */

/** Excel reads a file as UTF-8 only when it starts with this byte order mark. */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
