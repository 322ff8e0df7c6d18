import { paths, protectedPaths } from '@/config/paths';
import { sessionUser } from '@/testing/fixtures';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { confirmStartSession } from '@/features/auth/api/get-current-user';
import { clearSession, getSession, restoreSession } from '@/lib/session';
import { mockApi, reply } from '@/testing/mock-api';
import { profileApi, signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';
import { setSessionCookies } from '@/testing/session-cookies';
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

  it("shows 'Loading...' while the API confirms the session cookie, then the screen", async () => {
    const user = sessionUser({ name: 'Sanne' });
    let answer: (user: unknown) => void = () => {};
    mockApi({ 'GET /user': () => new Promise((resolve) => (answer = resolve)) });
    setSessionCookies();
    localStorage.setItem('user', JSON.stringify(user));
    renderApp('/secret', guardedRoutes);

    act(() => {
      restoreSession();
    });
    const confirming = confirmStartSession();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText('Secret page')).not.toBeInTheDocument();

    await act(async () => {
      answer({ user });
      await confirming;
    });
    expect(await screen.findByText('Secret page')).toBeInTheDocument();
    expect(getSession()).toEqual({ status: 'ready', user });
  });

  it('sends to /login and forgets the stored user when the API says the cookie no longer holds', async () => {
    mockApi({ 'GET /user': reply(401, { message: 'Unauthenticated.' }) });
    setSessionCookies();
    localStorage.setItem('user', JSON.stringify(sessionUser({ name: 'Sanne' })));
    const { router } = renderApp('/secret', guardedRoutes);

    await act(async () => {
      restoreSession();
      await confirmStartSession();
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/secret' } });
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('keeps the stored user when the API cannot be reached at start-up', async () => {
    const fetchMock = mockApi({ 'GET /user': reply(503, { message: 'Service Unavailable' }) });
    setSessionCookies();
    localStorage.setItem('user', JSON.stringify(sessionUser({ name: 'Sanne' })));
    renderApp('/secret', guardedRoutes);

    await act(async () => {
      restoreSession();
      await confirmStartSession();
    });

    expect(await screen.findByText('Secret page')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('signs nobody in with a token an earlier version left, and removes it', async () => {
    const fetchMock = mockApi();
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('auth_token_secure', btoa('1-kot'));
    localStorage.setItem('user', JSON.stringify(sessionUser({ name: 'Sanne' })));
    const { router } = renderApp('/secret', guardedRoutes);

    await act(async () => {
      restoreSession();
      await confirmStartSession();
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(Object.keys(localStorage)).toEqual([]);
    // No session cookie: nothing to ask the API, and the token was never sent.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the visitor where a deliberately ended session says, not to /login', async () => {
    mockApi();
    signIn(sessionUser({ name: 'Sanne' }));
    const { router } = renderApp('/secret', [
      ...guardedRoutes,
      { path: '/', element: <p>Home page</p> },
    ]);
    expect(await screen.findByText('Secret page')).toBeInTheDocument();

    act(() => {
      clearSession({ exitTo: '/' });
    });

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('clears the session and sends to /login when a protected request meets an ended session', async () => {
    mockApi({ ...profileApi(), 'GET /user/1': reply(401, { message: 'Unauthenticated.' }) });
    signIn();
    const { router } = renderApp('/profile');

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login.href()));
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/profile' } });
    expect(getSession().user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
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
