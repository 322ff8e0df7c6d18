/**
 * A small, valid PDF of plain text: A4 pages in Helvetica, a title on the first page, paragraphs
 * wrapped to the page width, and simple tables of one line per row. For the demo vacancies'
 * PDFs, upload tests (real bytes that a PDF reader opens) and donation receipts, not a general
 * PDF library.
 */

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const LINE_HEIGHT = 15;
const TEXT_SIZE = 11;
const TITLE_SIZE = 18;
/** About what fits between the margins at 11 pt Helvetica, and in bold. */
const LINE_CHARS = 88;
const HEADING_CHARS = 80;
const LINES_PER_PAGE = Math.floor((PAGE_HEIGHT - 2 * MARGIN - 40) / LINE_HEIGHT);

/**
 * The characters WinAnsiEncoding has at 0x80-0x9F (where Latin-1 has control characters), by
 * their byte. Quotes and dashes are written as plain ASCII instead (see `winAnsi`).
 */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '\u20ac': 0x80, // euro sign
  '\u201a': 0x82,
  '\u0192': 0x83,
  '\u201e': 0x84,
  '\u2026': 0x85,
  '\u2020': 0x86,
  '\u2021': 0x87,
  '\u02c6': 0x88,
  '\u2030': 0x89,
  '\u0160': 0x8a,
  '\u2039': 0x8b,
  '\u0152': 0x8c,
  '\u017d': 0x8e,
  '\u2022': 0x95,
  '\u02dc': 0x98,
  '\u2122': 0x99,
  '\u0161': 0x9a,
  '\u203a': 0x9b,
  '\u0153': 0x9c,
  '\u017e': 0x9e,
  '\u0178': 0x9f,
};

/**
 * Text as the bytes of the fonts' WinAnsiEncoding, one char a byte (a 'latin1' string): Latin-1
 * as it is, the euro sign and the other WinAnsi extras at their byte, curly quotes and dashes as
 * ASCII, a narrow no-break space as a no-break space, anything else (and Latin-1's C1 controls, which WinAnsi shows as other glyphs) as '?'.
 */
function winAnsi(text: string): string {
  return [...text]
    .map((c) => {
      if (c === '\u2019' || c === '\u2018') return "'";
      if (c === '\u201c' || c === '\u201d') return '"';
      if (c === '\u2013' || c === '\u2014') return '-';
      if (c === '\u202f') return '\u00a0';
      const extra = WIN_ANSI_EXTRA[c];
      if (extra !== undefined) return String.fromCharCode(extra);
      const code = c.charCodeAt(0);
      return code < 256 && !(code >= 0x80 && code < 0xa0) ? c : '?';
    })
    .join('');
}

/** Text as a PDF string in WinAnsi: escaped, line breaks and tabs as spaces. */
function pdfString(text: string): string {
  return `(${winAnsi(text)
    .replace(/[\\()]/g, (c) => `\\${c}`)
    .replace(/[\r\n\t]/g, ' ')})`;
}

/** Helvetica's advance widths (1/1000 em) of the characters 32-126, from its AFM file. */
const HELVETICA_ASCII = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
/** Other characters: about an upper-case letter, so that a measure errs on the wide side. */
const HELVETICA_OTHER = 667;
/** Helvetica-Bold runs up to about this much wider than Helvetica. */
const BOLD_FACTOR = 1.15;

/**
 * About how wide `text` is set in Helvetica (or Helvetica-Bold) at `size` points: exact for
 * ASCII in the regular face, a little on the wide side otherwise.
 */
export function textWidth(text: string, size = TEXT_SIZE, bold = false): number {
  let units = 0;
  for (const c of winAnsi(text)) {
    units += HELVETICA_ASCII[c.charCodeAt(0) - 32] ?? HELVETICA_OTHER;
  }
  return (units * size * (bold ? BOLD_FACTOR : 1)) / 1000;
}

/** `text` cut to fit `width` points, with '...' where it was cut. */
function fitText(text: string, width: number, bold: boolean): string {
  if (textWidth(text, TEXT_SIZE, bold) <= width) return text;
  // No character is narrower than 191 units (the quote): more than this many never fit.
  const chars = [...text].slice(0, Math.ceil((width * 1000) / (191 * TEXT_SIZE)));
  while (chars.length && textWidth(`${chars.join('').trimEnd()}...`, TEXT_SIZE, bold) > width)
    chars.pop();
  return chars.length ? `${chars.join('').trimEnd()}...` : '';
}

/**
 * Wraps a paragraph at word boundaries to at most `width` characters a line; never at a
 * no-break space (as in `€ 25,00`).
 */
export function wrap(paragraph: string, width = LINE_CHARS): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/[^\S\u00a0\u202f]+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = '';
    }
    line = line ? `${line} ${word}` : word.slice(0, width);
  }
  if (line) lines.push(line);
  return lines;
}

