import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { OtherPages } from './other-pages';

describe('OtherPages', () => {
  it("links the owner's other pages; their logos are decoration next to the names", () => {
    const { container } = renderWithProviders(
      <OtherPages
        title="Your Other Non-Profits"
        pages={[
          { id: 1, name: 'This one', logo: null },
          { id: 2, name: 'Clean Water', logo: 'logo.webp' },
        ]}
        currentId={1}
        href={(id) => `/nonprofit-profile/${id}`}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Your Other Non-Profits' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Clean Water' })).toHaveAttribute(
      'href',
      '/nonprofit-profile/2',
    );
    expect(screen.queryByRole('link', { name: 'This one' })).toBeNull();
    const logos = container.querySelectorAll('img');
    expect(logos).toHaveLength(1);
    expect(logos[0]).toHaveAttribute('alt', '');
  });

  it('marks a name written only in the other language with its own lang', () => {
    renderWithProviders(
      <OtherPages
        title="Your Other Fundraisers"
        pages={[
          { id: 1, name: 'This one' },
          { id: 2, name: 'Swim for meals', languages: { name: 'en' } },
          { id: 3, name: 'Alleen in het Nederlands', languages: { name: 'nl' } },
        ]}
        currentId={1}
        href={(id) => `/fundraiser-profile/${id}`}
      />,
    );
    const own = screen.getByRole('link', { name: 'Swim for meals' });
    expect(own.querySelector('[lang]')).toBeNull();
    const other = screen.getByRole('link', { name: 'Alleen in het Nederlands' });
    expect(other.querySelector('[lang="nl"]')).toHaveTextContent('Alleen in het Nederlands');
  });
});
