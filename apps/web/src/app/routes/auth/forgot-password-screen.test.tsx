import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { enterText, renderApp } from '@/testing/render-app';

const sentMessage = {
  message: 'If an account exists for this e-mail address, we have sent a password reset link.',
};

function main() {
  return within(screen.getByRole('main'));
}

describe('Forgot password', () => {
  it("shows 'Reset Link Sent' for 10 seconds without a button, counting down, then goes to /login", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi({ 'POST /password/email': sentMessage });
    const { user, router } = renderApp('/forgot-password', undefined, {
      advanceTimers: vi.advanceTimersByTime,
    });

    await enterText(user, main().getByRole('textbox', { name: /^E-mail/ }), 'sanne@example.com');
    await user.click(main().getByRole('button', { name: 'Reset Password' }));

    const status = await screen.findByRole('status');
    await waitFor(() =>
      expect(within(status).getByRole('heading', { name: 'Reset Link Sent' })).toHaveFocus(),
    );
    expect(status).toHaveTextContent('You will go to the login page in 10 seconds.');
    expect(main().queryByRole('button')).not.toBeInTheDocument();
    expect(calledPaths(fetchMock)).toContain('POST /password/email');

    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(status).toHaveTextContent('in 6 seconds');
    expect(router.state.location.pathname).toBe('/forgot-password');

    await act(() => vi.advanceTimersByTimeAsync(6000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("shows 'Sending...' while the request is on its way", async () => {
    mockApi({ 'POST /password/email': () => new Promise(() => {}) });
    const { user } = renderApp('/forgot-password');

    await enterText(user, main().getByRole('textbox', { name: /^E-mail/ }), 'sanne@example.com');
    await user.click(main().getByRole('button', { name: 'Reset Password' }));

    expect(await main().findByRole('button', { name: 'Sending...' })).toBeDisabled();
  });

  it("shows the server's message, or the spec's text when the server failed", async () => {
    const handlers: Record<string, unknown> = {
      'POST /password/email': reply(422, {
        message: 'The email field must be a valid email address.',
        errors: { email: ['The email field must be a valid email address.'] },
      }),
    };
    mockApi(handlers);
    const { user } = renderApp('/forgot-password');

    await enterText(user, main().getByRole('textbox', { name: /^E-mail/ }), 'sanne@example.com');
    await user.click(main().getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email field must be a valid email address.',
    );

    handlers['POST /password/email'] = reply(503, { message: 'Service Unavailable' });
    await user.click(main().getByRole('button', { name: 'Reset Password' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Failed to send reset link. Please try again.',
      ),
    );
  });

  it('asks to wait when rate-limited', async () => {
    mockApi({ 'POST /password/email': reply(429, {}, { 'Retry-After': '60' }) });
    const { user } = renderApp('/forgot-password');

    await enterText(user, main().getByRole('textbox', { name: /^E-mail/ }), 'sanne@example.com');
    await user.click(main().getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 60 seconds and try again.',
    );
  });

  it('requires a valid e-mail address and links back to /login', async () => {
    const fetchMock = mockApi();
    const { user } = renderApp('/forgot-password');

    await user.click(main().getByRole('button', { name: 'Reset Password' }));
    expect(main().getByText('The email field is required.')).toBeVisible();
    await enterText(user, main().getByRole('textbox', { name: /^E-mail/ }), 'not-an-address');
    await user.click(main().getByRole('button', { name: 'Reset Password' }));
    expect(main().getByText('Please enter a valid email address.')).toBeVisible();
    expect(calledPaths(fetchMock)).not.toContain('POST /password/email');
    expect(main().getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });
});
