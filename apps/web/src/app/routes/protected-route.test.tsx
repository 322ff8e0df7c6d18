import { paths, protectedPaths } from '@/config/paths';
import { sessionUser } from '@/testing/fixtures';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSession, restoreSession } from '@/lib/session';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { ProtectedRoute } from './protected-route';

const guardedRoutes = [
  {
    element: <ProtectedRoute />,
    children: [{ path: '/secret', element: <p>Secret page</p> }],
  },
  { path: '/login', element: <p>Login screen</p> },
];

describe('ProtectedRoute', () => {
  it("shows 'Loading...' while the session is restored, then redirects to /login without one", async () => {
    mockApi();
    const { router } = renderApp('/secret', guardedRoutes);

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText('Secret page')).not.toBeInTheDocument();

    act(() => {
      restoreSession();
    });

    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/secret' } });
  });

  it('shows the screen to a signed-in user with a stored token', async () => {
    mockApi();
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('user', JSON.stringify(sessionUser({ name: 'Sanne' })));
    renderApp('/secret', guardedRoutes);

    act(() => {
      restoreSession();
    });

    expect(await screen.findByText('Secret page')).toBeInTheDocument();
  });

  it('sends the visitor where a deliberately ended session says, not to /login', async () => {
    mockApi();
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('user', JSON.stringify(sessionUser({ name: 'Sanne' })));
    const { router } = renderApp('/secret', [
      ...guardedRoutes,
      { path: '/', element: <p>Home page</p> },
    ]);
    act(() => {
      restoreSession();
    });
    expect(await screen.findByText('Secret page')).toBeInTheDocument();

    act(() => {
      clearSession({ exitTo: '/' });
    });

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('redirects when a user is stored without a token', async () => {
    mockApi();
    localStorage.setItem('user', JSON.stringify(sessionUser({ name: 'Sanne' })));
    const { router } = renderApp('/secret', guardedRoutes);

    act(() => {
      restoreSession();
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('guards every protected route of the app, including optional parameters', async () => {
    expect(protectedPaths).toEqual(
      expect.arrayContaining(['/profile', '/jobs-registration', '/edit-company-profile/:id?']),
    );
    // Vacancies are public (ADR 008).
    expect(protectedPaths).not.toContain('/jobs/:jobId');
    // Donating needs no account (ADR 007).
    expect(protectedPaths).not.toContain('/donate/:id?');
    expect(protectedPaths).not.toContain('/payment/:id');
    expect(protectedPaths).not.toContain('/payment-success');
    mockApi();
    restoreSession();

    for (const path of ['/profile', '/edit-company-profile', '/company-profile/3']) {
      const { router, unmount } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe(paths.login.href()));
      unmount();
    }
  });
});
