import { randomUUID } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { derivedNames } from './derived-files';

/**
 * Where uploaded files live. Names are made here (random), never taken from the client.
 * The local implementation writes under STORAGE_DIR; an S3-compatible one can replace it.
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
}

const SAFE_NAME = /^[a-z0-9-]+\.[a-z0-9]+$/;

export function createLocalStorage(dir: string): Storage {
  /** Written beside its place, then renamed: a reader never sees half a file. */
  async function write(name: string, data: Buffer) {
    await mkdir(dir, { recursive: true });
    const target = path.join(dir, name);
    const partial = `${target}.${randomUUID()}.partial`;
    await writeFile(partial, data);
    await rename(partial, target);
  }
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
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
  };
}
