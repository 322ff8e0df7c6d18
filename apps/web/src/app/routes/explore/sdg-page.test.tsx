import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nonprofitListItem, sdgTopics } from '@/testing/fixtures';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { jobItem, pageOf, projectItem, sdgStats, topicItem } from './testing/explore-fixtures';

const goal = sdgTopics()[5]!; // id 106, goal 6
const longGoal = sdgTopics()[0]!; // id 101

function goalApi(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    'GET /sdg-topics/106': { data: goal },
    'GET /sdg-topics/106/stats': sdgStats(),
    'GET /sdg-topics/106/topics': pageOf(
      [topicItem(1, 'Clean water'), topicItem(2, 'Sanitation')],
      1,
      1,
      2,
    ),
    'GET /sdg-topics/106/nonprofits': (request: Request) =>
      new URL(request.url).searchParams.get('page') === '2'
        ? pageOf([nonprofitListItem(32, 'Wells for All')], 2, 2, 2)
        : pageOf([nonprofitListItem(31, 'Clean Water Foundation')], 1, 2, 2),
    'GET /sdg-topics/106/projects': pageOf([projectItem(41, 'Village wells')], 1, 1, 1),
    'GET /sdg-topics/106/jobs': pageOf([jobItem(51, 'Water engineer')], 1, 1, 1),
    ...overrides,
  };
}

