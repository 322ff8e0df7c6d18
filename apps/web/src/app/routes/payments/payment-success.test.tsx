import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { donationReceipt } from '@/features/donations/testing/donation-fixtures';
import { restoreSession } from '@/lib/session';
import { calledPaths, mockApi, reply } from '@/testing/mock-api';
import { profileApi, signIn } from '@/testing/profile-api';
import { renderApp } from '@/testing/render-app';

const REF = 'don_8fK2x9Qa';

function receiptCalls(fetchMock: ReturnType<typeof mockApi>): number {
  return calledPaths(fetchMock).filter((path) => path === `GET /donations/${REF}`).length;
}

beforeEach(() => {
  // A visitor unless a test signs in.
  restoreSession();
});

describe('Payment success', () => {
  it('thanks a visitor for a paid donation with its real summary', async () => {
    mockApi({ [`GET /donations/${REF}`]: donationReceipt() });
    renderApp(`/payment-success?ref=${REF}`);

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your donation!' }),
    ).toBeVisible();
    expect(screen.getByText('Your donation to Run for Water has been received.')).toBeVisible();

    const summary = within(screen.getByRole('table', { name: 'Order summary' }));
    expect(summary.getByRole('row', { name: `Order reference ${REF}` })).toBeVisible();
    expect(summary.getByRole('row', { name: 'Date Jun 3, 2025' })).toBeVisible();
    expect(summary.getByRole('row', { name: 'Payment method iDEAL' })).toBeVisible();
    expect(summary.getByRole('row', { name: 'Total €1,234.50' })).toBeVisible();
    expect(summary.getByRole('link', { name: 'Run for Water' })).toHaveAttribute(
      'href',
      '/fundraiser-details/77',
    );

    // The receipt as a PDF, for a guest too: a plain link, public by the reference.
    const receiptLink = screen.getByRole('link', { name: 'Download receipt (PDF)' });
    expect(receiptLink).toHaveAttribute(
      'href',
      `/pifworld/api/v1/donations/${REF}/receipt.pdf?lang=en`,
    );
    expect(receiptLink).toHaveAttribute('download', `receipt-${REF}.pdf`);

    // A visitor has no profile and no donations list: on to discover, and back to the page.
    expect(screen.queryByRole('link', { name: 'Go to my profile' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'My donations' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Discover more' })).toHaveAttribute(
      'href',
      '/discover',
    );
    expect(screen.getByRole('link', { name: 'Back to Run for Water' })).toHaveAttribute(
      'href',
      '/fundraiser-details/77',
    );
  });

  it.each([
    ['nonprofit', '/nonprofit-details/5'],
    ['event', '/events-details/5'],
    ['company-event', '/companyEvents-details/5'],
    ['project', '/discover/details/project/5'],
  ] as const)('links a %s donation to its page', async (type, href) => {
    mockApi({
      [`GET /donations/${REF}`]: donationReceipt({ target: { type, id: 5, name: 'Target' } }),
    });
    renderApp(`/payment-success?ref=${REF}`);

    expect(await screen.findByRole('link', { name: 'Back to Target' })).toHaveAttribute(
      'href',
      href,
    );
  });

  it('sends a signed-in donor to their donations and the profile; a deleted page and an unknown method are named', async () => {
    mockApi({
      ...profileApi(),
      [`GET /donations/${REF}`]: donationReceipt({ target: null, method: 'klarna' }),
    });
    signIn();
    renderApp(`/payment-success?ref=${REF}`);

    expect(await screen.findByText('Your donation has been received.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'My donations' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('link', { name: 'Go to my profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.getByRole('link', { name: 'Download receipt (PDF)' })).toHaveAttribute(
      'href',
      `/pifworld/api/v1/donations/${REF}/receipt.pdf?lang=en`,
    );
    expect(screen.queryByRole('link', { name: /^Back to/ })).toBeNull();
    expect(
      screen.getByRole('row', { name: 'Donated to A page that no longer exists' }),
    ).toBeVisible();
    expect(screen.getByRole('row', { name: 'Payment method klarna' })).toBeVisible();
  });

  it('waits for an open donation, polling every 2 s, and thanks once it is paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const handlers: Record<string, unknown> = {
      [`GET /donations/${REF}`]: donationReceipt({ status: 'open', method: null, paid_at: null }),
    };
    const fetchMock = mockApi(handlers);
    renderApp(`/payment-success?ref=${REF}`);

    expect(
      await screen.findByText('We are waiting for the payment provider to confirm your payment...'),
    ).toBeVisible();
    const first = receiptCalls(fetchMock);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(receiptCalls(fetchMock)).toBe(first + 1));

    // No receipt before the payment is confirmed.
    expect(screen.queryByRole('link', { name: 'Download receipt (PDF)' })).toBeNull();

    handlers[`GET /donations/${REF}`] = donationReceipt();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your donation!' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download receipt (PDF)' })).toBeVisible();
    // Paid is final: the polling stops.
    const calls = receiptCalls(fetchMock);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(receiptCalls(fetchMock)).toBe(calls);
  });

  it('stops after about a minute, says the confirmation follows, and offers Refresh', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const handlers: Record<string, unknown> = {
      [`GET /donations/${REF}`]: donationReceipt({ status: 'open', paid_at: null }),
    };
    const fetchMock = mockApi(handlers);
    const { user } = renderApp(`/payment-success?ref=${REF}`, undefined, {
      advanceTimers: vi.advanceTimersByTime,
    });
    await screen.findByText('We are waiting for the payment provider to confirm your payment...');

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(receiptCalls(fetchMock)).toBeGreaterThanOrEqual(10);
    expect(screen.getByRole('heading', { name: 'Almost there' })).toBeVisible();

    await act(() => vi.advanceTimersByTimeAsync(31_000));
    expect(
      await screen.findByRole('heading', { name: 'Your payment is still being confirmed' }),
    ).toBeVisible();
    expect(
      screen.getByText(/if you gave your e-mail address, the confirmation will follow by e-mail/),
    ).toBeVisible();
    const calls = receiptCalls(fetchMock);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(receiptCalls(fetchMock)).toBe(calls);

    handlers[`GET /donations/${REF}`] = donationReceipt();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your donation!' }),
    ).toBeVisible();
  });

  it.each([
    ['failed', '/payment-failed'],
    ['expired', '/payment-failed'],
    ['canceled', '/payment-cancelled'],
  ] as const)('moves a %s donation to %s, replacing the page', async (status, pathname) => {
    mockApi({ [`GET /donations/${REF}`]: donationReceipt({ status, paid_at: null }) });
    const { router } = renderApp(['/discover', `/payment-success?ref=${REF}`]);

    await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
    expect(router.state.location.search).toBe(`?ref=${REF}`);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("says 'Donation not found' for an unknown or missing reference, with a way to donate", async () => {
    mockApi({ 'GET /donations/nope': reply(404, { message: 'Donation not found.' }) });
    renderApp('/payment-success?ref=nope');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Donation not found' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Make a donation' })).toHaveAttribute(
      'href',
      '/donate',
    );
  });

  it('needs no call without a reference', () => {
    const fetchMock = mockApi();
    renderApp('/payment-success');

    expect(screen.getByRole('heading', { level: 1, name: 'Donation not found' })).toBeVisible();
    expect(calledPaths(fetchMock).some((path) => path.startsWith('GET /donations'))).toBe(false);
  });

  it('shows a failure with Retry, and recovers', async () => {
    const handlers: Record<string, unknown> = {
      [`GET /donations/${REF}`]: reply(500, { message: 'Boom' }),
    };
    mockApi(handlers);
    const { user } = renderApp(`/payment-success?ref=${REF}`);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load your payment. Please try again.');
    handlers[`GET /donations/${REF}`] = donationReceipt();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your donation!' }),
    ).toBeVisible();
  });

  it('speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    mockApi({ [`GET /donations/${REF}`]: donationReceipt() });
    renderApp(`/payment-success?ref=${REF}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bedankt voor je donatie!' }),
    ).toBeVisible();
    expect(screen.getByRole('row', { name: 'Datum 3 jun 2025' })).toBeVisible();
    expect(screen.getByRole('row', { name: /^Totaal €\s1\.234,50$/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ontdek meer' })).toHaveAttribute('href', '/discover');
    expect(screen.getByRole('link', { name: 'Terug naar Run for Water' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ontvangstbewijs downloaden (pdf)' })).toHaveAttribute(
      'href',
      `/pifworld/api/v1/donations/${REF}/receipt.pdf?lang=nl`,
    );
  });

  it('speaks Dutch to a signed-in donor too', async () => {
    localStorage.setItem('language', 'nl');
    mockApi({ ...profileApi(), [`GET /donations/${REF}`]: donationReceipt() });
    signIn();
    renderApp(`/payment-success?ref=${REF}`);

    expect(await screen.findByRole('link', { name: 'Mijn donaties' })).toHaveAttribute(
      'href',
      '/orders',
    );
    expect(screen.getByRole('link', { name: 'Naar mijn profiel' })).toBeVisible();
  });
});
