import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paged, sessionUser } from '@/testing/fixtures';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { profileApi, signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';
import { getSession } from '@/lib/session';

describe('Profile', () => {
  it("shows 'Loading user data...' while the user loads", () => {
    mockApi({ ...profileApi(), 'GET /user/1': () => new Promise(() => {}) });
    signIn();
    renderApp('/profile');

    expect(screen.getByRole('status')).toHaveTextContent('Loading user data...');
  });

  it('shows name, e-mail, banner, logo, the actions and the five tabs', async () => {
    mockApi(profileApi());
    signIn();
    renderApp('/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sanne de Vries' })).toBeVisible();
    expect(screen.getByText('sanne@example.com')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Banner of Sanne de Vries' })).toHaveAttribute(
      'src',
      '/storage/original/banner-sanne.jpg',
    );
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create New Page' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'My donations' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('button', { name: 'Change banner' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Change logo' })).toBeVisible();
    const tabs = within(screen.getByRole('tablist', { name: 'Profile sections' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'About',
      'NewsFeed',
      'Follow',
      'Page List',
      'Settings',
    ]);
    expect(tabs.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('I support clean water projects.')).toBeVisible();
  });

  it('opens the tab named in the address and keeps the choice there', async () => {
    mockApi({ ...profileApi(), 'GET /newsfeed': paged([]) });
    signIn();
    const { user, router } = renderApp('/profile?tab=settings');

    expect(await screen.findByRole('button', { name: 'Delete Profile' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'NewsFeed' }));
    expect(router.state.location.search).toBe('?tab=newsfeed');
    expect(
      await screen.findByText(
        'Nothing here yet. Your donations and the updates of pages you follow will show up here.',
      ),
    ).toBeVisible();
  });

  it("shows the error with 'Try Again' and recovers", async () => {
    const handlers: Record<string, unknown> = {
      ...profileApi(),
      'GET /user/1': reply(403, { message: 'This action is unauthorized.' }),
    };
    mockApi(handlers);
    signIn();
    const { user } = renderApp('/profile');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load user data.');
    expect(alert).toHaveTextContent('This action is unauthorized.');

    handlers['GET /user/1'] = { user: sessionUser() };
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sanne de Vries' })).toBeVisible();
  });

  it("falls back to 'Error fetching user data' when the server crashed, after one retry", async () => {
    const fetchMock = mockApi({ ...profileApi(), 'GET /user/1': reply(500, { message: 'Boom' }) });
    signIn();
    renderApp('/profile');

    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Error fetching user data');
    expect(calledPaths(fetchMock).filter((call) => call === 'GET /user/1')).toHaveLength(2);
  });

  it("says 'User not found' on a 404", async () => {
    mockApi({ ...profileApi(), 'GET /user/1': reply(404, { message: 'Not found' }) });
    signIn();
    renderApp('/profile');

    expect(await screen.findByText('User not found')).toBeVisible();
  });

  it('sends a visitor without a session to /login', async () => {
    mockApi(profileApi());
    const { router } = renderApp('/profile');
    const { restoreSession } = await import('@/lib/session');
    restoreSession();

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('logs out from the profile to / (not to /login)', async () => {
    mockApi({ ...profileApi(), 'POST /logout': { message: 'You have been logged out.' } });
    signIn();
    const { user, router } = renderApp('/profile');

    await screen.findByRole('heading', { level: 1, name: 'Sanne de Vries' });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: /Sanne/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getSession().user).toBeNull();
  });

  it('speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    mockApi(profileApi());
    signIn();
    renderApp('/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sanne de Vries' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Profiel bewerken' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Nieuwe pagina maken' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Mijn donaties' })).toHaveAttribute('href', '/orders');
    const tabs = within(screen.getByRole('tablist'));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Over',
      'Nieuwsfeed',
      'Volgen',
      "Pagina's",
      'Instellingen',
    ]);
    expect(screen.getByRole('heading', { name: 'Over mij' })).toBeVisible();
  });
});
