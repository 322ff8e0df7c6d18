import { PICTURE_SHAPE_RATIOS, type CropRect, type PictureShape, type PixelSize } from './pictures';

/*
 * The arithmetic of a picture's crops, for the image picker and the API: apart from the shapes
 * (pictures.ts), so that a page showing pictures does not load it.
 */

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
