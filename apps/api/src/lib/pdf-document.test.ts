import { describe, expect, it } from 'vitest';
import { readPdf, samplePdf } from '../../test/pdf';
import { pdfDocument } from './pdf-document';

const platform = { url: 'https://pifworld.example', email: 'team@pifworld.example' };

describe('pdfDocument', () => {
  it('numbers every page, repeats a long table’s header, and writes Dutch letters and the euro', async () => {
    const rows = Array.from({ length: 90 }, (_, i) => [
      `${String((i % 28) + 1).padStart(2, '0')}-03-2026`,
      `Één café in Zeeland ${i}`,
      `€ ${i},50`,
    ]);
    const bytes = await pdfDocument({
      lang: 'nl',
      title: 'Jaaroverzicht',
      platform,
      organisation: { name: 'Stichting Zeeën & Meren' },
      draw(pdf) {
        pdf.paragraph('Geëerde donateur: één overzicht, € 1.234,56.');
        pdf.table({
          columns: [
            { header: 'Datum', width: 0.25 },
            { header: 'Omschrijving', width: 0.5 },
            { header: 'Bedrag', width: 0.25, align: 'right' },
          ],
          rows,
          footer: ['', 'Totaal', '€ 4.050,00'],
        });
      },
    });
    const pdf = await readPdf(bytes);
    expect(pdf.warnings).toEqual([]);
    expect(pdf.pages.length).toBeGreaterThan(1);
    pdf.pages.forEach((page, i) => {
      expect(page).toContain(`Pagina ${i + 1} van ${pdf.pages.length}`);
      expect(page).toContain('pifworld.example - team@pifworld.example');
      expect(page).toContain('Datum Omschrijving Bedrag');
    });
    expect(pdf.text).toContain('Stichting Zeeën & Meren');
    expect(pdf.text).toContain('Geëerde donateur: één overzicht, € 1.234,56.');
    expect(pdf.text).toContain('Één café in Zeeland 89');
    expect(pdf.text).toContain('Totaal € 4.050,00');
    expect(pdf.info).toMatchObject({ Title: 'Jaaroverzicht', Author: 'PifWorld' });
  });

  it('names a table on the pages it runs onto, and never leaves its footer alone', async () => {
    // Enough lengths that, for one of them, the last row fills a page exactly: its footer then
    // has to take that row to the next page.
    for (let length = 30; length <= 60; length += 1) {
      const bytes = await pdfDocument({
        lang: 'en',
        title: 'Statement',
        platform,
        draw(pdf) {
          pdf.table({
            columns: [
              { header: 'Date', width: 0.5 },
              { header: 'Amount', width: 0.5, align: 'right' },
            ],
            rows: Array.from({ length }, (_, i) => [`Row ${i + 1}`, `€${i}.00`]),
            footer: ['Subtotal', '€1.00'],
            continued: 'Sea Watch (continued)',
          });
        },
      });
      const { pages } = await readPdf(bytes);
      const last = pages.at(-1)!;
      expect(last).toContain('Subtotal €1.00');
      expect(last).toContain(`Row ${length} €${length - 1}.00`);
      pages
        .slice(1)
        .forEach((page) => expect(page).toMatch(/^Sea Watch \(continued\)\nDate Amount/));
      expect(pages[0]).not.toContain('continued');
    }
  });

  it('draws a stored logo it can read, and leaves out one it cannot', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="40"><rect width="80" height="40" fill="#2f9a6c"/></svg>',
    );
    const draw = () => {};
    const withLogo = await pdfDocument({
      lang: 'en',
      title: 'T',
      platform,
      organisation: { name: 'O', logo: svg },
      draw,
    });
    const broken = await pdfDocument({
      lang: 'en',
      title: 'T',
      platform,
      organisation: { name: 'O', logo: Buffer.from('not an image') },
      draw,
    });
    expect(withLogo.toString('latin1')).toContain('/Subtype /Image');
    expect(broken.toString('latin1')).not.toContain('/Subtype /Image');
    expect((await readPdf(withLogo)).warnings).toEqual([]);
  });

  it('is read back by a pdf.js that reports what it finds wrong (the tests rely on it)', async () => {
    const bytes = await samplePdf('Broken', ['A cross-reference table that points nowhere.']);
    const broken = bytes.toString('latin1').replace(/startxref\n\d+/, 'startxref\n12');
    const pdf = await readPdf(Buffer.from(broken, 'latin1'));
    expect(pdf.warnings).toEqual(['Warning: Indexing all PDF objects']);
  });
});
