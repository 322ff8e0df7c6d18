import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser';
import { restoreSession } from '@/lib/session';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

beforeEach(() => {
  restoreSession();
  vi.spyOn(browser, 'redirectTo').mockImplementation(() => {});
});

function redirectedTo(): URL {
  const [url] = vi.mocked(browser.redirectTo).mock.calls[0] ?? [''];
  return new URL(url, 'http://localhost');
}

describe('Sandbox connect (grant page)', () => {
  it('Allow returns to the API callback with a sandbox code and the state', async () => {
    mockApi();
    const { user } = renderApp('/sandbox/connect?state=st%2F8x&redirect=https://evil.test');

    expect(screen.getByText('Test connection: no real payment account is connected')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Allow' }));

    const url = redirectedTo();
    expect(url.pathname).toBe('/pifworld/api/v1/mollie/callback');
    expect(url.searchParams.get('code')).toMatch(/^sandbox_[0-9a-f]{32}$/);
    expect(url.searchParams.get('state')).toBe('st/8x');
    expect(url.origin).toBe('http://localhost');
    expect(screen.getByRole('button', { name: 'Deny' })).toBeDisabled();
  });

  it('Deny returns access_denied with the state', async () => {
    mockApi();
    const { user } = renderApp('/sandbox/connect?state=abc');

    await user.click(screen.getByRole('button', { name: 'Deny' }));

    const url = redirectedTo();
    expect(url.pathname).toBe('/pifworld/api/v1/mollie/callback');
    expect(url.searchParams.get('error')).toBe('access_denied');
    expect(url.searchParams.get('state')).toBe('abc');
    expect(url.searchParams.has('code')).toBe(false);
  });

  it('without a state says the link is incomplete and offers nothing to click', () => {
    mockApi();
    renderApp('/sandbox/connect');

    expect(screen.getByText(/This link is incomplete/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
  });
});
