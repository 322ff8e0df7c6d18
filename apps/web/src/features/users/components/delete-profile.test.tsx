import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { profileApi, signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';
import { getSession } from '@/lib/session';

async function confirmDialog(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Delete Profile' }));
  return within(await screen.findByRole('dialog', { name: 'Are you sure?' }));
}

describe('Delete Profile', () => {
  it('does nothing on Cancel', async () => {
    const fetchMock = mockApi(profileApi());
    signIn();
    const { user } = renderApp('/profile?tab=settings');

    const dialog = await confirmDialog(user);
    expect(dialog.getByText('This will permanently delete your profile.')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calledPaths(fetchMock)).not.toContain('DELETE /user/1');
    expect(getSession().user).not.toBeNull();
  });

  it("deletes, says 'Deleted!', clears the session and goes home", async () => {
    const fetchMock = mockApi({
      ...profileApi(),
      'DELETE /user/1': { message: 'Your profile has been deleted.' },
    });
    signIn();
    const { user, router } = renderApp('/profile?tab=settings');

    const dialog = await confirmDialog(user);
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    await user.click(dialog.getByRole('button', { name: 'Yes, delete it' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calledPaths(fetchMock)).toContain('DELETE /user/1');
    // Straight home: the guard never bounced the visitor to /login on the way.
    expect(visited).toEqual(['/']);
    expect(getSession().user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(await screen.findByText('Deleted!')).toBeInTheDocument();
    expect(screen.getByText('Your profile has been deleted.')).toBeInTheDocument();
  });

  it("says 'Error!' when the deletion fails and the user stays signed in", async () => {
    mockApi({
      ...profileApi(),
      'DELETE /user/1': reply(500, { message: 'Internal Server Error' }),
    });
    signIn();
    const { user, router } = renderApp('/profile?tab=settings');

    const dialog = await confirmDialog(user);
    await user.click(dialog.getByRole('button', { name: 'Yes, delete it' }));

    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Error!');
    expect(alert).toHaveTextContent('Could not delete profile. Please try again.');
    expect(router.state.location.pathname).toBe('/profile');
    expect(getSession().user).not.toBeNull();
  });
});
