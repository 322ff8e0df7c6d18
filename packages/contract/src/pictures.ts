/**
 * The shapes and sizes of the pictures pages show, and the arithmetic of their crops: plain
 * values without zod, so a page that shows a picture does not load the schemas (ADR 023).
 */

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
export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}
