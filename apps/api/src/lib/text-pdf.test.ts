import { describe, expect, it } from 'vitest';
import { textPdf, wrap } from './text-pdf';

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

describe('wrap', () => {
  it('breaks at word boundaries within the width', () => {
    expect(wrap('aa bb cc dd', 5)).toEqual(['aa bb', 'cc dd']);
    expect(wrap('   ', 5)).toEqual([]);
  });
});
