import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser';
import { mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { renderWithProviders } from '@/testing/render-app';
import { ConnectPaymentProvider } from './connect-payment-provider';

const notConnected = { connected: false, connected_at: null };

beforeEach(() => {
  signIn();
  vi.spyOn(browser, 'redirectTo').mockImplementation(() => {});
});

describe('Connect with payment provider', () => {
  it('asks for the grant page of this non-profit and goes there', async () => {
    let query = '';
    mockApi({
      'GET /mollie/connection/7': notConnected,
      'GET /mollie/connect': (request: Request) => {
        query = new URL(request.url).search;
        return { authorization_url: 'https://my.mollie.test/oauth2/authorize?state=abc' };
      },
    });
    const { user } = renderWithProviders(<ConnectPaymentProvider nonprofitId={7} />);

    const button = await screen.findByRole('button', { name: 'Connect with payment provider' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    await waitFor(() =>
      expect(browser.redirectTo).toHaveBeenCalledWith(
        'https://my.mollie.test/oauth2/authorize?state=abc',
      ),
    );
    expect(query).toBe('?nonprofit_id=7');
  });

  it('shows a connected non-profit as connected, with the date, and no button', async () => {
    mockApi({
      'GET /mollie/connection/7': { connected: true, connected_at: '2025-06-03T10:00:00.000Z' },
    });
    renderWithProviders(<ConnectPaymentProvider nonprofitId={7} />);

    expect(await screen.findByText('Payment provider connected since Jun 3, 2025')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Connect with payment provider' })).toBeNull();
  });

  it("says 'Failed to connect with Mollie' when the API refuses", async () => {
    mockApi({
      'GET /mollie/connection/7': notConnected,
      'GET /mollie/connect': reply(403, { message: 'Only the owner...' }),
    });
    const { user } = renderWithProviders(<ConnectPaymentProvider nonprofitId={7} />);

    const button = await screen.findByRole('button', { name: 'Connect with payment provider' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to connect with Mollie');
    expect(browser.redirectTo).not.toHaveBeenCalled();
  });

  it("says 'Something went wrong' when the API cannot be reached", async () => {
    mockApi({
      'GET /mollie/connection/7': notConnected,
      'GET /mollie/connect': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderWithProviders(<ConnectPaymentProvider nonprofitId={7} />);

    const button = await screen.findByRole('button', { name: 'Connect with payment provider' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('still offers to connect when the status cannot be read', async () => {
    mockApi({ 'GET /mollie/connection/7': reply(500, { message: 'Boom' }) });
    renderWithProviders(<ConnectPaymentProvider nonprofitId={7} />);

    const button = await screen.findByRole('button', { name: 'Connect with payment provider' });
    await waitFor(() => expect(button).toBeEnabled());
  });
});
