import { z } from 'zod';

/**
 * The image picker's Media Library: images the signed-in user uploaded. `file` is the stored
 * name, which any page form's image field (picture, logo, image, background) accepts instead of
 * an upload; `url` is where the web app loads it.
 */
export const mediaItem = z.object({
  id: z.number().int(),
  file: z.string(),
  url: z.string(),
  created_at: z.string(),
});
export type MediaItem = z.infer<typeof mediaItem>;

export const mediaListResponse = z.object({ data: z.array(mediaItem) });
export type MediaListResponse = z.infer<typeof mediaListResponse>;

/** POST /media: one image in the multipart field `file`. */
export const mediaUploadResponse = z.object({ data: mediaItem });
export type MediaUploadResponse = z.infer<typeof mediaUploadResponse>;

/**
 * The picker's thumbnail of an image: what it shows of an upload while it is on its way (made in
 * the browser). The upload itself is the original, scaled down to `PICTURE_MAX_WIDTH` at most.
 */
export const PICKER_IMAGE_WIDTH = 300;
export const PICKER_IMAGE_HEIGHT = 200;

/** The longest side an uploaded original keeps, and the widest a page's picture is served. */
export const PICTURE_MAX_WIDTH = 2400;

/**
 * The widths every stored picture is served in as WebP: a phone takes 320 or 640, a
 * wide screen 1280, a sharp wide screen 1920 or 2400, at `/storage/w/{width}/{file}` (or
 * `/storage/s/{shape}/{width}/{file}` for the shape of the place it fills).
 */
export const IMAGE_WIDTHS = [320, 640, 1280, 1920, 2400] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/**
 * The places a page's picture fills, each with its shape (width / height): the banner across a
 * page's top, the square logo, a card's picture and the share image links show (1200 x 630).
 */
export const PICTURE_SHAPES = ['banner', 'logo', 'card', 'share'] as const;
export type PictureShape = (typeof PICTURE_SHAPES)[number];
export const PICTURE_SHAPE_RATIOS: Record<PictureShape, number> = {
  banner: 3,
  logo: 1,
  card: 3 / 2,
  share: 1200 / 630,
};
export const isPictureShape = (value: string): value is PictureShape =>
  (PICTURE_SHAPES as readonly string[]).includes(value);

export interface PixelSize {
  width: number;
  height: number;
}

/** A part of an image in its own pixels: left, top, width, height. */
export const cropRect = z.object({
  x: z.number().int().min(0).max(100_000),
  y: z.number().int().min(0).max(100_000),
  width: z.number().int().min(1).max(100_000),
  height: z.number().int().min(1).max(100_000),
});
export type CropRect = z.infer<typeof cropRect>;

/**
 * Whether `rect` has the shape's proportions: within 1% or one pixel of rounding, so that a rect
 * measured on a scaled preview and rounded to whole pixels passes.
 */
export function hasShapeRatio(rect: CropRect, shape: PictureShape): boolean {
  const ratio = PICTURE_SHAPE_RATIOS[shape];
  const expectedWidth = rect.height * ratio;
  return Math.abs(rect.width - expectedWidth) <= Math.max(1.5 * ratio, expectedWidth * 0.01);
}

/** Whether `rect` lies inside an image of `size` and has an area. */
export const insideImage = (rect: CropRect, size: PixelSize) =>
  rect.width > 0 &&
  rect.height > 0 &&
  rect.x + rect.width <= size.width &&
  rect.y + rect.height <= size.height;

/** A rect of `ratio` with its centre at (cx, cy), shrunk to fit and moved inside `size`. */
function placed(size: PixelSize, cx: number, cy: number, width: number, ratio: number): CropRect {
  let w = width;
  let h = w / ratio;
  if (w > size.width) [w, h] = [size.width, size.width / ratio];
  if (h > size.height) [w, h] = [size.height * ratio, size.height];
  const rw = Math.max(1, Math.min(size.width, Math.floor(w)));
  const rh = Math.max(1, Math.min(size.height, Math.floor(h)));
  const x = Math.round(Math.min(Math.max(cx - rw / 2, 0), size.width - rw));
  const y = Math.round(Math.min(Math.max(cy - rh / 2, 0), size.height - rh));
  return { x, y, width: rw, height: rh };
}

/** The largest part of an image of `size` with the shape's proportions, centred. */
export function largestCrop(size: PixelSize, shape: PictureShape): CropRect {
  return placed(size, size.width / 2, size.height / 2, Infinity, PICTURE_SHAPE_RATIOS[shape]);
}

/**
 * Another place's crop from the owner's crop for one place: the smallest part of the other shape
 * with the same centre that holds all of the owner's crop, made smaller where the image ends and
 * kept inside it. A banner's crop gives card, logo and share crops that show what the owner
 * framed, until the owner crops for that place too.
 */
export function cropFromFocus(size: PixelSize, focus: CropRect, shape: PictureShape): CropRect {
  const ratio = PICTURE_SHAPE_RATIOS[shape];
  const width = Math.max(focus.width, focus.height * ratio);
  return placed(size, focus.x + focus.width / 2, focus.y + focus.height / 2, width, ratio);
}

/** POST /media/crops: the owner's crop of one of their images for a place. */
export const mediaCropRequest = cropRect.extend({
  /** The image: an original of the own Media Library, or a crop of one (then its original). */
  file: z.string().min(1).max(120),
  shape: z.enum(PICTURE_SHAPES),
});
export type MediaCropRequest = z.infer<typeof mediaCropRequest>;

/** GET /media/files/{file}: the original a picture was cut from and the crop, to crop it again. */
export const mediaFileResponse = z.object({
  data: z.object({
    original: mediaItem,
    shape: z.enum(PICTURE_SHAPES).nullable(),
    crop: cropRect.nullable(),
  }),
});
export type MediaFileResponse = z.infer<typeof mediaFileResponse>;
