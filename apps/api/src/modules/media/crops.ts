import { said } from '@app/i18n/codes';
import {
  cropFromFocus,
  hasShapeRatio,
  insideImage,
  PICTURE_MAX_WIDTH,
  PICTURE_SHAPE_RATIOS,
  type CropRect,
  type ImageWidth,
  type MediaCropRequest,
  type PictureShape,
  type PixelSize,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { media } from '../../db/schema';
import { shapeName } from '../../lib/derived-files';
import { forbidden, notFound } from '../../lib/http-errors';
import { once } from '../../lib/once';
import { fieldError } from '../../lib/validation';
import { pictureAtWidth } from './image-widths';
import type { MediaApp } from './media.service';

/** Refuse sources with more pixels than an upload may have (lib/images.ts) before decoding. */
const MAX_PIXELS = 40_000_000;

const readImage = (data: Buffer) => sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' });

export type MediaRow = typeof media.$inferSelect;

/** A Media Library row by its file name, whoever owns it. */
export async function mediaByFile(db: Db, file: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.file, file)).limit(1);
  return row;
}

async function mediaById(db: Db, id: number): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  return row;
}

/** The original a crop was cut from, or the row itself when it is an original. */
async function originalOf(db: Db, row: MediaRow): Promise<MediaRow> {
  if (row.sourceId === null) return row;
  return (await mediaById(db, row.sourceId)) ?? row;
}

/** The user's own picture by its file name: 404 when no library holds it, 403 another's. */
async function ownPicture(db: Db, userId: number, file: string): Promise<MediaRow> {
  const row = await mediaByFile(db, file);
  if (!row) throw notFound('media.not_found');
  if (row.userId !== userId) throw forbidden('media.not_yours');
  return row;
}

async function sizeOf(data: Buffer): Promise<PixelSize | undefined> {
  try {
    const meta = await readImage(data).metadata();
    return meta.width && meta.height ? { width: meta.width, height: meta.height } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `rect` of the image cut out and scaled to `width` (never wider than the rect) in the shape's
 * exact proportions, as WebP.
 */
async function cut(
  data: Buffer,
  rect: CropRect,
  shape: PictureShape,
  width: number,
  quality: number,
): Promise<Buffer> {
  const outWidth = Math.max(1, Math.min(width, rect.width));
  const outHeight = Math.max(1, Math.round(outWidth / PICTURE_SHAPE_RATIOS[shape]));
  return readImage(data)
    .extract({ left: rect.x, top: rect.y, width: rect.width, height: rect.height })
    .resize({ width: outWidth, height: outHeight, fit: 'fill' })
    .webp({ quality })
    .toBuffer();
}

/**
 * The owner's crop of one of their pictures for a place: the rectangle (in the original's pixels;
 * a crop's own file means its original) is checked against the original, cut from it at up to
 * 2,400 px wide in the place's exact shape, stored under a new name and recorded in the library
 * as a crop of that original. Nothing is written when the rectangle is refused.
 */
export async function createCrop(
  app: MediaApp,
  userId: number,
  request: MediaCropRequest,
): Promise<MediaRow> {
  const original = await originalOf(app.db, await ownPicture(app.db, userId, request.file));
  const data = await app.storage.read(original.file);
  const size = data && (await sizeOf(data));
  if (!data || !size) throw notFound('media.not_found');
  const rect: CropRect = {
    x: request.x,
    y: request.y,
    width: request.width,
    height: request.height,
  };
  if (!insideImage(rect, size))
    throw fieldError(
      'crop',
      said('media.crop_outside', { width: size.width, height: size.height }),
    );
  if (!hasShapeRatio(rect, request.shape)) throw fieldError('crop', 'media.crop_shape');

  const picture = await cut(data, rect, request.shape, PICTURE_MAX_WIDTH, 82);
  const file = await app.storage.put(picture, 'webp');
  try {
    const [row] = await app.db
      .insert(media)
      .values({ userId, file, sourceId: original.id, shape: request.shape, crop: rect })
      .returning();
    return row!;
  } catch (err) {
    await app.storage.remove(file);
    throw err;
  }
}

/** What the picker needs to crop a picture again: its original and the crop it was cut by. */
export async function pictureToCrop(db: Db, userId: number, file: string) {
  const row = await ownPicture(db, userId, file);
  const original = await originalOf(db, row);
  const isCrop = original.id !== row.id;
  return {
    original,
    shape: isCrop ? row.shape : null,
    crop: isCrop ? row.crop : null,
  };
}

/**
 * A stored picture `width` wide in a place's shape, for the web app's srcset: a crop in another
 * place's shape than its own is cut from its original around the owner's crop (made on first use
 * and kept); a crop in its own shape, and any picture that is no crop (an upload before crops, a
 * demo picture), is the picture itself at that width, as it always was shown.
 */
export function pictureInShape(
  app: MediaApp,
  picture: string,
  shape: PictureShape,
  width: ImageWidth,
): Promise<Buffer | undefined> {
  const name = shapeName(picture, shape, width);
  return once(name, async () => {
    const stored = await app.storage.read(name);
    if (stored) return stored;
    const row = await mediaByFile(app.db, picture);
    if (!row?.crop || !row.shape || row.shape === shape || row.sourceId === null)
      return pictureAtWidth(app.storage, picture, width);
    const original = await mediaById(app.db, row.sourceId);
    const data = original && (await app.storage.read(original.file));
    const size = data && (await sizeOf(data));
    if (!data || !size) return pictureAtWidth(app.storage, picture, width);
    try {
      const image = await cut(data, cropFromFocus(size, row.crop, shape), shape, width, 78);
      await app.storage.putAs(name, image);
      return image;
    } catch {
      return undefined;
    }
  });
}

/**
 * Where a picture's share image is cut from: for a crop, its original around the owner's crop
 * (the share crop itself, or one of the share's shape with the same centre); undefined for any
 * other picture, whose share image is made from the picture itself.
 */
export async function shareCut(
  app: MediaApp,
  picture: string,
): Promise<{ source: Buffer; rect: CropRect } | undefined> {
  const row = await mediaByFile(app.db, picture);
  if (!row?.crop || !row.shape || row.sourceId === null) return undefined;
  const original = await mediaById(app.db, row.sourceId);
  const source = original && (await app.storage.read(original.file));
  const size = source && (await sizeOf(source));
  if (!source || !size) return undefined;
  const rect = row.shape === 'share' ? row.crop : cropFromFocus(size, row.crop, 'share');
  return insideImage(rect, size) ? { source, rect } : undefined;
}
