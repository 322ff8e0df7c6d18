import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sdgTopics, totalFundraisers, totalRaised, totalSupporters } from '@/testing/fixtures';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const healthyApi = {
  'GET /sdg-topics': (request: Request) => ({
    data: sdgTopics(request.headers.get('Accept-Language') === 'nl' ? 'nl' : 'en'),
  }),
  'GET /total-raised': totalRaised,
  'GET /total-supporters': totalSupporters,
  'GET /total-fundraisers': totalFundraisers,
};

const failure = reply(500, { message: 'Internal Server Error' });

function sdgList() {
  const section = screen.getByRole('region', { name: 'Discover an SDG' });
  return within(section);
}

describe('Home', () => {
  it('shows the banner, the three formatted totals and the hero', async () => {
    mockApi(healthyApi);
    renderApp('/');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Together we make every donation count' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /GET STARTED/ })).toHaveAttribute('href', '/discover');
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
      const links = sdgList().getAllByRole('link');
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

  it('shows an error with Retry for totals and goals when the API fails, and recovers', async () => {
    const handlers: Record<string, unknown> = {
      'GET /sdg-topics': failure,
      'GET /total-raised': failure,
      'GET /total-supporters': failure,
      'GET /total-fundraisers': failure,
    };
    mockApi(handlers);
    const { user } = renderApp('/');

    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(2);
    for (const alert of alerts) {
      expect(alert).toHaveTextContent('An error occurred. Please try again later.');
    }

    Object.assign(handlers, healthyApi);
    for (const retry of screen.getAllByRole('button', { name: 'Retry' })) await user.click(retry);

    expect(await screen.findByText('€12,345.50')).toBeVisible();
    await waitFor(() => expect(sdgList().getAllByRole('link')).toHaveLength(17));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when there are no goals', async () => {
    mockApi({ ...healthyApi, 'GET /sdg-topics': { data: [] } });
    renderApp('/');

    expect(await screen.findByText('There are no goals to show right now.')).toBeVisible();
  });

  it('refetches the goals in Dutch when the language is switched', async () => {
    const fetchMock = mockApi(healthyApi);
    const { user } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Goal name 1' })).toBeVisible();

    await user.click(screen.getByRole('radio', { name: /NL/ }));

    expect(await screen.findByRole('heading', { name: 'Doel nummer 1' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Ontdek een SDG' })).toBeVisible();
    const sdgCalls = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/sdg-topics'));
    expect(sdgCalls.map(([, init]) => new Headers(init?.headers).get('Accept-Language'))).toEqual([
      'en',
      'nl',
    ]);
    expect(calledPaths(fetchMock)).toContain('GET /translations/nl');
  });
});
