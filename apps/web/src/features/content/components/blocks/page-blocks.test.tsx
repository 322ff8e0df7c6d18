import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BANNER, DEFAULT_IMAGE } from '@/components/cards/fallback-images';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { block } from '../../testing/content-fixtures';
import { PageBlocks } from './page-blocks';

describe('page blocks', () => {
  it('lays the default banner under a hero picture, and uses it alone when there is none', () => {
    mockApi();
    renderWithProviders(
      <PageBlocks
        blocks={[
          block('hero', { heading: 'With picture', background_image: 'hero.jpg' }),
          block('hero', { heading: 'Without picture' }),
        ]}
      />,
    );
    const [withPicture, withoutPicture] = screen.getAllByTestId('hero-block');
    const layers = withPicture!.style.backgroundImage;
    // The default banner is the bottom layer: a picture that fails to load shows it.
    expect(layers.indexOf('/storage/original/hero.jpg')).toBeLessThan(
      layers.indexOf(DEFAULT_BANNER),
    );
    expect(withoutPicture!.style.backgroundImage).toContain(DEFAULT_BANNER);
    expect(withoutPicture!.style.backgroundImage).not.toContain('/storage/original/');
    // Only an opening hero's heading is the page title; a later one is a section heading.
    expect(screen.getByRole('heading', { level: 1, name: 'With picture' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Without picture' })).toBeVisible();
  });

  it('opens a hero button to another site in a new tab, with https:// added', () => {
    mockApi();
    renderWithProviders(
      <PageBlocks
        blocks={[
          block('hero', { heading: 'Hi', button_text: 'Our report', button_url: 'example.org' }),
        ]}
      />,
    );
    const link = screen.getByRole('link', { name: /Our report/ });
    expect(link).toHaveAttribute('href', 'https://example.org');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('opens in a new tab');
  });

  it('shows the default image when a picture fails to load', () => {
    mockApi();
    renderWithProviders(
      <PageBlocks
        blocks={[
          block('image', { image: 'broken.jpg', alt_text: 'Volunteers at work' }),
          block('team_members', { members: [{ name: 'Ada Jansen', image_url: '' }] }),
        ]}
      />,
    );
    const picture = screen.getByRole('img', { name: 'Volunteers at work' });
    expect(picture).toHaveAttribute('src', '/storage/original/broken.jpg');
    fireEvent.error(picture);
    expect(picture).toHaveAttribute('src', DEFAULT_IMAGE);
    const member = screen.getByRole('listitem');
    expect(within(member).getByRole('heading', { name: 'Ada Jansen' })).toBeVisible();
    expect(member.querySelector('img')).toHaveAttribute('src', DEFAULT_IMAGE);
  });

  it("renders a team member's photo from its widths, lazily, and the default image when it fails", () => {
    mockApi();
    renderWithProviders(
      <PageBlocks
        blocks={[
          block('team_members', { members: [{ name: 'Ada Jansen', image_url: 'ada.webp' }] }),
        ]}
      />,
    );
    const photo = screen.getByRole('listitem').querySelector('img')!;
    expect(photo).toHaveAttribute('src', '/storage/original/ada.webp');
    expect(photo).toHaveAttribute(
      'srcset',
      expect.stringContaining('/storage/w/320/ada.webp 320w'),
    );
    expect(photo).toHaveAttribute('sizes', '112px');
    expect(photo).toHaveAttribute('loading', 'lazy');
    fireEvent.error(photo);
    const fallback = screen.getByRole('listitem').querySelector('img')!;
    expect(fallback).toHaveAttribute('src', DEFAULT_IMAGE);
    expect(fallback).not.toHaveAttribute('srcset');
  });
});
