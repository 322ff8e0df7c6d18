import { describe, expect, it } from 'vitest';
import { descriptionExcerpt } from './description-excerpt';

describe('descriptionExcerpt', () => {
  it('reads the text of rich text, blocks apart and entities decoded', () => {
    expect(descriptionExcerpt('<p>Clean <strong>water</strong></p><p>for &amp; by all</p>')).toBe(
      'Clean water for & by all',
    );
  });

  it('cuts long texts at 120 characters with an ellipsis', () => {
    const long = `<p>${'word '.repeat(40)}</p>`;
    const excerpt = descriptionExcerpt(long);
    expect(excerpt.endsWith('...')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(123);
  });

  it('gives nothing for no description', () => {
    expect(descriptionExcerpt(null)).toBe('');
    expect(descriptionExcerpt('<p></p>')).toBe('');
  });
});
