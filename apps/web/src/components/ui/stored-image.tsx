import { IMAGE_WIDTHS, type PictureShape } from '@app/contract';
import { Image, type ImageProps } from '@mantine/core';
import { createContext, use, useState, type ComponentPropsWithoutRef } from 'react';
import { storageUrl } from '@/lib/format';

const STORED = '/storage/original/';

/**
 * The widths a stored picture is served in (`/storage/w/{width}/{file}`, made by the
 * API on first use), as a `srcset`; undefined for a picture that is not a stored file. With a
 * `shape`, the picture in the shape of that place (`/storage/s/{shape}/{width}/{file}`): a
 * picture the owner cropped for another place is cut from its original around that crop; any
 * other picture is itself at that width.
 */
export function storedImageSrcSet(url: string | null, shape?: PictureShape): string | undefined {
  if (!url?.startsWith(STORED)) return undefined;
  const file = url.slice(STORED.length);
  const base = shape ? `/storage/s/${shape}` : '/storage/w';
  return IMAGE_WIDTHS.map((width) => `${base}/${width}/${file} ${width}w`).join(', ');
}

/**
 * Whether the pictures inside are among the first a visitor sees (the first cards of a grid),
 * for those that do not say so themselves.
 */
export const FirstPictures = createContext(false);

/** A page's banner across the content width (owner pages' headers), in the banner's shape. */
export const BANNER_PICTURE = {
  shape: 'banner',
  sizes: '(min-width: 75em) 1140px, 100vw',
  width: 1280,
  height: 320,
} as const;

/**
 * An Avatar's stored picture displayed `size` pixels wide (spread into `<Avatar>`): the smallest of
 * its widths that covers it rather than the uploaded original (a 44 px face: 1 to 3 kB instead
 * of 10), fetched when it comes near unless `priority`.
 */
export function storedAvatar(file: string | null | undefined, size: number, priority = false) {
  const src = storageUrl(file);
  return {
    src,
    imageProps: {
      srcSet: storedImageSrcSet(src),
      sizes: `${size}px`,
      width: size,
      height: size,
      loading: priority ? 'eager' : 'lazy',
      decoding: priority ? undefined : 'async',
    } satisfies ComponentPropsWithoutRef<'img'>,
  };
}

/** A square logo displayed `size` pixels wide, in the logo's shape. */
export const logoPicture = (size: number) =>
  ({ shape: 'logo', sizes: `${size}px`, width: size, height: size, w: size, h: size }) as const;

type StoredImageProps = Omit<ImageProps, 'src' | 'fallbackSrc'> &
  Omit<ComponentPropsWithoutRef<'img'>, keyof ImageProps | 'src' | 'srcSet'> & {
    /** The image field: a stored file name (or a URL). */
    file: string | null | undefined;
    /** The place it fills (banner, logo, card): its picture in that place's shape. */
    shape?: PictureShape;
    /** What shows when there is no picture or it fails to load. */
    fallback: string;
    /** How wide the picture is displayed, for the browser's choice of width (`sizes`). */
    sizes: string;
    /** The displayed box's proportions (`width`, `height`): the page keeps its place while it loads. */
    width: number;
    height: number;
    /**
     * The first picture a visitor sees: fetched at once, first; every other one when near.
     * Unset, `FirstPictures` around it decides.
     */
    priority?: boolean;
  };

/**
 * A stored picture in the width the screen needs: `srcset` of WebP widths with `sizes`, `width`
 * and `height`, lazy unless it is the page's first picture (`priority`: eager, high fetch
 * priority). A missing picture, or one that fails, shows `fallback`.
 */
export function StoredImage({
  file,
  fallback,
  sizes,
  priority,
  shape,
  ...props
}: StoredImageProps) {
  const first = use(FirstPictures);
  const eager = priority ?? first;
  const url = storageUrl(file);
  const [failed, setFailed] = useState<string | null>(null);
  const showFallback = !url || failed === url;
  const loading = eager ? 'eager' : 'lazy';
  // A later picture is decoded off the main thread, not in the paint that shows it.
  const decoding = eager ? undefined : 'async';
  return showFallback ? (
    <Image {...props} src={fallback} loading={loading} decoding={decoding} />
  ) : (
    <Image
      {...props}
      src={url}
      srcSet={storedImageSrcSet(url, shape)}
      sizes={sizes}
      loading={loading}
      decoding={decoding}
      fetchPriority={eager ? 'high' : undefined}
      onError={() => setFailed(url)}
    />
  );
}
