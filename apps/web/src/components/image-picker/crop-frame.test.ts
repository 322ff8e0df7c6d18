import { cropFromFocus, hasShapeRatio, largestCrop, PICTURE_SHAPES } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { dragged, frameRect, framePosition, startingFrame } from './crop-frame';

const photo = { width: 2400, height: 1600 };

describe('the crop frame per place', () => {
  it("starts as the largest centred frame of each place's shape", () => {
    expect(frameRect(photo, 'banner', startingFrame(photo, 'banner', null))).toEqual({
      x: 0,
      y: 400,
      width: 2400,
      height: 800,
    });
    expect(frameRect(photo, 'logo', startingFrame(photo, 'logo', null))).toEqual({
      x: 400,
      y: 0,
      width: 1600,
      height: 1600,
    });
    expect(frameRect(photo, 'card', startingFrame(photo, 'card', null))).toEqual({
      x: 0,
      y: 0,
      width: 2400,
      height: 1600,
    });
    expect(frameRect(photo, 'share', startingFrame(photo, 'share', null))).toEqual({
      x: 0,
      y: 170,
      width: 2400,
      height: 1260,
    });
  });

  it('keeps the shape at every size and place, inside the image', () => {
    for (const shape of PICTURE_SHAPES) {
      for (const scale of [10, 37, 64, 100]) {
        for (const [left, top] of [
          [0, 0],
          [33, 71],
          [100, 100],
        ]) {
          const rect = frameRect(photo, shape, { scale, left: left!, top: top! });
          expect(hasShapeRatio(rect, shape), `${shape} ${scale}`).toBe(true);
          expect(rect.x + rect.width).toBeLessThanOrEqual(photo.width);
          expect(rect.y + rect.height).toBeLessThanOrEqual(photo.height);
          expect(rect.x).toBeGreaterThanOrEqual(0);
          expect(rect.y).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });

  it("starts at the owner's earlier crop for the place, or around the earlier crop of another", () => {
    const banner = { x: 300, y: 100, width: 1200, height: 400 };
    expect(
      frameRect(photo, 'banner', startingFrame(photo, 'banner', { shape: 'banner', crop: banner })),
    ).toEqual(banner);
    // A logo from the banner's crop: a square with the same centre that holds it.
    const logo = frameRect(
      photo,
      'logo',
      startingFrame(photo, 'logo', { shape: 'banner', crop: banner }),
    );
    expect(logo.width).toBe(logo.height);
    expect(logo.x + logo.width / 2).toBeCloseTo(900, -1);
    // Its centre would put it past the top: moved down to stay inside.
    expect(logo.y).toBe(0);
    expect(logo.width).toBe(1200);
  });

  it('moves with a drag and stops at the edges', () => {
    const start = framePosition(photo, 'banner', { x: 0, y: 0, width: 1200, height: 400 });
    const moved = frameRect(photo, 'banner', dragged(photo, 'banner', start, 300, 200));
    expect(moved).toEqual({ x: 300, y: 200, width: 1200, height: 400 });
    const far = frameRect(photo, 'banner', dragged(photo, 'banner', start, 99999, -500));
    expect(far).toEqual({ x: 1200, y: 0, width: 1200, height: 400 });
  });

  it("derives another place's crop inside the image, even from a crop at its edge", () => {
    const corner = { x: 1800, y: 1400, width: 600, height: 200 };
    for (const shape of PICTURE_SHAPES) {
      const rect = cropFromFocus(photo, corner, shape);
      expect(rect.x + rect.width).toBeLessThanOrEqual(photo.width);
      expect(rect.y + rect.height).toBeLessThanOrEqual(photo.height);
      expect(hasShapeRatio(rect, shape)).toBe(true);
    }
    expect(largestCrop({ width: 300, height: 200 }, 'banner')).toEqual({
      x: 0,
      y: 50,
      width: 300,
      height: 100,
    });
  });
});
