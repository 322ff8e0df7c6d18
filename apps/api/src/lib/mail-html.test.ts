import { describe, expect, it } from 'vitest';
import { htmlOfText } from './mail-html';

describe('htmlOfText', () => {
  it('makes a paragraph per block, a line break per line and a link of a line that is one', () => {
    const html = htmlOfText(
      'Hallo Noor,\n\nOpen deze link:\nhttps://pifworld.example/forgot-password/abc?x=1&y=2\n\nGroet,\nPifWorld',
      'nl',
    );
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<p>Hallo Noor,</p>');
    expect(html).toContain(
      '<p>Open deze link:<br>\n<a href="https://pifworld.example/forgot-password/abc?x=1&amp;y=2">https://pifworld.example/forgot-password/abc?x=1&amp;y=2</a></p>',
    );
    expect(html).toContain('<p>Groet,<br>\nPifWorld</p>');
  });

  it('keeps what people wrote as text', () => {
    const html = htmlOfText('<script>alert(1)</script>\njavascript:alert(1)', 'en');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;<br>\njavascript:alert(1)');
    expect(html).not.toContain('<a ');
  });
});
