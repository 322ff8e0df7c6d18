import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Language } from '@app/i18n';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { translate } from './i18n';

/** Who made the document: every page's footer names the platform and how to reach it. */
export interface PdfPlatform {
  /** The web app's address. */
  url: string;
  /** The team's contact address. */
  email: string;
}

/** The organisation a document is about: its header shows the logo and the name. */
export interface PdfOrganisation {
  name: string;
  /** The logo as stored (any format sharp reads), or null. */
  logo?: Buffer | null;
}

export interface PdfColumn {
  header: string;
  /** A share of the text width; the shares of a table add up to 1. */
  width: number;
  align?: 'left' | 'right';
}

/**
 * Noto Sans (SIL Open Font License; the TrueType files of @expo-google-fonts/noto-sans): every
 * letter of Dutch, English and the other European languages, and the euro sign. Embedded (as a
 * subset of the glyphs used), so every reader shows the same letters. Parsed once per process:
 * pdfkit takes a parsed font, and reading the file again for every document cost more than
 * drawing it.
 */
const fonts = (() => {
  let loaded: { regular: fontkit.Font; bold: fontkit.Font } | undefined;
  return () => {
    if (!loaded) {
      const require = createRequire(import.meta.url);
      const file = (style: string) =>
        fontkit.create(
          readFileSync(
            require.resolve(`@expo-google-fonts/noto-sans/${style}/NotoSans_${style}.ttf`),
          ),
        ) as fontkit.Font;
      loaded = { regular: file('400Regular'), bold: file('700Bold') };
    }
    return loaded;
  };
})();

const ink = '#1f2328';
const dimmed = '#5c5f66';
const rule = '#d0d3d8';
const brand = '#b8461f';
const MARGIN = 56;
/** Room under the text for the footer. */
const FOOTER = 48;

