import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-app';
import type { SearchSuggestion } from '../types';
import { UniversalSearch } from './universal-search';

const suggestions: SearchSuggestion[] = [
  { id: 1, title: 'Clean Water Foundation', type: 'nonprofit', link: '/nonprofit-details/1' },
  {
    id: 2,
    title: 'Run for clean water',
    type: 'fundraiser',
    link: '/fundraiser-details/2',
    picture: 'run.png',
  },
];

/** Stands in for the search call of a later issue: answers 'water' and nothing else. */
function SearchWithResults() {
  const [query, setQuery] = useState('');
  const results = query.trim()
    ? suggestions.filter((s) => s.title.toLowerCase().includes(query.toLowerCase()))
    : undefined;
  return (
    <>
      <p>Outside</p>
      <UniversalSearch suggestions={results} onQueryChange={setQuery} />
    </>
  );
}

const emptyText = 'Search for actions, non-profits and much more';

/** Closed: not expanded, and the dropdown (which may stay mounted) is not visible. */
function expectClosed() {
  expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  const text = screen.queryByText(emptyText);
  if (text) expect(text).not.toBeVisible();
}

describe('UniversalSearch', () => {
  it("opens with the empty state 'Search for actions, non-profits and much more'", async () => {
    mockApi();
    const { user } = renderWithProviders(<UniversalSearch />);

    const input = screen.getByRole('combobox', { name: 'Search the platform' });
    expect(input).toHaveAttribute('placeholder', 'To search');
    expectClosed();

    await user.click(input);

    expect(await screen.findByText(emptyText)).toBeVisible();
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes when clicking outside', async () => {
    mockApi();
    const { user } = renderWithProviders(<SearchWithResults />);
    await user.click(screen.getByRole('combobox'));
    expect(await screen.findByText(emptyText)).toBeVisible();

    await user.click(screen.getByText('Outside'));

    await waitFor(expectClosed);
  });

  it('closes on Escape', async () => {
    mockApi();
    const { user } = renderWithProviders(<UniversalSearch />);
    await user.click(screen.getByRole('combobox'));
    expect(await screen.findByText(emptyText)).toBeVisible();

    await user.keyboard('{Escape}');

    await waitFor(expectClosed);
  });

  it('closes when focus moves on with Tab', async () => {
    mockApi();
    const { user } = renderWithProviders(<UniversalSearch />);
    await user.click(screen.getByRole('combobox'));
    expect(await screen.findByText(emptyText)).toBeVisible();

    await user.tab();

    await waitFor(expectClosed);
  });

  it("says No results found for '{query}' when an empty list comes back", async () => {
    mockApi();
    const onQueryChange = vi.fn();
    const { user } = renderWithProviders(
      <UniversalSearch suggestions={[]} onQueryChange={onQueryChange} />,
    );

    await user.type(screen.getByRole('combobox'), 'zebra');

    expect(await screen.findByText("No results found for 'zebra'")).toBeInTheDocument();
    expect(onQueryChange).toHaveBeenLastCalledWith('zebra');
  });

  it('lists suggestions with title and type and navigates to the chosen one', async () => {
    mockApi();
    const { user, router } = renderWithProviders(<SearchWithResults />);

    await user.type(screen.getByRole('combobox'), 'water');

    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveTextContent('Clean Water Foundation');
    expect(options[0]).toHaveTextContent('Non-profit');
    expect(options[1]).toHaveTextContent('Fundraiser');

    await user.click(screen.getByRole('option', { name: /Run for clean water/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/fundraiser-details/2'));
  });
});
