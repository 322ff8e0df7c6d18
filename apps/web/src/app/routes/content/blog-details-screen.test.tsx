import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blogPost } from '@/features/blog/testing/blog-fixtures';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const main = () => within(screen.getByRole('main'));

describe('Blog details', { timeout: 15_000 }, () => {
  it('loads the post by id on a direct link and sets the page meta', async () => {
    const fetchMock = mockApi({
      'GET /blog-page-contents/7': {
        data: blogPost(7, { name: 'Clean water', description: 'Wells for 3 villages.' }),
      },
    });
    renderApp('/blog-details/7');

    expect(main().getByRole('status')).toHaveTextContent('Loading article...');
    expect(await main().findByRole('heading', { level: 1, name: 'Clean water' })).toBeVisible();
    expect(main().getByText('Wells for 3 villages.')).toBeVisible();
    expect(main().getByText('Sanne de Vries')).toBeVisible();
    expect(main().getByText('1 min read')).toBeVisible();
    expect(calledPaths(fetchMock)).toContain('GET /blog-page-contents/7');
    await waitFor(() => expect(document.title).toBe('Clean water | PifWorld'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Wells for 3 villages.',
    );
    expect(main().getByRole('link', { name: /Back to the blog/ })).toHaveAttribute(
      'href',
      '/blogs',
    );
  });

  it('shows the responses panel with a comment box that is not available yet', async () => {
    mockApi({ 'GET /blog-page-contents/7': { data: blogPost(7) } });
    renderApp('/blog-details/7');

    const panel = within(await main().findByRole('complementary', { name: 'Responses' }));
    expect(panel.getByRole('textbox', { name: 'Your response' })).toBeDisabled();
    expect(panel.getByRole('textbox', { name: 'Your response' })).toHaveAccessibleDescription(
      'Responding to stories is not available yet.',
    );
    expect(panel.getByRole('button', { name: 'Respond' })).toBeDisabled();
    expect(panel.getByText('No responses yet')).toBeVisible();
    expect(
      panel.getByText('There are currently no responses for this story. Be the first to respond.'),
    ).toBeVisible();
  });

  it("says 'Article not found.' for a missing post", async () => {
    mockApi({ 'GET /blog-page-contents/99': reply(404, { message: 'Not found' }) });
    renderApp('/blog-details/99');

    expect(await screen.findByRole('alert')).toHaveTextContent('Article not found.');
    expect(main().queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('offers Retry when the server fails, and shows the post once it answers', async () => {
    const handlers: Record<string, unknown> = {
      'GET /blog-page-contents/7': reply(503, { message: 'Service Unavailable' }),
    };
    mockApi(handlers);
    const { user } = renderApp('/blog-details/7');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again later.',
    );
    handlers['GET /blog-page-contents/7'] = { data: blogPost(7) };
    await user.click(main().getByRole('button', { name: 'Retry' }));

    expect(await main().findByRole('heading', { level: 1, name: 'Story 7' })).toBeVisible();
  });

  it("says 'Artikel niet gevonden.' in Dutch", async () => {
    mockApi({ 'GET /blog-page-contents/99': reply(404, { message: 'Not found' }) });
    const { user } = renderApp('/blog-details/99');
    await screen.findByRole('alert');

    await user.click(screen.getByRole('radio', { name: /NL/ }));

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Artikel niet gevonden.'),
    );
  });

  it('loads the Dutch post when the language is switched on a post opened from the list', async () => {
    const fetchMock = mockApi({
      'GET /blog-page-contents': [blogPost(7)],
      'GET /blog-page-contents/7': { data: blogPost(7, { name: 'Verhaal 7' }) },
    });
    const { user } = renderApp('/blogs');
    await user.click(await main().findByRole('link', { name: 'Story 7' }));
    expect(await main().findByRole('heading', { level: 1, name: 'Story 7' })).toBeVisible();

    await user.click(screen.getByRole('radio', { name: /NL/ }));

    expect(await main().findByRole('heading', { level: 1, name: 'Verhaal 7' })).toBeVisible();
    expect(calledPaths(fetchMock)).toContain('GET /blog-page-contents/7');
  });
});
