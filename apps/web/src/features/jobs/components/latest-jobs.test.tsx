import type { JobListItem } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf } from '@/components/cards/testing/card-fixtures';
import { mockApi, reply } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

function jobItem(id: number, title: string, overrides: Partial<JobListItem> = {}): JobListItem {
  return {
    id,
    title,
    description: null,
    city: 'Utrecht',
    employment: null,
    deadline: '2030-06-03T12:00:00.000Z',
    picture: null,
    nonprofit: { id: 900, name: 'Clean Water Foundation' },
    closed: false,
    created_at: '2025-01-10T09:00:00.000Z',
    ...overrides,
  };
}

const promo = () => within(screen.getByRole('region', { name: 'Work for a good cause' }));

// The whole home page renders around the promo.
describe('Home job promo: the newest vacancies', { timeout: 15_000 }, () => {
  it('lists the 3 newest open jobs of GET /jobs?per_page=3 under the promo, each linking to it', async () => {
    const asked: string[] = [];
    mockApi({
      'GET /jobs': (request: Request) => {
        asked.push(new URL(request.url).search);
        return pageOf([
          jobItem(31, 'Project coordinator'),
          jobItem(30, 'Volunteer driver', { city: null, deadline: null }),
          jobItem(29, 'Fundraising officer', { city: 'Amsterdam' }),
        ]);
      },
    });
    renderApp('/');

    const list = within(await promo().findByRole('list', { name: 'Newest vacancies' }));
    const links = list.getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAttribute('href', '/jobs/31');
    expect(links[0]).toHaveTextContent('Project coordinator');
    expect(links[0]).toHaveTextContent('Clean Water Foundation · Utrecht');
    expect(links[0]).toHaveTextContent('Apply before Jun 3, 2030');
    expect(links[1]).not.toHaveTextContent('Apply before');
    expect(links[2]).toHaveAttribute('href', '/jobs/29');
    expect(asked).toEqual(['?page=1&per_page=3']);
    expect(promo().getByRole('link', { name: /See the jobs/ })).toHaveAttribute('href', '/jobs');
  });

  it.each([
    ['fails', reply(500, { message: 'boom' })],
    ['is empty', pageOf([])],
  ])('shows the promo alone, without an error, when the list %s', async (_, answer) => {
    let answered = false;
    mockApi({
      'GET /jobs': () => {
        answered = true;
        return answer;
      },
    });
    renderApp('/');

    await waitFor(() => expect(answered).toBe(true));
    expect(promo().getByRole('link', { name: /See the jobs/ })).toHaveAttribute('href', '/jobs');
    await waitFor(() =>
      expect(promo().queryByRole('list', { name: 'Newest vacancies' })).not.toBeInTheDocument(),
    );
    expect(promo().queryByRole('alert')).not.toBeInTheDocument();
    expect(promo().queryByText('Newest vacancies')).not.toBeInTheDocument();
  });

  it('speaks Dutch after switching the language', async () => {
    mockApi({ 'GET /jobs': pageOf([jobItem(31, 'Project coordinator')]) });
    const { user } = renderApp('/');
    await promo().findByRole('list', { name: 'Newest vacancies' });

    await user.click(screen.getByRole('radio', { name: /NL/ }));

    const promoNl = within(await screen.findByRole('region', { name: 'Werk voor een goed doel' }));
    expect(await promoNl.findByRole('list', { name: 'Nieuwste vacatures' })).toBeVisible();
    expect(promoNl.getByText('Solliciteer vóór 3 jun 2030')).toBeVisible();
  });
});
