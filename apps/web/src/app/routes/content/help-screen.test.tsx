import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { helpCategories } from '@/features/help/testing/help-fixtures';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { HELP_SEARCH_DEBOUNCE_MS } from './help-screen';

const main = () => within(screen.getByRole('main'));

describe('Help center', { timeout: 15_000 }, () => {
  it('shows the categories with their sections and article links', async () => {
    mockApi({ 'GET /help-page-contents': helpCategories() });
    renderApp('/help');

    expect(main().getByRole('heading', { level: 1, name: 'Help center' })).toBeVisible();
    const donations = within(await main().findByRole('region', { name: 'Donations' }));
    expect(donations.getByRole('heading', { level: 3, name: 'Paying' })).toBeVisible();
    expect(donations.getByText('2 articles')).toBeVisible();
    expect(donations.getByRole('link', { name: 'How do refunds work?' })).toHaveAttribute(
      'href',
      '/articles/111/how-do-refunds-work',
    );
    expect(main().getByRole('region', { name: 'Your account' })).toBeVisible();
    expect(main().getByText('1 article')).toBeVisible();
  });

  it('filters categories, sections and article titles 300 ms after typing stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ 'GET /help-page-contents': helpCategories() });
    const { user } = renderApp('/help', undefined, { advanceTimers: vi.advanceTimersByTime });

    const search = await main().findByRole('searchbox', { name: 'Search the help center' });
    await waitFor(() => expect(search).toBeEnabled());
    await user.type(search, 'receipt');

    await act(() => vi.advanceTimersByTimeAsync(HELP_SEARCH_DEBOUNCE_MS - 50));
    expect(main().getByRole('region', { name: 'Your account' })).toBeVisible();

    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() =>
      expect(main().queryByRole('region', { name: 'Your account' })).not.toBeInTheDocument(),
    );
    const donations = within(main().getByRole('region', { name: 'Donations' }));
    expect(donations.getByRole('link', { name: 'Tax receipts' })).toBeVisible();
    expect(donations.queryByRole('link', { name: 'How do refunds work?' })).not.toBeInTheDocument();
    expect(main().getByText('1 matching article')).toBeVisible();

    await user.clear(search);
    await user.type(search, 'account');
    await act(() => vi.advanceTimersByTimeAsync(HELP_SEARCH_DEBOUNCE_MS + 50));
    await waitFor(() => expect(main().getByRole('region', { name: 'Your account' })).toBeVisible());
    expect(main().queryByRole('region', { name: 'Donations' })).not.toBeInTheDocument();
  });

  it("says 'No matching results found for this keyword'", async () => {
    mockApi({ 'GET /help-page-contents': helpCategories() });
    const { user } = renderApp('/help');

    const search = await main().findByRole('searchbox', { name: 'Search the help center' });
    await waitFor(() => expect(search).toBeEnabled());
    await user.type(search, 'volcano');

    expect(await main().findByText('No matching results found for this keyword')).toBeVisible();
    expect(main().queryByRole('link', { name: 'Tax receipts' })).not.toBeInTheDocument();
  });

  it('opens an article from the list without loading it again', async () => {
    const fetchMock = mockApi({ 'GET /help-page-contents': helpCategories() });
    const { user, router } = renderApp('/help');

    await user.click(await main().findByRole('link', { name: 'How do refunds work?' }));

    expect(
      await main().findByRole('heading', { level: 1, name: 'How do refunds work?' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/articles/111/how-do-refunds-work');
    const breadcrumb = within(main().getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByText('Donations')).toBeVisible();
    expect(breadcrumb.getByText('Paying')).toBeVisible();
    expect(calledPaths(fetchMock)).not.toContain('GET /help-articles/111');
  });

  it('shows the generic error with Retry, and an empty help center', async () => {
    const handlers: Record<string, unknown> = {
      'GET /help-page-contents': reply(500, { message: 'Internal Server Error' }),
    };
    mockApi(handlers);
    const { user } = renderApp('/help');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again later.',
    );
    handlers['GET /help-page-contents'] = [];
    await user.click(main().getByRole('button', { name: 'Retry' }));

    expect(await main().findByText('There are no help articles yet.')).toBeVisible();
  });

  it('is in Dutch after switching', async () => {
    mockApi({ 'GET /help-page-contents': helpCategories() });
    const { user } = renderApp('/help');
    await main().findByRole('region', { name: 'Donations' });

    await user.click(screen.getByRole('radio', { name: /NL/ }));

    expect(await main().findByRole('heading', { level: 1, name: 'Helpcentrum' })).toBeVisible();
    expect(main().getByRole('searchbox', { name: 'Zoeken in het helpcentrum' })).toBeVisible();
    expect(main().getByText('2 artikelen')).toBeVisible();
  });
});
