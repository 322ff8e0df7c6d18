import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { donationActivity, userDonationsPage } from '@/testing/fixtures';
import { mockApi, reply } from '@/testing/mock-api';
import { profileApi, signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';

const donations = {
  // No followed updates: 'All' shows the donations only.
  'GET /newsfeed': { data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } },
  'GET /user/1/donations': userDonationsPage([
    donationActivity({ message: 'Keep going!' }),
    donationActivity({
      id: 502,
      amount: 10,
      status: 'open',
      target_type: 'nonprofit',
      target: { id: 31, name: 'Ocean Cleanup NL' },
    }),
    donationActivity({ id: 503, amount: 5, status: 'failed', target: null }),
  ]),
};

describe('NewsFeed: own donations', () => {
  it('lists the own donations with formatted amounts, status badges and links', async () => {
    mockApi({ ...profileApi(), ...donations });
    signIn();
    renderApp('/profile?tab=newsfeed');

    const list = within(await screen.findByRole('list', { name: 'Your NewsFeed' }));
    const [first, second, third] = list.getAllByRole('listitem') as HTMLElement[];
    expect(first).toHaveTextContent('You donated €1,234.50 to Run for Water');
    expect(within(first!).getByRole('link', { name: 'Run for Water' })).toHaveAttribute(
      'href',
      '/fundraiser-details/77',
    );
    expect(within(first!).getByText('Paid')).toBeVisible();
    expect(first).toHaveTextContent('Keep going!');
    expect(second).toHaveTextContent('You donated €10.00 to Ocean Cleanup NL');
    expect(within(second!).getByText('Pending')).toBeVisible();
    expect(third).toHaveTextContent('a page that no longer exists');
    expect(within(third!).getByText('Failed')).toBeVisible();
  });

  it('has an empty state with a way to discover causes, and an error state', async () => {
    const handlers: Record<string, unknown> = {
      ...profileApi(),
      'GET /newsfeed': donations['GET /newsfeed'],
    };
    mockApi(handlers);
    signIn();
    const { unmount } = renderApp('/profile?tab=newsfeed');

    expect(
      await screen.findByText(
        'Nothing here yet. Your donations and the updates of pages you follow will show up here.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Discover causes' })).toHaveAttribute(
      'href',
      '/discover',
    );
    unmount();

    handlers['GET /user/1/donations'] = reply(403, { message: 'This action is unauthorized.' });
    renderApp('/profile?tab=newsfeed');
    expect(await screen.findByRole('alert')).toHaveTextContent('This action is unauthorized.');
  });

  it('formats amounts the Dutch way', async () => {
    localStorage.setItem('language', 'nl');
    mockApi({ ...profileApi(), ...donations });
    signIn();
    renderApp('/profile?tab=newsfeed');

    expect(
      await screen.findByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent === 'Je hebt €\u00a01.234,50 gedoneerd aan Run for Water',
      ),
    ).toBeVisible();
    expect(screen.getByText('Betaald')).toBeVisible();
  });
});
