import { PICKER_IMAGE_HEIGHT, PICKER_IMAGE_WIDTH } from '@app/contract';

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

/** The size every picked image gets: 300 x 200 pixels. */
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

/**
 * Scales and cover-crops an image to exactly `target` (300 x 200) on a canvas and encodes it as
 * WebP, or as PNG where the browser cannot encode WebP (canvas then answers with a PNG). Throws
 * ImageReadError when the file is not a readable image.
 */
export async function resizeImage(
  file: File,
  steps: ResizeSteps = browserResizeSteps,
  target: Size = PICKER_IMAGE_SIZE,
): Promise<File> {
  let image: DecodedImage;
  try {
    image = await steps.decode(file);
  } catch {
    throw new ImageReadError();
  }
  try {
    if (!(image.width > 0 && image.height > 0)) throw new ImageReadError();
    const canvas = steps.createCanvas(target);
    const context = canvas.getContext('2d');
    if (!context) throw new ImageReadError('This browser cannot draw images');
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    const { sx, sy, sw, sh } = coverCrop(image, target);
    context.drawImage(image.source, sx, sy, sw, sh, 0, 0, target.width, target.height);

    let blob = await encode(canvas, 'image/webp', 0.9);
    if (!blob || !extensions.has(blob.type)) blob = await encode(canvas, 'image/png');
    if (!blob) throw new ImageReadError();
    const type = extensions.has(blob.type) ? blob.type : 'image/png';
    return new File([blob], outputName(file.name, type), { type });
  } finally {
    image.close?.();
  }
}
