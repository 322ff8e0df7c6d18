import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { paths } from '@/config/paths';
import type { DonationState } from '@/features/donations/donation-state';
import { donationFees } from '@/features/subscriptions/testing/subscription-fixtures';
import { browser } from '@/lib/browser';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

/** A fundraiser as the discover and chooser links hand it to the payment screen. */
export const runForWater: DonationState = {
  name: 'Run for Water',
  img: 'run.jpg',
  type: 'Fundraiser',
  nonprofitName: 'Clean Water Foundation',
  nonprofitsName: 'Clean Water Foundation',
  nonprofitsID: 900,
  source: 'fundraiser',
  objectId: 5,
};

/** GET /donation-packages/nonprofit/900. */
export const packagesOf900 = {
  data: [
    { id: 1, title: 'Water for a family', amount: 25, nonprofits_id: 900 },
    { id: 2, title: 'A new well', amount: 250, nonprofits_id: 900 },
  ],
};

export const checkout = { checkout_url: '/sandbox/checkout/tr_sbx_42', reference: 'DON-42' };

/**
 * Opens the payment screen as a donate link does (with the navigation state) and spies on the
 * redirect to the checkout. Unless told otherwise the packages and the fees (2% and 29 cents:
 * + €0.49 on €10) load and /pay answers `checkout`.
 */
export async function openPayment(
  handlers: Record<string, unknown> = {},
  donation: DonationState = runForWater,
) {
  const redirect = vi.spyOn(browser, 'redirectTo').mockImplementation(() => {});
  const fetchMock = mockApi({
    'GET /donation-packages/nonprofit/900': packagesOf900,
    'GET /pay': checkout,
    'GET /donation-fees': donationFees,
    ...handlers,
  });
  const view = renderApp('/payment/start');
  await act(() =>
    view.router.navigate(
      paths.payment.href(donation.name, { type: donation.source, id: donation.objectId }),
      { state: donation },
    ),
  );
  return { ...view, fetchMock, redirect };
}

/** The query strings of every GET /pay the app sent. */
export function payQueries(fetchMock: ReturnType<typeof mockApi>): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.endsWith('/pay'))
    .map((url) => url.searchParams);
}
