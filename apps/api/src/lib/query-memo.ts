import type { Db } from '../db/client';

/**
 * What the list and search functions of the database worked out for a query, remembered with
 * the list version it was worked out at (table list_version, migration 0016). The memo never
 * answers by itself: the API hands what it remembers back to the SQL function, which uses it
 * only while the version it reads in the same snapshot is still the same, and otherwise works
 * the answer out again. So an answer is always as exact as without the memo, and each request is
 * still one round trip; the memo spares the database the search or the rows it counts off.
 *
 * One memo per database (tests run many), each holding its most recently used entries.
 */
export class QueryMemo<T> {
  private readonly entries = new Map<string, { version: number; value: T }>();

  constructor(private readonly capacity: number) {}

  get(key: string): { version: number; value: T } | undefined {
    if (!memoEnabled) return undefined;
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, version: number, value: T): void {
    if (!memoEnabled) return;
    this.entries.delete(key);
    this.entries.set(key, { version, value });
    if (this.entries.size > this.capacity) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }
}

let memoEnabled = true;

/** QUERY_MEMO=false: every query is worked out in full (for measuring what the memo spares). */
export function setQueryMemo(enabled: boolean): void {
  memoEnabled = enabled;
}

/** A memo per database, made on first use. */
export function memoPerDatabase<T>(capacity: number): (db: Db) => QueryMemo<T> {
  const memos = new WeakMap<Db, QueryMemo<T>>();
  return (db) => {
    let memo = memos.get(db);
    if (!memo) memos.set(db, (memo = new QueryMemo<T>(capacity)));
    return memo;
  };
}

/** Where a row of a list was: at `offset`, the row with this name and id. */
export interface Anchor {
  offset: number;
  name: string;
  id: number;
}

/** Rows of one list whose places are known, by offset; at most this many per list. */
const MAX_ANCHORS = 5000;

/** The known row nearest before (or at) `offset` in a list's anchors, sorted by offset. */
export function nearestAnchor(anchors: readonly Anchor[], offset: number): Anchor | undefined {
  let low = 0;
  let high = anchors.length - 1;
  let found: Anchor | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const anchor = anchors[middle]!;
    if (anchor.offset <= offset) {
      found = anchor;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/**
 * Remembers where a row of a list was at a version: added to what is known at that version, or,
 * for a newer version, the first thing known again.
 */
export function learnAnchor(
  memo: QueryMemo<Anchor[]>,
  list: string,
  version: number,
  anchor: Anchor,
): void {
  const known = memo.get(list);
  if (!known || known.version !== version) {
    memo.set(list, version, [anchor]);
    return;
  }
  const anchors = known.value;
  const before = nearestAnchor(anchors, anchor.offset);
  if (before?.offset === anchor.offset || anchors.length >= MAX_ANCHORS) return;
  const at = before ? anchors.indexOf(before) + 1 : 0;
  anchors.splice(at, 0, anchor);
}
