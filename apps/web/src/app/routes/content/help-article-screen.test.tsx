import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const main = () => within(screen.getByRole('main'));

const article = {
  id: 111,
  slug: 'how-do-refunds-work',
  title: 'How do refunds work?',
  content: 'Contact the non-profit within 14 days.\n\nThey decide on the refund.',
  category: 'Donations',
  section: 'Paying',
};

describe('Help article', { timeout: 15_000 }, () => {
  it('loads the article by id on a direct link, with breadcrumbs back to the help center', async () => {
    mockApi({ 'GET /help-articles/111': { data: article } });
    const { user, router } = renderApp('/articles/111/how-do-refunds-work');

    expect(main().getByRole('status')).toHaveTextContent('Loading article...');
    expect(
      await main().findByRole('heading', { level: 1, name: 'How do refunds work?' }),
    ).toBeVisible();
    expect(main().getByText(/Contact the non-profit within 14 days/)).toBeVisible();
    const breadcrumb = within(main().getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByText('How do refunds work?')).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('How do refunds work? | PifWorld'));

    await user.click(breadcrumb.getByRole('link', { name: 'Help center' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help'));
  });

  it("says 'Article data not found.' when the article does not exist", async () => {
    mockApi({ 'GET /help-articles/999': reply(404, { message: 'Not found' }) });
    renderApp('/articles/999/gone');

    expect(await screen.findByRole('alert')).toHaveTextContent('Article data not found.');
    expect(main().getByRole('link', { name: /Back to the help center/ })).toHaveAttribute(
      'href',
      '/help',
    );
  });

  it('offers Retry when the server fails', async () => {
    const handlers: Record<string, unknown> = {
      'GET /help-articles/111': reply(500, { message: 'Internal Server Error' }),
    };
    mockApi(handlers);
    const { user } = renderApp('/articles/111/how-do-refunds-work');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again later.',
    );
    handlers['GET /help-articles/111'] = { data: article };
    await user.click(main().getByRole('button', { name: 'Retry' }));

    expect(
      await main().findByRole('heading', { level: 1, name: 'How do refunds work?' }),
    ).toBeVisible();
  });
});
