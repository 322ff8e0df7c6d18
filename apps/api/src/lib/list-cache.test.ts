import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { cacheAnswer, cachedAnswer } from './list-cache';

describe('the list cache', () => {
  it('keeps the 5,000 most recently used answers of each database, each with its list version', () => {
    const db = {} as Db;
    const other = {} as Db;
    cacheAnswer(db, 'a', 7, [1, 2]);
    cacheAnswer(db, 'b', 7, [3]);
    expect(cachedAnswer(db, 'a')).toEqual({ version: 7, value: [1, 2] }); // 'a' is now the latest used
    expect(cachedAnswer(other, 'a')).toBeUndefined();
    for (let i = 0; i < 4999; i++) cacheAnswer(db, `more ${i}`, 8, i);
    expect(cachedAnswer(db, 'b')).toBeUndefined();
    expect(cachedAnswer(db, 'a')).toEqual({ version: 7, value: [1, 2] });
    cacheAnswer(db, 'a', 9, [5]);
    expect(cachedAnswer(db, 'a')).toEqual({ version: 9, value: [5] });
  });
});
