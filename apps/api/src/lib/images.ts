import { said } from '@app/i18n/codes';
import { IMAGE_MAX_BYTES, PICTURE_MAX_WIDTH } from '@app/contract';
import { stat } from 'node:fs/promises';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import sharp from 'sharp';

/** Formats accepted by their magic bytes (an SVG or a renamed file is refused). */
const ACCEPTED = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
/** Decompression-bomb guard: refuse images with more pixels than this before decoding. */
const MAX_PIXELS = 40_000_000;
/** Longest side kept; larger uploads are scaled down. */
const MAX_SIDE = PICTURE_MAX_WIDTH;

export type ImageProblem = 'too_large' | 'not_an_image';

export type ImageResult =
  { ok: true; data: Buffer; extension: 'webp' } | { ok: false; problem: ImageProblem };

/**
 * Checks an upload (its bytes, or the temporary file they were streamed to) by its bytes and re-encodes it with sharp: auto-rotated, scaled down to at
 * most 2400 px, metadata stripped, stored as WebP (GIF animations keep only the first frame).
 */
export async function processImage(source: Buffer | string): Promise<ImageResult> {
  const size = typeof source === 'string' ? (await stat(source)).size : source.length;
  if (size > IMAGE_MAX_BYTES) return { ok: false, problem: 'too_large' };
  const type =
    typeof source === 'string' ? await fileTypeFromFile(source) : await fileTypeFromBuffer(source);
  if (!type || !ACCEPTED.has(type.mime)) return { ok: false, problem: 'not_an_image' };
  try {
    const output = await sharp(source, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { ok: true, data: output, extension: 'webp' };
  } catch {
    // Corrupt data, or more pixels than allowed.
    return { ok: false, problem: 'not_an_image' };
  }
}

/** The message of a field's image problem, by its code. */
export function imageProblemMessage(field: string, problem: ImageProblem): string {
  return said(problem === 'too_large' ? 'field.image_too_large' : 'field.not_an_image', {
    attribute: field,
  });
}
