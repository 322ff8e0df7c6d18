import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { directoryCompany, directoryFundraiser, directoryNonprofit } from '@/testing/fixtures';
import { mockApi, reply } from '@/testing/mock-api';
import { profileApi, signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';

const pages = {
  'GET /user/1/nonprofits': {
    nonprofits: [1, 2, 3, 4].map((id) => directoryNonprofit(id, `Water Aid ${id}`)),
  },
  'GET /user/1/fundraisers': {
    fundraisers: [
      directoryFundraiser(11, 'Run for Water'),
      directoryFundraiser(12, 'Bake for Trees', { goal: null, nonprofit: null }),
      directoryFundraiser(13, 'Swim for Water'),
    ],
  },
  'GET /user/1/companies': { companies: [directoryCompany(21, 'Green Bikes BV')] },
};

/** The entries in the directory's own tab panel (it sits inside the profile's Page List panel). */
function items() {
  const panel = screen.getAllByRole('tabpanel').at(-1) as HTMLElement;
  return within(panel).queryAllByRole('article');
}

async function openPageList() {
  signIn();
  const view = renderApp('/profile?tab=pages');
  await screen.findByRole('tab', { name: /All/ });
  return view;
}

describe('Page List (directory)', () => {
  it('shows the tabs with counts and 3 entries, See More adds 3, Show Less removes 3', async () => {
    mockApi({ ...profileApi(), ...pages });
    const { user } = await openPageList();

    const tabs = within(screen.getByRole('tablist', { name: 'Kind of page' }));
    expect(tabs.getByRole('tab', { name: /All/ })).toHaveTextContent('8');
    expect(tabs.getByRole('tab', { name: /Non-Profits/ })).toHaveTextContent('4');
    expect(tabs.getByRole('tab', { name: /Fundraisers/ })).toHaveTextContent('3');
    expect(tabs.getByRole('tab', { name: /Companies/ })).toHaveTextContent('1');

    expect(items()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show Less' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See More' }));
    expect(items()).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'See More' }));
    expect(items()).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'See More' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 8 of 8')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(items()).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(items()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show Less' })).not.toBeInTheDocument();
  });

  it('resets to 3 on a tab change and hides both buttons at 3 or fewer results', async () => {
    mockApi({ ...profileApi(), ...pages });
    const { user } = await openPageList();

    await user.click(screen.getByRole('button', { name: 'See More' }));
    expect(items()).toHaveLength(6);
    await user.click(screen.getByRole('tab', { name: /Non-Profits/ }));
    expect(items()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'See More' }));
    expect(items()).toHaveLength(4);

    await user.click(screen.getByRole('tab', { name: /Fundraisers/ }));
    expect(items()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'See More' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show Less' })).not.toBeInTheDocument();
  });

  it("filters by name, resets to 3, and says 'No results found' with a hint", async () => {
    mockApi({ ...profileApi(), ...pages });
    const { user } = await openPageList();

    await user.click(screen.getByRole('button', { name: 'See More' }));
    const search = screen.getByRole('searchbox', { name: 'Search your pages' });
    await user.type(search, 'water');
    expect(items()).toHaveLength(3);
    expect(screen.getByText('Showing 3 of 6')).toBeVisible();

    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByText('No results found')).toBeVisible();
    expect(screen.getByText('Try adjusting your search or filters.')).toBeVisible();
  });

  it('links each entry to its profile page and shows raised/goal and the non-profit of fundraisers', async () => {
    mockApi({ ...profileApi(), ...pages });
    const { user } = await openPageList();

    await user.click(screen.getByRole('tab', { name: /Fundraisers/ }));
    const run = items()[0] as HTMLElement;
    expect(within(run).getByRole('link', { name: 'Run for Water' })).toHaveAttribute(
      'href',
      '/fundraiser-profile/11',
    );
    expect(within(run).getByText('€1,250.50 raised of €5,000.00')).toBeVisible();
    expect(within(run).getByText('Non-profit: Clean Water Foundation')).toBeVisible();
    expect(within(items()[1] as HTMLElement).getByText('€1,250.50 raised')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: /Companies/ }));
    expect(screen.getByRole('link', { name: 'Green Bikes BV' })).toHaveAttribute(
      'href',
      '/company-profile/21',
    );
    await user.click(screen.getByRole('tab', { name: /Non-Profits/ }));
    expect(screen.getByRole('link', { name: 'Water Aid 1' })).toHaveAttribute(
      'href',
      '/non-profit-profile/1',
    );
  });

  it("shows 'Loading...' and then 'Error loading profiles.' with Retry", async () => {
    const handlers: Record<string, unknown> = {
      ...profileApi(),
      ...pages,
      'GET /user/1/companies': reply(404, { message: 'Not found' }),
    };
    mockApi(handlers);
    signIn();
    const { user } = renderApp('/profile?tab=pages');

    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading profiles.');

    handlers['GET /user/1/companies'] = pages['GET /user/1/companies'];
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(items()).toHaveLength(3));
  });

  it('shows amounts in the Dutch style', async () => {
    localStorage.setItem('language', 'nl');
    mockApi({ ...profileApi(), ...pages });
    signIn();
    const { user } = renderApp('/profile?tab=pages');

    expect(await screen.findByRole('button', { name: 'Meer tonen' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: /Inzamelacties/ }));
    expect(screen.getAllByText('€ 1.250,50 opgehaald van € 5.000,00')).toHaveLength(2);
  });
});
