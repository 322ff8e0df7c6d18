import { describe, expect, it, vi } from 'vitest';
import {
  coverCrop,
  ImageReadError,
  outputName,
  PICKER_IMAGE_SIZE,
  resizeImage,
  type CanvasLike,
  type ResizeSteps,
  type Size,
} from './resize-image';
import { encodedSize } from './testing/fake-canvas';

/**
 * Injected browser steps: the decoder answers a fixed size, the canvas records what is drawn and
 * "encodes" its own width and height, so the produced file tells the canvas size.
 */
function fakeSteps(source: Size, { encodes = ['image/webp', 'image/png'] } = {}) {
  const drawn: unknown[][] = [];
  const canvases: CanvasLike[] = [];
  const requestedTypes: string[] = [];
  const close = vi.fn();
  const image = { tag: 'decoded image' };
  const steps: ResizeSteps = {
    decode: async () => ({ source: image as unknown as ImageBitmap, ...source, close }),
    createCanvas: ({ width, height }) => {
      const canvas: CanvasLike = {
        width,
        height,
        getContext: () => ({
          imageSmoothingEnabled: false,
          imageSmoothingQuality: 'low',
          drawImage: (...args: unknown[]) => void drawn.push(args),
        }),
        toBlob: (callback, type = 'image/png') => {
          requestedTypes.push(type);
          const written = encodes.includes(type) ? type : 'image/png';
          callback(new Blob([JSON.stringify({ width, height })], { type: written }));
        },
      };
      canvases.push(canvas);
      return canvas;
    },
  };
  return { steps, drawn, canvases, requestedTypes, close, image };
}

/** The size the fake canvas wrote into the file (read with jsdom's FileReader: it is a jsdom Blob). */
const sizeOf = encodedSize;

describe('coverCrop', () => {
  it('takes the centred 3:2 part of a wide image', () => {
    expect(coverCrop({ width: 1200, height: 600 })).toEqual({ sx: 150, sy: 0, sw: 900, sh: 600 });
  });

  it('takes the centred 3:2 part of a tall image', () => {
    const crop = coverCrop({ width: 400, height: 1000 });
    expect(crop.sx).toBe(0);
    expect(crop.sw).toBe(400);
    expect(crop.sh).toBeCloseTo(266.667, 3);
    expect(crop.sy).toBeCloseTo(366.667, 3);
  });

  it('uses the whole image when it is 3:2 already, and scales a small one up', () => {
    expect(coverCrop({ width: 600, height: 400 })).toEqual({ sx: 0, sy: 0, sw: 600, sh: 400 });
    expect(coverCrop({ width: 150, height: 100 })).toEqual({ sx: 0, sy: 0, sw: 150, sh: 100 });
    expect(coverCrop({ width: 30, height: 90 })).toEqual({ sx: 0, sy: 35, sw: 30, sh: 20 });
  });

  it('always keeps the 300:200 ratio inside the image, centred', () => {
    for (const [width, height] of [
      [1, 1],
      [301, 199],
      [4000, 3000],
      [3000, 4000],
      [1920, 1080],
      [7, 5000],
    ] as const) {
      const { sx, sy, sw, sh } = coverCrop({ width, height });
      expect(sw / sh).toBeCloseTo(PICKER_IMAGE_SIZE.width / PICKER_IMAGE_SIZE.height, 6);
      expect(sx).toBeGreaterThanOrEqual(0);
      expect(sy).toBeGreaterThanOrEqual(0);
      expect(sx * 2 + sw).toBeCloseTo(width, 6);
      expect(sy * 2 + sh).toBeCloseTo(height, 6);
      // One side is always used in full (cover, not contain).
      expect(sw === width || Math.abs(sh - height) < 1e-9).toBe(true);
    }
  });
});

