import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BANNER } from '@/components/cards/fallback-images';
import { donationPackage } from '@/features/donation-packages/testing/donation-package-fixtures';
import { jobListItemFixture, jobPage } from '@/features/jobs/testing/job-fixtures';
import { nonprofitProfile } from '@/features/nonprofits/testing/nonprofit-fixtures';
import { directoryNonprofit } from '@/testing/fixtures';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { profileApi, signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';
import { teamApi } from '@/features/team/testing/team-fixtures';

/** Everything the profile of non-profit 7 reads, owned by the signed-in user 1. */
function nonprofitApi(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...profileApi(),
    'GET /nonprofit-profile/7': { data: nonprofitProfile() },
    ...teamApi('nonprofit', 7),
    'GET /nonprofit-event/7': { data: [] },
    'GET /nonprofit-project/7': { data: [] },
    'GET /donation-packages/nonprofit/7': {
      data: [donationPackage(3, 'A month of water', 10), donationPackage(4, 'A new well', 1250)],
    },
    'GET /user/1/nonprofits': { nonprofits: [directoryNonprofit(7, 'Clean Water Foundation')] },
    'GET /mollie/connection/7': { connected: false, connected_at: null },
    'GET /premium-check': { premium: false },
    'GET /plans': { data: [{ id: 1, name: 'Job posting', price: 25 }] },
    'GET /nonprofits/7/jobs': jobPage([]),
    'GET /jobs': jobPage([]),
    ...overrides,
  };
}