// A goal's page renders many parts at once; on a busy machine a test can take longer than 5 s.
describe('SDG page', { timeout: 15_000 }, () => {
  it('shows logo, name, Join, Share, the figures, the about text and related topics', async () => {
    mockApi(goalApi());
    renderApp('/sdg-topics/106');

    expect(await screen.findByRole('heading', { level: 1, name: 'Goal name 6' })).toBeVisible();
    expect(screen.getByText('Goal 6')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Join' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Share' })).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: 'About SDG 6: Goal name 6' }),
    ).toBeVisible();
    expect(screen.getByText('Short description of goal 6.')).toBeVisible();

    const stats = within(screen.getByRole('region', { name: 'This goal on PifWorld' }));
    expect(await stats.findByText('1,234')).toBeVisible();
    expect(stats.getByText('Topic followers')).toBeVisible();

    const related = within(screen.getByRole('region', { name: 'Related topics' }));
    expect(await related.findByRole('link', { name: 'Clean water' })).toHaveAttribute(
      'href',
      '/topics-details/1',
    );
    await waitFor(() => expect(document.title).toBe('SDG 6: Goal name 6 | PifWorld'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Short description of goal 6.',
    );
  });

  it('has the twelve tabs of the spec and opens Non-profits with its cards and load more', async () => {
    const fetchMock = mockApi(goalApi());
    const { user } = renderApp('/sdg-topics/106');

    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Updates',
      'Non-profits',
      'Events',
      'Fundraisers',
      'Projects',
      'Subsidies and Funds',
      'Teams',
      'Companies',
      'Topics',
      'Company events',
      'Petitions',
      'Jobs',
    ]);
    expect(screen.getByRole('tab', { name: 'Non-profits' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = within(screen.getByRole('tabpanel'));
    expect(await panel.findByRole('link', { name: 'Clean Water Foundation' })).toHaveAttribute(
      'href',
      '/discover/details/nonprofit/31',
    );
    expect(panel.getByRole('button', { name: 'Follow Clean Water Foundation' })).toBeVisible();
    expect(panel.getByText('1 of 2 results')).toBeVisible();

    await user.click(panel.getByRole('button', { name: 'Load more' }));

    expect(await panel.findByRole('link', { name: 'Wells for All' })).toBeVisible();
    expect(panel.getByText('2 of 2 results')).toBeVisible();
    expect(panel.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calledPaths(fetchMock)).not.toContain('GET /sdg-topics/106/events');
  });

  it('shows projects and jobs as rows, and keeps the open tab in the address', async () => {
    mockApi(goalApi());
    const { user, router } = renderApp('/sdg-topics/106');

    await user.click(await screen.findByRole('tab', { name: 'Projects' }));

    const panel = () => within(screen.getByRole('tabpanel'));
    expect(await panel().findByRole('link', { name: 'Village wells' })).toHaveAttribute(
      'href',
      '/discover/details/project/41',
    );
    expect(panel().getByText('By Clean Water Foundation')).toBeVisible();
    expect(router.state.location.search).toBe('?tab=projects');

    await user.click(screen.getByRole('tab', { name: 'Jobs' }));

    expect(await panel().findByRole('link', { name: 'Water engineer' })).toHaveAttribute(
      'href',
      '/jobs/51',
    );
    expect(panel().getByText('At Clean Water Foundation')).toBeVisible();
    expect(panel().getByText('Utrecht · Part-time')).toBeVisible();
  });

  it('opens the tab named in the address', async () => {
    mockApi(goalApi());
    renderApp('/sdg-topics/106?tab=jobs');

    expect(await screen.findByRole('tab', { name: 'Jobs', selected: true })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Water engineer' })).toBeVisible();
  });

  it('says honestly that Updates, Subsidies and Funds, Teams and Petitions have nothing yet', async () => {
    const fetchMock = mockApi(goalApi());
    const { user } = renderApp('/sdg-topics/106');

    const expected: Array<[string, string]> = [
      ['Updates', 'There are no updates for this goal yet.'],
      [
        'Subsidies and Funds',
        'Subsidies and funds for this goal are not available on PifWorld yet.',
      ],
      ['Teams', 'Teams are not available on PifWorld yet.'],
      ['Petitions', 'Petitions are not available on PifWorld yet.'],
    ];
    for (const [tab, text] of expected) {
      await user.click(await screen.findByRole('tab', { name: tab }));
      expect(within(screen.getByRole('tabpanel')).getByText(text)).toBeVisible();
    }
    const tabCalls = calledPaths(fetchMock).filter((path) =>
      /updates|subsidies|teams|petitions/.test(path),
    );
    expect(tabCalls).toEqual([]);
  });

  it('Join opens the Topics tab with its follow buttons and moves focus there', async () => {
    mockApi(goalApi());
    const { user } = renderApp('/sdg-topics/106');

    await user.click(await screen.findByRole('button', { name: 'Join' }));

    const topicsTab = screen.getByRole('tab', { name: 'Topics' });
    expect(topicsTab).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(topicsTab).toHaveFocus());
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.getByText('Follow the topics below to join this goal.')).toBeVisible();
    expect(await panel.findByRole('button', { name: 'Follow Sanitation' })).toBeVisible();
  });

  it('Share opens the share dialog with the link of the goal', async () => {
    mockApi(goalApi());
    const { user } = renderApp('/sdg-topics/106');

    await user.click(await screen.findByRole('button', { name: 'Share' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Share SDG 6: Goal name 6' }));
    expect(dialog.getByRole('textbox', { name: 'Link to this page' })).toHaveValue(
      'http://localhost:3000/sdg-topics/106',
    );
  });

  it("opens 'About {name}' with the whole description when it was cut", async () => {
    const long = { ...longGoal, description: `${'Clean energy for everyone. '.repeat(12)}End.` };
    mockApi(
      goalApi({ 'GET /sdg-topics/101': { data: long }, 'GET /sdg-topics/101/stats': sdgStats() }),
    );
    const { user } = renderApp('/details-topic/topic/101');

    expect(await screen.findByRole('heading', { level: 1, name: 'Goal name 1' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Read more' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'About Goal name 1' }));
    expect(dialog.getByText(/End\.$/)).toBeVisible();
  });

  it('says the goal could not be found for a 404, with a way to all goals', async () => {
    mockApi({ 'GET /sdg-topics/999': reply(404, { message: 'Not found' }) });
    renderApp('/sdg-topics/999');

    expect(await screen.findByText('This goal could not be found.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See all goals' })).toHaveAttribute(
      'href',
      '/sustainable-development-goals',
    );
  });

  it('shows an error with Retry when the goal cannot be loaded, and recovers', async () => {
    const handlers = goalApi({ 'GET /sdg-topics/106': reply(500, { message: 'Boom' }) });
    mockApi(handlers);
    const { user } = renderApp('/sdg-topics/106');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again later.',
    );
    handlers['GET /sdg-topics/106'] = { data: goal };
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Goal name 6' })).toBeVisible();
  });

  it('shows an error with Retry in a tab whose list fails', async () => {
    const handlers = goalApi({ 'GET /sdg-topics/106/nonprofits': reply(500, { message: 'Boom' }) });
    mockApi(handlers);
    const { user } = renderApp('/sdg-topics/106');

    const panel = within(await screen.findByRole('tabpanel'));
    expect(await panel.findByRole('alert')).toHaveTextContent('This list could not be loaded.');
    handlers['GET /sdg-topics/106/nonprofits'] = pageOf(
      [nonprofitListItem(31, 'Back again')],
      1,
      1,
      1,
    );
    await user.click(panel.getByRole('button', { name: 'Retry' }));

    expect(await panel.findByRole('link', { name: 'Back again' })).toBeVisible();
  });

  it('serves /details-topic/topic/{id} and shows not-found for another type', async () => {
    mockApi(goalApi());
    renderApp('/details-topic/topic/106');
    expect(await screen.findByRole('heading', { level: 1, name: 'Goal name 6' })).toBeVisible();
  });

  it('shows Page not found for /details-topic with a type other than topic', () => {
    mockApi(goalApi());
    renderApp('/details-topic/nonprofit/106');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
