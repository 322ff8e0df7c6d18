import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { pageUpdate } from '../testing/update-fixtures';
import { UpdateCard } from './update-card';

describe('UpdateCard: what a donor reads', () => {
  it('shows the picture, plays a YouTube video in place and links to read more', async () => {
    renderWithProviders(
      <UpdateCard
        update={pageUpdate({
          title: 'Halfway there',
          picture: 'shelves.webp',
          video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          link_url: 'https://example.org/drive',
        })}
      />,
    );
    const article = await screen.findByRole('article', { name: 'Halfway there' });
    const picture = article.querySelector('img');
    expect(picture).toHaveAttribute('src', '/storage/original/shelves.webp');
    expect(screen.getByTitle('Video: Halfway there')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    const more = screen.getByRole('link', { name: /^Read more/ });
    expect(more).toHaveAttribute('href', 'https://example.org/drive');
    expect(more).toHaveAttribute('target', '_blank');
    expect(more).toHaveAccessibleName('Read more (opens in a new tab)');
    expect(screen.queryByRole('link', { name: /^Watch the video/ })).not.toBeInTheDocument();
  });

  it("gives the picture the owner's description, marked when it is in the other language", async () => {
    renderWithProviders(
      <>
        <UpdateCard
          update={pageUpdate({
            id: 1,
            title: 'Described',
            picture: 'well.webp',
            picture_alt: 'Children drink from the new well',
            languages: { picture_alt: 'en' },
          })}
        />
        <UpdateCard
          update={pageUpdate({
            id: 2,
            title: 'In Dutch only',
            picture: 'well.webp',
            picture_alt: 'Kinderen bij de nieuwe put',
            languages: { picture_alt: 'nl' },
          })}
        />
        <UpdateCard update={pageUpdate({ id: 3, title: 'Undescribed', picture: 'well.webp' })} />
      </>,
    );
    const described = await screen.findByRole('img', { name: 'Children drink from the new well' });
    expect(described).not.toHaveAttribute('lang');
    expect(screen.getByRole('img', { name: 'Kinderen bij de nieuwe put' })).toHaveAttribute(
      'lang',
      'nl',
    );
    const article = screen.getByRole('article', { name: 'Undescribed' });
    expect(article.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('links another video, never a link that is not http(s), and shows nothing extra without them', async () => {
    const { unmount } = renderWithProviders(
      <UpdateCard
        update={pageUpdate({
          video_url: 'https://vimeo.com/76979871',
          link_url: 'javascript:alert(1)',
        })}
      />,
    );
    expect(await screen.findByRole('link', { name: /^Watch the video/ })).toHaveAttribute(
      'href',
      'https://vimeo.com/76979871',
    );
    expect(screen.queryByRole('link', { name: /^Read more/ })).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    unmount();

    renderWithProviders(<UpdateCard update={pageUpdate()} />);
    const plain = await screen.findByRole('article', { name: 'We planted 500 trees' });
    expect(plain.querySelector('img, iframe')).toBeNull();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
