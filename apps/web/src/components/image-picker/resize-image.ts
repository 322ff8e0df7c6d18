import { PICKER_IMAGE_HEIGHT, PICKER_IMAGE_WIDTH, PICTURE_MAX_WIDTH } from '@app/contract';

export interface Size {
  width: number;
  height: number;
}

/** The part of the source image that is drawn: `drawImage(image, sx, sy, sw, sh, 0, 0, w, h)`. */
export interface CropRect {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
}

/** The picker's thumbnail of an image: 300 x 200 pixels. */
export const PICKER_IMAGE_SIZE: Size = { width: PICKER_IMAGE_WIDTH, height: PICKER_IMAGE_HEIGHT };

/**
 * Cover-crop: the largest centred part of `source` with the aspect ratio of `target`, so that
 * scaling it to `target` fills every pixel without distortion (like CSS `object-fit: cover`).
 * A smaller image is scaled up.
 */
export function coverCrop(source: Size, target: Size = PICKER_IMAGE_SIZE): CropRect {
  const scale = Math.max(target.width / source.width, target.height / source.height);
  const sw = Math.min(source.width, target.width / scale);
  const sh = Math.min(source.height, target.height / scale);
  return { sx: (source.width - sw) / 2, sy: (source.height - sh) / 2, sw, sh };
}

/** A decoded image, ready to be drawn. */
export interface DecodedImage extends Size {
  source: CanvasImageSource;
  /** Frees the decoded pixels (ImageBitmap.close). */
  close?: () => void;
}

/**
 * The size an original keeps when it is uploaded: scaled down (never up) so that its longest
 * side is at most `max` (2,400 px), the widest a page shows it.
 */
export function fitWithin(source: Size, max = PICTURE_MAX_WIDTH): Size {
  const scale = Math.min(1, max / Math.max(source.width, source.height));
  return {
    width: Math.max(1, Math.round(source.width * scale)),
    height: Math.max(1, Math.round(source.height * scale)),
  };
}

/** The 2D context calls the resize makes. */
export type DrawingContext = Pick<
  CanvasRenderingContext2D,
  'drawImage' | 'imageSmoothingEnabled' | 'imageSmoothingQuality'
>;

/** The part of a canvas the resize needs; an HTMLCanvasElement is one. */
export interface CanvasLike {
  width: number;
  height: number;
  getContext(contextId: '2d'): DrawingContext | null;
  toBlob(callback: BlobCallback, type?: string, quality?: number): void;
}

/**
 * The browser steps of a resize, injectable because jsdom (the test DOM) can neither decode an
 * image nor draw on a canvas.
 */
export interface ResizeSteps {
  decode(file: Blob): Promise<DecodedImage>;
  createCanvas(size: Size): CanvasLike;
}

/** The file could not be decoded or drawn as an image. */
export class ImageReadError extends Error {
  constructor(message = 'The image could not be read') {
    super(message);
    this.name = 'ImageReadError';
  }
}

async function decodeInBrowser(file: Blob): Promise<DecodedImage> {
  if (typeof createImageBitmap === 'function') {
    // Honours the EXIF orientation of photos by default.
    const bitmap = await createImageBitmap(file);
    return {
      source: bitmap,
      width: bitmap.width,
      height: bitmap.height,
      close: () => bitmap.close(),
    };
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { source: image, width: image.naturalWidth, height: image.naturalHeight };
  } finally {
    URL.revokeObjectURL(url);
  }
}

function createCanvasInBrowser({ width, height }: Size): CanvasLike {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

const browserResizeSteps: ResizeSteps = {
  decode: decodeInBrowser,
  createCanvas: createCanvasInBrowser,
};

function encode(canvas: CanvasLike, type: string, quality?: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

const extensions = new Map([
  ['image/webp', 'webp'],
  ['image/png', 'png'],
]);

/** `holiday.photo.jpg` -> `holiday.photo.webp`; a name without a base becomes `image.webp`. */
export function outputName(name: string, type: string): string {
  const base = name.replace(/\.[^./\\]*$/, '').trim() || 'image';
  return `${base}.${extensions.get(type) ?? 'png'}`;
}

/** Draws `crop` of the image onto a canvas of `target` and encodes it (WebP, else PNG). */
async function drawn(
  image: DecodedImage,
  name: string,
  steps: ResizeSteps,
  target: Size,
  crop: CropRect,
): Promise<File> {
  const canvas = steps.createCanvas(target);
  const context = canvas.getContext('2d');
  if (!context) throw new ImageReadError('This browser cannot draw images');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    image.source,
    crop.sx,
    crop.sy,
    crop.sw,
    crop.sh,
    0,
    0,
    target.width,
    target.height,
  );

  let blob = await encode(canvas, 'image/webp', 0.9);
  if (!blob || !extensions.has(blob.type)) blob = await encode(canvas, 'image/png');
  if (!blob) throw new ImageReadError();
  const type = extensions.has(blob.type) ? blob.type : 'image/png';
  return new File([blob], outputName(name, type), { type });
}

async function decoded<T>(
  file: File,
  steps: ResizeSteps,
  work: (image: DecodedImage) => Promise<T>,
): Promise<T> {
  let image: DecodedImage;
  try {
    image = await steps.decode(file);
  } catch {
    throw new ImageReadError();
  }
  try {
    if (!(image.width > 0 && image.height > 0)) throw new ImageReadError();
    return await work(image);
  } finally {
    image.close?.();
  }
}

/**
 * Scales and cover-crops an image to exactly `target` (300 x 200) on a canvas and encodes it as
 * WebP, or as PNG where the browser cannot encode WebP (canvas then answers with a PNG). Throws
 * ImageReadError when the file is not a readable image.
 */
export function resizeImage(
  file: File,
  steps: ResizeSteps = browserResizeSteps,
  target: Size = PICKER_IMAGE_SIZE,
): Promise<File> {
  return decoded(file, steps, (image) =>
    drawn(image, file.name, steps, target, coverCrop(image, target)),
  );
}

/**
 * What the picker makes of a chosen image, decoded once: the original to upload (the whole image,
 * upright, at most 2,400 px on its longest side, so that pages can show it sharp in any place)
 * and its 300 x 200 thumbnail to show while it uploads.
 */
export function prepareUpload(
  file: File,
  steps: ResizeSteps = browserResizeSteps,
): Promise<{ original: File; thumbnail: File }> {
  return decoded(file, steps, async (image) => {
    const size = fitWithin(image);
    const whole = { sx: 0, sy: 0, sw: image.width, sh: image.height };
    const original = await drawn(image, file.name, steps, size, whole);
    const thumbnail = await drawn(
      image,
      file.name,
      steps,
      PICKER_IMAGE_SIZE,
      coverCrop(image, PICKER_IMAGE_SIZE),
    );
    return { original, thumbnail };
  });
}
