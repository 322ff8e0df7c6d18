import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventListItem, pageOf } from '@/components/cards/testing/card-fixtures';
import { fundraiserListItem, nonprofitListItem } from '@/testing/fixtures';
import { mockApi, reply } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

/** The `search` of every GET {path} the app made, in order ('' for none). */
function searches(fetchMock: ReturnType<typeof mockApi>, path: string): string[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.endsWith(path))
    .map((url) => url.searchParams.get('search') ?? '');
}

async function list(name: string) {
  return within(await screen.findByRole('list', { name }));
}

describe('/donate', { timeout: 15_000 }, () => {
  it('asks who to donate to and starts on Fundraisers; each row leads to the payment screen with its state', async () => {
    mockApi({
      'GET /fundraisers': pageOf([
        { ...fundraiserListItem(5, 'Run for Water'), picture: 'run.jpg' },
      ]),
    });
    const { router, user } = renderApp('/donate');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Who do you want to donate to?' }),
    ).toBeVisible();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Fundraisers',
      'Events',
      'Non-Profit',
    ]);
    expect(screen.getByRole('tab', { name: 'Fundraisers' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(document.title).toBe('Donate | PifWorld');

    const row = (await list('Fundraisers')).getByRole('link', { name: /Run for Water/ });
    expect(row).toHaveTextContent('For Clean Water Foundation');
    expect(row).toHaveAttribute('href', '/payment/Run%20for%20Water?type=fundraiser&id=5');
    await user.click(row);

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

  it('switches to Events and Non-Profit, keeping the choice in ?tab=', async () => {
    mockApi({
      'GET /fundraisers': pageOf([]),
      'GET /events': pageOf([eventListItem(12, 'Charity run Utrecht')]),
      'GET /nonprofits': pageOf([nonprofitListItem(3, 'Clean Water Foundation')]),
    });
    const { router, user } = renderApp('/donate');

    await user.click(await screen.findByRole('tab', { name: 'Events' }));
    const event = (await list('Events')).getByRole('link', { name: /Charity run Utrecht/ });
    expect(event).toHaveAttribute('href', '/payment/Charity%20run%20Utrecht?type=event&id=12');
    expect(router.state.location.search).toBe('?tab=events');

    await user.click(screen.getByRole('tab', { name: 'Non-Profit' }));
    expect(
      (await list('Non-Profit')).getByRole('link', { name: /Clean Water Foundation/ }),
    ).toHaveAttribute('href', '/payment/Clean%20Water%20Foundation?type=nonprofit&id=3');
  });

  it('searches once typing pauses for 500 ms, and says when nothing matches', async () => {
    let searchedAt = 0;
    const fetchMock = mockApi({
      'GET /fundraisers': (request: Request) => {
        if (!new URL(request.url).searchParams.get('search')) {
          return pageOf([fundraiserListItem(5, 'Run for Water')]);
        }
        searchedAt = performance.now();
        return pageOf([]);
      },
    });
    const { user } = renderApp('/donate');
    await list('Fundraisers');

    await user.type(screen.getByRole('searchbox', { name: 'Find a fundraiser' }), 'wells');
    const typedAt = performance.now();
    // Still inside the pause: nothing asked yet.
    expect(searches(fetchMock, '/fundraisers')).toEqual(['']);

    expect(await screen.findByText('No results for "wells"')).toBeVisible();
    // One request for the whole word, none per keystroke, half a second after the last one.
    expect(searches(fetchMock, '/fundraisers')).toEqual(['', 'wells']);
    expect(searchedAt - typedAt).toBeGreaterThanOrEqual(450);
  });

  it('shows skeleton rows, then the error with Retry, and loads more pages', async () => {
    let fail = true;
    let answer: () => void = () => {};
    mockApi({
      'GET /fundraisers': (request: Request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        if (page === 2) return pageOf([fundraiserListItem(6, 'Bike for Water')], 2, 2, 2);
        return new Promise((resolve) => {
          answer = () =>
            resolve(
              fail
                ? reply(500, { message: 'Server Error' })
                : pageOf([fundraiserListItem(5, 'Run for Water')], 1, 2, 2),
            );
        });
      },
    });
    const { user } = renderApp('/donate');

    expect((await screen.findAllByTestId('target-skeleton')).length).toBeGreaterThan(0);
    answer();
    expect(await screen.findByText('Failed to load fundraisers.')).toBeVisible();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => answer());
    const rows = await list('Fundraisers');
    expect(rows.getByRole('link', { name: /Run for Water/ })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await rows.findByRole('link', { name: /Bike for Water/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    mockApi({ 'GET /fundraisers': pageOf([]) });
    renderApp('/donate');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aan wie wil je doneren?' }),
    ).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Inzamelacties' })).toBeVisible();
    expect(await screen.findByText('Geen inzamelacties gevonden')).toBeVisible();
  });
});
