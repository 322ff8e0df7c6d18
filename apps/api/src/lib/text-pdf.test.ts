import { describe, expect, it } from 'vitest';
import { textPdf, textWidth, wrap } from './text-pdf';

describe('textPdf', () => {
  it('writes a cross-reference table whose offsets point at their objects', () => {
    const pdf = textPdf('Coördinator – (Zorg)', ['One paragraph.', '', { heading: 'Tasks' }]);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const entries = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) =>
      Number(m[1]),
    );
    expect(entries.length).toBeGreaterThanOrEqual(7);
    entries.forEach((offset, index) => {
      expect(text.slice(offset, offset + 12)).toMatch(new RegExp(`^${index + 1} 0 obj\\n`));
    });
    // Parentheses are escaped, a character outside Latin-1 becomes a plain dash.
    expect(text).toContain('(Co\xf6rdinator - \\(Zorg\\)) Tj');
  });

  it('starts a new page when the text does not fit', () => {
    const lines = Array.from({ length: 120 }, (_, i) => `Line ${i}`);
    const text = textPdf('Long', lines).toString('latin1');
    expect(/\/Count (\d+)/.exec(text)![1]).toBe('3');
  });

  it('keeps a declared stream length equal to the stream', () => {
    const text = textPdf('Title', ['Body']).toString('latin1');
    const match = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(text)!;
    expect(Buffer.byteLength(match[2]!, 'latin1')).toBe(Number(match[1]));
  });
});

describe('textPdf in WinAnsi', () => {
  it('writes the euro sign at its WinAnsi byte and what the fonts lack as ?', () => {
    const text = textPdf('Receipt', ['Amount: \u20ac\u00a01.234,56 \u{1f600} \u0085']).toString(
      'latin1',
    );
    expect(text).toContain('(Amount: \x80\xa01.234,56 ? ?) Tj');
  });
});

describe('textPdf headings', () => {
  it('wraps a long heading onto more bold lines', () => {
    const heading = `${'Stichting '.repeat(10)}End`;
    const text = textPdf('Title', [{ heading }]).toString('latin1');
    const bold = [...text.matchAll(/\/F2 11 Tf\n\(([^)]*)\) Tj/g)].map((m) => m[1]);
    expect(bold.length).toBe(2);
    expect(bold.join(' ')).toBe(heading);
  });
});

describe('textPdf tables', () => {
  const table = {
    columns: [{ width: 60 }, { width: 100 }, { width: 60, align: 'right' as const }],
    header: ['Date', 'Page', 'Amount'],
    rows: [
      ['01-02-2025', 'Swim for clean water in every village', '\u20ac25.00'],
      ['03-04-2025', 'Run', '\u20ac1,250.50'],
    ],
    footer: ['', 'Total', '\u20ac1,275.50'],
  };

  it('sets each cell at its column, amounts to the right, and returns to the margin', () => {
    const text = textPdf('Statement', ['Intro', { table }, 'After']).toString('latin1');
    // Header and footer in bold, rows in the regular face.
    expect(text).toContain('/F2 11 Tf\n0 0 Td\n(Date) Tj\n68 0 Td\n(Page) Tj');
    // The amount's right edge is the column's: 60 + 8 + 100 + 8 + 60 = 236 points.
    const amount = '\u20ac25.00';
    const at = 236 - textWidth(amount);
    expect(text).toContain(`${Math.round((at - 68) * 100) / 100} 0 Td\n(\x8025.00) Tj`);
    // Every row moves back by as much as it moved right, so the next line starts at the margin.
    const stream = /stream\n([\s\S]*?)\nendstream/.exec(text)![1]!;
    const rows = stream.split('T*').filter((row) => / 0 Td\n\(/.test(row));
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      const moves = [...row.matchAll(/(-?[\d.]+) 0 Td/g)].map((m) => Number(m[1]));
      expect(Math.abs(moves.reduce((sum, move) => sum + move, 0))).toBeLessThan(0.001);
    }
    expect(text).toContain('(After) Tj');
  });

  it('cuts a cell that does not fit its column', () => {
    const text = textPdf('Statement', [{ table }]).toString('latin1');
    const cut = /\((Swim[^)]*)\) Tj/.exec(text)![1]!;
    expect(cut.endsWith('...')).toBe(true);
    expect(textWidth(cut)).toBeLessThanOrEqual(100);
    expect(text).toContain('(Run) Tj');
  });
});

describe('textWidth', () => {
  it("measures Helvetica's widths", () => {
    expect(textWidth('0123456789', 10)).toBeCloseTo(55.6, 5);
    expect(textWidth('W i', 1)).toBeCloseTo(0.944 + 0.278 + 0.222, 5);
  });
});

describe('wrap', () => {
  it('breaks at word boundaries within the width', () => {
    expect(wrap('aa bb cc dd', 5)).toEqual(['aa bb', 'cc dd']);
    expect(wrap('   ', 5)).toEqual([]);
    expect(wrap('aa \u20ac\u00a025,00', 8)).toEqual(['aa', '\u20ac\u00a025,00']);
  });
});
