import { describe, expect, it } from 'vitest';
import { isRichText, plainText } from './rich-text';

describe('plainText', () => {
  it('keeps plain text as it is, trimmed', () => {
    expect(plainText('  Clean water\nfor all ')).toBe('Clean water\nfor all');
    expect(plainText(null)).toBe('');
    expect(isRichText('5 < 6 and 7 > 3')).toBe(false);
  });

  it('reads the words of rich text: no tags, entities decoded, blocks apart', () => {
    expect(
      plainText('<p>We keep the <strong>river</strong> clean.</p><p>Join&nbsp;us &amp; help</p>'),
    ).toBe('We keep the river clean. Join us & help');
    expect(plainText('<ul><li>one</li><li>two</li></ul>')).toBe('one two');
  });

  it('does not run what it reads', () => {
    expect(plainText('<p>Hi<img src="x" onerror="globalThis.ran = true"></p>')).toBe('Hi');
    expect((globalThis as { ran?: boolean }).ran).toBeUndefined();
  });
});
