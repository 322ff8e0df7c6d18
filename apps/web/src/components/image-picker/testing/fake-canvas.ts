import { vi } from 'vitest';

/**
 * jsdom can neither decode images nor draw on a canvas, so the picker's browser steps get a
 * stand-in at that edge (as setup-tests does for object URLs): `createImageBitmap` reads the size
 * from a PNG header, and a canvas records what is drawn and "encodes" itself as a small JSON text
 * of its own width and height. A test can then read the size of the image the picker produced from
 * the bytes it uploaded.
 */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The start of a PNG file of the given size (signature and IHDR): enough for the fake decoder. */
export function pngFile(name: string, width: number, height: number, type = 'image/png'): File {
  const bytes = new Uint8Array(33);
  bytes.set(PNG_SIGNATURE, 0);
  const view = new DataView(bytes.buffer);
  view.setUint32(8, 13);
  bytes.set([0x49, 0x48, 0x44, 0x52], 12); // IHDR
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return new File([bytes], name, { type });
}

/** A file whose bytes are no image at all. */
export function textFile(name: string, type: string): File {
  return new File(['just some text'], name, { type });
}

function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

export interface FakeBitmap {
  width: number;
  height: number;
  close: () => void;
}

export interface DrawCall {
  canvas: { width: number; height: number };
  args: unknown[];
}

/** The size a canvas encoded itself with, read back from the produced bytes. */
export async function encodedSize(blob: Blob): Promise<{ width: number; height: number }> {
  return JSON.parse(new TextDecoder().decode(await readBytes(blob))) as {
    width: number;
    height: number;
  };
}

/**
 * Installs the stand-ins; `encodes` lists the types the fake canvas can write (a browser without
 * a WebP encoder answers toBlob('image/webp') with a PNG).
 */
export function installFakeCanvas({ encodes = ['image/webp', 'image/png'] } = {}) {
  const draws: DrawCall[] = [];
  const bitmaps: FakeBitmap[] = [];

  vi.stubGlobal('createImageBitmap', async (blob: Blob) => {
    const bytes = await readBytes(blob);
    const isPng = PNG_SIGNATURE.every((byte, index) => bytes[index] === byte);
    if (!isPng || bytes.length < 24) {
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    }
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const bitmap = { width: view.getUint32(16), height: view.getUint32(20), close: vi.fn() };
    bitmaps.push(bitmap);
    return bitmap;
  });

  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    return {
      imageSmoothingEnabled: false,
      imageSmoothingQuality: 'low',
      drawImage: (...args: unknown[]) => {
        draws.push({ canvas: { width: this.width, height: this.height }, args });
      },
    } as unknown as CanvasRenderingContext2D;
  });

  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
    type = 'image/png',
  ) {
    const written = encodes.includes(type) ? type : 'image/png';
    const body = JSON.stringify({ width: this.width, height: this.height });
    callback(new Blob([body], { type: written }));
  });

  return { draws, bitmaps };
}
