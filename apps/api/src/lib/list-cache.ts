import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';

/**
 * The read path's one cache (ADR 041). What it caches is an answer that costs work to find: which
 * fundraisers make a page of a list, what a list search found and how many it counted, how many
 * rows a list has, which pages a header search term found. Each answer is cached with the list
 * version it was found at, and it is the answer again only when the statement that reads its rows
 * reads the same version in the same snapshot. PostgreSQL raises the version (table list_version,
 * db/schema/lists.ts) in the transaction of every change that could move a list or a search
 * result, so every API process sees a change at its next read. Names, pictures and amounts are
 * never cached: every request reads them.
 *
 * What it saves, with 100,000 fundraisers: counting the whole list takes 30 ms, a page 500 deep
 * reads 10,000 index entries (0.5 ms), a header search of a common word up to 5 ms; cached, a page
 * or a search costs one read of its cards. Under `npm run bench` (32 connections, two cores) the
 * bench's pages, list searches and header searches, served from here, had a p99 of 66, 49 and
 * 40 ms and 2.6, 3.1 and 6.5 times the throughput of pages and terms never asked before (106, 163
 * and 637 ms; ADR 041).
 *
 * One cache per database (tests open many), its 5,000 most recently used answers: 0.3 MB of heap
 * for 5,000 pages of 20 ids. Cached answers are replaced, never changed.
 */
export interface Cached<T> {
  version: number;
  value: T;
}

const caches = new WeakMap<Db, LRUCache<string, Cached<unknown>>>();

function listCache(db: Db): LRUCache<string, Cached<unknown>> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new LRUCache({ max: 5000 })));
  return cache;
}

/** What is cached under `key`, if anything. */
export const cachedAnswer = <T>(db: Db, key: string) =>
  listCache(db).get(key) as Cached<T> | undefined;

export const cacheAnswer = <T>(db: Db, key: string, version: number, value: T) =>
  listCache(db).set(key, { version, value });

/** The list version, as SQL: a column of the statement that reads a list's rows. */
export const LIST_VERSION = '(SELECT l.version FROM list_version l WHERE l.one)';
