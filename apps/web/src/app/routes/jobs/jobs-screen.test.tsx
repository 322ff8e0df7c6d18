import { JOBS_SEARCH_DEBOUNCE_MS, type JobListItem } from '@app/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_IMAGE } from '@/components/cards/fallback-images';
import { pageOf } from '@/components/cards/testing/card-fixtures';
import { stubIntersectionObserver } from '@/components/cards/testing/intersection-observer-stub';
import { mockApi, reply } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const LONG_TEXT =
  'Lead our clean water projects in three provinces together with local partners, volunteers and the board of the foundation.';

function jobItem(id: number, title: string, overrides: Partial<JobListItem> = {}): JobListItem {
  return {
    id,
    title,
    description: LONG_TEXT,
    city: 'Utrecht',
    employment: 'Full-time',
    deadline: '2030-06-03T12:00:00.000Z',
    picture: null,
    nonprofit: { id: 900, name: 'Clean Water Foundation' },
    closed: false,
    created_at: '2025-01-10T09:00:00.000Z',
    ...overrides,
  };
}

const searchOf = (request: Request) => new URL(request.url).searchParams.get('search') ?? '';

async function board() {
  return within(await screen.findByRole('list', { name: 'Vacancies' }));
}

describe('/jobs', { timeout: 15_000 }, () => {
  it('shows the title, the call to action and 4 skeleton cards, then the job cards', async () => {
    stubIntersectionObserver();
    let answer: (value: unknown) => void = () => {};
    mockApi({ 'GET /jobs': () => new Promise((resolve) => (answer = resolve)) });
    renderApp('/jobs');

    expect(screen.getByRole('heading', { level: 1, name: 'Jobs at non-profits' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute(
      'href',
      '/jobs-registration',
    );
    expect(await screen.findAllByTestId('card-skeleton')).toHaveLength(4);
    expect(document.title).toBe('Jobs at non-profits | PifWorld');

    answer(
      pageOf([
        jobItem(12, 'Project coordinator'),
        jobItem(13, 'Volunteer driver', {
          description: 'Drive our van on Saturdays.',
          city: null,
          deadline: null,
          picture: 'van.jpg',
        }),
      ]),
    );

    const cards = await board();
    const first = screen.getByRole('link', { name: 'Project coordinator' });
    expect(first).toHaveAttribute('href', '/jobs/12');
    const card = within(first.closest('article') as HTMLElement);
    expect(card.getByText('At Clean Water Foundation')).toBeVisible();
    expect(card.getByText('Utrecht · Full-time')).toBeVisible();
    expect(card.getByText('Apply before Jun 3, 2030')).toBeVisible();
    // The first 15 words, then an ellipsis.
    const words = LONG_TEXT.split(' ');
    expect(card.getByText(`${words.slice(0, 15).join(' ')}...`)).toBeVisible();
    expect(card.queryByText(LONG_TEXT)).not.toBeInTheDocument();
    // No picture: the default image, as other cards show.
    expect(first.closest('article')?.querySelector('img')).toHaveAttribute('src', DEFAULT_IMAGE);

    const secondCard = cards
      .getByRole('link', { name: 'Volunteer driver' })
      .closest('article') as HTMLElement;
    const second = within(secondCard);
    expect(second.getByText('Drive our van on Saturdays.')).toBeVisible();
    expect(second.getByText('Full-time')).toBeVisible();
    expect(secondCard.querySelector('img')).toHaveAttribute('src', '/storage/original/van.jpg');
    expect(second.queryByText(/Apply before/)).not.toBeInTheDocument();
  });

  it('searches 500 ms after typing stops, with ?search= in the request and the URL', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubIntersectionObserver();
    const searches: string[] = [];
    mockApi({
      'GET /jobs': (request: Request) => {
        const search = searchOf(request);
        searches.push(search);
        return pageOf(search ? [] : [jobItem(12, 'Project coordinator')]);
      },
    });
    const { user, router } = renderApp('/jobs', undefined, {
      advanceTimers: vi.advanceTimersByTime,
    });
    await screen.findByRole('link', { name: 'Project coordinator' });

    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'water');
    await act(() => vi.advanceTimersByTimeAsync(JOBS_SEARCH_DEBOUNCE_MS - 60));
    expect(searches).toEqual(['']);
    expect(router.state.location.search).toBe('');

    await act(() => vi.advanceTimersByTimeAsync(120));
    await waitFor(() => expect(searches).toEqual(['', 'water']));
    expect(router.state.location.search).toBe('?search=water');
    expect(await screen.findByText('No jobs found for "water"')).toBeVisible();
    expect(screen.getByText('Try another word or clear the search.')).toBeVisible();
  });

  it('keeps the search of the URL (back, refresh) and follows a link back to /jobs', async () => {
    stubIntersectionObserver();
    const searches: string[] = [];
    mockApi({
      'GET /jobs': (request: Request) => {
        const search = searchOf(request);
        searches.push(search);
        return pageOf([jobItem(search ? 1 : 2, search ? 'Water engineer' : 'Bookkeeper')]);
      },
    });
    const { router } = renderApp('/jobs?search=water');

    expect(await screen.findByRole('link', { name: 'Water engineer' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('water');
    expect(searches).toEqual(['water']);

    await act(() => router.navigate('/jobs'));

    expect(await screen.findByRole('link', { name: 'Bookkeeper' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('');
    expect(router.state.location.search).toBe('');
  });

  it('says when there are no jobs at all', async () => {
    stubIntersectionObserver();
    mockApi({ 'GET /jobs': pageOf([]) });
    renderApp('/jobs');

    expect(
      await screen.findByText(
        'There are no open vacancies right now. Please have a look again soon.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/No jobs found for/)).not.toBeInTheDocument();
  });

  it("shows 'Error fetching data.' with Retry, and the jobs once the server recovers", async () => {
    stubIntersectionObserver();
    const handlers: Record<string, unknown> = { 'GET /jobs': reply(500, { message: 'boom' }) };
    mockApi(handlers);
    const { user } = renderApp('/jobs');

    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching data.');

    handlers['GET /jobs'] = pageOf([jobItem(12, 'Project coordinator')]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect((await board()).getByRole('link', { name: 'Project coordinator' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('loads the next page when the last card comes into view, and with Load more', async () => {
    const observer = stubIntersectionObserver();
    const pages: string[] = [];
    mockApi({
      'GET /jobs': (request: Request) => {
        const url = new URL(request.url);
        const page = Number(url.searchParams.get('page'));
        pages.push(`${page}/${url.searchParams.get('per_page')}`);
        return pageOf([jobItem(page, `Job ${page}`)], page, 3, 3);
      },
    });
    const { user } = renderApp('/jobs');
    await screen.findByRole('link', { name: 'Job 1' });
    expect(screen.getByText('1 of 3 results')).toBeVisible();
    await waitFor(() => expect(observer.watched()).toHaveLength(1));

    act(() => observer.reveal());
    expect(await screen.findByRole('link', { name: 'Job 2' })).toBeVisible();

    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Job 3' })).toBeVisible();
    expect(screen.getByText('3 of 3 results')).toBeVisible();
    expect(pages).toEqual(['1/20', '2/20', '3/20']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('speaks Dutch after switching the language', async () => {
    stubIntersectionObserver();
    const handlers: Record<string, unknown> = {
      'GET /jobs': pageOf([jobItem(12, 'Project coordinator')]),
    };
    mockApi(handlers);
    const { user } = renderApp('/jobs');
    await screen.findByRole('link', { name: 'Project coordinator' });

    await user.click(screen.getByRole('radio', { name: /NL/ }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vacatures bij goede doelen' }),
    ).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Zoek vacatures' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Plaats een vacature' })).toBeVisible();
    expect(screen.getByText('Solliciteer vóór 3 jun 2030')).toBeVisible();
    expect(screen.getByText('Bij Clean Water Foundation')).toBeVisible();
  });

  it("says 'Fout bij het ophalen van gegevens.' in Dutch", async () => {
    stubIntersectionObserver();
    mockApi({ 'GET /jobs': reply(500, { message: 'boom' }) });
    localStorage.setItem('language', 'nl');
    renderApp('/jobs');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Fout bij het ophalen van gegevens.',
    );
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
  });
});
