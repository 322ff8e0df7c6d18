import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blogPost } from '@/features/blog/testing/blog-fixtures';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const main = () => within(screen.getByRole('main'));
const column = (name: string) => within(main().getByRole('region', { name }));
const longText = Array.from({ length: 450 }, (_, index) => `word${index}`).join(' ');

describe('Blogs', { timeout: 15_000 }, () => {
  it('shows skeletons while the posts load', () => {
    mockApi({ 'GET /blog-page-contents': () => new Promise(() => {}) });
    renderApp('/blogs');

    expect(screen.getAllByTestId('blog-skeleton')).toHaveLength(4);
    expect(main().getByRole('status')).toHaveTextContent('Loading blog posts...');
  });

  it("puts the newest post under 'Latest updates' and the others under 'Latest news'", async () => {
    mockApi({
      'GET /blog-page-contents': [
        blogPost(3, { name: 'Clean water for Kenya', description: longText }),
        blogPost(2, { name: 'Run for Water', author: null }),
        blogPost(1, { name: 'Hello world', picture: null }),
      ],
    });
    renderApp('/blogs');

    const latest = await waitFor(() => column('Latest updates'));
    expect(main().getByText('Latest')).toBeVisible();
    // The column shows skeletons until the posts arrived.
    expect(
      await latest.findByRole('heading', { level: 3, name: 'Clean water for Kenya' }),
    ).toBeVisible();
    expect(latest.getByText('3 min read')).toBeVisible();
    expect(latest.getByText('Sanne de Vries')).toBeVisible();
    expect(latest.getByText('Mar 5, 2025')).toHaveAttribute('datetime', '2025-03-05T10:00:00.000Z');
    expect(latest.getByText(longText)).toHaveAttribute('data-line-clamp', 'true');
    expect(latest.getByText(longText).style.getPropertyValue('--text-line-clamp')).toBe('3');

    const news = column('Latest news');
    const items = news.getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Run for Water',
      'Hello world',
    ]);
    expect(within(items[0]!).getByText('1 min read')).toBeVisible();
    expect(within(items[0]!).queryByText('Sanne de Vries')).not.toBeInTheDocument();
    expect(
      within(items[1]!)
        .getByText('What happened in story 1.')
        .style.getPropertyValue('--text-line-clamp'),
    ).toBe('2');
    expect(news.getByRole('link', { name: 'Run for Water' })).toHaveAttribute(
      'href',
      '/blog-details/2',
    );
  });

  it('opens a post from the list without loading it again', async () => {
    const fetchMock = mockApi({ 'GET /blog-page-contents': [blogPost(3), blogPost(2)] });
    const { user, router } = renderApp('/blogs');

    await user.click(await main().findByRole('link', { name: 'Story 2' }));

    expect(await main().findByRole('heading', { level: 1, name: 'Story 2' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/blog-details/2');
    expect(calledPaths(fetchMock)).not.toContain('GET /blog-page-contents/2');
  });

  it('says when there is only one post, or none', async () => {
    const handlers: Record<string, unknown> = { 'GET /blog-page-contents': [blogPost(1)] };
    mockApi(handlers);
    const first = renderApp('/blogs');

    expect(await main().findByText('No recent news articles available.')).toBeVisible();
    expect(column('Latest updates').getByRole('heading', { name: 'Story 1' })).toBeVisible();
    first.unmount();

    handlers['GET /blog-page-contents'] = [];
    renderApp('/blogs');
    expect(await main().findByText('No latest blog post available.')).toBeVisible();
    expect(main().getByText('No recent news articles available.')).toBeVisible();
  });

  it('says the posts failed to load, and recovers with Retry', async () => {
    const handlers: Record<string, unknown> = {
      'GET /blog-page-contents': reply(500, { message: 'Internal Server Error' }),
    };
    mockApi(handlers);
    const { user } = renderApp('/blogs');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load blog posts. Please try again later.',
    );
    handlers['GET /blog-page-contents'] = [blogPost(1)];
    await user.click(main().getByRole('button', { name: 'Retry' }));

    expect(await main().findByRole('heading', { name: 'Story 1' })).toBeVisible();
  });

  it('shows Dutch headings, dates and read times, and asks for Dutch posts', async () => {
    mockApi({
      'GET /blog-page-contents': (request: Request) =>
        request.headers.get('Accept-Language') === 'nl'
          ? [blogPost(2, { name: 'Schoon water' }), blogPost(1)]
          : [blogPost(2), blogPost(1)],
    });
    const { user } = renderApp('/blogs');
    await main().findByRole('heading', { name: 'Story 2' });

    await user.click(screen.getByRole('radio', { name: /NL/ }));

    expect(await main().findByRole('heading', { name: 'Schoon water' })).toBeVisible();
    expect(main().getByRole('heading', { level: 2, name: 'Laatste updates' })).toBeVisible();
    expect(main().getByRole('heading', { level: 2, name: 'Laatste nieuws' })).toBeVisible();
    expect(main().getByText('Laatste')).toBeVisible();
    expect(main().getAllByText('5 mrt 2025').length).toBeGreaterThan(0);
    expect(main().getAllByText('1 min. leestijd').length).toBeGreaterThan(0);
  });
});
