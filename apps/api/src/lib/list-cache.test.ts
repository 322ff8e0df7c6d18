import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { keepAnswer, keptAnswer } from './list-cache';

describe('the list cache', () => {
  it('keeps the 5,000 most recently used answers of each database, each with its list version', () => {
    const db = {} as Db;
    const other = {} as Db;
    keepAnswer(db, 'a', 7, [1, 2]);
    keepAnswer(db, 'b', 7, [3]);
    expect(keptAnswer(db, 'a')).toEqual({ version: 7, value: [1, 2] }); // 'a' is now the latest used
    expect(keptAnswer(other, 'a')).toBeUndefined();
    for (let i = 0; i < 4999; i++) keepAnswer(db, `more ${i}`, 8, i);
    expect(keptAnswer(db, 'b')).toBeUndefined();
    expect(keptAnswer(db, 'a')).toEqual({ version: 7, value: [1, 2] });
    keepAnswer(db, 'a', 9, [5]);
    expect(keptAnswer(db, 'a')).toEqual({ version: 9, value: [5] });
  });
});