describe('Non-profit profile', { timeout: 30_000 }, () => {
  it('shows Loading..., then banner, logo, name, the owner buttons, overview and tabs', async () => {
    mockApi(nonprofitApi());
    signIn();
    renderApp('/non-profit-profile/7');

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Clean Water Foundation' }),
    ).toBeVisible();
    expect(screen.getByRole('img', { name: 'Banner of Clean Water Foundation' })).toHaveAttribute(
      'src',
      '/storage/original/banner-water.webp',
    );
    expect(screen.getByRole('img', { name: 'Logo of Clean Water Foundation' })).toHaveAttribute(
      'src',
      '/storage/original/logo-water.webp',
    );
    expect(screen.getByRole('link', { name: 'Edit Page' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start Campaign' })).toBeVisible();
    expect(
      await screen.findByRole('button', { name: 'Connect with payment provider' }),
    ).toBeVisible();

    const inner = within(screen.getByRole('tablist', { name: 'About this non-profit' }));
    expect(inner.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Nonprofit Overview',
      'Campaign',
      'Community',
    ]);
    const bottom = within(screen.getByRole('tablist', { name: 'Manage this non-profit' }));
    expect(bottom.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Donation Packages',
      'Jobs',
      'Donations',
      'User',
      'Settings',
    ]);

    expect(screen.getByText('clean water').tagName).toBe('STRONG');
    expect(screen.getByText('Damrak 1, Amsterdam')).toBeVisible();
    expect(screen.getByText('Active')).toBeVisible();
    expect(screen.getByText('Unverified')).toBeVisible();
    expect(screen.getByRole('link', { name: 'https://cleanwater.org' })).toHaveAttribute(
      'target',
      '_blank',
    );
    // One non-profit of the user: no 'Your Other Non-Profits'.
    expect(screen.queryByRole('navigation', { name: 'Your Other Non-Profits' })).toBeNull();
  });

  it('shows the default banner when the picture fails to load', async () => {
    mockApi(
      nonprofitApi({ 'GET /nonprofit-profile/7': { data: nonprofitProfile({ picture: null }) } }),
    );
    signIn();
    renderApp('/non-profit-profile/7');

    const banner = await screen.findByRole('img', { name: 'Banner of Clean Water Foundation' });
    expect(banner).toHaveAttribute('src', DEFAULT_BANNER);
  });

  it("shows 'Failed to load data.' with Retry, and recovers", async () => {
    const handlers = nonprofitApi({ 'GET /nonprofit-profile/7': reply(500, { message: 'Boom' }) });
    mockApi(handlers);
    signIn();
    const { user } = renderApp('/non-profit-profile/7');

    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('Failed to load data.');

    handlers['GET /nonprofit-profile/7'] = { data: nonprofitProfile() };
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Clean Water Foundation' }),
    ).toBeVisible();
  });

  it("says 'Non-profit not found' on a 404", async () => {
    mockApi(
      nonprofitApi({ 'GET /nonprofit-profile/7': reply(404, { message: 'Non-profit not found' }) }),
    );
    signIn();
    renderApp('/non-profit-profile/7');

    expect(await screen.findByText('Non-profit not found')).toBeVisible();
  });

  it("hides the owner's controls from another signed-in user", async () => {
    const fetchMock = mockApi(
      nonprofitApi({ 'GET /nonprofit-profile/7': { data: nonprofitProfile({ user_id: 99 }) } }),
    );
    signIn();
    const { user } = renderApp('/non-profit-profile/7');

    await screen.findByRole('heading', { level: 1, name: 'Clean Water Foundation' });
    expect(screen.queryByRole('link', { name: 'Edit Page' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start Campaign' })).toBeNull();
    const bottom = within(screen.getByRole('tablist', { name: 'Manage this non-profit' }));
    expect(bottom.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Donation Packages',
      'Jobs',
    ]);
    expect(await screen.findByText('A month of water')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add Donation Package' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit A month of water' })).toBeNull();
    // No payment provider, no premium upgrade: those are the owner's.
    expect(screen.queryByRole('button', { name: 'Connect with payment provider' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Jobs' }));
    expect(await screen.findByText('No jobs posted yet')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Upgrade Now' })).toBeNull();
    expect(calledPaths(fetchMock)).not.toContain('GET /premium-check');
    // Only the owner may read every job of the non-profit; others get the open ones.
    expect(calledPaths(fetchMock)).toContain('GET /jobs');
    expect(calledPaths(fetchMock)).not.toContain('GET /nonprofits/7/jobs');
  });

  it("links to the user's other non-profits when there is more than one", async () => {
    mockApi(
      nonprofitApi({
        'GET /user/1/nonprofits': {
          nonprofits: [
            directoryNonprofit(7, 'Clean Water Foundation'),
            directoryNonprofit(8, 'Trees for All'),
          ],
        },
      }),
    );
    signIn();
    renderApp('/non-profit-profile/7');

    const others = await screen.findByRole('navigation', { name: 'Your Other Non-Profits' });
    expect(within(others).getByRole('link', { name: 'Trees for All' })).toHaveAttribute(
      'href',
      '/non-profit-profile/8',
    );
    expect(within(others).queryByRole('link', { name: 'Clean Water Foundation' })).toBeNull();
  });

  it('Edit Page opens the edit form with the non-profit in the navigation state', async () => {
    const fetchMock = mockApi(nonprofitApi());
    signIn();
    const { user, router } = renderApp('/non-profit-profile/7');

    await user.click(await screen.findByRole('link', { name: 'Edit Page' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/edit-nonprofit-profile/7'));
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue(
      'Clean Water Foundation',
    );
    // The form came from the state: the non-profit was read once, by the profile.
    expect(
      calledPaths(fetchMock).filter((call) => call === 'GET /nonprofit-profile/7'),
    ).toHaveLength(1);
  });

  it('Start Campaign offers Event and Project with nonprofitId and userId, and Close', async () => {
    mockApi(nonprofitApi());
    signIn();
    const { user, router } = renderApp('/non-profit-profile/7');

    await user.click(await screen.findByRole('button', { name: 'Start Campaign' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Start a campaign' }));
    // The text button, beside the dialog's own close (x) button.
    const closeButtons = dialog.getAllByRole('button', { name: 'Close' });
    await user.click(closeButtons.find((button) => button.textContent === 'Close') as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Start Campaign' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Start a campaign' }));
    expect(dialog.getByRole('link', { name: /^Project/ })).toBeVisible();
    await user.click(dialog.getByRole('link', { name: /^Event/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/create-event'));
    expect(router.state.location.state).toEqual({ nonprofitId: 7, userId: 1 });
  });

  it('lists the donation packages with euro amounts and offers Add to the owner', async () => {
    const handlers = nonprofitApi();
    mockApi(handlers);
    signIn();
    renderApp('/non-profit-profile/7');

    expect(await screen.findByText('A month of water')).toBeVisible();
    expect(screen.getByText('€10.00')).toBeVisible();
    expect(screen.getByText('€1,250.00')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add Donation Package' })).toBeVisible();
  });

  it("shows 'Error loading donations' with Retry", async () => {
    const handlers = nonprofitApi({
      'GET /donation-packages/nonprofit/7': reply(500, { message: 'Boom' }),
    });
    mockApi(handlers);
    signIn();
    const { user } = renderApp('/non-profit-profile/7');

    const alert = await screen.findByText('Error loading donations', {}, { timeout: 8000 });
    handlers['GET /donation-packages/nonprofit/7'] = { data: [] };
    await user.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }),
    );
    expect(await screen.findByText('No donation packages yet')).toBeVisible();
  });

  it('Jobs offers the owner the premium upgrade and lists their jobs, closed ones too', async () => {
    mockApi(
      nonprofitApi({
        'GET /nonprofits/7/jobs': jobPage([
          jobListItemFixture(5, 'Nurse'),
          jobListItemFixture(6, 'Driver', { closed: true }),
        ]),
      }),
    );
    signIn();
    const { user } = renderApp('/non-profit-profile/7');

    await user.click(await screen.findByRole('tab', { name: 'Jobs' }));
    const panel = within(await screen.findByRole('tabpanel', { name: 'Jobs' }));
    expect(await panel.findByRole('button', { name: 'Upgrade Now' })).toBeVisible();
    expect(panel.getByText(/Upgrade once for €25\.00/)).toBeVisible();
    expect(panel.queryByRole('link', { name: 'Post Job' })).toBeNull();
    expect(await panel.findByRole('link', { name: 'Nurse' })).toHaveAttribute('href', '/jobs/5');
    expect(panel.getByRole('link', { name: 'Edit Driver' })).toHaveAttribute('href', '/edit-job/6');
    expect(panel.getByText('Closed')).toBeVisible();
  });

  it('Jobs says when the owner has posted none yet', async () => {
    mockApi(nonprofitApi());
    signIn();
    const { user } = renderApp('/non-profit-profile/7');

    await user.click(await screen.findByRole('tab', { name: 'Jobs' }));
    const panel = within(await screen.findByRole('tabpanel', { name: 'Jobs' }));
    expect(await panel.findByText('No jobs posted yet')).toBeVisible();
    expect(
      panel.getByText('Vacancies you post for Clean Water Foundation appear here.'),
    ).toBeVisible();
  });

  it('Jobs gives a premium owner Post Job, to the job form', async () => {
    mockApi(nonprofitApi({ 'GET /premium-check': { premium: true } }));
    signIn();
    const { user, router } = renderApp('/non-profit-profile/7');

    await user.click(await screen.findByRole('tab', { name: 'Jobs' }));
    const postJob = await screen.findByRole('link', { name: 'Post Job' });
    expect(postJob).toHaveAttribute('href', '/jobs-registration');
    expect(screen.queryByRole('button', { name: 'Upgrade Now' })).toBeNull();

    await user.click(postJob);
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs-registration'));
    expect(router.state.location.state).toEqual({ userId: 1, nonprofitId: 7 });
  });

  it('User shows the page team: the owner, a helper and the invite form', async () => {
    mockApi(nonprofitApi());
    signIn();
    const { user } = renderApp('/non-profit-profile/7');

    await user.click(await screen.findByRole('tab', { name: 'User' }));
    const panel = within(await screen.findByRole('tabpanel', { name: 'User' }));
    expect(await panel.findByText('Eva Editor', { selector: 'p' })).toBeVisible();
    expect(panel.getByText('Owner')).toBeVisible();
    expect(panel.getByRole('textbox', { name: /E-mail address/ })).toBeVisible();
    expect(panel.getByText('Sanne de Vries')).toBeVisible();
  });

  it('Settings deletes the non-profit after confirming and goes to the page list', async () => {
    let deleted = false;
    mockApi(
      nonprofitApi({
        'DELETE /nonprofits/7': () => {
          deleted = true;
          return { message: 'Non-profit deleted.' };
        },
      }),
    );
    signIn();
    const { user, router } = renderApp('/non-profit-profile/7');

    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Non-Profit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Are you sure?' }));
    expect(dialog.getByText('This will permanently delete Clean Water Foundation.')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Yes, delete it' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.search).toBe('?tab=pages');
    expect(deleted).toBe(true);
  });

  it('speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    mockApi(nonprofitApi());
    signIn();
    renderApp('/non-profit-profile/7');

    expect(await screen.findByRole('link', { name: 'Pagina bewerken' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Campagne starten' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Overzicht goed doel' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Donatiepakketten' })).toBeVisible();
    expect(screen.getByText('Niet geverifieerd')).toBeVisible();
    expect(await screen.findByText('€ 10,00')).toBeVisible();
  });
});
