import type { MediaItem } from '@app/contract';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { media } from '../../db/schema';
import { STORAGE_PREFIX } from '../../lib/paths';
import type { Storage } from '../../lib/storage';

/** What the helpers here need: the database and the file storage (the app has both). */
export interface MediaApp {
  db: Db;
  storage: Storage;
}

/** Whether the file is in the user's Media Library. */
export async function ownsMedia(db: Db, userId: number, file: string): Promise<boolean> {
  const rows = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.userId, userId), eq(media.file, file)))
    .limit(1);
  return rows.length > 0;
}

/** Adds freshly stored uploads to the user's Media Library. */
export async function recordMedia(db: Db, userId: number, files: string[]): Promise<void> {
  if (files.length === 0) return;
  await db
    .insert(media)
    .values(files.map((file) => ({ userId, file })))
    .onConflictDoNothing();
}

/** One file of the Media Library as the picker shows it (`url` under /storage/original/). */
export function toMediaItem(row: { id: number; file: string; createdAt: Date }): MediaItem {
  return {
    id: row.id,
    file: row.file,
    url: `${STORAGE_PREFIX}${row.file}`,
    created_at: row.createdAt.toISOString(),
  };
}

/** A file of the user's Media Library by its name, if it is there. */
export async function findMedia(db: Db, userId: number, file: string) {
  const [row] = await db
    .select({ id: media.id, file: media.file, createdAt: media.createdAt })
    .from(media)
    .where(and(eq(media.userId, userId), eq(media.file, file)));
  return row;
}

/** The former image of a field when the form gave it another one, else null. */
export const replaced = (previous: string | null, current: string | undefined) =>
  current && previous && previous !== current ? previous : null;

/**
 * Lets go of stored images a page no longer uses (replaced, or deleted with the page). A file in
 * a Media Library stays: the library owns it, its owner may pick it again, and another page may
 * show it too. Any other file (stored before the library existed) is removed.
 */
export async function removeImages(
  app: MediaApp,
  files: readonly (string | null | undefined)[],
): Promise<void> {
  const names = [...new Set(files.filter((file): file is string => Boolean(file)))];
  if (names.length === 0) return;
  const kept = await app.db
    .select({ file: media.file })
    .from(media)
    .where(inArray(media.file, names));
  const inLibrary = new Set(kept.map((row) => row.file));
  await Promise.all(
    names.filter((name) => !inLibrary.has(name)).map((name) => app.storage.remove(name)),
  );
}

/**
 * Lets go of a page's former image once the new one is saved (see `removeImages`: a Media
 * Library file stays). The same file picked again is kept.
 */
export async function removeReplaced(
  app: MediaApp,
  previous: string | null,
  current: string | undefined,
): Promise<void> {
  await removeImages(app, [replaced(previous, current)]);
}

/** The user's Media Library, newest first: the originals (their crops are pages' pictures). */
export function listMedia(db: Db, userId: number) {
  return db
    .select({ id: media.id, file: media.file, createdAt: media.createdAt })
    .from(media)
    .where(and(eq(media.userId, userId), isNull(media.shape)))
    .orderBy(desc(media.createdAt), desc(media.id));
}
