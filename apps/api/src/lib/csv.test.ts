import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv';

describe('csv', () => {
  it('quotes what needs quoting, as RFC 4180 says', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', 'two\nlines', 12.5, null])).toBe(
      'plain,"a,b","say ""hi""","two\nlines",12.5,\r\n',
    );
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("https://evil.example","click")')).toBe(
      `"'=HYPERLINK(""https://evil.example"",""click"")"`,
    );
    for (const start of ['+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(csvCell('Anna = generous')).toBe('Anna = generous');
    // Numbers are written as numbers.
    expect(csvCell(25)).toBe('25');
  });

  it('writes a Dutch file with semicolons, quoting what holds one', () => {
    expect(csvLine(['a;b', 'a,b', { number: '-12,50' }, 'plain'], ';')).toBe(
      '"a;b";a,b;-12,50;plain\r\n',
    );
    // A number the writer made is not text a person typed: no apostrophe before its sign.
    expect(csvCell({ number: '-1,50' }, ';')).toBe('-1,50');
    expect(csvCell('-1,50', ';')).toBe("'-1,50");
    expect(csvCell({ number: '-1,50' })).toBe('"-1,50"');
  });
});
