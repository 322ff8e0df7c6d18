import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Storage } from '../lib/storage';
import { artSvg, type ArtKind } from './art/catalogue';

/**
 * Kinds of seeded pictures: square logos and portraits (512 x 512), wide banners (2400 x 750)
 * and card pictures (1600 x 1067). They are drawn for this product (see `art/`), at the full
 * resolution the media pipeline makes its widths from.
 */
export type ImageKind = ArtKind;

/** The drawing behind a seeded picture: a scene, an emblem, a portrait or a goal's icon. */
export function illustrationSvg(kind: ImageKind, color: string, key: string): string {
  return artSvg(kind, key, color);
}

/**
 * `demo-{kind}-{name}-{hash}.webp`: the hash is of the drawing, so a changed drawing is a new
 * file (the widths and share images made from a picture are named from its name, and a stored
 * file is never rewritten) and an unchanged one is drawn once and found again.
 */
export function illustrationFileName(kind: ImageKind, name: string, svg: string): string {
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 10);
  return `demo-${kind}-${name}-${hash}.webp`;
}

/**
 * Drawn pictures are kept here by file name (which holds the drawing's hash), so that seeding
 * again on this machine (a new data folder, the test suite) copies them instead of drawing them
 * again. Only a cache: when it cannot be read or written, the picture is simply drawn.
 */
const CACHE_DIR = path.join(tmpdir(), 'pifworld-seed-art');

async function draw(file: string, svg: string): Promise<Buffer> {
  const cached = path.join(CACHE_DIR, file);
  try {
    return await readFile(cached);
  } catch {
    // Not drawn on this machine yet.
  }
  const buffer = await sharp(Buffer.from(svg)).webp({ quality: 82, effort: 0 }).toBuffer();
  try {
    await mkdir(CACHE_DIR, { recursive: true });
    const partial = `${cached}.${process.pid}.part`;
    await writeFile(partial, buffer);
    await rename(partial, cached);
  } catch {
    // A read-only or full temporary folder: the next seed draws it again.
  }
  return buffer;
}

async function render(storage: Storage, file: string, svg: string): Promise<void> {
  if (await storage.has(file)) return;
  await storage.putAs(file, await draw(file, svg));
}

/**
 * Collects pictures to draw and draws them a few at a time, so rows can name their files first.
 */
export function createImageQueue(storage: Storage) {
  const jobs = new Map<string, string>();
  return {
    /** Returns the file name at once; the file is written by `flush`. */
    add(kind: ImageKind, name: string, color: string): string {
      const svg = illustrationSvg(kind, color, name);
      const file = illustrationFileName(kind, name, svg);
      if (!jobs.has(file)) jobs.set(file, svg);
      return file;
    },
    async flush(concurrency = 4): Promise<number> {
      const queue = [...jobs.entries()];
      const total = queue.length;
      jobs.clear();
      const workers = Array.from({ length: concurrency }, async () => {
        for (let job = queue.shift(); job; job = queue.shift()) await render(storage, ...job);
      });
      await Promise.all(workers);
      return total;
    },
  };
}

/**
 * Stores a seeded picture (once; an existing file is kept) and returns the file name the
 * database stores. The storage writes whole files only, so an interrupted run leaves none
 * half-written.
 */
export async function writeIllustration(
  storage: Storage,
  kind: ImageKind,
  name: string,
  color: string,
): Promise<string> {
  const svg = illustrationSvg(kind, color, name);
  const file = illustrationFileName(kind, name, svg);
  await render(storage, file, svg);
  return file;
}
