import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('Not found', () => {
  it.each(['/this/does/not/exist', '/about/our/team', '/discover-everything'])(
    "shows 'Page not found' for the unknown path %s",
    async (path) => {
      mockApi();
      renderApp(path);

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    },
  );

  it('goes back one step in history', async () => {
    mockApi();
    const { user, router } = renderApp(['/privacy-policy', '/nowhere']);

    await user.click(await screen.findByRole('button', { name: 'Go back' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/privacy-policy'));
  });

  it('speaks Dutch after a language switch', async () => {
    mockApi();
    const { user } = renderApp('/nowhere');

    await user.click(screen.getByRole('radio', { name: /NL/ }));

    expect(await screen.findByRole('heading', { name: 'Pagina niet gevonden' })).toBeVisible();
  });
});
