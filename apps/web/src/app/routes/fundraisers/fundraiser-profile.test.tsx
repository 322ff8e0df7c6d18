import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BANNER } from '@/components/cards/fallback-images';
import levels from '@/components/ui/tab-levels.module.css';
import { directoryFundraiser, sessionUser } from '@/testing/fixtures';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';
import { teamApi } from '@/features/team/testing/team-fixtures';
import { fundraiser, fundraiserApi } from './testing/fundraiser-fixtures';

describe('Fundraiser profile', { timeout: 60_000 }, () => {
  it('shows a loader, then banner, name, non-profit, topic, raised of goal and the overview', async () => {
    mockApi({
      ...fundraiserApi(),
      'GET /fundraiser-profile/77': () =>
        new Promise((resolve) =>
          setTimeout(() => resolve({ success: true, data: fundraiser() }), 50),
        ),
    });
    signIn();
    renderApp('/fundraiser-profile/77');

    expect(screen.getByRole('status')).toHaveTextContent('Loading fundraiser...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Run for Water' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Banner of Run for Water' })).toHaveAttribute(
      'src',
      '/storage/original/run-banner.webp',
    );
    expect(screen.getByRole('img', { name: 'Logo of Run for Water' })).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Non-profit: Clean Water Foundation' }),
    ).toHaveAttribute('href', '/nonprofit-details/900');
    expect(screen.getByRole('link', { name: 'Topic: Water' })).toHaveAttribute(
      'href',
      '/topics-details/12',
    );
    // Euros, not dollars (the product is euro-only).
    expect(screen.getByText('€1,250.50 raised of €5,000.00')).toBeVisible();

    const outer = screen.getByRole('tablist', { name: 'Fundraiser sections' });
    const tabs = within(outer);
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Fundraiser Overview',
      'Community',
    ]);
    // The page's own tabs are the first level; Community's inner tabs are the second.
    expect(outer).toHaveClass(levels.primaryList!);
    expect(screen.getByRole('tablist', { name: 'Manage fundraiser' })).toHaveClass(
      levels.primaryList!,
    );
    expect(screen.getByText('42 km')).toBeVisible();
    expect(screen.getByText('Damrak 1, Amsterdam')).toBeVisible();
    expect(screen.getByText('Active')).toBeVisible();
    expect(screen.getByText('Unverified')).toBeVisible();
    expect(document.title).toBe('Run for Water | PifWorld');
  });

  it("says 'No topic selected.' and falls back to the default banner", async () => {
    mockApi({
      ...fundraiserApi(),
      'GET /fundraiser-profile/77': {
        success: true,
        data: fundraiser({ topic: null, topic_id: null, picture: null, logo: null }),
      },
    });
    signIn();
    renderApp('/fundraiser-profile/77');

    expect(await screen.findByText('No topic selected.')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Banner of Run for Water' })).toHaveAttribute(
      'src',
      DEFAULT_BANNER,
    );
  });

  it('gives the owner Edit Page, the other fundraisers and all three bottom tabs', async () => {
    mockApi({
      ...fundraiserApi(),
      ...teamApi('fundraiser', 77),
      'GET /user/1/fundraisers': {
        fundraisers: [
          directoryFundraiser(77, 'Run for Water'),
          directoryFundraiser(78, 'Bake Off'),
        ],
      },
    });
    signIn();
    const { user, router } = renderApp('/fundraiser-profile/77');

    const other = await screen.findByRole('navigation', { name: 'Your Other Fundraisers' });
    expect(within(other).getByRole('link', { name: 'Bake Off' })).toHaveAttribute(
      'href',
      '/fundraiser-profile/78',
    );
    expect(within(other).queryByRole('link', { name: 'Run for Water' })).not.toBeInTheDocument();

    const bottom = within(screen.getByRole('tablist', { name: 'Manage fundraiser' }));
    expect(bottom.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Donations Packages',
      'Donations',
      'Settings',
      'Users',
    ]);
    // Donations Packages: the non-profit's packages, read only, with a Donate link.
    const packages = await screen.findByRole('table', { name: 'Donation packages' });
    expect(within(packages).getByText('A water filter')).toBeVisible();
    expect(within(packages).getByText('€1,250.00')).toBeVisible();
    const packagesPanel = within(screen.getByRole('tabpanel', { name: 'Donations Packages' }));
    expect(packagesPanel.getByRole('link', { name: 'Donate' })).toHaveAttribute(
      'href',
      '/fundraiser-details/77',
    );

    await user.click(bottom.getByRole('tab', { name: 'Users' }));
    expect(await screen.findByText('Eva Editor', { selector: 'p' })).toBeVisible();
    expect(screen.getByText('Owner')).toBeVisible();

    // The owner goes to the public page or shares it from here.
    expect(screen.getByRole('link', { name: 'View public page' })).toHaveAttribute(
      'href',
      '/fundraiser-details/77',
    );
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const share = within(await screen.findByRole('dialog', { name: 'Share Run for Water' }));
    expect(share.getByRole('textbox', { name: 'Link to this page' })).toHaveValue(
      `${window.location.origin}/fundraiser-details/77`,
    );
    await user.click(share.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('link', { name: 'Edit Page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit-fundraiser-profile/77'));
    // The profile hands the fundraiser over: the form is filled at once.
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Run for Water');
  });

  it('deletes the fundraiser after confirming, then shows the page list', async () => {
    const handlers: Record<string, unknown> = {
      ...fundraiserApi(),
      'DELETE /fundraisers/77': { message: 'Fundraiser deleted.' },
    };
    const fetchMock = mockApi(handlers);
    signIn();
    const { user, router } = renderApp('/fundraiser-profile/77');

    await screen.findByRole('heading', { level: 1, name: 'Run for Water' });
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Fundraiser' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Are you sure?' }));
    expect(dialog.getByText('This will permanently delete Run for Water.')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Yes, delete it' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.search).toBe('?tab=pages');
    expect(calledPaths(fetchMock)).toContain('DELETE /fundraisers/77');
    expect(await screen.findByText('Fundraiser deleted.')).toBeVisible();
  });

  it("shows a visitor's view: no Edit Page, Settings or Users", async () => {
    mockApi({
      ...fundraiserApi(),
      'GET /fundraiser-profile/77': { success: true, data: fundraiser({ users_id: 5 }) },
    });
    signIn();
    renderApp('/fundraiser-profile/77');

    await screen.findByRole('heading', { level: 1, name: 'Run for Water' });
    expect(screen.queryByRole('link', { name: 'Edit Page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Your Other Fundraisers' })).toBeNull();
    const bottom = within(screen.getByRole('tablist', { name: 'Manage fundraiser' }));
    expect(bottom.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Donations Packages',
    ]);
  });

  it("says 'Fundraiser not found' on a 404", async () => {
    mockApi({
      ...fundraiserApi(),
      'GET /fundraiser-profile/77': reply(404, { message: 'Fundraiser not found' }),
    });
    signIn();
    renderApp('/fundraiser-profile/77');

    expect(await screen.findByText('Fundraiser not found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your pages' })).toHaveAttribute(
      'href',
      '/profile?tab=pages',
    );
  });

  it('gives the permission message on a 403', async () => {
    mockApi({
      ...fundraiserApi(),
      'GET /fundraiser-profile/77': reply(403, {
        message: "You don't have permission to view this fundraiser",
      }),
    });
    signIn();
    renderApp('/fundraiser-profile/77');

    expect(
      await screen.findByText("You don't have permission to view this fundraiser"),
    ).toBeVisible();
  });

  it("says 'Error fetching fundraiser data' otherwise, and Retry recovers", async () => {
    const handlers: Record<string, unknown> = {
      ...fundraiserApi(),
      'GET /fundraiser-profile/77': reply(500, { message: 'Boom' }),
    };
    mockApi(handlers);
    signIn();
    const { user } = renderApp('/fundraiser-profile/77');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error fetching fundraiser data');
    handlers['GET /fundraiser-profile/77'] = { success: true, data: fundraiser() };
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Run for Water' })).toBeVisible();
  });

  it("says 'Invalid fundraiser ID' for an id that cannot be one, without asking the API", async () => {
    const fetchMock = mockApi(fundraiserApi());
    signIn();
    renderApp('/fundraiser-profile/abc');

    expect(await screen.findByText('Invalid fundraiser ID')).toBeVisible();
    expect(calledPaths(fetchMock).filter((call) => call.includes('fundraiser'))).toEqual([]);
  });

  it("shows 'Error loading donations' with Retry when the packages fail", async () => {
    const handlers: Record<string, unknown> = {
      ...fundraiserApi(),
      'GET /donation-packages/nonprofit/900': reply(500, { message: 'Boom' }),
    };
    mockApi(handlers);
    signIn();
    const { user } = renderApp('/fundraiser-profile/77');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading donations');
    handlers['GET /donation-packages/nonprofit/900'] = { data: [] };
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('This non-profit has no donation packages yet.')).toBeVisible();
  });

  it('speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    mockApi(fundraiserApi());
    signIn(sessionUser());
    renderApp('/fundraiser-profile/77');

    expect(await screen.findByRole('heading', { level: 1, name: 'Run for Water' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Pagina bewerken' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Goed doel: Clean Water Foundation' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Overzicht van de inzamelactie' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Donatiepakketten' })).toBeVisible();
    expect(screen.getByText('Niet geverifieerd')).toBeVisible();
    expect(screen.getByText('€ 1.250,50 opgehaald van € 5.000,00')).toBeVisible();
  });
});
