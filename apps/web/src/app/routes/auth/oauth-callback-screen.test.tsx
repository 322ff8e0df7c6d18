import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionUser } from '@/testing/fixtures';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { securitySettings } from '@/features/auth/testing/security-fixtures';
import { profileApi, signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';
import { expectTokenNotKept } from '@/testing/session-cookies';
import { getSession } from '@/lib/session';

describe('Sign-in callbacks', () => {
  it('completes a Google sign-in with the same query string and replaces the page with /profile', async () => {
    const user1 = sessionUser();
    const fetchMock = mockApi({
      ...profileApi(user1),
      'GET /auth/google/callback': (request: Request) => {
        const url = new URL(request.url);
        return url.searchParams.get('code') === 'abc' && url.searchParams.get('state') === 'xyz'
          ? { token: 'tok-google', user: user1 }
          : reply(400, { message: 'Bad request', error: 'auth_failed' });
      },
    });
    const { router } = renderApp(['/login', '/auth/google/callback?code=abc&state=xyz']);

    expect(screen.getByRole('heading', { name: 'Completing Sign-in' })).toBeVisible();
    expect(
      screen.getByText('Please wait while we finish signing you in with Google...'),
    ).toBeVisible();

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(getSession().user).toEqual(user1);
    expectTokenNotKept('tok-google');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(
      calledPaths(fetchMock).filter((call) => call === 'GET /auth/google/callback'),
    ).toHaveLength(1);
  });

  it('uses the Facebook wording and endpoint', async () => {
    const fetchMock = mockApi({ 'GET /auth/facebook/callback': () => new Promise(() => {}) });
    renderApp('/auth/facebook/callback?code=abc&state=xyz');

    expect(
      screen.getByText('Please wait while we finish signing you in with Facebook...'),
    ).toBeVisible();
    await waitFor(() => expect(calledPaths(fetchMock)).toContain('GET /auth/facebook/callback'));
  });

  it("goes to /auth/error with the API's code and message when the callback is refused", async () => {
    mockApi({
      'GET /auth/google/callback': reply(400, {
        message: 'The sign-in took too long.',
        error: 'invalid_state',
      }),
    });
    const { router } = renderApp('/auth/google/callback?code=abc&state=old');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/error'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('error')).toBe('invalid_state');
    expect(params.get('message')).toBe('The sign-in took too long.');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: 'Session Expired' })).toBeVisible();
    expect(getSession().user).toBeNull();
  });

  it('goes to /auth/error with auth_failed when the API crashes', async () => {
    mockApi({ 'GET /auth/google/callback': reply(500, { message: 'Internal Server Error' }) });
    const { router } = renderApp('/auth/google/callback?code=abc&state=xyz');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/error'));
    expect(router.state.location.search).toBe('?error=auth_failed');
  });

  it.each([
    ['google', 'google_auth_failed'],
    ['facebook', 'facebook_auth_failed'],
  ])(
    'sends a %s error from the provider itself to /auth/error as %s without calling the API',
    async (provider, code) => {
      const fetchMock = mockApi();
      const { router } = renderApp(`/auth/${provider}/callback?error=access_denied`);

      await waitFor(() => expect(router.state.location.pathname).toBe('/auth/error'));
      const params = new URLSearchParams(router.state.location.search);
      expect(params.get('error')).toBe(code);
      expect(params.get('message')).toBe('access_denied');
      expect(calledPaths(fetchMock).some((call) => call.includes('/callback'))).toBe(false);
    },
  );

  it('finishes a link started from the security settings with the session, and goes back there', async () => {
    const linked = sessionUser({ linked_providers: ['google'] });
    let sent: Request | undefined;
    mockApi({
      'GET /auth/providers': { google: true, facebook: false },
      'GET /user/security': securitySettings(),
      'GET /auth/google/callback': (request: Request) => {
        sent = request;
        return { token: 'tok-new', user: linked };
      },
    });
    signIn();
    sessionStorage.setItem('oauth-link', 'google');
    const { router } = renderApp('/auth/google/callback?code=abc&state=xyz');

    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/security'));
    // The session goes as the browser's cookie (same origin), and the new one comes back as one.
    expect(sent?.credentials).toBe('same-origin');
    expect(sent?.headers.get('x-pifworld-session')).toBe('cookie');
    expect(sent?.headers.get('Authorization')).toBeNull();
    expect(getSession().user).toEqual(linked);
    expectTokenNotKept('tok-new');
    expect(await screen.findByText('Google is now linked to your account.')).toBeInTheDocument();
    expect(await screen.findByText('Linked')).toBeVisible();
    expect(sessionStorage.getItem('oauth-link')).toBeNull();
  });

  it('signs in as the account the provider names, over a session the browser still had', async () => {
    const other = sessionUser({ id: 2, name: 'Jesse Mulder', email: 'jesse@example.org' });
    mockApi({
      ...profileApi(other),
      'GET /auth/google/callback': { token: 'tok-google', user: other },
    });
    signIn(sessionUser());
    const { router } = renderApp('/auth/google/callback?code=abc&state=xyz');

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(getSession().user).toEqual(other);
    expectTokenNotKept('tok-google');
  });
});
