import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { renderWithProviders } from '@/testing/render-app';
import { jobListItemFixture, jobPage } from '../testing/job-fixtures';
import { NonprofitJobList } from './nonprofit-job-list';

const nurse = jobListItemFixture(5, 'Nurse');
const driver = jobListItemFixture(6, 'Driver', {
  deadline: '2024-01-10T08:00:00.000Z',
  closed: true,
  city: null,
});

function renderList(isOwner: boolean) {
  signIn();
  return renderWithProviders(
    <NonprofitJobList nonprofitId={7} name="Clean Water Foundation" isOwner={isOwner} />,
  );
}

const list = () => screen.findByRole('list', { name: 'Jobs of Clean Water Foundation' });

describe('NonprofitJobList', { timeout: 30_000 }, () => {
  it('shows the owner every job, closed ones marked, with Edit and Delete', async () => {
    const fetchMock = mockApi({ 'GET /nonprofits/7/jobs': jobPage([nurse, driver]) });
    renderList(true);

    expect(screen.getByRole('status')).toHaveTextContent('Loading jobs...');
    const rows = within(await list()).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const [first, second] = rows.map((row) => within(row));
    expect(first!.getByRole('link', { name: 'Nurse' })).toHaveAttribute('href', '/jobs/5');
    expect(first!.getByText('Amsterdam · Apply before Jun 1, 2030')).toBeVisible();
    expect(first!.queryByText('Closed')).toBeNull();
    expect(first!.getByRole('link', { name: 'Edit Nurse' })).toHaveAttribute('href', '/edit-job/5');
    expect(first!.getByRole('button', { name: 'Delete Nurse' })).toBeVisible();
    expect(second!.getByText('Closed')).toBeVisible();
    expect(second!.getByText('Apply before Jan 10, 2024')).toBeVisible();
    expect(calledPaths(fetchMock)).not.toContain('GET /jobs');
  });

  it('deletes a job after confirming, and reads the list again', async () => {
    const handlers: Record<string, unknown> = {
      'GET /nonprofits/7/jobs': jobPage([nurse, driver]),
      'DELETE /jobs/5': () => {
        handlers['GET /nonprofits/7/jobs'] = jobPage([driver]);
        return { message: 'Job deleted.' };
      },
    };
    const fetchMock = mockApi(handlers);
    const { user } = renderList(true);

    await user.click(await screen.findByRole('button', { name: 'Delete Nurse' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete job' }));
    expect(dialog.getByText('Delete the job "Nurse"? This cannot be undone.')).toBeVisible();
    // Cancel first: nothing happens.
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calledPaths(fetchMock)).not.toContain('DELETE /jobs/5');

    await user.click(screen.getByRole('button', { name: 'Delete Nurse' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete job' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Nurse' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Driver' })).toBeVisible();
    expect(await screen.findByText('Job deleted.')).toBeVisible();
    expect(calledPaths(fetchMock)).toContain('DELETE /jobs/5');
  });

  it('keeps the dialog open with the reason when the delete fails', async () => {
    mockApi({
      'GET /nonprofits/7/jobs': jobPage([nurse]),
      'DELETE /jobs/5': reply(500, { message: 'Boom' }),
    });
    const { user } = renderList(true);

    await user.click(await screen.findByRole('button', { name: 'Delete Nurse' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete job' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Could not delete the job. Please try again.',
    );
  });

  it('shows anyone else the open jobs of GET /jobs?nonprofit_id, read-only', async () => {
    let query: URLSearchParams | undefined;
    const fetchMock = mockApi({
      'GET /jobs': (request: Request) => {
        query = new URL(request.url).searchParams;
        return jobPage([nurse]);
      },
    });
    renderList(false);

    const row = within(within(await list()).getByRole('listitem'));
    expect(row.getByRole('link', { name: 'Nurse' })).toHaveAttribute('href', '/jobs/5');
    expect(row.queryByRole('link', { name: 'Edit Nurse' })).toBeNull();
    expect(row.queryByRole('button', { name: 'Delete Nurse' })).toBeNull();
    expect(query?.get('nonprofit_id')).toBe('7');
    expect(calledPaths(fetchMock)).not.toContain('GET /nonprofits/7/jobs');
  });

  it('says when there are no jobs', async () => {
    mockApi({ 'GET /jobs': jobPage([]), 'GET /nonprofits/7/jobs': jobPage([]) });
    renderList(false);

    expect(await screen.findByText('No jobs posted yet')).toBeVisible();
    expect(
      screen.getByText('Clean Water Foundation has no open vacancies right now.'),
    ).toBeVisible();
  });

  it('shows a failed list with Retry, and recovers', async () => {
    const handlers: Record<string, unknown> = {
      'GET /nonprofits/7/jobs': reply(500, { message: 'Boom' }),
    };
    mockApi(handlers);
    const { user } = renderList(true);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the jobs.');
    handlers['GET /nonprofits/7/jobs'] = jobPage([]);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('Vacancies you post for Clean Water Foundation appear here.'),
    ).toBeVisible();
  });

  it('loads the next page on request', async () => {
    mockApi({
      'GET /nonprofits/7/jobs': (request: Request) =>
        new URL(request.url).searchParams.get('page') === '2'
          ? jobPage([driver], 2, 2)
          : jobPage([nurse], 1, 2),
    });
    const { user } = renderList(true);

    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Driver' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    mockApi({ 'GET /nonprofits/7/jobs': jobPage([driver]) });
    renderList(true);

    expect(await screen.findByText('Gesloten')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Driver bewerken' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Driver verwijderen' })).toBeVisible();
  });
});
