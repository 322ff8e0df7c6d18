import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { enterText, renderApp } from '@/testing/render-app';

function main() {
  return within(screen.getByRole('main'));
}

async function submit(
  user: ReturnType<typeof renderApp>['user'],
  password: string,
  confirmation = password,
) {
  await enterText(user, main().getByLabelText(/^New password/, { selector: 'input' }), password);
  await enterText(
    user,
    main().getByLabelText(/^Confirm new password/, { selector: 'input' }),
    confirmation,
  );
  await user.click(main().getByRole('button', { name: 'Save new password' }));
}

describe('Reset password', () => {
  it('sends the token of the link and closes the success message after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi({
      'POST /password/reset': { message: 'Your password has been reset.' },
    });
    const { user, router } = renderApp('/forgot-password/reset-token-123', undefined, {
      advanceTimers: vi.advanceTimersByTime,
    });

    await submit(user, 'new-password-1');

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Your password has been reset.');
    expect(status).toHaveTextContent('This message closes in 5 seconds.');
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/password/reset'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      token: 'reset-token-123',
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
    });

    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(router.state.location.pathname).toBe('/forgot-password/reset-token-123');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("shows the server's 422 per field under 'Please check the form for errors.'", async () => {
    mockApi({
      'POST /password/reset': reply(422, {
        message: 'The given data was invalid.',
        errors: { password: ['This password is too common.'] },
      }),
    });
    const { user } = renderApp('/forgot-password/tok');

    await submit(user, 'password123');

    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the form for errors.');
    expect(main().getByText('This password is too common.')).toBeVisible();
    await waitFor(() =>
      expect(main().getByLabelText(/^New password/, { selector: 'input' })).toHaveFocus(),
    );
  });

  it('explains an invalid or used link and offers a new one', async () => {
    mockApi({
      'POST /password/reset': reply(422, {
        message: 'This password reset link is invalid or has expired.',
        errors: { token: ['This password reset link is invalid or has expired.'] },
      }),
    });
    const { user } = renderApp('/forgot-password/used');

    await submit(user, 'password123');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This password reset link is invalid or has expired.');
    expect(within(alert).getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it("shows 'Failed to reset password. Please try again.' when the server fails", async () => {
    mockApi({ 'POST /password/reset': reply(500, { message: 'Internal Server Error' }) });
    const { user } = renderApp('/forgot-password/tok');

    await submit(user, 'password123');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to reset password. Please try again.',
    );
  });

  it('requires both fields, with a show/hide toggle on each and a link back to /login', async () => {
    const fetchMock = mockApi();
    const { user } = renderApp('/forgot-password/tok');

    await user.click(main().getByRole('button', { name: 'Save new password' }));

    expect(main().getByText('The password field is required.')).toBeVisible();
    expect(main().getByText('Please confirm your password.')).toBeVisible();
    expect(main().getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
    expect(main().getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    expect(calledPaths(fetchMock)).not.toContain('POST /password/reset');
  });
});
