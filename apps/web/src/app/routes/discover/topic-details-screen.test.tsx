import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf } from '@/components/cards/testing/card-fixtures';
import { stubIntersectionObserver } from '@/components/cards/testing/intersection-observer-stub';
import { topicDetails } from '@/features/pages/testing/page-fixtures';
import { followItem, fundraiserListItem, nonprofitListItem } from '@/testing/fixtures';
import { mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';

describe('/discover/details/topic/{id}', { timeout: 15_000 }, () => {
  it('shows the topic, its SDG, followers, and its non-profits and fundraisers', async () => {
    stubIntersectionObserver();
    mockApi({
      'GET /topics/7': { data: topicDetails() },
      'GET /topics/7/nonprofits': pageOf([nonprofitListItem(3, 'Clean Water Foundation')]),
      'GET /topics/7/fundraisers': pageOf([]),
    });
    renderApp('/discover/details/topic/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Clean water' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'SDG 6: Clean Water and Sanitation' })).toHaveAttribute(
      'href',
      '/sdg-topics/106',
    );
    expect(screen.getByText('Everyone deserves safe drinking water.')).toBeVisible();
    expect(screen.getByText('12 followers')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Follow Clean water' })).toBeVisible();

    const nonprofits = within(
      screen.getByRole('region', { name: 'Non-profits working on Clean water' }),
    );
    expect(await nonprofits.findByRole('link', { name: 'Clean Water Foundation' })).toBeVisible();
    expect(nonprofits.getByRole('button', { name: 'Follow Clean Water Foundation' })).toBeVisible();
    const fundraisers = within(screen.getByRole('region', { name: 'Fundraisers for Clean water' }));
    expect(await fundraisers.findByText('No Fundraisers Found')).toBeVisible();
    expect(document.title).toBe('Clean water | PifWorld');
  });

  it('follows the topic and shows the new follower count', async () => {
    stubIntersectionObserver();
    const handlers: Record<string, unknown> = {
      'GET /topics/7': { data: topicDetails() },
      'GET /topics/7/nonprofits': pageOf([]),
      'GET /topics/7/fundraisers': pageOf([fundraiserListItem(5, 'Run for Water')]),
      'GET /user/1/follows': { data: [] },
    };
    handlers['POST /follows'] = () => {
      const follow = followItem({ type: 'topic', id: 7, name: 'Clean water' });
      handlers['GET /user/1/follows'] = { data: [follow] };
      handlers['GET /topics/7'] = { data: topicDetails({ followers_count: 13 }) };
      return reply(201, { follow, message: 'ok' });
    };
    mockApi(handlers);
    signIn();
    const { user } = renderApp('/discover/details/topic/7');

    const follow = await screen.findByRole('button', { name: 'Follow Clean water' });
    // Enabled once the user's follows are known.
    await waitFor(() => expect(follow).toBeEnabled());
    await user.click(follow);

    expect(await screen.findByText('13 followers')).toBeVisible();
    expect(await screen.findByRole('button', { name: /^Following Clean water/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Donate to Run for Water' })).toHaveAttribute(
      'href',
      '/payment/5',
    );
  });

  it("says 'Topic not found' for a missing topic and offers Retry when loading fails", async () => {
    stubIntersectionObserver();
    const handlers: Record<string, unknown> = {
      'GET /topics/7': reply(404, { message: 'Not found' }),
    };
    mockApi(handlers);
    const first = renderApp('/discover/details/topic/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Topic not found' })).toBeVisible();
    first.unmount();

    handlers['GET /topics/7'] = reply(500, { message: 'boom' });
    renderApp('/discover/details/topic/7');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching data.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