describe('resizeImage', () => {
  it('draws the cover-crop onto a 300 x 200 canvas and returns a WebP file', async () => {
    const { steps, drawn, canvases, requestedTypes, close, image } = fakeSteps({
      width: 1200,
      height: 600,
    });
    const photo = new File(['original bytes'], 'beach.jpg', { type: 'image/jpeg' });

    const result = await resizeImage(photo, steps);

    expect(canvases).toHaveLength(1);
    expect(canvases[0]).toMatchObject({ width: 300, height: 200 });
    expect(drawn).toEqual([[image, 150, 0, 900, 600, 0, 0, 300, 200]]);
    expect(requestedTypes).toEqual(['image/webp']);
    expect(result.name).toBe('beach.webp');
    expect(result.type).toBe('image/webp');
    expect(await sizeOf(result)).toEqual({ width: 300, height: 200 });
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('writes a PNG where the browser cannot encode WebP', async () => {
    const { steps, requestedTypes } = fakeSteps({ width: 50, height: 80 }, { encodes: [] });
    const result = await resizeImage(new File(['x'], 'logo.gif', { type: 'image/gif' }), steps);

    expect(result.name).toBe('logo.png');
    expect(result.type).toBe('image/png');
    expect(requestedTypes).toEqual(['image/webp']);
    expect(await sizeOf(result)).toEqual({ width: 300, height: 200 });
  });

  it('asks for a PNG when the canvas answers with another type', async () => {
    const { steps, requestedTypes } = fakeSteps({ width: 900, height: 600 });
    steps.createCanvas = (size) => ({
      ...size,
      getContext: () => ({
        imageSmoothingEnabled: true,
        imageSmoothingQuality: 'high',
        drawImage: () => {},
      }),
      toBlob: (callback, type = 'image/png') => {
        requestedTypes.push(type);
        callback(new Blob(['y'], { type: type === 'image/png' ? 'image/png' : 'image/jpeg' }));
      },
    });
    const result = await resizeImage(new File(['x'], 'a.png', { type: 'image/png' }), steps);
    expect(requestedTypes).toEqual(['image/webp', 'image/png']);
    expect(result.name).toBe('a.png');
  });

  it('refuses a file that cannot be decoded, or has no pixels', async () => {
    const broken: ResizeSteps = {
      decode: () => Promise.reject(new DOMException('bad', 'InvalidStateError')),
      createCanvas: () => {
        throw new Error('must not draw');
      },
    };
    const file = new File(['x'], 'broken.png', { type: 'image/png' });
    await expect(resizeImage(file, broken)).rejects.toBeInstanceOf(ImageReadError);

    const { steps, close, canvases } = fakeSteps({ width: 0, height: 0 });
    await expect(resizeImage(file, steps)).rejects.toBeInstanceOf(ImageReadError);
    expect(canvases).toHaveLength(0);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('refuses when the canvas cannot draw or encode', async () => {
    const { steps } = fakeSteps({ width: 600, height: 400 });
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const noContext: ResizeSteps = {
      ...steps,
      createCanvas: (size) => ({ ...size, getContext: () => null, toBlob: () => {} }),
    };
    await expect(resizeImage(file, noContext)).rejects.toBeInstanceOf(ImageReadError);

    const noBlob: ResizeSteps = {
      ...steps,
      createCanvas: (size) => ({
        ...size,
        getContext: () => ({
          imageSmoothingEnabled: true,
          imageSmoothingQuality: 'high',
          drawImage: () => {},
        }),
        toBlob: (callback) => callback(null),
      }),
    };
    await expect(resizeImage(file, noBlob)).rejects.toBeInstanceOf(ImageReadError);
  });
});

describe('outputName', () => {
  it('replaces the extension with that of the written type', () => {
    expect(outputName('holiday.photo.JPG', 'image/webp')).toBe('holiday.photo.webp');
    expect(outputName('scan', 'image/png')).toBe('scan.png');
    expect(outputName('.png', 'image/webp')).toBe('image.webp');
    expect(outputName('x.gif', 'image/jpeg')).toBe('x.png');
  });
});
