import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { premiumPurchase } from '@/features/payments/testing/payment-fixtures';
import { browser } from '@/lib/browser';
import { restoreSession } from '@/lib/session';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { profileApi, signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';

const REF = 'prem_77aa';

beforeEach(() => {
  restoreSession();
  vi.spyOn(browser, 'redirectTo').mockImplementation(() => {});
});

describe('Premium payment result (for=premium)', () => {
  it('says premium is active and links to the job form', async () => {
    const fetchMock = mockApi({
      ...profileApi(),
      [`GET /premium-purchases/${REF}`]: premiumPurchase(),
    });
    signIn();
    renderApp(`/payment-success?ref=${REF}&for=premium`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Premium is active' }),
    ).toBeVisible();
    expect(screen.getByText('Premium is active: you can post jobs now.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute(
      'href',
      '/jobs-registration',
    );
    // The purchase is read, not a donation.
    expect(calledPaths(fetchMock).some((path) => path.startsWith('GET /donations'))).toBe(false);
  });

  it('sends a visitor to the login page first', async () => {
    mockApi();
    const { router } = renderApp(`/payment-success?ref=${REF}&for=premium`);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('moves a failed purchase to the failed page; Try again starts a new payment', async () => {
    let body: unknown;
    mockApi({
      ...profileApi(),
      [`GET /premium-purchases/${REF}`]: premiumPurchase({
        status: 'failed',
        paid_at: null,
        premium: false,
      }),
      'POST /job-pay': async (request: Request) => {
        body = await request.json();
        return { checkout_url: 'https://pay.example/checkout/2', reference: 'prem_2' };
      },
    });
    signIn();
    const { router, user } = renderApp(`/payment-success?ref=${REF}&for=premium`);

    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/payment-failed');
    expect(router.state.location.search).toBe(`?ref=${REF}&for=premium`);
    expect(
      screen.getByText(/^Your payment of €25\.00 for Job posting could not be completed\./),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(browser.redirectTo).toHaveBeenCalledWith('https://pay.example/checkout/2'),
    );
    expect(body).toEqual({ plan_id: 1 });
  });

  it("says 'Payment not found' for someone else's purchase", async () => {
    mockApi({
      ...profileApi(),
      [`GET /premium-purchases/${REF}`]: reply(403, { message: 'Forbidden' }),
    });
    signIn();
    renderApp(`/payment-cancelled?ref=${REF}&for=premium`);

    expect(await screen.findByRole('heading', { name: 'Payment not found' })).toBeVisible();
  });
});
