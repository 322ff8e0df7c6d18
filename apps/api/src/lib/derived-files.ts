import { createHash } from 'node:crypto';
import { IMAGE_WIDTHS, PICTURE_SHAPES, type ImageWidth, type PictureShape } from '@app/contract';

/** The size Facebook, LinkedIn, WhatsApp and X show a link's picture at (1.91:1). */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

const hashOf = (picture: string) => createHash('sha256').update(picture).digest('hex').slice(0, 24);

/**
 * The files the platform makes from a stored picture, named from the picture's name so that they
 * are made once and found again by every process (an upload gets a new name, never new bytes).
 * Removing a picture removes them too (lib/storage.ts): nothing of a deleted picture stays.
 */
export const shareImageName = (picture: string) =>
  `share-${hashOf(picture)}-${SHARE_IMAGE.width}x${SHARE_IMAGE.height}.jpg`;

export const widthName = (picture: string, width: ImageWidth) =>
  `w${width}-${hashOf(picture)}.webp`;

/** A crop's picture in another place's shape (cut from its original), `width` wide. */
export const shapeName = (picture: string, shape: PictureShape, width: ImageWidth) =>
  `s${shape}-w${width}-${hashOf(picture)}.webp`;

export const derivedNames = (picture: string): string[] => [
  shareImageName(picture),
  ...IMAGE_WIDTHS.map((width) => widthName(picture, width)),
  ...PICTURE_SHAPES.flatMap((shape) =>
    IMAGE_WIDTHS.map((width) => shapeName(picture, shape, width)),
  ),
];
