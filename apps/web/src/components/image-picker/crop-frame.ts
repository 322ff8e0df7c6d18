import {
  cropFromFocus,
  hasShapeRatio,
  insideImage,
  largestCrop,
  PICTURE_SHAPE_RATIOS,
  type CropRect,
  type PictureShape,
  type PixelSize,
} from '@app/contract';

/**
 * The crop step's frame as the owner moves it: its size in percent of the largest frame of the
 * shape that fits the image, and its place in percent of the room left to each side.
 */
export interface FramePosition {
  scale: number;
  left: number;
  top: number;
}

/** The smallest frame, in percent of the largest. */
export const MIN_SCALE = 10;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The frame's rectangle in the image's own pixels, in the shape's proportions. */
export function frameRect(size: PixelSize, shape: PictureShape, position: FramePosition): CropRect {
  const ratio = PICTURE_SHAPE_RATIOS[shape];
  const largest = largestCrop(size, shape);
  const width = Math.max(
    1,
    Math.round((largest.width * clamp(position.scale, MIN_SCALE, 100)) / 100),
  );
  const height = Math.max(1, Math.min(size.height, Math.round(width / ratio)));
  return {
    x: Math.round(((size.width - width) * clamp(position.left, 0, 100)) / 100),
    y: Math.round(((size.height - height) * clamp(position.top, 0, 100)) / 100),
    width,
    height,
  };
}

/** The frame position that shows `rect` (as near as the shape allows). */
export function framePosition(size: PixelSize, shape: PictureShape, rect: CropRect): FramePosition {
  const largest = largestCrop(size, shape);
  const scale = clamp((rect.width / largest.width) * 100, MIN_SCALE, 100);
  const { width, height } = frameRect(size, shape, { scale, left: 0, top: 0 });
  const centreX = rect.x + rect.width / 2;
  const centreY = rect.y + rect.height / 2;
  const roomX = size.width - width;
  const roomY = size.height - height;
  return {
    scale,
    left: roomX > 0 ? clamp(((centreX - width / 2) / roomX) * 100, 0, 100) : 50,
    top: roomY > 0 ? clamp(((centreY - height / 2) / roomY) * 100, 0, 100) : 50,
  };
}

/**
 * Where the frame starts for a place: the owner's earlier crop for this place, else a crop of
 * this shape around the earlier crop for another place, else the largest centred frame.
 */
export function startingFrame(
  size: PixelSize,
  shape: PictureShape,
  earlier: { shape: PictureShape; crop: CropRect } | null,
): FramePosition {
  if (earlier && insideImage(earlier.crop, size)) {
    const rect =
      earlier.shape === shape && hasShapeRatio(earlier.crop, shape)
        ? earlier.crop
        : cropFromFocus(size, earlier.crop, shape);
    return framePosition(size, shape, rect);
  }
  return { scale: 100, left: 50, top: 50 };
}

/** The frame moved by a drag of (dx, dy) image pixels. */
export function dragged(
  size: PixelSize,
  shape: PictureShape,
  position: FramePosition,
  dx: number,
  dy: number,
): FramePosition {
  const rect = frameRect(size, shape, position);
  const roomX = size.width - rect.width;
  const roomY = size.height - rect.height;
  return {
    scale: position.scale,
    left: roomX > 0 ? clamp(((rect.x + dx) / roomX) * 100, 0, 100) : position.left,
    top: roomY > 0 ? clamp(((rect.y + dy) / roomY) * 100, 0, 100) : position.top,
  };
}
