import { afterEach, describe, expect, it } from 'vitest';
import { learnAnchor, nearestAnchor, QueryMemo, setQueryMemo, type Anchor } from './query-memo';

const at = (offset: number): Anchor => ({ offset, name: `row ${offset}`, id: offset + 1 });

afterEach(() => setQueryMemo(true));

describe('QueryMemo', () => {
  it('keeps the most recently used entries, each with its version', () => {
    const memo = new QueryMemo<string>(2);
    memo.set('a', 1, 'A');
    memo.set('b', 1, 'B');
    expect(memo.get('a')).toEqual({ version: 1, value: 'A' });
    memo.set('c', 2, 'C'); // 'b' was used longest ago
    expect(memo.get('b')).toBeUndefined();
    expect(memo.get('a')?.value).toBe('A');
    expect(memo.get('c')).toEqual({ version: 2, value: 'C' });
  });

  it('remembers nothing while switched off (QUERY_MEMO=false)', () => {
    const memo = new QueryMemo<string>(10);
    memo.set('a', 1, 'A');
    setQueryMemo(false);
    expect(memo.get('a')).toBeUndefined();
    memo.set('b', 1, 'B');
    setQueryMemo(true);
    expect(memo.get('b')).toBeUndefined();
    expect(memo.get('a')?.value).toBe('A');
  });
});

describe('page anchors', () => {
  it('finds the known row nearest before an offset', () => {
    const anchors = [at(0), at(20), at(60)];
    expect(nearestAnchor(anchors, 0)).toEqual(at(0));
    expect(nearestAnchor(anchors, 59)).toEqual(at(20));
    expect(nearestAnchor(anchors, 60)).toEqual(at(60));
    expect(nearestAnchor(anchors, 1000)).toEqual(at(60));
    expect(nearestAnchor([at(40)], 20)).toBeUndefined();
    expect(nearestAnchor([], 20)).toBeUndefined();
  });

  it('learns rows in offset order, and starts again at a new version', () => {
    const memo = new QueryMemo<Anchor[]>(10);
    for (const offset of [40, 0, 80, 20, 40]) learnAnchor(memo, 'list', 7, at(offset));
    expect(memo.get('list')).toEqual({ version: 7, value: [at(0), at(20), at(40), at(80)] });
    learnAnchor(memo, 'list', 9, at(60));
    expect(memo.get('list')).toEqual({ version: 9, value: [at(60)] });
  });
});
