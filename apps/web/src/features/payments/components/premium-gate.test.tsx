import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { signIn } from '@/testing/profile-api';
import { renderWithProviders } from '@/testing/render-app';
import { PremiumGate } from './premium-gate';

const plans = { data: [{ id: 1, name: 'Job posting', price: 30 }] };

function renderGate() {
  return renderWithProviders(
    <PremiumGate nonprofitId={7}>
      <button type="button">Post Job</button>
    </PremiumGate>,
  );
}

beforeEach(() => {
  signIn();
  vi.spyOn(browser, 'redirectTo').mockImplementation(() => {});
});

describe('PremiumGate', () => {
  it('shows its children to a premium user, and no offer', async () => {
    mockApi({ 'GET /premium-check': { premium: true }, 'GET /plans': plans });
    renderGate();

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('button', { name: 'Post Job' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Upgrade Now' })).toBeNull();
  });

  it('offers the upgrade at the one-time price of plan 1', async () => {
    mockApi({ 'GET /premium-check': { premium: false }, 'GET /plans': plans });
    renderGate();

    expect(await screen.findByRole('button', { name: 'Upgrade Now' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Post Job' })).toBeNull();
    expect(await screen.findByText(/Upgrade once for €30\.00/)).toBeVisible();
    expect(screen.getByText('One-time payment, no subscription.')).toBeVisible();
  });

  it('shows 25 euro while the plans load', async () => {
    mockApi({
      'GET /premium-check': { premium: false },
      'GET /plans': () => new Promise(() => {}),
    });
    renderGate();

    expect(await screen.findByText(/Upgrade once for €25\.00/)).toBeVisible();
  });

  it('Upgrade Now posts plan 1 (no amount), shows Processing... and goes to the checkout', async () => {
    let body: unknown;
    let answer: (value: unknown) => void = () => {};
    const fetchMock = mockApi({
      'GET /premium-check': { premium: false },
      'GET /plans': plans,
      'POST /job-pay': async (request: Request) => {
        body = await request.json();
        return new Promise((resolve) => {
          answer = resolve;
        });
      },
    });
    const { user } = renderGate();

    await user.click(await screen.findByRole('button', { name: 'Upgrade Now' }));
    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    expect(body).toEqual({ plan_id: 1, nonprofit_id: 7 });
    expect(calledPaths(fetchMock).filter((path) => path === 'POST /job-pay')).toHaveLength(1);

    answer({ checkout_url: 'https://pay.example/checkout/1', reference: 'prem_1' });
    await waitFor(() =>
      expect(browser.redirectTo).toHaveBeenCalledWith('https://pay.example/checkout/1'),
    );
  });

  it("says 'Payment Error' when the payment cannot start, and the button works again", async () => {
    mockApi({
      'GET /premium-check': { premium: false },
      'GET /plans': plans,
      'POST /job-pay': reply(502, { message: 'Gateway down' }),
    });
    const { user } = renderGate();

    await user.click(await screen.findByRole('button', { name: 'Upgrade Now' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment Error');
    expect(alert).toHaveTextContent('Something went wrong while initiating the payment.');
    expect(screen.getByRole('button', { name: 'Upgrade Now' })).toBeEnabled();
    expect(browser.redirectTo).not.toHaveBeenCalled();
  });

  it('opens up when the server says the user is premium already (422)', async () => {
    const handlers: Record<string, unknown> = {
      'GET /premium-check': { premium: false },
      'GET /plans': plans,
      'POST /job-pay': reply(422, { message: 'You already have premium: you can post jobs.' }),
    };
    mockApi(handlers);
    const { user } = renderGate();

    const upgrade = await screen.findByRole('button', { name: 'Upgrade Now' });
    // Premium arrived meanwhile (another tab): the gate asks again after the 422.
    handlers['GET /premium-check'] = { premium: true };
    await user.click(upgrade);
    expect(await screen.findByRole('button', { name: 'Post Job' })).toBeVisible();
    expect(browser.redirectTo).not.toHaveBeenCalled();
  });

  it('says when the check fails, with Retry', async () => {
    const handlers: Record<string, unknown> = {
      'GET /premium-check': reply(500, { message: 'Boom' }),
      'GET /plans': plans,
    };
    mockApi(handlers);
    const { user } = renderGate();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not check whether you can post jobs.',
    );
    handlers['GET /premium-check'] = { premium: true };
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Post Job' })).toBeVisible();
  });

  it('speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    mockApi({ 'GET /premium-check': { premium: false }, 'GET /plans': plans });
    renderGate();

    expect(await screen.findByRole('button', { name: 'Nu upgraden' })).toBeVisible();
    expect(await screen.findByText(/Upgrade eenmalig voor €\s30,00/)).toBeVisible();
  });
});