/** The logo as a PNG that fits in the header (pdfkit draws PNG and JPEG only). */
async function logoPng(logo: Buffer | null | undefined): Promise<Buffer | null> {
  if (!logo) return null;
  try {
    return await sharp(logo)
      .resize({ width: 480, height: 240, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer();
  } catch {
    // A stored file sharp cannot read is no reason to refuse the document.
    return null;
  }
}

/** Draws the parts of a document in order, breaking pages where the text runs out. */
export class PdfWriter {
  constructor(readonly doc: PDFKit.PDFDocument) {}

  private get width() {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  private get left() {
    return this.doc.page.margins.left;
  }

  private get bottom() {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Starts a new page unless `height` points still fit on this one (to keep a block whole). */
  keep(height: number) {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  space(points = 10) {
    this.doc.y += points;
  }

  heading(text: string) {
    this.keep(48);
    this.space(8);
    this.doc.font('bold').fontSize(12.5).fillColor(ink).text(text, this.left, this.doc.y, {
      width: this.width,
    });
    this.space(4);
  }

  paragraph(text: string, { size = 10.5, color = ink, bold = false } = {}) {
    this.doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(size)
      .fillColor(color)
      .text(text, this.left, this.doc.y, { width: this.width, lineGap: 2 });
    this.space(6);
  }

  /** A line set apart in a coloured box (a test payment says so here). */
  notice(text: string) {
    const padding = 8;
    this.doc.font('bold').fontSize(10.5);
    const height = this.doc.heightOfString(text, { width: this.width - 2 * padding }) + 2 * padding;
    this.keep(height + 8);
    const top = this.doc.y;
    this.doc
      .save()
      .roundedRect(this.left, top, this.width, height, 4)
      .fillAndStroke('#fff3ec', '#f7a57c')
      .restore();
    this.doc
      .fillColor(ink)
      .text(text, this.left + padding, top + padding, { width: this.width - 2 * padding });
    this.doc.y = top + height + 10;
  }

  /** Label and value pairs, one a row, between thin rules. */
  facts(rows: Array<[label: string, value: string]>) {
    const labelWidth = this.width * 0.38;
    const valueWidth = this.width - labelWidth - 8;
    this.rule();
    for (const [label, value] of rows) {
      this.doc.font('bold').fontSize(10.5);
      const height =
        Math.max(
          this.doc.heightOfString(value, { width: valueWidth }),
          this.doc.font('regular').heightOfString(label, { width: labelWidth }),
        ) + 7;
      this.keep(height);
      const top = this.doc.y;
      this.doc
        .font('regular')
        .fillColor(dimmed)
        .text(label, this.left, top + 3.5, { width: labelWidth });
      this.doc
        .font('bold')
        .fillColor(ink)
        .text(value, this.left + labelWidth + 8, top + 3.5, { width: valueWidth });
      this.doc.y = top + height;
      this.rule();
    }
    this.space(8);
  }

  /**
   * A table with a header row and an optional footer row. Where it runs onto a new page, that page
   * starts with `continued` (which table this is, when given) and the header again; the footer
   * never stands alone at the top of a page, it takes the last row with it.
   */
  table({
    columns,
    rows,
    footer,
    continued,
  }: {
    columns: PdfColumn[];
    rows: string[][];
    footer?: string[];
    continued?: string;
  }) {
    const widths = columns.map((column) => column.width * this.width);
    // Room on both sides of a cell, so that a right-aligned amount and the text after it do not
    // run together.
    const inset = 5;
    const row = (cells: string[], font: 'regular' | 'bold', color = ink) => {
      this.doc.font(font).fontSize(9.5);
      const height =
        Math.max(
          ...cells.map((cell, i) =>
            this.doc.heightOfString(cell, { width: widths[i]! - 2 * inset }),
          ),
        ) + 8;
      return {
        height,
        draw: () => {
          const top = this.doc.y;
          let x = this.left;
          cells.forEach((cell, i) => {
            this.doc
              .font(font)
              .fontSize(9.5)
              .fillColor(color)
              .text(cell, x + inset, top + 4, {
                width: widths[i]! - 2 * inset,
                align: columns[i]!.align ?? 'left',
              });
            x += widths[i]!;
          });
          this.doc.y = top + height;
        },
      };
    };
    const header = () => {
      const head = row(
        columns.map((column) => column.header),
        'bold',
        dimmed,
      );
      head.draw();
      this.rule(ink);
    };
    const nextPage = () => {
      this.doc.addPage();
      if (continued) {
        this.doc.font('bold').fontSize(10.5).fillColor(ink).text(continued, this.left, this.doc.y, {
          width: this.width,
        });
        this.space(6);
      }
      header();
    };
    const foot = footer ? row(footer, 'bold') : null;
    const first = row(rows[0] ?? [], 'regular');
    this.keep(first.height * 2 + 24);
    header();
    rows.forEach((cells, i) => {
      const body = row(cells, 'regular');
      const last = i === rows.length - 1;
      const needed = body.height + (last && foot ? foot.height : 0);
      if (this.doc.y + needed > this.bottom) nextPage();
      body.draw();
      this.rule();
    });
    if (foot) {
      if (this.doc.y + foot.height > this.bottom) nextPage();
      foot.draw();
      this.rule(ink);
    }
    this.space(10);
  }

  private rule(color = rule) {
    this.doc
      .save()
      .moveTo(this.left, this.doc.y)
      .lineTo(this.left + this.width, this.doc.y)
      .lineWidth(0.6)
      .strokeColor(color)
      .stroke()
      .restore();
  }
}

/**
 * A document in the platform's one design, drawn with pdfkit: the organisation's logo and name
 * and the platform's name at the top, the title, what `draw` writes, and on every page a footer
 * with the platform's details and "Page 1 of 2", all in `lang`.
 */
export async function pdfDocument({
  lang,
  title,
  subtitle,
  platform,
  organisation,
  draw,
}: {
  lang: Language;
  title: string;
  subtitle?: string;
  platform: PdfPlatform;
  organisation?: PdfOrganisation | null;
  draw: (writer: PdfWriter) => void;
}): Promise<Buffer> {
  const platformName = translate(lang, 'brand.name');
  const logo = await logoPng(organisation?.logo);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER },
    bufferPages: true,
    lang: lang === 'nl' ? 'nl-NL' : 'en-GB',
    displayTitle: true,
    info: { Title: title, Author: platformName, Creator: platformName, Producer: platformName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { regular, bold } = fonts();
  // pdfkit embeds a parsed fontkit font as it would the file's bytes.
  doc.registerFont('regular', regular as unknown as Buffer);
  doc.registerFont('bold', bold as unknown as Buffer);

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  // The header: the organisation's logo and name on the left, the platform's name on the right.
  let top = MARGIN;
  doc.font('bold').fontSize(10).fillColor(brand);
  doc.text(platformName, left, top, { width, align: 'right' });
  if (logo) {
    doc.image(logo, left, top, { fit: [120, 56] });
    top += 64;
  }
  if (organisation?.name) {
    doc
      .font('bold')
      .fontSize(15)
      .fillColor(ink)
      .text(organisation.name, left, top, { width: width - 120 });
    top = doc.y + 4;
  } else {
    top += 20;
  }
  doc.y = top + 10;
  doc.font('bold').fontSize(20).fillColor(ink).text(title, left, doc.y, { width });
  if (subtitle) {
    doc
      .font('regular')
      .fontSize(10.5)
      .fillColor(dimmed)
      .text(subtitle, left, doc.y + 2, { width });
  }
  doc.y += 8;
  doc
    .save()
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(1.2)
    .stroke(brand)
    .restore();
  doc.y += 12;

  draw(new PdfWriter(doc));

  // The footer of every page, written once the number of pages is known.
  const range = doc.bufferedPageRange();
  const details = `${platformName} - ${platform.url.replace(/^https?:\/\//, '')} - ${platform.email}`;
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    const bottom = doc.page.margins.bottom;
    // Text below the bottom margin would start a new page: the footer lies in the margin.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - 14;
    doc
      .save()
      .moveTo(left, y - 8)
      .lineTo(left + width, y - 8)
      .lineWidth(0.6)
      .stroke(rule)
      .restore();
    doc.font('regular').fontSize(8.5).fillColor(dimmed);
    doc.text(details, left, y, { width: width * 0.72, lineBreak: false });
    doc.text(
      translate(lang, 'pdf.pageOf', { page: index + 1, pages: range.count }),
      left + width * 0.72,
      y,
      { width: width * 0.28, align: 'right', lineBreak: false },
    );
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
