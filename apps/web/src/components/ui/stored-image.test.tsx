import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { FirstPictures, StoredImage, storedAvatar, storedImageSrcSet } from './stored-image';

const FALLBACK = '/fallback.svg';

function renderImage(props: Partial<Parameters<typeof StoredImage>[0]> = {}) {
  renderWithProviders(
    <StoredImage
      file="3f2c-banner.webp"
      fallback={FALLBACK}
      sizes="100vw"
      width={1280}
      height={320}
      alt="Banner"
      {...props}
    />,
  );
  return screen.getByRole('img', { name: 'Banner' });
}

describe('StoredImage', () => {
  it('offers the stored widths as WebP with sizes, width and height, and loads lazily', () => {
    const image = renderImage();
    expect(image).toHaveAttribute('src', '/storage/original/3f2c-banner.webp');
    expect(image).toHaveAttribute(
      'srcset',
      '/storage/w/320/3f2c-banner.webp 320w, /storage/w/640/3f2c-banner.webp 640w, /storage/w/1280/3f2c-banner.webp 1280w, /storage/w/1920/3f2c-banner.webp 1920w, /storage/w/2400/3f2c-banner.webp 2400w',
    );
    expect(image).toHaveAttribute('sizes', '100vw');
    expect(image).toHaveAttribute('width', '1280');
    expect(image).toHaveAttribute('height', '320');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it("offers a place's picture in that place's shape, up to 2400 wide", () => {
    const image = renderImage({ shape: 'card' });
    expect(image.getAttribute('srcset')?.split(', ')).toEqual([
      '/storage/s/card/320/3f2c-banner.webp 320w',
      '/storage/s/card/640/3f2c-banner.webp 640w',
      '/storage/s/card/1280/3f2c-banner.webp 1280w',
      '/storage/s/card/1920/3f2c-banner.webp 1920w',
      '/storage/s/card/2400/3f2c-banner.webp 2400w',
    ]);
  });

  it('fetches the first picture of a page at once and first', () => {
    const image = renderImage({ priority: true });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).not.toHaveAttribute('decoding');
  });

  it('shows the fallback, without widths, when there is no picture or it fails', () => {
    const broken = renderImage();
    fireEvent.error(broken);
    const fallback = screen.getByRole('img', { name: 'Banner' });
    expect(fallback).toHaveAttribute('src', FALLBACK);
    expect(fallback).not.toHaveAttribute('srcset');
  });

  it('shows the fallback for an empty image field', () => {
    expect(renderImage({ file: null })).toHaveAttribute('src', FALLBACK);
  });

  it('has widths only for stored files, not for other addresses', () => {
    expect(storedImageSrcSet('https://example.org/a.png')).toBeUndefined();
    expect(storedImageSrcSet('/assets/default-banner.svg')).toBeUndefined();
    expect(storedImageSrcSet(null)).toBeUndefined();
  });
});

describe('FirstPictures', () => {
  it('makes the pictures inside eager unless they say otherwise', () => {
    renderWithProviders(
      <FirstPictures value>
        <StoredImage file="a.webp" fallback={FALLBACK} sizes="1px" width={1} height={1} alt="A" />
        <StoredImage
          file="b.webp"
          fallback={FALLBACK}
          sizes="1px"
          width={1}
          height={1}
          alt="B"
          priority={false}
        />
      </FirstPictures>,
    );
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: 'B' })).toHaveAttribute('loading', 'lazy');
  });
});

describe('storedAvatar', () => {
  it('gives an Avatar the widths of a stored picture, lazy unless it comes first', () => {
    const { src, imageProps } = storedAvatar('face.webp', 44);
    expect(src).toBe('/storage/original/face.webp');
    expect(imageProps).toMatchObject({
      srcSet: storedImageSrcSet('/storage/original/face.webp'),
      sizes: '44px',
      width: 44,
      height: 44,
      loading: 'lazy',
    });
    expect(storedAvatar('face.webp', 128, true).imageProps.loading).toBe('eager');
    expect(storedAvatar(null, 44).src).toBeNull();
  });
});
