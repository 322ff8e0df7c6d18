import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionUser } from '@/testing/fixtures';
import { mockApi, reply } from '@/testing/mock-api';
import { profileApi, signIn } from '@/testing/profile-api';
import { enterText, renderApp } from '@/testing/render-app';

async function openEditor(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Edit description' }));
  return screen.getByRole('textbox', { name: 'Description' });
}

describe('Description editor', () => {
  it('restores the saved text on Cancel', async () => {
    mockApi(profileApi());
    signIn();
    const { user } = renderApp('/profile');

    const textarea = await openEditor(user);
    expect(textarea).toHaveValue('I support clean water projects.');
    await waitFor(() => expect(textarea).toHaveFocus());
    await user.clear(textarea);
    await enterText(user, textarea, 'Something else');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('textbox', { name: 'Description' })).not.toBeInTheDocument();
    expect(screen.getByText('I support clean water projects.')).toBeVisible();
    await openEditor(user);
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'I support clean water projects.',
    );
  });

  it("saves (trimmed), shows 'Description updated successfully.' for 2 seconds and the new text", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let savedBody: unknown;
    const handlers: Record<string, unknown> = {
      ...profileApi(),
      'PUT /profile/1': async (request: Request) => {
        savedBody = await request.json();
        return {
          user: sessionUser({ description: 'Now also forests.' }),
          message: 'Description updated successfully.',
        };
      },
    };
    mockApi(handlers);
    signIn();
    const { user } = renderApp('/profile', undefined, { advanceTimers: vi.advanceTimersByTime });

    const textarea = await openEditor(user);
    await user.clear(textarea);
    await enterText(user, textarea, '  Now also forests.  ');
    handlers['GET /user/1'] = { user: sessionUser({ description: 'Now also forests.' }) };
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Description updated successfully.')).toBeVisible();
    expect(savedBody).toEqual({ description: 'Now also forests.' });
    expect(screen.getByText('Now also forests.')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Description' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').description).toBe('Now also forests.');

    await act(() => vi.advanceTimersByTimeAsync(2100));
    await waitFor(() =>
      expect(screen.queryByText('Description updated successfully.')).not.toBeInTheDocument(),
    );
  });

  it("shows 'Saving...' while busy and 'Failed to update description.' on failure, keeping the draft", async () => {
    let answer: (value: unknown) => void = () => {};
    mockApi({
      ...profileApi(),
      'PUT /profile/1': () => new Promise((resolve) => (answer = resolve)),
    });
    signIn();
    const { user } = renderApp('/profile');

    const textarea = await openEditor(user);
    await user.type(textarea, ' More.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();

    answer(reply(500, { message: 'Internal Server Error' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update description.');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'I support clean water projects. More.',
    );
  });
});
