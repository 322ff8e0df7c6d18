import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  companyEventListItem,
  companyListItem,
  eventListItem,
  pageOf,
  topicListItem,
} from '@/components/cards/testing/card-fixtures';
import { stubIntersectionObserver } from '@/components/cards/testing/intersection-observer-stub';
import { followItem, fundraiserListItem, nonprofitListItem } from '@/testing/fixtures';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';

const tabNames = ['Topics', 'Non-profits', 'Fundraisers', 'Events', 'Companies', 'Company events'];

async function cardsList(name: string) {
  return within(await screen.findByRole('list', { name }));
}

describe('/discover', { timeout: 15_000 }, () => {
  it('shows the banner and six tabs in order, starting on Topics with 4 skeleton cards', async () => {
    stubIntersectionObserver();
    let answer: (value: unknown) => void = () => {};
    mockApi({
      'GET /topics': () => new Promise((resolve) => (answer = resolve)),
    });
    renderApp('/discover');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find a cause worth your support' }),
    ).toBeVisible();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(tabNames);
    expect(screen.getByRole('tab', { name: 'Topics' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findAllByTestId('card-skeleton')).toHaveLength(4);

    answer(pageOf([topicListItem(7, 'Clean water')]));

    expect((await cardsList('Topics')).getByRole('link', { name: 'Clean water' })).toHaveAttribute(
      'href',
      '/discover/details/topic/7',
    );
    expect(document.title).toBe('Discover | PifWorld');
  });

  it('opens the tab given in ?tab= or in the navigation state, and keeps the choice in ?tab=', async () => {
    stubIntersectionObserver();
    mockApi({
      'GET /topics': pageOf([]),
      'GET /companies': pageOf([companyListItem(4, 'Green Bikes BV')]),
      'GET /events': pageOf([eventListItem(12, 'Charity run Utrecht')]),
      'GET /company-events': pageOf([companyEventListItem(8, 'Bike to work week')]),
    });
    const { router, user } = renderApp('/discover?tab=company');
    expect(await screen.findByRole('link', { name: 'Green Bikes BV' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Companies' })).toHaveAttribute('aria-selected', 'true');

    await act(() => router.navigate('/discover', { state: { tab: 'events' } }));
    expect(await screen.findByRole('link', { name: 'Charity run Utrecht' })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Company events' }));
    expect(await screen.findByRole('link', { name: 'Bike to work week' })).toBeVisible();
    expect(router.state.location.search).toBe('?tab=companyEvents');
  });

  it('searches after a 300 ms pause, not on every key, and can clear the search', async () => {
    stubIntersectionObserver();
    const searches: string[] = [];
    mockApi({
      'GET /nonprofits': (request: Request) => {
        const search = new URL(request.url).searchParams.get('search') ?? '';
        searches.push(search);
        const all = [nonprofitListItem(1, 'Ocean Cleanup NL'), nonprofitListItem(2, 'Water Aid')];
        return pageOf(all.filter((item) => item.name.toLowerCase().includes(search)));
      },
    });
    const { user } = renderApp('/discover?tab=nonprofit');
    await screen.findByRole('link', { name: 'Water Aid' });

    await user.type(screen.getByRole('searchbox', { name: 'Search non-profits' }), 'ocean');

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Water Aid' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Ocean Cleanup NL' })).toBeVisible();
    expect(searches).toEqual(['', 'ocean']);

    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await screen.findByRole('link', { name: 'Water Aid' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search non-profits' })).toHaveValue('');
  });

  it('loads the next page when the last card comes into view, until the last page', async () => {
    const observer = stubIntersectionObserver();
    const pages: string[] = [];
    mockApi({
      'GET /fundraisers': (request: Request) => {
        const url = new URL(request.url);
        const page = Number(url.searchParams.get('page'));
        pages.push(`${page}/${url.searchParams.get('per_page')}`);
        return pageOf([fundraiserListItem(page, `Fundraiser ${page}`)], page, 2, 2);
      },
    });
    renderApp('/discover?tab=fundraiser');
    await screen.findByRole('link', { name: 'Fundraiser 1' });
    expect(screen.getByText('1 of 2 results')).toBeVisible();
    await waitFor(() => expect(observer.watched()).toHaveLength(1));
    expect(observer.watched()[0]).toHaveTextContent('Fundraiser 1');

    act(() => observer.reveal());

    expect(await screen.findByRole('link', { name: 'Fundraiser 2' })).toBeVisible();
    expect(screen.getByText('2 of 2 results')).toBeVisible();
    expect(pages).toEqual(['1/20', '2/20']);
    // On the last page nothing is watched any more and there is nothing more to load.
    await waitFor(() => expect(observer.watched()).toHaveLength(0));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says "more than" when a common search term was counted only part of the way', async () => {
    mockApi({
      'GET /fundraisers': () => ({
        data: [fundraiserListItem(1, 'Water walk 1')],
        meta: { current_page: 1, last_page: 6, per_page: 20, total: 120, total_capped: true },
      }),
    });
    renderApp('/discover?tab=fundraiser');
    await screen.findByRole('link', { name: 'Water walk 1' });
    expect(screen.getByText('1 of more than 120 results')).toBeVisible();
  });

  it.each([
    ['topics', 'No topics found', 'Error fetching data.', '/topics'],
    ['nonprofit', 'No non-profits found', 'Error fetching data.', '/nonprofits'],
    ['fundraiser', 'No Fundraisers Found', 'Error fetching data.', '/fundraisers'],
    ['events', 'No events found', 'Error fetching events.', '/events'],
    ['company', 'No companies found', 'Error fetching companies.', '/companies'],
    [
      'companyEvents',
      'No company events found',
      'Error fetching company events',
      '/company-events',
    ],
  ])('tab %s: empty text %j, error text %j with Retry', async (tab, empty, error, path) => {
    stubIntersectionObserver();
    const handlers: Record<string, unknown> = { [`GET ${path}`]: reply(500, { message: 'boom' }) };
    mockApi(handlers);
    const { user } = renderApp(`/discover?tab=${tab}`);

    expect(await screen.findByRole('alert')).toHaveTextContent(error);

    handlers[`GET ${path}`] = pageOf([]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText(empty)).toBeVisible();
  });

  it('sends a visitor who wants to follow to /login, and back here afterwards', async () => {
    stubIntersectionObserver();
    mockApi({ 'GET /topics': pageOf([topicListItem(7, 'Clean water')]) });
    const { router, user } = renderApp('/discover');

    await user.click(await screen.findByRole('button', { name: 'Follow Clean water' }));

    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/discover' } });
  });

  it('follows with POST /follows when signed in and shows Following; followed pages say Following', async () => {
    stubIntersectionObserver();
    const handlers: Record<string, unknown> = {
      'GET /companies': pageOf([
        companyListItem(4, 'Green Bikes BV'),
        companyListItem(5, 'Solar Co'),
      ]),
      'GET /user/1/follows': { data: [followItem({ type: 'company', id: 5, name: 'Solar Co' })] },
    };
    let body: unknown;
    handlers['POST /follows'] = async (request: Request) => {
      body = await request.json();
      const follow = followItem({ type: 'company', id: 4, name: 'Green Bikes BV' });
      handlers['GET /user/1/follows'] = {
        data: [follow, followItem({ type: 'company', id: 5, name: 'Solar Co' })],
      };
      return reply(201, { follow, message: 'You are now following this page.' });
    };
    mockApi(handlers);
    signIn();
    const { user } = renderApp('/discover?tab=company');

    const following = await screen.findByRole('button', { name: /^Following Solar Co/ });
    expect(following).toHaveAttribute('aria-pressed', 'true');
    expect(following).toHaveTextContent('Following');

    await user.click(screen.getByRole('button', { name: 'Follow Green Bikes BV' }));

    expect(await screen.findByRole('button', { name: /^Following Green Bikes BV/ })).toBeVisible();
    expect(body).toEqual({ type: 'company', id: 4 });
    expect(await screen.findByText('You are now following Green Bikes BV.')).toBeVisible();
  });

  it('Donate leads to the payment screen with the donation in the navigation state', async () => {
    stubIntersectionObserver();
    mockApi({
      'GET /fundraisers': pageOf([
        { ...fundraiserListItem(5, 'Run for Water'), picture: 'run.jpg' },
      ]),
    });
    signIn();
    const { router, user } = renderApp('/discover?tab=fundraiser');

    const donate = await screen.findByRole('link', { name: 'Donate to Run for Water' });
    expect(donate).toHaveTextContent('Donate');
    expect(donate).toHaveAttribute('href', '/payment/Run%20for%20Water?type=fundraiser&id=5');
    await user.click(donate);

    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/Run%20for%20Water'));
    expect(router.state.location.search).toBe('?type=fundraiser&id=5');
    expect(router.state.location.state).toEqual({
      name: 'Run for Water',
      img: 'run.jpg',
      type: 'Fundraiser',
      nonprofitName: 'Clean Water Foundation',
      nonprofitsName: 'Clean Water Foundation',
      nonprofitsID: 900,
      source: 'fundraiser',
      objectId: 5,
    });
  });

  it("Join opens the event's page; company events offer Donate", async () => {
    stubIntersectionObserver();
    mockApi({
      'GET /events': pageOf([eventListItem(12, 'Charity run Utrecht')]),
      'GET /company-events': pageOf([companyEventListItem(8, 'Bike to work week')]),
    });
    const { user } = renderApp('/discover?tab=events');

    expect(await screen.findByRole('link', { name: 'Join Charity run Utrecht' })).toHaveAttribute(
      'href',
      '/events-details/12',
    );

    await user.click(screen.getByRole('tab', { name: 'Company events' }));
    expect(
      await screen.findByRole('link', { name: 'Donate to Bike to work week' }),
    ).toHaveAttribute('href', '/payment/Bike%20to%20work%20week?type=company-event&id=8');
  });

  it('speaks Dutch: tabs, search label, buttons and empty texts', async () => {
    stubIntersectionObserver();
    localStorage.setItem('language', 'nl');
    const requests = mockApi({
      'GET /topics': pageOf([topicListItem(7, 'Schoon water')]),
      'GET /nonprofits': pageOf([]),
    });
    const { user } = renderApp('/discover');

    expect(await screen.findByRole('tab', { name: 'Onderwerpen' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Schoon water volgen' })).toHaveTextContent(
      'Volgen',
    );
    await user.click(screen.getByRole('tab', { name: 'Goede doelen' }));
    expect(await screen.findByText('Geen goede doelen gevonden')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Zoek goede doelen' })).toBeVisible();
    const topicsCall = requests.mock.calls.find(([input]) => String(input).includes('/topics'));
    expect(new Headers(topicsCall?.[1]?.headers).get('Accept-Language')).toBe('nl');
    expect(calledPaths(requests)).toContain('GET /nonprofits');
  });
});
