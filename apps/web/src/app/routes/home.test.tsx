import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  followItem,
  fundraiserListItem,
  sdgTopics,
  sessionUser,
  totalFundraisers,
  totalRaised,
  totalSupporters,
} from '@/testing/fixtures';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';
import { topicItem } from './explore/testing/explore-fixtures';

const popular = Array.from({ length: 8 }, (_, index) => topicItem(index + 1));

const healthyApi = {
  'GET /sdg-topics': (request: Request) => ({
    data: sdgTopics(request.headers.get('Accept-Language') === 'nl' ? 'nl' : 'en'),
  }),
  'GET /total-raised': totalRaised,
  'GET /total-supporters': totalSupporters,
  'GET /total-fundraisers': totalFundraisers,
  'GET /topics/popular': { data: popular },
};

const failure = reply(500, { message: 'Internal Server Error' });

function section(name: string | RegExp) {
  return within(screen.getByRole('region', { name }));
}

// The whole home page is a large DOM; on a busy machine a test can take longer than 5 s.
describe('Home', { timeout: 15_000 }, () => {
  it('leads with causes: the fundraisers to support first, in the order given, before the goals and totals', async () => {
    const fetchMock = mockApi({
      ...healthyApi,
      'GET /home/fundraisers': {
        data: [
          { ...fundraiserListItem(7, 'Chosen Walk'), featured: true },
          { ...fundraiserListItem(3, 'Nearly There Run'), raised: 900, featured: false },
        ],
      },
    });
    renderApp('/');

    const causes = await screen.findByRole('region', { name: 'Causes to support now' });
    const cards = within(causes).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: 'Chosen Walk' })).toBeVisible();
    expect(within(cards[1]!).getByRole('heading', { name: 'Nearly There Run' })).toBeVisible();
    expect(within(cards[1]!).getByRole('progressbar')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('link', { name: /Nearly There Run/ })).toHaveAttribute(
      'href',
      '/fundraiser-details/3',
    );
    expect(calledPaths(fetchMock)).toContain('GET /home/fundraisers');
    // First after the banner: before the discover cards, the goals and the totals.
    const order = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(order.indexOf('Causes to support now')).toBe(0);
    expect(order.indexOf('Causes to support now')).toBeLessThan(
      order.indexOf('Sustainable development goals'),
    );
    expect(order.indexOf('Sustainable development goals')).toBeLessThan(
      order.indexOf('Our impact so far'),
    );
  });

  it('shows no causes section while there are none', async () => {
    mockApi({ ...healthyApi, 'GET /home/fundraisers': { data: [] } });
    renderApp('/');
    expect(await screen.findByText('€12,345.50')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Causes to support now' })).toBeNull();
  });

  it('shows the banner, the three formatted totals and the hero', async () => {
    mockApi(healthyApi);
    renderApp('/');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Together we make every donation count' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /GET STARTED/ })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(screen.getByRole('link', { name: /START AS A NON-PROFIT/ })).toHaveAttribute(
      'href',
      '/nonprofit-registration',
    );
    expect(await screen.findByText('€12,345.50')).toBeVisible();
    expect(screen.getByText('321')).toBeVisible();
    expect(screen.getByText('42')).toBeVisible();
    expect(screen.getByText('Raised for good causes')).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Sustainable development goals' }),
    ).toBeVisible();
  });

  it('shows skeletons while the totals load', () => {
    mockApi({ ...healthyApi, 'GET /total-raised': () => new Promise(() => {}) });
    renderApp('/');

    expect(screen.getAllByTestId('total-skeleton').length).toBeGreaterThan(0);
    expect(screen.getByText('Loading the totals...')).toBeInTheDocument();
  });

  it('shows the 17 SDG cards, each linking to its topic page with a cut description', async () => {
    mockApi(healthyApi);
    renderApp('/');

    const cards = await waitFor(() => {
      const links = section('Discover an SDG').getAllByRole('link');
      expect(links).toHaveLength(17);
      return links;
    });
    expect(cards[0]).toHaveAttribute('href', '/details-topic/topic/101');
    expect(cards[16]).toHaveAttribute('href', '/details-topic/topic/117');
    expect(within(cards[16] as HTMLElement).getByText('Goal 17')).toBeVisible();
    expect(
      within(cards[1] as HTMLElement).getByRole('heading', { name: 'Goal name 2' }),
    ).toBeVisible();

    const first = cards[0] as HTMLElement;
    const full = sdgTopics()[0]?.description ?? '';
    expect(within(first).queryByText(full)).not.toBeInTheDocument();
    expect(within(first).getByText(`${full.slice(0, 100).trimEnd()}...`)).toBeVisible();
  });

  it('has discover cards to the goals, the places and Discover on a starting tab', async () => {
    mockApi(healthyApi);
    const { user, router } = renderApp('/');

    const cards = section('Start discovering');
    expect(cards.getByRole('link', { name: /Development goals/ })).toHaveAttribute(
      'href',
      '/sustainable-development-goals',
    );
    expect(cards.getByRole('link', { name: /Places/ })).toHaveAttribute('href', '/location');
    expect(cards.getAllByRole('link')).toHaveLength(8);

    await user.click(cards.getByRole('link', { name: /Company events/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/discover'));
    expect(router.state.location.state).toEqual({ tab: 'companyEvents' });
  });

  it('promotes the jobs', () => {
    mockApi(healthyApi);
    renderApp('/');

    expect(
      section('Work for a good cause').getByRole('link', { name: /See the jobs/ }),
    ).toHaveAttribute('href', '/jobs');
  });

  it('shows eight popular topics from GET /topics/popular?limit=8, linking to their details', async () => {
    const fetchMock = mockApi(healthyApi);
    renderApp('/');

    const topics = section('Popular topics');
    const titles = await topics.findAllByRole('heading', { level: 3 });
    expect(titles).toHaveLength(8);
    expect(topics.getByRole('link', { name: 'Topic 1' })).toHaveAttribute(
      'href',
      '/discover/details/topic/1',
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/topics/popular'));
    expect(String(call?.[0])).toContain('limit=8');
  });

  it('sends a visitor who wants to follow a topic to /login, and back afterwards', async () => {
    const fetchMock = mockApi(healthyApi);
    const { user, router } = renderApp('/');

    const topics = section('Popular topics');
    await user.click(await topics.findByRole('button', { name: 'Follow Topic 3' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/' } });
    expect(calledPaths(fetchMock)).not.toContain('POST /follows');
  });

  it('shows Following for followed topics and follows another with POST /follows', async () => {
    const me = signIn(sessionUser());
    const follows = [followItem({ type: 'topic', id: 2, name: 'Topic 2' })];
    let body: unknown;
    mockApi({
      ...healthyApi,
      [`GET /user/${me.id}/follows`]: () => ({ data: follows }),
      'POST /follows': async (request: Request) => {
        body = await request.json();
        const follow = followItem({ type: 'topic', id: 5, name: 'Topic 5' });
        follows.unshift(follow);
        return reply(201, { follow, message: 'You are now following this page.' });
      },
    });
    const { user } = renderApp('/');

    const topics = section('Popular topics');
    expect(
      await topics.findByRole('button', { name: /Following Topic 2/, pressed: true }),
    ).toBeVisible();
    await user.click(topics.getByRole('button', { name: 'Follow Topic 5', pressed: false }));

    expect(
      await topics.findByRole('button', { name: /Following Topic 5/, pressed: true }),
    ).toBeVisible();
    expect(body).toEqual({ type: 'topic', id: 5 });
    expect(await screen.findByText('You are now following Topic 5.')).toBeInTheDocument();
  });

  it('shows an error with Retry for totals, goals and topics when the API fails, and recovers', async () => {
    const handlers: Record<string, unknown> = {
      'GET /sdg-topics': failure,
      'GET /total-raised': failure,
      'GET /total-supporters': failure,
      'GET /total-fundraisers': failure,
      'GET /topics/popular': failure,
    };
    mockApi(handlers);
    const { user } = renderApp('/');

    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(3));
    for (const alert of screen.getAllByRole('alert')) {
      expect(alert).toHaveTextContent('An error occurred. Please try again later.');
    }

    Object.assign(handlers, healthyApi);
    for (const retry of screen.getAllByRole('button', { name: 'Retry' })) await user.click(retry);

    expect(await screen.findByText('€12,345.50')).toBeVisible();
    await waitFor(() => expect(section('Discover an SDG').getAllByRole('link')).toHaveLength(17));
    expect(await section('Popular topics').findAllByRole('heading', { level: 3 })).toHaveLength(8);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when there are no goals and no topics', async () => {
    mockApi({
      ...healthyApi,
      'GET /sdg-topics': { data: [] },
      'GET /topics/popular': { data: [] },
    });
    renderApp('/');

    expect(await screen.findByText('There are no goals to show right now.')).toBeVisible();
    expect(await screen.findByText('There are no topics to show yet.')).toBeVisible();
  });

  it('refetches goals and topics in Dutch when the language is switched', async () => {
    const fetchMock = mockApi(healthyApi);
    const { user } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Goal name 1' })).toBeVisible();

    await user.click(screen.getByRole('radio', { name: /NL/ }));

    expect(await screen.findByRole('heading', { name: 'Doel nummer 1' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Ontdek een ontwikkelingsdoel' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Populaire onderwerpen' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Begin met ontdekken' })).toBeVisible();
    const languagesOf = (path: string) =>
      fetchMock.mock.calls
        .filter(([url]) => new URL(String(url), 'http://localhost').pathname.endsWith(path))
        .map(([, init]) => new Headers(init?.headers).get('Accept-Language'));
    expect(languagesOf('/sdg-topics')).toEqual(['en', 'nl']);
    expect(languagesOf('/topics/popular')).toEqual(['en', 'nl']);
    expect(calledPaths(fetchMock)).toContain('GET /translations/nl');
  });
});
