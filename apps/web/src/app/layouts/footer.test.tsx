import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { enterText, renderApp } from '@/testing/render-app';

function footer() {
  return within(screen.getByRole('contentinfo'));
}

describe('Footer', () => {
  it('links home, to login, to discover, and opens privacy and terms in a new tab', () => {
    mockApi();
    renderApp('/privacy-policy');

    expect(footer().getByRole('link', { name: /PifWorld/ })).toHaveAttribute('href', '/');
    expect(footer().getByRole('link', { name: 'Join the community' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(footer().getByRole('link', { name: 'Discover' })).toHaveAttribute('href', '/discover');
    for (const [name, href] of [
      [/Privacy policy/, '/privacy-policy'],
      [/Terms & Conditions/, '/terms-and-conditions'],
    ] as const) {
      const link = footer().getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(expect.stringContaining('(opens in a new tab)'));
    }
  });

  it('has credit lines with external links', () => {
    mockApi();
    renderApp('/privacy-policy');

    const credits = within(footer().getByRole('list', { name: 'Credits' })).getAllByRole('link');
    expect(credits.length).toBeGreaterThan(0);
    for (const link of credits) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('thanks the visitor for a valid newsletter address and rejects an invalid one', async () => {
    mockApi();
    const { user } = renderApp('/privacy-policy');
    const input = footer().getByRole('textbox', { name: 'E-mail address' });

    await enterText(user, input, 'not-an-address');
    await user.click(footer().getByRole('button', { name: 'Subscribe' }));
    expect(footer().getByText('Please enter a valid email address.')).toBeVisible();

    await user.clear(input);
    await enterText(user, input, 'sanne@example.com');
    await user.click(footer().getByRole('button', { name: 'Subscribe' }));

    expect(await footer().findByText('Thank you! You are on the list.')).toBeVisible();
  });
});
