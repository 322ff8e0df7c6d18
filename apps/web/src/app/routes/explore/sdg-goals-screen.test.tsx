import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sdgTopics } from '@/testing/fixtures';
import { mockApi, reply } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('Sustainable development goals page', () => {
  it('lists the 17 goals with number, name and whole description, each linking to its page', async () => {
    mockApi({ 'GET /sdg-topics': { data: sdgTopics() } });
    renderApp('/sustainable-development-goals');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Sustainable development goals' }),
    ).toBeVisible();
    const goals = await within(screen.getByRole('main')).findAllByRole('listitem');
    expect(goals).toHaveLength(17);
    const first = within(goals[0]!);
    expect(first.getByRole('link', { name: 'Goal name 1' })).toHaveAttribute(
      'href',
      '/sdg-topics/101',
    );
    expect(first.getByText('Goal 1')).toBeVisible();
    expect(first.getByText(sdgTopics()[0]!.description)).toBeVisible();
    expect(document.title).toBe('Sustainable development goals | PifWorld');
  });

  it("loads the first row's logos at once and the later ones when near", async () => {
    mockApi({
      'GET /sdg-topics': {
        data: sdgTopics().map((topic) => ({ ...topic, logo: `sdg-${topic.number}.webp` })),
      },
    });
    renderApp('/sustainable-development-goals');

    const goals = await within(screen.getByRole('main')).findAllByRole('listitem');
    const logo = (index: number) => goals[index]!.querySelector('img');
    expect(logo(0)).toHaveAttribute('loading', 'eager');
    expect(logo(1)).toHaveAttribute('loading', 'eager');
    expect(logo(2)).toHaveAttribute('loading', 'lazy');
    expect(logo(2)).toHaveAttribute('decoding', 'async');
    expect(logo(16)).toHaveAttribute('loading', 'lazy');
  });

  it('shows an error with Retry, and an empty state', async () => {
    const handlers: Record<string, unknown> = { 'GET /sdg-topics': reply(500, { message: 'x' }) };
    mockApi(handlers);
    const { user } = renderApp('/sustainable-development-goals');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again later.',
    );
    handlers['GET /sdg-topics'] = { data: [] };
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('There are no goals to show right now.')).toBeVisible();
  });
});
