import { describe, expect, it } from 'vitest';
import { readMinutes, WORDS_PER_MINUTE } from './read-time';

const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');

describe('readMinutes', () => {
  it('is 1 for short and empty texts', () => {
    expect(readMinutes('')).toBe(1);
    expect(readMinutes('A short update.')).toBe(1);
    expect(readMinutes(words(WORDS_PER_MINUTE))).toBe(1);
  });

  it('grows with the word count', () => {
    expect(readMinutes(words(WORDS_PER_MINUTE + 1))).toBe(2);
    expect(readMinutes(words(WORDS_PER_MINUTE * 4))).toBe(4);
  });

  it('does not count markup as words', () => {
    expect(readMinutes(`<p>${words(WORDS_PER_MINUTE)}</p>\n<p class="x">  </p>`)).toBe(1);
  });
});
