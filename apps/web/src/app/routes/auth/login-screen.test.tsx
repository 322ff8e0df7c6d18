import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser';
import { restoreSession } from '@/lib/session';
import { sessionUser } from '@/testing/fixtures';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { profileApi, signIn } from '@/testing/profile-api';
import { enterText, renderApp } from '@/testing/render-app';
import { expectTokenNotKept } from '@/testing/session-cookies';

const providers = { 'GET /auth/providers': { google: true, facebook: false } };

async function fillIn(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await enterText(
    user,
    within(screen.getByRole('main')).getByRole('textbox', { name: /^E-mail/ }),
    email,
  );
  await enterText(user, screen.getByLabelText(/^Password/, { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

// The app reads the stored session before the first render (main.tsx); nothing is stored here.
beforeEach(() => {
  restoreSession();
  // jsdom cannot leave the page: record where the app would go instead.
  vi.spyOn(browser, 'redirectTo').mockImplementation(() => {});
});

describe('Login', () => {
  it('keeps the user under the spec key, never the token, and lands on /profile', async () => {
    const user1 = sessionUser();
    const fetchMock = mockApi({
      ...providers,
      ...profileApi(user1),
      'POST /login': { token: 'tok-abc', user: user1 },
    });
    const { user, router } = renderApp('/login');

    await fillIn(user, 'sanne@example.com', 'secret-password');

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expectTokenNotKept('tok-abc');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      id: 1,
      name: 'Sanne de Vries',
    });
    const login = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/login'));
    expect(JSON.parse(String(login?.[1]?.body))).toEqual({
      email: 'sanne@example.com',
      password: 'secret-password',
    });
    // The session comes as the API's HttpOnly cookie.
    expect(new Headers(login?.[1]?.headers).get('x-pifworld-session')).toBe('cookie');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sanne de Vries' })).toBeVisible();
  });

  it('goes back to the page the guard sent the visitor from', async () => {
    mockApi({ ...providers, 'POST /login': { token: 'tok-abc', user: sessionUser() } });
    const { user, router } = renderApp('/company-registration');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    await fillIn(user, 'sanne@example.com', 'secret-password');

    await waitFor(() => expect(router.state.location.pathname).toBe('/company-registration'));
  });

  it("shows 'Login Failed' with the spec text on a 401 and stays signed out on /login", async () => {
    mockApi({
      ...providers,
      'POST /login': reply(401, {
        message: 'Invalid credentials. Please check your email and password.',
      }),
    });
    const { user, router } = renderApp('/login');

    await fillIn(user, 'sanne@example.com', 'wrong-password');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Login Failed')).toBeVisible();
    expect(alert).toHaveTextContent('Invalid credentials. Please check your email and password.');
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('says the user was not found on a 404 and gives the generic text on a crash', async () => {
    const handlers: Record<string, unknown> = {
      ...providers,
      'POST /login': reply(404, { message: 'Not found' }),
    };
    mockApi(handlers);
    const { user } = renderApp('/login');

    await fillIn(user, 'nobody@example.com', 'whatever1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'User not found. Please register first.',
    );

    handlers['POST /login'] = reply(500, { message: 'Internal Server Error' });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('An error occurred. Please try again.'),
    );
  });

  it('shows the wait message with the seconds of Retry-After when rate-limited', async () => {
    mockApi({
      ...providers,
      'POST /login': reply(429, { message: 'Too Many Requests' }, { 'Retry-After': '37' }),
    });
    const { user } = renderApp('/login');

    await fillIn(user, 'sanne@example.com', 'secret-password');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 37 seconds and try again.',
    );
  });

  it('requires e-mail and password before calling the API, and shows "Logging in..." while busy', async () => {
    const fetchMock = mockApi({ ...providers, 'POST /login': () => new Promise(() => {}) });
    const { user } = renderApp('/login');

    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('The email field is required.')).toBeVisible();
    expect(screen.getByText('The password field is required.')).toBeVisible();
    await waitFor(() =>
      expect(
        within(screen.getByRole('main')).getByRole('textbox', { name: /^E-mail/ }),
      ).toHaveFocus(),
    );
    expect(calledPaths(fetchMock)).not.toContain('POST /login');

    await fillIn(user, 'sanne@example.com', 'secret-password');
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
  });

  it('shows and hides the password with a labelled toggle', async () => {
    mockApi(providers);
    const { user } = renderApp('/login');
    const password = screen.getByLabelText(/^Password/, { selector: 'input' });
    expect(password).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to /forgot-password and /sign-up', () => {
    mockApi(providers);
    renderApp('/login');

    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
  });

  it('starts the Google redirect flow and says which providers are not available', async () => {
    const fetchMock = mockApi({
      ...providers,
      'GET /auth/google/redirect': { url: 'https://accounts.google.test/o/oauth2/auth?x=1' },
    });
    const { user } = renderApp('/login');

    const facebook = screen.getByRole('button', { name: 'Facebook' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Google' })).toBeEnabled());
    expect(facebook).toBeDisabled();
    expect(facebook).toHaveAccessibleDescription('Facebook sign-in is not available right now');
    expect(screen.getByRole('button', { name: 'Apple' })).toBeDisabled();
    expect(screen.getByText('Apple sign-in is not available right now')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Google' }));

    await waitFor(() =>
      expect(browser.redirectTo).toHaveBeenCalledWith(
        'https://accounts.google.test/o/oauth2/auth?x=1',
      ),
    );
    expect(calledPaths(fetchMock)).toContain('GET /auth/google/redirect');
  });

  it('sends a signed-in user on to /profile', async () => {
    mockApi({ ...providers, ...profileApi() });
    signIn();
    const { router } = renderApp('/login');

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    mockApi({
      ...providers,
      'POST /login': reply(401, { message: 'Invalid credentials.' }),
    });
    const { user } = renderApp('/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welkom terug' })).toBeVisible();
    await enterText(
      user,
      within(screen.getByRole('main')).getByRole('textbox', { name: /^E-mailadres/ }),
      'sanne@example.com',
    );
    await enterText(
      user,
      screen.getByLabelText(/^Wachtwoord/, { selector: 'input' }),
      'geheim-wachtwoord',
    );
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Inloggen mislukt');
    expect(alert).toHaveTextContent(
      'Onjuiste inloggegevens. Controleer je e-mailadres en wachtwoord.',
    );
    expect(screen.getByRole('link', { name: 'Wachtwoord vergeten?' })).toBeVisible();
  });
});
