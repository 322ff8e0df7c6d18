import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { donationReceipt } from '@/features/donations/testing/donation-fixtures';
import { restoreSession } from '@/lib/session';
import { mockApi, reply } from '@/testing/mock-api';
import { profileApi, signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';

const REF = 'don_8fK2x9Qa';
const failed = donationReceipt({ status: 'failed', paid_at: null, amount: 25 });
const tryAgainHref = '/payment/Run%20for%20Water?type=fundraiser&id=77';

beforeEach(() => {
  restoreSession();
});

describe('Payment failed', () => {
  it('says what failed, with Try again, the profile and Contact for a signed-in donor', async () => {
    mockApi({ ...profileApi(), [`GET /donations/${REF}`]: failed });
    signIn();
    renderApp(`/payment-failed?ref=${REF}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();
    expect(
      screen.getByText(
        'Your donation of €25.00 to Run for Water could not be completed. No money has been taken from your account.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', tryAgainHref);
    expect(screen.getByRole('link', { name: 'Go to my profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('is open to visitors, who get discover instead of a profile', async () => {
    mockApi({ [`GET /donations/${REF}`]: failed });
    renderApp(`/payment-failed?ref=${REF}`);

    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Go to my profile' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Discover more' })).toHaveAttribute(
      'href',
      '/discover',
    );
  });

  it('explains an expired payment, and offers the chooser when the page is gone', async () => {
    mockApi({
      [`GET /donations/${REF}`]: donationReceipt({ status: 'expired', amount: 10, target: null }),
    });
    renderApp(`/payment-failed?ref=${REF}`);

    expect(await screen.findByRole('heading', { name: 'Payment expired' })).toBeVisible();
    expect(
      screen.getByText(/^Your donation of €10\.00 expired before it was paid\./),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/donate');
  });

  it('goes to the success page when the donation was paid after all', async () => {
    mockApi({ [`GET /donations/${REF}`]: donationReceipt() });
    const { router } = renderApp(`/payment-failed?ref=${REF}`);

    expect(
      await screen.findByRole('heading', { name: 'Thank you for your donation!' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/payment-success');
    expect(router.state.location.search).toBe(`?ref=${REF}`);
  });

  it("says 'Donation not found' for an unknown reference", async () => {
    mockApi({ 'GET /donations/nope': reply(404, { message: 'Donation not found.' }) });
    renderApp('/payment-failed?ref=nope');

    expect(await screen.findByRole('heading', { name: 'Donation not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Make a donation' })).toHaveAttribute(
      'href',
      '/donate',
    );
  });
});

describe('Payment cancelled', () => {
  it('offers Try again and the profile, without Contact', async () => {
    mockApi({
      ...profileApi(),
      [`GET /donations/${REF}`]: donationReceipt({ status: 'canceled', amount: 25, paid_at: null }),
    });
    signIn();
    renderApp(`/payment-cancelled?ref=${REF}`);

    expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
    expect(
      screen.getByText(/^You cancelled your donation of €25\.00 to Run for Water\./),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', tryAgainHref);
    expect(screen.getByRole('link', { name: 'Go to my profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.queryByRole('link', { name: 'Contact us' })).toBeNull();
  });

  it('moves a failed donation to the failed page', async () => {
    mockApi({ [`GET /donations/${REF}`]: failed });
    const { router } = renderApp(`/payment-cancelled?ref=${REF}`);

    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-failed'));
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeVisible();
  });

  it("without a reference says 'Donation not found'", () => {
    mockApi();
    renderApp('/payment-cancelled');

    expect(screen.getByRole('heading', { name: 'Donation not found' })).toBeVisible();
  });

  it('speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    mockApi({
      [`GET /donations/${REF}`]: donationReceipt({ status: 'canceled', amount: 25, paid_at: null }),
    });
    renderApp(`/payment-cancelled?ref=${REF}`);

    expect(await screen.findByRole('heading', { name: 'Betaling geannuleerd' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Opnieuw proberen' })).toHaveAttribute(
      'href',
      tryAgainHref,
    );
  });
});
