import type { CropRect } from '@app/contract';
import sharp, { type Sharp } from 'sharp';
import { SHARE_IMAGE, shareImageName } from '../../lib/derived-files';
import { once } from '../../lib/once';
import type { Storage } from '../../lib/storage';

export { SHARE_IMAGE };

const size = `${SHARE_IMAGE.width}x${SHARE_IMAGE.height}`;

/** Refuse sources with more pixels than an upload may have (lib/images.ts) before decoding. */
const MAX_PIXELS = 40_000_000;

/** The branded picture of a page without one: the brand colour with the heart and the name. */
const defaultSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE.width}" height="${SHARE_IMAGE.height}" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="#b8461f"/>
<path transform="translate(408 20) scale(12)" d="M16 25s-8-4.9-8-10.6A4.4 4.4 0 0 1 16 12a4.4 4.4 0 0 1 8 2.4C24 20.1 16 25 16 25z" fill="#fff"/>
<text x="600" y="500" text-anchor="middle" font-family="sans-serif" font-size="96" font-weight="700" fill="#fff">PifWorld</text>
</svg>`;

export const DEFAULT_SHARE_IMAGE = `share-default-${size}.jpg`;

const toJpeg = (image: Sharp) => image.jpeg({ quality: 80, mozjpeg: true }).toBuffer();

/** The branded default share image's file name, made on first use. */
export function defaultShareImage(storage: Storage): Promise<string> {
  return once(DEFAULT_SHARE_IMAGE, async () => {
    if (!(await storage.has(DEFAULT_SHARE_IMAGE))) {
      await storage.putAs(DEFAULT_SHARE_IMAGE, await toJpeg(sharp(Buffer.from(defaultSvg))));
    }
    return DEFAULT_SHARE_IMAGE;
  });
}

/** Where a picture's share image is cut from instead: an original and the owner's share crop. */
export interface ShareCut {
  source: Buffer;
  rect: CropRect;
}

/**
 * The file name of a picture's 1200x630 share image, made on first use; undefined when the
 * picture is not stored or is not an image sharp can read. A cropped picture's share image is
 * cut from its original by the owner's share crop (`cutOf`, asked only when the image is made);
 * any other picture is cropped to fill, centred on what sharp finds most interesting.
 */
export function shareImage(
  storage: Storage,
  picture: string,
  cutOf?: () => Promise<ShareCut | undefined>,
): Promise<string | undefined> {
  const name = shareImageName(picture);
  return once(name, async () => {
    if (await storage.has(name)) return name;
    const cropped = await cutOf?.();
    const source = cropped?.source ?? (await storage.read(picture));
    if (!source) return undefined;
    try {
      const image = cropped
        ? sharp(source, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
            .extract({
              left: cropped.rect.x,
              top: cropped.rect.y,
              width: cropped.rect.width,
              height: cropped.rect.height,
            })
            .resize({ ...SHARE_IMAGE, fit: 'cover' })
            .flatten({ background: '#ffffff' })
        : sharp(source, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
            .rotate()
            .resize({ ...SHARE_IMAGE, fit: 'cover', position: sharp.strategy.attention })
            .flatten({ background: '#ffffff' });
      await storage.putAs(name, await toJpeg(image));
      return name;
    } catch {
      return undefined;
    }
  });
}
