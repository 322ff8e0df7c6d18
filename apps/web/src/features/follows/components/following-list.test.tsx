import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { followItem } from '@/testing/fixtures';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { profileApi, signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';

const ocean = followItem();
const forest = followItem({ type: 'fundraiser', id: 41, name: 'Plant a Forest' });

function followingSection() {
  return within(screen.getByRole('region', { name: 'Following' }));
}

describe('Following list', () => {
  it('lists what the user follows; BACK keeps following', async () => {
    const fetchMock = mockApi({
      ...profileApi(),
      'GET /user/1/follows': { data: [ocean, forest] },
    });
    signIn();
    const { user } = renderApp('/profile?tab=follow');
    await screen.findByRole('region', { name: 'Who do you want to follow?' });

    expect(await followingSection().findByText('Ocean Cleanup NL')).toBeVisible();
    expect(followingSection().getByText('Plant a Forest')).toBeVisible();

    await user.click(
      followingSection().getByRole('button', { name: 'Stop following Ocean Cleanup NL' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Stop following?' }));
    expect(dialog.getByText('Are you sure you want to stop following?')).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'BACK' })).toHaveFocus());
    await user.click(dialog.getByRole('button', { name: 'BACK' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calledPaths(fetchMock).some((call) => call.startsWith('DELETE'))).toBe(false);
  });

  it("calls DELETE /follows/{type}/{id} on 'YES, STOP' and updates the list", async () => {
    const handlers: Record<string, unknown> = {
      ...profileApi(),
      'GET /user/1/follows': { data: [ocean, forest] },
      'DELETE /follows/nonprofit/31': { message: 'You no longer follow this page.' },
    };
    const fetchMock = mockApi(handlers);
    signIn();
    const { user } = renderApp('/profile?tab=follow');
    await screen.findByRole('region', { name: 'Who do you want to follow?' });

    await user.click(
      await followingSection().findByRole('button', { name: 'Stop following Ocean Cleanup NL' }),
    );
    handlers['GET /user/1/follows'] = { data: [forest] };
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'YES, STOP' }),
    );

    await waitFor(() =>
      expect(followingSection().queryByText('Ocean Cleanup NL')).not.toBeInTheDocument(),
    );
    expect(calledPaths(fetchMock)).toContain('DELETE /follows/nonprofit/31');
    expect(await screen.findByText('You no longer follow Ocean Cleanup NL.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with a message when stopping fails', async () => {
    mockApi({
      ...profileApi(),
      'GET /user/1/follows': { data: [ocean] },
      'DELETE /follows/nonprofit/31': reply(500, { message: 'Internal Server Error' }),
    });
    signIn();
    const { user } = renderApp('/profile?tab=follow');
    await screen.findByRole('region', { name: 'Who do you want to follow?' });

    await user.click(await followingSection().findByRole('button', { name: /Stop following/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'YES, STOP' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Could not stop following. Please try again.',
    );
    expect(followingSection().getByText('Ocean Cleanup NL')).toBeVisible();
  });

  it('says when the user follows nothing yet', async () => {
    mockApi(profileApi());
    signIn();
    renderApp('/profile?tab=follow');
    await screen.findByRole('region', { name: 'Who do you want to follow?' });

    expect(
      await screen.findByText(
        'You are not following anything yet. Find fundraisers and non-profits below.',
      ),
    ).toBeVisible();
  });
});
