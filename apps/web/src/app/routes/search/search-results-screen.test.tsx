import type { SearchResultsResponse, SearchSuggestion } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '@/testing/axe';
import { fundraiserListItem } from '@/testing/fixtures';
import { calledPaths, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const found = (type: SearchSuggestion['type'], id: number, title: string): SearchSuggestion => ({
  type,
  id,
  title,
  title_lang: 'en',
  link: type === 'nonprofit' ? `/nonprofit-details/${id}` : `/fundraiser-details/${id}`,
  picture: null,
});

const plastic: SearchResultsResponse = {
  suggestion: 'plastic',
  groups: [
    {
      type: 'nonprofit',
      total: 1,
      capped: false,
      page: 1,
      data: [found('nonprofit', 6, 'Schone Kust Collectief')],
    },
    {
      type: 'fundraiser',
      total: 3,
      capped: false,
      page: 1,
      data: [found('fundraiser', 1, 'Beach Run'), found('fundraiser', 2, 'Canal Clean-up')],
    },
  ],
};

/** GET /search: the first page of every kind, or page 2 of the fundraisers. */
function searchApi(request: Request) {
  const query = new URL(request.url).searchParams;
  if (query.get('type') === 'fundraiser') {
    return {
      suggestion: null,
      groups: [
        {
          type: 'fundraiser',
          total: 3,
          capped: false,
          page: 2,
          data: [found('fundraiser', 3, 'Litter Trap Ride')],
        },
      ],
    };
  }
  if (query.get('q') === 'plastik') return plastic;
  return { groups: [], suggestion: query.get('q') === 'plastk' ? 'plastic' : null };
}

const groupOf = (name: string) => within(screen.getByRole('region', { name }));

describe('the search results page', { timeout: 15_000 }, () => {
  it('groups the results by kind with their counts, more on demand, and suggests the spelling', async () => {
    const fetchMock = mockApi({ 'GET /search': searchApi });
    const { user } = renderApp('/search?q=plastik');

    expect(
      await screen.findByRole('heading', { level: 1, name: "Results for 'plastik'" }),
    ).toBeVisible();
    expect(await screen.findByText('4 results')).toBeVisible();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 2)).toEqual(['Non-profits', 'Fundraisers']);
    expect(
      groupOf('Non-profits').getByRole('link', { name: 'Schone Kust Collectief' }),
    ).toHaveAttribute('href', '/nonprofit-details/6');
    expect(groupOf('Fundraisers').getByText('3')).toBeVisible();
    expect(screen.getByText('Did you mean', { exact: false })).toBeVisible();
    expect(screen.getByRole('link', { name: 'plastic' })).toHaveAttribute(
      'href',
      '/search?q=plastic',
    );
    // A kind with all its results shown has no "more".
    expect(groupOf('Non-profits').queryByRole('button')).toBeNull();

    await user.click(
      groupOf('Fundraisers').getByRole('button', { name: 'Show more: Fundraisers' }),
    );
    expect(
      await groupOf('Fundraisers').findByRole('link', { name: 'Litter Trap Ride' }),
    ).toBeVisible();
    expect(groupOf('Fundraisers').getAllByRole('listitem')).toHaveLength(3);
    await waitFor(() =>
      expect(groupOf('Fundraisers').queryByRole('button', { name: /Show more/ })).toBeNull(),
    );
    expect(calledPaths(fetchMock).filter((path) => path === 'GET /search')).toHaveLength(2);
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('offers the spelling and popular causes when nothing is found, in Dutch', async () => {
    mockApi({
      'GET /search': searchApi,
      'GET /home/fundraisers': {
        data: [{ ...fundraiserListItem(9, 'Zwerfvuilrace'), featured: false }],
      },
    });
    localStorage.setItem('language', 'nl');
    renderApp('/search?q=plastk');

    expect(await screen.findByText("Niets gevonden voor 'plastk'.")).toBeVisible();
    expect(screen.getByText('Bedoelde je', { exact: false })).toBeVisible();
    expect(screen.getByRole('link', { name: 'plastic' })).toHaveAttribute(
      'href',
      '/search?q=plastic',
    );
    const popular = within(await screen.findByRole('region', { name: 'Populaire doelen' }));
    expect(popular.getByRole('heading', { name: 'Zwerfvuilrace' })).toBeVisible();
    expect(await seriousAxeFindings()).toEqual([]);
  });

  it('searches again from its own box, and asks for a term without one', async () => {
    mockApi({ 'GET /search': searchApi });
    const { user, router } = renderApp('/search');
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    const box = within(screen.getByRole('search')).getByRole('searchbox', {
      name: 'Search the platform',
    });
    await user.type(box, 'plastik{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=plastik'));
    expect(await screen.findByRole('link', { name: 'Schone Kust Collectief' })).toBeVisible();
  });
});
