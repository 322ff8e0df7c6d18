import { act, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { RootLayout } from './root-layout';

/** A screen that shows its heading only after "loading", as screens with data do. */
function SlowScreen() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <h1>Slow page</h1> : <p>Loading...</p>;
}

const routes = [
  {
    element: <RootLayout />,
    children: [
      {
        path: '/',
        element: (
          <>
            <h1>First page</h1>
            <Link to="/second">To the second page</Link>
            <Link to="/?tab=other">Other tab</Link>
          </>
        ),
      },
      { path: '/second', element: <h1>Second page</h1> },
      { path: '/slow', element: <SlowScreen /> },
    ],
  },
];

describe('focus after a route change', () => {
  it('stays put on the first load', () => {
    mockApi();
    renderApp('/', routes);
    expect(screen.getByRole('heading', { level: 1, name: 'First page' })).not.toHaveFocus();
  });

  it("moves to the new screen's h1, which can take focus without joining the tab order", async () => {
    mockApi();
    const { user } = renderApp('/', routes);
    await user.click(screen.getByRole('link', { name: 'To the second page' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Second page' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('waits for a heading that appears once the screen has loaded', async () => {
    mockApi();
    const { router } = renderApp('/', routes);
    await act(() => router.navigate('/slow'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Slow page' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('leaves focus alone when only the query changes (a tab of the same screen)', async () => {
    mockApi();
    const { user } = renderApp('/', routes);
    const link = screen.getByRole('link', { name: 'Other tab' });
    await user.click(link);
    expect(link).toHaveFocus();
  });

  it('does not take focus from a field the visitor moved to while the screen loaded', async () => {
    mockApi();
    const { router } = renderApp('/', routes);
    await act(() => router.navigate('/slow'));
    const search = screen.getByRole('combobox', { name: 'Search the platform' });
    act(() => search.focus());
    await screen.findByRole('heading', { level: 1, name: 'Slow page' });
    // The search that took the box's place (with its suggestions) has the focus.
    expect(screen.getByRole('combobox', { name: 'Search the platform' })).toHaveFocus();
  });
});
