import type { SearchSuggestion } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import { SiteSearch } from './site-search';

const suggestions: SearchSuggestion[] = [
  {
    id: 1,
    title: 'Clean Water Foundation',
    title_lang: 'en',
    type: 'nonprofit',
    link: '/nonprofit-details/1',
    picture: null,
  },
  {
    id: 2,
    title: 'Run for clean water',
    title_lang: 'en',
    type: 'fundraiser',
    link: '/fundraiser-details/2',
    picture: 'run.png',
  },
  {
    id: 3,
    title: 'Water day at Acme',
    title_lang: 'en',
    type: 'company-event',
    link: '/companyEvents-details/3',
    picture: null,
  },
];

/** GET /universal-search/{query}: the suggestions whose title holds the query. */
function searchApi(request: Request) {
  const query = decodeURIComponent(new URL(request.url).pathname.split('/').pop() ?? '');
  return { data: suggestions.filter((s) => s.title.toLowerCase().includes(query.toLowerCase())) };
}

function Page() {
  return (
    <>
      <p>Outside</p>
      <SiteSearch />
    </>
  );
}

const emptyText = 'Search for actions, non-profits and much more';

function searchCalls(fetchMock: ReturnType<typeof mockApi>) {
  return calledPaths(fetchMock).filter((path) => path.startsWith('GET /universal-search'));
}

/** Closed: not expanded, and the dropdown (which may stay mounted) is not visible. */
function expectClosed() {
  expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  const text = screen.queryByText(emptyText);
  if (text) expect(text).not.toBeVisible();
}

describe('SiteSearch', () => {
  it("opens with 'Search for actions, non-profits and much more' and asks nothing for an empty box", async () => {
    const fetchMock = mockApi({ 'GET /universal-search/water': searchApi });
    const { user } = renderWithProviders(<Page />);

    const input = screen.getByRole('combobox', { name: 'Search the platform' });
    expect(input).toHaveAttribute('placeholder', 'To search');
    expectClosed();

    await user.click(input);
    expect(await screen.findByText(emptyText)).toBeVisible();
    expect(input).toHaveAttribute('aria-expanded', 'true');

    await user.type(input, '   ');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByText(emptyText)).toBeVisible();
    expect(searchCalls(fetchMock)).toEqual([]);
  });

  it('asks once, 300 ms after the last keystroke, and lists title, translated type and picture', async () => {
    const fetchMock = mockApi({ 'GET /universal-search/water': searchApi });
    const { user } = renderWithProviders(<Page />);

    await user.type(screen.getByRole('combobox'), 'water');
    expect(searchCalls(fetchMock)).toEqual([]);
    expect(screen.getByText('Searching...')).toBeVisible();

    const options = await screen.findAllByRole('option');
    expect(searchCalls(fetchMock)).toEqual(['GET /universal-search/water']);
    expect(options).toHaveLength(3);
    expect(options[0]).toHaveTextContent('Clean Water Foundation');
    expect(options[0]).toHaveTextContent('Non-profit');
    expect(options[1]).toHaveTextContent('Fundraiser');
    expect(options[2]).toHaveTextContent('Company event');
    expect(options[1]?.querySelector('img')).toHaveAttribute('src', '/storage/original/run.png');
    expect(options[0]?.querySelector('img')).toBeNull();
  });

  it('navigates to the chosen suggestion by click', async () => {
    mockApi({ 'GET /universal-search/run': searchApi });
    const { user, router } = renderWithProviders(<Page />);

    await user.type(screen.getByRole('combobox'), 'run');
    await user.click(await screen.findByRole('option', { name: /Run for clean water/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/fundraiser-details/2'));
    expectClosed();
  });

  it('moves the active option with the arrow keys and opens it with Enter', async () => {
    mockApi({ 'GET /universal-search/water': searchApi });
    const { user, router } = renderWithProviders(<Page />);
    const input = screen.getByRole('combobox');

    await user.type(input, 'water');
    const options = await screen.findAllByRole('option');
    expect(input).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);

    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/companyEvents-details/3'));
  });

  it("says No results found for '{query}' when nothing matches", async () => {
    mockApi({ 'GET /universal-search/zebra': { data: [] } });
    const { user } = renderWithProviders(<Page />);

    await user.type(screen.getByRole('combobox'), 'zebra');

    expect(await screen.findByText("No results found for 'zebra'")).toBeVisible();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('closes on Escape and keeps the text, and closes on a click outside', async () => {
    mockApi({ 'GET /universal-search/water': searchApi });
    const { user } = renderWithProviders(<Page />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'water');
    await screen.findAllByRole('option');

    await user.keyboard('{Escape}');
    await waitFor(expectClosed);
    expect(input).toHaveValue('water');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Outside'));
    await waitFor(expectClosed);
  });

  it('says so when the search fails, and Retry asks again', async () => {
    const handlers: Record<string, unknown> = {
      'GET /universal-search/water': reply(500, { message: 'Internal Server Error' }),
    };
    const fetchMock = mockApi(handlers);
    const { user } = renderWithProviders(<Page />);

    await user.type(screen.getByRole('combobox'), 'water');
    expect(await screen.findByText('Searching did not work. Please try again.')).toBeVisible();

    handlers['GET /universal-search/water'] = searchApi;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findAllByRole('option')).toHaveLength(3);
    expect(searchCalls(fetchMock)).toHaveLength(2);
  });

  it('asks in the active language and translates the types', async () => {
    localStorage.setItem('language', 'nl');
    const fetchMock = mockApi({ 'GET /universal-search/water': searchApi });
    const { user } = renderWithProviders(<Page />);

    const input = await screen.findByRole('combobox', { name: 'Zoek op het platform' });
    await user.type(input, 'water');

    const options = await screen.findAllByRole('option');
    expect(options[1]).toHaveTextContent('Inzamelactie');
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/universal-search/'));
    expect(new Headers(call?.[1]?.headers).get('Accept-Language')).toBe('nl');
  });
});
