import { IMAGE_WIDTHS, type ImageWidth } from '@app/contract';
import sharp from 'sharp';
import { widthName } from '../../lib/derived-files';
import { once } from '../../lib/once';
import type { Storage } from '../../lib/storage';

/** Refuse sources with more pixels than an upload may have (lib/images.ts) before decoding. */
const MAX_PIXELS = 40_000_000;

export const isImageWidth = (value: number): value is ImageWidth =>
  (IMAGE_WIDTHS as readonly number[]).includes(value);

/**
 * A stored picture at `width` pixels wide (never wider than the picture itself) as WebP: made on
 * first use and kept in storage beside the picture, so uploads, seeded pictures and every
 * picture stored before there were widths all get them. Undefined when the picture is
 * not stored or sharp cannot read it.
 */
export function pictureAtWidth(
  storage: Storage,
  picture: string,
  width: ImageWidth,
): Promise<Buffer | undefined> {
  const name = widthName(picture, width);
  return once(name, async () => {
    const stored = await storage.read(name);
    if (stored) return stored;
    const source = await storage.read(picture);
    if (!source) return undefined;
    try {
      const resized = await sharp(source, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer();
      await storage.putAs(name, resized);
      return resized;
    } catch {
      return undefined;
    }
  });
}
