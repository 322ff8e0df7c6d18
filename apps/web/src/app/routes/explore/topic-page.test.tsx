import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { followItem, fundraiserListItem, nonprofitListItem, sessionUser } from '@/testing/fixtures';
import { mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';
import { pageOf, topicDetails } from './testing/explore-fixtures';

function topicApi(overrides: Record<string, unknown> = {}) {
  return {
    'GET /topics/7': { data: topicDetails() },
    'GET /topics/7/nonprofits': pageOf([nonprofitListItem(31, 'Clean Water Foundation')], 1, 1, 1),
    'GET /topics/7/fundraisers': pageOf([fundraiserListItem(61, 'Run for Water')], 1, 1, 1),
    ...overrides,
  };
}

function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('Topic page', { timeout: 15_000 }, () => {
  it('shows name, SDG chip, description, followers and Follow', async () => {
    mockApi(topicApi());
    renderApp('/topics-details/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Clean water' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'SDG 6: Clean Water and Sanitation' })).toHaveAttribute(
      'href',
      '/sdg-topics/106',
    );
    expect(screen.getByText('Access to safe drinking water for every village.')).toBeVisible();
    expect(screen.getByText('12 followers')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Follow Clean water' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Clean water | PifWorld'));
  });

  it('is also the page of /discover/details/topic/{id} (home topic cards)', async () => {
    mockApi(topicApi());
    renderApp('/discover/details/topic/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Clean water' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Run for Water' })).toBeVisible();
  });

  it('lists its non-profits and fundraisers as cards', async () => {
    mockApi(topicApi());
    renderApp('/topics-details/7');
    await screen.findByRole('heading', { level: 1, name: 'Clean water' });

    const nonprofits = section('Non-profits working on Clean water');
    expect(await nonprofits.findByRole('link', { name: 'Clean Water Foundation' })).toHaveAttribute(
      'href',
      '/discover/details/nonprofit/31',
    );
    const fundraisers = section('Fundraisers for Clean water');
    expect(await fundraisers.findByRole('link', { name: 'Run for Water' })).toHaveAttribute(
      'href',
      '/discover/details/fundraiser/61',
    );
    expect(fundraisers.getByRole('link', { name: 'Donate to Run for Water' })).toHaveAttribute(
      'href',
      '/payment/Run%20for%20Water?type=fundraiser&id=61',
    );
  });

  it("uses the spec's empty texts when it has neither", async () => {
    mockApi(
      topicApi({
        'GET /topics/7/nonprofits': pageOf([], 1, 1, 0),
        'GET /topics/7/fundraisers': pageOf([], 1, 1, 0),
      }),
    );
    renderApp('/topics-details/7');

    expect(await screen.findByText('No non-profits found')).toBeVisible();
    expect(await screen.findByText('No Fundraisers Found')).toBeVisible();
  });

  it('follows the topic when signed in and refreshes the follower count', async () => {
    const me = signIn(sessionUser());
    const follows: unknown[] = [];
    const handlers = topicApi({
      [`GET /user/${me.id}/follows`]: () => ({ data: follows }),
      'POST /follows': () => {
        const follow = followItem({ type: 'topic', id: 7, name: 'Clean water' });
        follows.push(follow);
        handlers['GET /topics/7'] = { data: topicDetails({ followers_count: 13 }) };
        return reply(201, { follow, message: 'You are now following this page.' });
      },
    });
    mockApi(handlers);
    const { user } = renderApp('/topics-details/7');

    const follow = await screen.findByRole('button', { name: 'Follow Clean water' });
    // Busy until the user's follows are known.
    await waitFor(() => expect(follow).toBeEnabled());
    await user.click(follow);

    expect(
      await screen.findByRole('button', { name: /Following Clean water/, pressed: true }),
    ).toBeVisible();
    expect(await screen.findByText('13 followers')).toBeVisible();
  });

  it('says Topic not found for a missing topic, with a way back to Discover', async () => {
    mockApi({ 'GET /topics/8': reply(404, { message: 'Not found' }) });
    renderApp('/topics-details/8');

    expect(await screen.findByText('Topic not found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Discover' })).toHaveAttribute(
      'href',
      '/discover',
    );
  });

  it('shows an error with Retry when the topic cannot be loaded, and recovers', async () => {
    const handlers = topicApi({ 'GET /topics/7': reply(500, { message: 'Boom' }) });
    mockApi(handlers);
    const { user } = renderApp('/topics-details/7');

    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching data.');
    handlers['GET /topics/7'] = { data: topicDetails() };
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Clean water' })).toBeVisible();
  });

  it('is in Dutch when Dutch is chosen', async () => {
    localStorage.setItem('language', 'nl');
    mockApi(topicApi());
    renderApp('/topics-details/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Clean water' })).toBeVisible();
    expect(screen.getByText('12 volgers')).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Goede doelen die werken aan Clean water' }),
    ).toBeVisible();
  });
});
