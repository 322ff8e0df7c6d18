import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';
import { JobOwnerActions } from './job-owner-actions';

const job = { id: 12, title: 'Water Project Coordinator' };

function renderActions() {
  signIn();
  return renderApp('/jobs/12', [
    { path: '/jobs/12', element: <JobOwnerActions job={job} /> },
    { path: '/jobs', element: <p>The board</p> },
  ]);
}

describe('JobOwnerActions', { timeout: 30_000 }, () => {
  it('links Edit to the edit form', async () => {
    mockApi();
    renderActions();

    expect(
      await screen.findByRole('link', { name: 'Edit Water Project Coordinator' }),
    ).toHaveAttribute('href', '/edit-job/12');
  });

  it('deletes after confirming and goes to the board with a toast', async () => {
    const fetchMock = mockApi({ 'DELETE /jobs/12': { message: 'Job deleted.' } });
    const { user, router } = renderActions();

    await user.click(
      await screen.findByRole('button', { name: 'Delete Water Project Coordinator' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete job' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
    expect(await screen.findByText('Job deleted.')).toBeVisible();
    expect(calledPaths(fetchMock)).toContain('DELETE /jobs/12');
  });

  it("shows the server's refusal in the dialog and stays", async () => {
    mockApi({
      'DELETE /jobs/12': reply(403, { message: 'You are not allowed to change this job.' }),
    });
    const { user, router } = renderActions();

    await user.click(
      await screen.findByRole('button', { name: 'Delete Water Project Coordinator' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete job' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'You are not allowed to change this job.',
    );
    expect(router.state.location.pathname).toBe('/jobs/12');
  });
});
