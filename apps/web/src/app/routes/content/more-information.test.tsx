import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const main = () => within(screen.getByRole('main'));

describe('More information', { timeout: 15_000 }, () => {
  it('describes the platform for each audience and links to Discover, Sign up and Help', async () => {
    mockApi();
    renderApp('/more-information');

    expect(main().getByRole('heading', { level: 1 })).toHaveTextContent(
      'Giving that reaches the people who make a difference',
    );
    for (const name of ['For donors', 'For non-profits', 'For fundraisers', 'For companies']) {
      expect(main().getByRole('heading', { level: 3, name })).toBeVisible();
    }
    expect(main().getByRole('link', { name: 'Discover causes' })).toHaveAttribute(
      'href',
      '/discover',
    );
    expect(main().getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
    expect(main().getByRole('link', { name: 'Visit the help center' })).toHaveAttribute(
      'href',
      '/help',
    );
    await waitFor(() =>
      expect(document.title).toBe(
        'Giving that reaches the people who make a difference | PifWorld',
      ),
    );
  });

  it('is written in Dutch too', async () => {
    mockApi();
    const { user } = renderApp('/more-information');

    await user.click(screen.getByRole('radio', { name: /NL/ }));

    expect(
      await main().findByRole('heading', { level: 3, name: 'Voor goede doelen' }),
    ).toBeVisible();
    expect(main().getByRole('link', { name: 'Account aanmaken' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
  });
});
