import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const api = {
  'GET /universal-search/water': {
    data: [
      {
        id: 1,
        title: 'Clean Water Foundation',
        title_lang: 'en',
        type: 'nonprofit',
        link: '/nonprofit-details/1',
        picture: null,
      },
    ],
  },
};

// The privacy page makes no data calls of its own.
describe('Universal search in the header', { timeout: 15_000 }, () => {
  it('works in the desktop header', async () => {
    mockApi(api);
    const { user, router } = renderApp('/privacy-policy');

    const header = within(screen.getByRole('banner'));
    await user.type(header.getByRole('combobox', { name: 'Search the platform' }), 'water');
    await user.click(await screen.findByRole('option', { name: /Clean Water Foundation/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/nonprofit-details/1'));
  });

  it('works in the mobile menu, which closes after a choice', async () => {
    mockApi(api);
    const { user, router } = renderApp('/privacy-policy');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' }));
    await user.type(menu.getByRole('combobox', { name: 'Search the platform' }), 'water');
    await screen.findByRole('option', { name: /Clean Water Foundation/ });
    await user.keyboard('{ArrowDown}{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/nonprofit-details/1'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument(),
    );
  });

  it('opens the results page of the typed term on Enter when no suggestion is chosen', async () => {
    mockApi({
      ...api,
      'GET /search': { groups: [], suggestion: null },
    });
    const { user, router } = renderApp('/privacy-policy');

    const header = within(screen.getByRole('banner'));
    await user.type(header.getByRole('combobox', { name: 'Search the platform' }), 'water');
    await screen.findByRole('option', { name: /Clean Water Foundation/ });
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=water');
    expect(
      await screen.findByRole('heading', { level: 1, name: "Results for 'water'" }),
    ).toBeVisible();
  });

  it('closes only its list on Escape inside the mobile menu', async () => {
    mockApi(api);
    const { user } = renderApp('/privacy-policy');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' }));
    const input = menu.getByRole('combobox', { name: 'Search the platform' });
    await user.type(input, 'water');
    await screen.findByRole('option', { name: /Clean Water Foundation/ });

    await user.keyboard('{Escape}');

    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });
});
