import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('Auth error screen', () => {
  it.each([
    ['google_auth_failed', 'Google Sign-In Failed', /could not be completed.*cancelled/],
    ['facebook_auth_failed', 'Facebook Sign-In Failed', /could not be completed.*cancelled/],
    ['invalid_state', 'Session Expired', /took too long/],
    ['auth_failed', 'Authentication Failed', /error occurred.*try again/],
    [
      'something_else',
      'Authentication Error',
      /^An unexpected error occurred during authentication\.$/,
    ],
  ])('explains %s', (code, title, explanation) => {
    mockApi();
    renderApp(`/auth/error?error=${code}`);

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByText(explanation)).toBeVisible();
  });

  it('shows the message in a red box, the three links, and says it will redirect', () => {
    mockApi();
    renderApp('/auth/error?error=auth_failed&message=Provider%20said%20no');

    expect(screen.getByText('Provider said no')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Create New Account' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(
      screen.getByText('You will be redirected to the login page in 10 seconds.'),
    ).toBeVisible();
  });

  it('has no red box without a message', () => {
    mockApi();
    renderApp('/auth/error');

    expect(screen.getByRole('heading', { name: 'Authentication Error' })).toBeVisible();
    expect(screen.queryByText('What went wrong')).not.toBeInTheDocument();
  });

  it('counts down and goes to /login after 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ 'GET /auth/providers': { google: false, facebook: false } });
    const { router } = renderApp('/auth/error?error=invalid_state');

    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(
      screen.getByText('You will be redirected to the login page in 7 seconds.'),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/auth/error');

    await act(() => vi.advanceTimersByTimeAsync(7000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('stays when the visitor asks it to (WCAG 2.2.1: a time limit the visitor can turn off)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ 'GET /auth/providers': { google: false, facebook: false } });
    const { router } = renderApp('/auth/error?error=invalid_state');

    await act(() => vi.advanceTimersByTimeAsync(3000));
    act(() => screen.getByRole('button', { name: 'Stay on this page' }).click());
    expect(screen.getByText('You stay on this page.')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(12000));
    expect(router.state.location.pathname).toBe('/auth/error');
    vi.useRealTimers();
  });

  it('speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    mockApi();
    renderApp('/auth/error?error=invalid_state');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sessie verlopen' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Nieuw account aanmaken' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
  });
});
