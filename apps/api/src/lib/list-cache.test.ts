import { describe, expect, it } from 'vitest';
import { arrayOf, ListCache } from './list-cache';

describe('ListCache', () => {
  it('keeps the most recently used answers, each with its list version', () => {
    const cache = new ListCache(2);
    cache.set('a', 7, [1, 2]);
    cache.set('b', 7, [3]);
    expect(cache.get('a')).toEqual({ version: 7, value: [1, 2] }); // 'a' is now the latest used
    cache.set('c', 8, [4]);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual({ version: 7, value: [1, 2] });
    cache.set('a', 9, [5]);
    expect(cache.get('a')).toEqual({ version: 9, value: [5] });
  });
});

describe('arrayOf', () => {
  it('takes ids and page kinds, and refuses anything an array literal would have to quote', () => {
    expect(() => arrayOf([1, 22, 333], 'integer')).not.toThrow();
    expect(() => arrayOf(['company-event', 'fundraiser'], 'text')).not.toThrow();
    expect(() => arrayOf(['a,b'], 'text')).toThrow(/ids and kinds only/);
    expect(() => arrayOf(['"}'], 'text')).toThrow(/ids and kinds only/);
  });
});
