/**
 * A small, valid PDF of plain text: A4 pages in Helvetica, a title on the first page, paragraphs
 * wrapped to the page width. For the demo vacancies' PDFs and for upload tests (real bytes that a
 * PDF reader opens), not a general PDF library.
 */

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const LINE_HEIGHT = 15;
const TEXT_SIZE = 11;
const TITLE_SIZE = 18;
/** About what fits between the margins at 11 pt Helvetica. */
const LINE_CHARS = 88;
const LINES_PER_PAGE = Math.floor((PAGE_HEIGHT - 2 * MARGIN - 40) / LINE_HEIGHT);

/** Text as a PDF string in WinAnsi (Latin-1): escaped, other characters as '?'. */
function pdfString(text: string): string {
  const latin1 = [...text]
    .map((c) => {
      if (c === '\u2019' || c === '\u2018') return "'";
      if (c === '\u201c' || c === '\u201d') return '"';
      if (c === '\u2013' || c === '\u2014') return '-';
      return c.charCodeAt(0) < 256 ? c : '?';
    })
    .join('');
  return `(${latin1.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[\r\n\t]/g, ' ')})`;
}

/** Wraps a paragraph at word boundaries to at most `width` characters a line. */
export function wrap(paragraph: string, width = LINE_CHARS): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = '';
    }
    line = line ? `${line} ${word}` : word.slice(0, width);
  }
  if (line) lines.push(line);
  return lines;
}

/** A line of a page; headings are set in bold. */
interface Line {
  text: string;
  bold?: boolean;
}

/** A paragraph of text, or a heading above one. */
export type PdfBlock = string | { heading: string };

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
    if (line.bold)
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
    if (typeof block !== 'string') return [{ text: '' }, { text: block.heading, bold: true }];
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
