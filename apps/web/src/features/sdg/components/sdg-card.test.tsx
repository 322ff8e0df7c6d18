import { describe, expect, it } from 'vitest';
import { FirstPictures } from '@/components/ui/stored-image';
import { sdgTopics } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-app';
import { SdgCard } from './sdg-card';

describe('SdgCard', () => {
  it('loads its logo when near, decoded off the main thread, in a box of its own size', () => {
    const topic = { ...sdgTopics()[0]!, logo: 'sdg-1.webp' };
    const { container } = renderWithProviders(
      <SdgCard topic={topic} to="/details-topic/topic/1" />,
    );
    const logo = container.querySelector('img');
    expect(logo).toHaveAttribute('src', '/storage/original/sdg-1.webp');
    expect(logo).toHaveAttribute('loading', 'lazy');
    expect(logo).toHaveAttribute('decoding', 'async');
    expect(logo).toHaveAttribute('width', '56');
    expect(logo).toHaveAttribute('height', '56');
    // From the widths the server keeps, not the original.
    expect(logo).toHaveAttribute(
      'srcset',
      expect.stringContaining('/storage/w/320/sdg-1.webp 320w'),
    );
    expect(logo).toHaveAttribute('sizes', '56px');
  });

  it('loads its logo at once among the first pictures of a page', () => {
    const topic = { ...sdgTopics()[0]!, logo: 'sdg-1.webp' };
    const { container } = renderWithProviders(
      <FirstPictures value>
        <SdgCard topic={topic} to="/details-topic/topic/1" />
      </FirstPictures>,
    );
    const logo = container.querySelector('img');
    expect(logo).toHaveAttribute('loading', 'eager');
    expect(logo).not.toHaveAttribute('decoding');
  });
});