/** Space between two columns of a table, in points. */
const COLUMN_GAP = 8;

/** A line of a page; headings are set in bold. A table row has cells at `x` from the margin. */
interface Line {
  text: string;
  bold?: boolean;
  cells?: Array<{ x: number; text: string }>;
}

/** A column of a table: its width in points, and its text's side (amounts go right). */
export interface PdfColumn {
  width: number;
  align?: 'left' | 'right';
}

/**
 * A table of one line per row: cells cut to their column's width, columns left to right from
 * the margin with a small gap between them (keep the widths within the 483 points between the
 * margins). The header and the footer row are set in bold.
 */
export interface PdfTable {
  columns: PdfColumn[];
  header?: string[];
  rows: string[][];
  footer?: string[];
}

/** A paragraph of text, a heading above one, or a table. */
export type PdfBlock = string | { heading: string } | { table: PdfTable };

function tableLines({ columns, header, rows, footer }: PdfTable): Line[] {
  const starts = columns.map((_, index) =>
    columns.slice(0, index).reduce((x, column) => x + column.width + COLUMN_GAP, 0),
  );
  const row = (cells: string[], bold: boolean): Line => ({
    text: cells.join(' '),
    bold,
    cells: columns.flatMap((column, index) => {
      const text = fitText(cells[index] ?? '', column.width, bold);
      if (!text) return [];
      const shift = column.align === 'right' ? column.width - textWidth(text, TEXT_SIZE, bold) : 0;
      return [{ x: Math.round((starts[index]! + Math.max(shift, 0)) * 100) / 100, text }];
    }),
  });
  return [
    ...(header ? [row(header, true)] : []),
    ...rows.map((cells) => row(cells, false)),
    ...(footer ? [row(footer, true)] : []),
  ];
}

/** A number for a content stream: at most 2 decimals, never '-0'. */
const num = (n: number) => String(Math.round(n * 100) / 100 || 0);

function pageStream(lines: Line[], title?: string): string {
  const parts = ['BT', `/F1 ${TEXT_SIZE} Tf`, `${LINE_HEIGHT} TL`];
  let top = PAGE_HEIGHT - MARGIN;
  if (title) {
    parts.push(`/F2 ${TITLE_SIZE} Tf`, `${MARGIN} ${top} Td`, `${pdfString(title)} Tj`);
    parts.push(`/F1 ${TEXT_SIZE} Tf`, `0 -${LINE_HEIGHT * 2} Td`);
    top -= LINE_HEIGHT * 2;
  } else {
    parts.push(`${MARGIN} ${top} Td`);
  }
  for (const line of lines) {
    if (line.cells) {
      if (line.bold) parts.push(`/F2 ${TEXT_SIZE} Tf`);
      let at = 0;
      for (const cell of line.cells) {
        parts.push(`${num(cell.x - at)} 0 Td`, `${pdfString(cell.text)} Tj`);
        at = cell.x;
      }
      // Back to the margin, where T* starts the next line.
      if (at) parts.push(`${num(-at)} 0 Td`);
      if (line.bold) parts.push(`/F1 ${TEXT_SIZE} Tf`);
    } else if (line.bold)
      parts.push(`/F2 ${TEXT_SIZE} Tf`, `${pdfString(line.text)} Tj`, `/F1 ${TEXT_SIZE} Tf`);
    else parts.push(`${pdfString(line.text)} Tj`);
    parts.push('T*');
  }
  parts.push('ET');
  return parts.join('\n');
}

/**
 * A PDF with `title` on top and `blocks` below it (an empty string is a blank line), as many
 * pages as the text needs; the title is also the document's Title metadata.
 */
export function textPdf(title: string, blocks: PdfBlock[]): Buffer {
  const lines: Line[] = blocks.flatMap((block): Line[] => {
    if (typeof block !== 'string' && 'table' in block) return tableLines(block.table);
    if (typeof block !== 'string') {
      const heading = wrap(block.heading, HEADING_CHARS);
      return [
        { text: '' },
        ...(heading.length ? heading : ['']).map((text) => ({ text, bold: true })),
      ];
    }
    return block ? wrap(block).map((text) => ({ text })) : [{ text: '' }];
  });
  const pages: Line[][] = [];
  for (let i = 0; i < Math.max(lines.length, 1); i += LINES_PER_PAGE) {
    pages.push(lines.slice(i, i + LINES_PER_PAGE));
  }
  // Objects: 1 catalog, 2 pages, 3 info, 4 Helvetica, 5 Helvetica-Bold, then per page: page, stream.
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 6 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = `<< /Title ${pdfString(title)} /Producer (PifWorld) >>`;
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[5] =
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  pages.forEach((pageLines, index) => {
    const id = pageIds[index]!;
    const stream = pageStream(pageLines, index === 0 ? title : undefined);
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents ${id + 1} 0 R >>`;
    objects[id + 1] =
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) {
    body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  }
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 3 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
