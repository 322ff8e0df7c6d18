import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pagedUpdates, pageUpdate } from '@/features/updates/testing/update-fixtures';
import { donationActivity, userDonationsPage } from '@/testing/fixtures';
import { mockApi, reply } from '@/testing/mock-api';
import { profileApi, signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';

const followed = [
  pageUpdate({
    id: 91,
    title: 'New wells in Kenya',
    created_at: '2025-05-20T08:00:00.000Z',
    page: {
      type: 'nonprofit',
      id: 3,
      name: 'Clean Water Foundation',
      link: '/nonprofit-details/3',
    },
  }),
  pageUpdate({
    id: 92,
    title: 'Halfway there',
    created_at: '2025-03-01T08:00:00.000Z',
    page: { type: 'fundraiser', id: 77, name: 'Run for Water', link: '/fundraiser-details/77' },
  }),
];

describe('NewsFeed', { timeout: 15_000 }, () => {
  it("'Updates and replies' shows the updates of followed pages, each linking to its page", async () => {
    mockApi({ ...profileApi(), 'GET /newsfeed': pagedUpdates(followed) });
    signIn();
    const { user } = renderApp('/profile?tab=newsfeed');

    await screen.findByRole('list', { name: 'Your NewsFeed' });
    await user.click(screen.getByRole('radio', { name: 'Updates and replies' }));

    const list = within(await screen.findByRole('list', { name: 'Updates from pages you follow' }));
    const [first, second] = list.getAllByRole('article');
    expect(first).toHaveAccessibleName('New wells in Kenya');
    expect(within(first!).getByRole('link', { name: 'Clean Water Foundation' })).toHaveAttribute(
      'href',
      '/nonprofit-details/3',
    );
    expect(first).toHaveTextContent('Non-profit');
    expect(within(second!).getByRole('link', { name: 'Run for Water' })).toHaveAttribute(
      'href',
      '/fundraiser-details/77',
    );
    expect(screen.queryByText(/You donated/)).toBeNull();
  });

  it("'All' merges own donations and followed updates newest first, with 'Load more'", async () => {
    mockApi({
      ...profileApi(),
      'GET /user/1/donations': userDonationsPage([
        donationActivity({ id: 1, created_at: '2025-04-02T12:00:00.000Z' }),
        donationActivity({ id: 2, amount: 5, created_at: '2025-01-02T12:00:00.000Z' }),
      ]),
      'GET /newsfeed': (request: Request) =>
        new URL(request.url).searchParams.get('page') === '2'
          ? pagedUpdates([followed[1]!], { page: 2, lastPage: 2, total: 2 })
          : pagedUpdates([followed[0]!], { page: 1, lastPage: 2, total: 2 }),
    });
    signIn();
    const { user } = renderApp('/profile?tab=newsfeed');

    const list = await screen.findByRole('list', { name: 'Your NewsFeed' });
    const texts = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '');
    // Donations older than the loaded updates wait until the feed has no more pages.
    expect(texts()).toHaveLength(1);
    expect(texts()[0]).toContain('New wells in Kenya');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(texts()).toHaveLength(4));
    const [a, b, c, d] = texts();
    expect(a).toContain('New wells in Kenya');
    expect(b).toContain('You donated €1,234.50 to Run for Water');
    expect(c).toContain('Halfway there');
    expect(d).toContain('You donated €5.00');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('has empty states for both filters', async () => {
    mockApi({ ...profileApi(), 'GET /newsfeed': pagedUpdates([]) });
    signIn();
    const { user } = renderApp('/profile?tab=newsfeed');

    expect(
      await screen.findByText(
        'Nothing here yet. Your donations and the updates of pages you follow will show up here.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Discover causes' })).toHaveAttribute(
      'href',
      '/discover',
    );
    await user.click(screen.getByRole('radio', { name: 'Updates and replies' }));
    expect(await screen.findByText('No updates yet')).toBeVisible();
    expect(
      screen.getByText(
        'When the companies, non-profits and fundraisers you follow post an update, it shows up here.',
      ),
    ).toBeVisible();
  });

  it('a failed feed keeps the donations on screen and can be retried', async () => {
    const handlers: Record<string, unknown> = {
      ...profileApi(),
      'GET /user/1/donations': userDonationsPage([donationActivity()]),
      'GET /newsfeed': reply(500, { message: 'boom' }),
    };
    mockApi(handlers);
    signIn();
    const { user } = renderApp('/profile?tab=newsfeed');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The updates of pages you follow could not be loaded.');
    expect(screen.getByText('You donated €1,234.50 to')).toBeVisible();

    handlers['GET /newsfeed'] = pagedUpdates(followed);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'New wells in Kenya' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("'Updates and replies' shows an error with Retry", async () => {
    mockApi({ ...profileApi(), 'GET /newsfeed': reply(500, { message: 'boom' }) });
    signIn();
    const { user } = renderApp('/profile?tab=newsfeed');
    await user.click(await screen.findByRole('radio', { name: 'Updates and replies' }));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((alert) => within(alert).queryByRole('button', { name: 'Retry' })),
      ).toBe(true),
    );
    expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent(
      'The updates of pages you follow could not be loaded.',
    );
  });

  it('speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    mockApi({ ...profileApi(), 'GET /newsfeed': pagedUpdates(followed) });
    signIn();
    const { user } = renderApp('/profile?tab=newsfeed');

    await user.click(await screen.findByRole('radio', { name: 'Updates en reacties' }));
    const list = within(
      await screen.findByRole('list', { name: "Updates van pagina's die je volgt" }),
    );
    const first = list.getAllByRole('article')[0]!;
    expect(first).toHaveTextContent('Mijlpaal');
    expect(first).toHaveTextContent('20 mei 2025');
  });
});
