import { sessionUser } from '@/testing/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';
import { seriousAxeFindings } from '@/testing/axe';
import { TEST_CSRF } from '@/testing/session-cookies';

// The privacy page has no data calls, so only the header's own requests show up.
const page = '/privacy-policy';

const navigationName = /main navigation|hoofdnavigatie/i;

function mainNavigation() {
  return screen.getByRole('navigation', { name: navigationName });
}

// <html lang> changes before the strings of that language have arrived: the header may
// still be on its way when the language is already set.
function findMainNavigation() {
  return screen.findByRole('navigation', { name: navigationName });
}

describe('Header', () => {
  it('shows the brand, the top navigation and Login / Sign up when signed out', async () => {
    mockApi();
    renderApp(page);

    const nav = mainNavigation();
    const expected = [
      ['Home', '/'],
      ['Discover', '/discover'],
      ['Donate', '/donate'],
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Blogs', '/blogs'],
      ['Help', '/help'],
    ];
    for (const [name, href] of expected) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: /PifWorld/ })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
    expect(within(header).getByRole('combobox', { name: 'Search the platform' })).toHaveAttribute(
      'placeholder',
      'To search',
    );
    expect(within(header).getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it("shows the signed-in user's name with Profile and Logout; logout signs out and goes home", async () => {
    const fetchMock = mockApi({ 'POST /logout': reply(204) });
    signIn(sessionUser({ name: 'Sanne de Vries' }));
    const { user, router } = renderApp(page);

    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await user.click(within(header).getByRole('button', { name: /Sanne de Vries/ }));
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );

    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('user')).toBeNull();
    expect(await within(header).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    // The API ends the cookie session: a change, so with the CSRF header.
    const logout = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/logout'));
    expect(new Headers(logout?.[1]?.headers).get('x-csrf-token')).toBe(TEST_CSRF);
  });

  it('offers My donations in the user menu, beside Profile and Logout', async () => {
    mockApi();
    signIn(sessionUser({ name: 'Sanne de Vries' }));
    const { user, router } = renderApp(page);
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: /Sanne/ }));
    const item = await screen.findByRole('menuitem', { name: 'My donations' });
    expect(item).toHaveAttribute('href', '/orders');
    expect(await seriousAxeFindings()).toEqual([]);
    // Beside Profile and Logout, in that order.
    expect(screen.getAllByRole('menuitem').map((entry) => entry.textContent)).toEqual([
      'Profile',
      'My donations',
      'Sign-in and security',
      'Logout',
    ]);
    await user.click(item);
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
  });

  it('says Mijn donaties in the Dutch user menu', async () => {
    localStorage.setItem('language', 'nl');
    mockApi();
    signIn(sessionUser({ name: 'Sanne de Vries' }));
    const { user } = renderApp(page);
    await user.click(
      within(await screen.findByRole('banner')).getByRole('button', { name: /Sanne/ }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Mijn donaties' })).toHaveAttribute(
      'href',
      '/orders',
    );
  });

  it('logout clears the session and goes home even when POST /logout fails', async () => {
    const fetchMock = mockApi({ 'POST /logout': reply(500, { message: 'Internal Server Error' }) });
    signIn(sessionUser({ name: 'Sanne de Vries' }));
    const { user, router } = renderApp(page);

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: /Sanne/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('user')).toBeNull();
    expect(calledPaths(fetchMock)).toContain('POST /logout');
    expect(await screen.findByText('You have been logged out.')).toBeInTheDocument();
  });

  it('switches to Dutch with the toggle, using the fetched translations', async () => {
    const fetchMock = mockApi({
      'GET /translations/nl': { 'header.discover': 'Ontdekken (van de server)' },
    });
    const { user } = renderApp(page);
    expect(screen.getByRole('radio', { name: /EN/ })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: /NL/ }));

    expect(
      await within(await findMainNavigation()).findByRole('link', {
        name: 'Ontdekken (van de server)',
      }),
    ).toHaveAttribute('href', '/discover');
    expect(screen.getByRole('radio', { name: /NL/ })).toBeChecked();
    expect(calledPaths(fetchMock)).toContain('GET /translations/nl');
  });

  it('remembers the language in localStorage and sets <html lang>', async () => {
    mockApi();
    const { user } = renderApp(page);
    expect(document.documentElement.lang).toBe('en');

    await user.click(screen.getByRole('radio', { name: /NL/ }));

    await waitFor(() => expect(document.documentElement.lang).toBe('nl'));
    expect(localStorage.getItem('language')).toBe('nl');
    expect(
      await within(await findMainNavigation()).findByRole('link', { name: 'Ontdekken' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /EN/ }));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('starts in the language chosen before a reload', async () => {
    localStorage.setItem('language', 'nl');
    const fetchMock = mockApi();
    renderApp(page);

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacybeleid' })).toBeVisible();
    expect(document.documentElement.lang).toBe('nl');
    expect(calledPaths(fetchMock)).toContain('GET /translations/nl');
  });

  it("starts a first visit in a Dutch browser's language, asks the API in it, and remembers no choice", async () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['nl-BE', 'en']);
    const fetchMock = mockApi();
    // The blogs page loads data, so the language of its requests shows.
    const { user } = renderApp('/blogs');

    await waitFor(() => expect(document.documentElement.lang).toBe('nl'));
    expect(
      await within(await findMainNavigation()).findByRole('link', { name: 'Ontdekken' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBeNull();
    const sentLanguages = () =>
      fetchMock.mock.calls
        .filter(([url]) => !String(url).includes('/translations/'))
        .map(([, init]) => new Headers(init?.headers).get('Accept-Language'));
    await waitFor(() => expect(sentLanguages().length).toBeGreaterThan(0));
    expect(new Set(sentLanguages())).toEqual(new Set(['nl']));

    // The switch is a choice: it wins over the browser from then on.
    await user.click(screen.getByRole('radio', { name: /EN/ }));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(localStorage.getItem('language')).toBe('en');
    languages.mockRestore();
  });

  it('falls back to the bundled English when the translations cannot be fetched', async () => {
    mockApi({ 'GET /translations/nl': reply(500, { message: 'Internal Server Error' }) });
    const { user } = renderApp(page);

    await user.click(screen.getByRole('radio', { name: /NL/ }));

    await waitFor(() => expect(document.documentElement.lang).toBe('nl'));
    expect(
      await within(await findMainNavigation()).findByRole('link', { name: 'Discover' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
  });
});
