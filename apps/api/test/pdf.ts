import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pdfDocument } from '../src/lib/pdf-document';

/** A small real PDF drawn the way the platform draws its documents, for upload tests. */
export function samplePdf(title: string, lines: string[]): Promise<Buffer> {
  return pdfDocument({
    lang: 'en',
    title,
    platform: { url: 'https://pifworld.org', email: 'hello@pifworld.org' },
    draw(pdf) {
      for (const line of lines) pdf.paragraph(line);
    },
  });
}

export interface ReadPdf {
  /** The text of each page, one line of the page per line. */
  pages: string[];
  /** Every page's text, pages apart by a blank line. */
  text: string;
  /** What pdf.js warned about while opening and reading the document (it should be nothing). */
  warnings: string[];
  info: Record<string, unknown>;
}

/**
 * Opens a PDF as a reader would, with pdf.js (Mozilla's viewer, legacy build for Node) at its
 * warning level, and reads its text. pdf.js reports what it finds wrong in a document (a broken
 * font, a bad cross-reference table) through console.log as "Warning: ..."; those are collected.
 */
export async function readPdf(bytes: Buffer): Promise<ReadPdf> {
  const warnings: string[] = [];
  const log = console.log;
  const warn = console.warn;
  const collect = (...args: unknown[]) => {
    warnings.push(args.map(String).join(' '));
  };
  console.log = collect;
  console.warn = collect;
  try {
    const loading = getDocument({
      data: new Uint8Array(bytes),
      verbosity: VerbosityLevel.WARNINGS,
      isEvalSupported: false,
      useSystemFonts: false,
      stopAtErrors: true,
    });
    const doc = await loading.promise;
    const pages: string[] = [];
    for (let number = 1; number <= doc.numPages; number++) {
      const page = await doc.getPage(number);
      // Draws nothing, but parses every font and operator of the page as rendering would.
      await page.getOperatorList();
      const content = await page.getTextContent();
      // Items of one line share their baseline; lines from the top of the page down.
      const lines = new Map<number, { x: number; text: string }[]>();
      for (const item of content.items) {
        if (!('str' in item) || item.str === '') continue;
        const y = Math.round(item.transform[5] as number);
        const key = [...lines.keys()].find((known) => Math.abs(known - y) <= 2) ?? y;
        lines.set(key, [
          ...(lines.get(key) ?? []),
          { x: item.transform[4] as number, text: item.str },
        ]);
      }
      pages.push(
        [...lines.entries()]
          .sort(([a], [b]) => b - a)
          .map(([, items]) =>
            items
              .sort((a, b) => a.x - b.x)
              .map((item) => item.text)
              .join(' ')
              .replace(/\s+/g, ' ')
              .trim(),
          )
          .join('\n'),
      );
    }
    const { info } = await doc.getMetadata();
    await loading.destroy();
    return { pages, text: pages.join('\n\n'), warnings, info: info as Record<string, unknown> };
  } finally {
    console.log = log;
    console.warn = warn;
  }
}
