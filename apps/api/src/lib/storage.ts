import { randomUUID } from 'node:crypto';
import { access, mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { derivedNames } from './derived-files';

/** A stored file on its way out: its bytes as a stream, with what a reply needs to say of it. */
export interface StoredFile {
  body: Readable;
  /** Length in bytes, when the store says. */
  size?: number;
  contentType: string;
}

/**
 * Where uploaded files live. Names are made here (random), never taken from the client.
 * Two implementations: a folder (STORAGE_DIR, below) and an S3-compatible bucket
 * (storage-s3.ts, ADR 025); `createStorage` (create-storage.ts) picks one from the configuration.
 */
export interface Storage {
  put(data: Buffer, extension: string): Promise<string>;
  /**
   * Stores a file the platform derives from another under a name it chose (a share image named
   * by its source picture), replacing one of that name.
   */
  putAs(name: string, data: Buffer): Promise<void>;
  /** Whether a file of that name is stored. */
  has(name: string): Promise<boolean>;
  /**
   * Removes a file the platform stored and every file made from it (its widths, its share
   * image); unknown or foreign names are ignored.
   */
  remove(name: string | null | undefined): Promise<void>;
  /** The content of a stored file, or undefined when there is no such file. */
  read(name: string): Promise<Buffer | undefined>;
  /** A stored file to stream to a client (/storage/original), or undefined when there is none. */
  open(name: string): Promise<StoredFile | undefined>;
}

/**
 * What a stored name looks like (a UUID, a demo or a derived name, then an extension): anything
 * else is no stored file, and can never reach outside the folder or the key prefix.
 */
export const SAFE_NAME = /^[a-z0-9-]+\.[a-z0-9]+$/;

/** A stored name never gets other bytes (uploads get new names), so anyone may keep it a year. */
export const STORED_FILE_CACHE = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** The type a stored file is served as, from its extension (never from what a store says). */
export const contentTypeOf = (name: string): string =>
  CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/**
 * `put` and `putAs` over a driver's one way of writing a named file: names are made here (a
 * random UUID), or checked to be stored names, never taken from a client.
 */
export function namedWrites(
  write: (name: string, data: Buffer) => Promise<void>,
): Pick<Storage, 'put' | 'putAs'> {
  return {
    async put(data, extension) {
      const name = `${randomUUID()}.${extension}`;
      await write(name, data);
      return name;
    },
    async putAs(name, data) {
      if (!SAFE_NAME.test(name)) throw new Error(`not a storage name: ${name}`);
      await write(name, data);
    },
  };
}

export function createLocalStorage(dir: string): Storage {
  /** Written beside its place, then renamed: a reader never sees half a file. */
  async function write(name: string, data: Buffer) {
    await mkdir(dir, { recursive: true });
    const target = path.join(dir, name);
    const partial = `${target}.${randomUUID()}.partial`;
    await writeFile(partial, data);
    await rename(partial, target);
  }
  const missing = (err: unknown) =>
    ['ENOENT', 'EISDIR'].includes((err as NodeJS.ErrnoException).code ?? '');
  return {
    ...namedWrites(write),
    async has(name) {
      if (!SAFE_NAME.test(name)) return false;
      try {
        await access(path.join(dir, name));
        return true;
      } catch {
        return false;
      }
    },
    async remove(name) {
      // Generated demo pictures are shared by design; uploads have UUID names.
      if (!name || !SAFE_NAME.test(name) || name.startsWith('demo-')) return;
      await Promise.all(
        [name, ...derivedNames(name)].map((file) => rm(path.join(dir, file), { force: true })),
      );
    },
    async read(name) {
      if (!SAFE_NAME.test(name)) return undefined;
      try {
        return await readFile(path.join(dir, name));
      } catch (err) {
        if (missing(err)) return undefined;
        throw err;
      }
    },
    async open(name) {
      if (!SAFE_NAME.test(name)) return undefined;
      // The open handle keeps the bytes readable even if the file is removed meanwhile.
      const handle = await open(path.join(dir, name), 'r').catch((err: unknown) => {
        if (missing(err)) return undefined;
        throw err;
      });
      if (!handle) return undefined;
      try {
        const stats = await handle.stat();
        if (!stats.isFile()) {
          await handle.close();
          return undefined;
        }
        return {
          body: handle.createReadStream(),
          size: stats.size,
          contentType: contentTypeOf(name),
        };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },
  };
}
