import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Names are made here (random), never taken from the client.
 * The local implementation writes under STORAGE_DIR; an S3-compatible one can replace it.
 */
export interface Storage {
  put(data: Buffer, extension: string): Promise<string>;
  /** Removes a file the platform stored; unknown or foreign names are ignored. */
  remove(name: string | null | undefined): Promise<void>;
  /** The content of a stored file, or undefined when there is no such file. */
  read(name: string): Promise<Buffer | undefined>;
}

const SAFE_NAME = /^[a-z0-9-]+\.[a-z0-9]+$/;

export function createLocalStorage(dir: string): Storage {
  return {
    async put(data, extension) {
      await mkdir(dir, { recursive: true });
      const name = `${randomUUID()}.${extension}`;
      const target = path.join(dir, name);
      const partial = `${target}.partial`;
      await writeFile(partial, data);
      await rename(partial, target);
      return name;
    },
    async remove(name) {
      // Generated demo pictures are shared by design; uploads have UUID names.
      if (!name || !SAFE_NAME.test(name) || name.startsWith('demo-')) return;
      await rm(path.join(dir, name), { force: true });
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
