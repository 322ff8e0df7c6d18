import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { directoryCompany, directoryFundraiser } from '@/testing/fixtures';
import { calledPaths, mockApi } from '@/testing/mock-api';
import { profileApi, signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';

describe('Create New Page dialog', () => {
  it('offers only the kinds of page the user does not have yet', async () => {
    mockApi({
      ...profileApi(),
      'GET /user/1/companies': { companies: [directoryCompany(21)] },
      'GET /user/1/fundraisers': { fundraisers: [directoryFundraiser(11)] },
    });
    signIn();
    const { user } = renderApp('/profile');

    await user.click(await screen.findByRole('button', { name: 'Create New Page' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New Page' }));

    expect(await dialog.findByRole('link', { name: /Non-profit/ })).toHaveAttribute(
      'href',
      '/nonprofit-registration',
    );
    expect(dialog.queryByRole('link', { name: /Company/ })).not.toBeInTheDocument();
    expect(dialog.queryByRole('link', { name: /Fundraiser/ })).not.toBeInTheDocument();
  });

  it('links to all three registrations for a user without pages, and says when none is left', async () => {
    const handlers: Record<string, unknown> = profileApi();
    mockApi(handlers);
    signIn();
    const { user } = renderApp('/profile');

    await user.click(await screen.findByRole('button', { name: 'Create New Page' }));
    const dialog = within(await screen.findByRole('dialog'));
    await waitFor(() => expect(dialog.getAllByRole('link')).toHaveLength(3));
    expect(dialog.getByRole('link', { name: /Company/ })).toHaveAttribute(
      'href',
      '/company-registration',
    );
    expect(dialog.getByRole('link', { name: /Fundraiser/ })).toHaveAttribute(
      'href',
      '/fundraiser-registration',
    );
  });

  it('refreshes the three lists when it closes', async () => {
    const fetchMock = mockApi(profileApi());
    signIn();
    const { user } = renderApp('/profile');

    await user.click(await screen.findByRole('button', { name: 'Create New Page' }));
    const dialog = within(await screen.findByRole('dialog'));
    await waitFor(() => expect(dialog.getAllByRole('link')).toHaveLength(3));
    const count = (path: string) => calledPaths(fetchMock).filter((call) => call === path).length;
    expect(count('GET /user/1/companies')).toBe(1);

    await user.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Inactive queries are marked stale and refetch when next shown; open the Page List to see it.
    await user.click(screen.getByRole('tab', { name: 'Page List' }));
    await waitFor(() => {
      expect(count('GET /user/1/companies')).toBe(2);
      expect(count('GET /user/1/nonprofits')).toBe(2);
      expect(count('GET /user/1/fundraisers')).toBe(2);
    });
  });
});
