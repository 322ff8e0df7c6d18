import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { donationReceipt } from '@/features/donations/testing/donation-fixtures';
import { chargedDue } from '@/features/subscriptions/testing/subscription-fixtures';
import { restoreSession } from '@/lib/session';
import { calledPaths, deferred, mockApi, reply } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

/**
 * Monthly giving on the payment success page: a monthly gift's first payment says the gift has started
 * and when the next payment is; a covered fee is part of the amount; paid in the sandbox, a demo
 * can run the next month's charges.
 */

const REF = 'don_monthly_1';
const route = `/payment-success?ref=${REF}`;

const firstPayment = (overrides: Parameters<typeof donationReceipt>[0] = {}) =>
  donationReceipt({
    reference: REF,
    amount: 10,
    covered_fee: 0.49,
    monthly: true,
    created_at: '2026-11-25T09:58:00.000Z',
    paid_at: '2026-11-25T10:00:00.000Z',
    ...overrides,
  });

beforeEach(() => {
  restoreSession();
});

describe('Payment success of a monthly donation', { timeout: 15_000 }, () => {
  it('says the monthly donation has started, with its next payment, and shows the covered fee as part of the amount', async () => {
    mockApi({ [`GET /donations/${REF}`]: firstPayment() });
    renderApp(route);

    expect(
      await screen.findByText(
        'Your monthly donation has started: €10.49 every month, next on December 25, 2026.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Every receipt we e-mail you has a link to stop it.')).toBeVisible();
    const summary = within(screen.getByRole('table', { name: 'Order summary' }));
    expect(summary.getByRole('row', { name: 'Donation €10.00' })).toBeVisible();
    expect(summary.getByRole('row', { name: 'Fee you covered €0.49' })).toBeVisible();
    expect(summary.getByRole('row', { name: 'Total €10.49' })).toBeVisible();
    // Paid by iDEAL at Mollie: no test-mode action.
    expect(screen.queryByRole('button', { name: "Run next month's charges (test)" })).toBeNull();
  });

  it('says nothing of a month for a one-time gift, and no fee rows without a covered fee', async () => {
    mockApi({
      [`GET /donations/${REF}`]: firstPayment({
        monthly: false,
        covered_fee: 0,
        method: 'sandbox',
      }),
    });
    renderApp(route);

    const summary = within(await screen.findByRole('table', { name: 'Order summary' }));
    expect(summary.getByRole('row', { name: 'Total €10.00' })).toBeVisible();
    expect(summary.queryByRole('row', { name: /Fee you covered/ })).toBeNull();
    expect(screen.queryByText(/Your monthly donation has started/)).toBeNull();
    expect(screen.queryByRole('button', { name: "Run next month's charges (test)" })).toBeNull();
  });

  it('runs the next month’s charges in the sandbox and says how many were made', async () => {
    const answer = deferred();
    const answers = [chargedDue(1), chargedDue(0)];
    const fetchMock = mockApi({
      [`GET /donations/${REF}`]: firstPayment({ method: 'sandbox', covered_fee: 0 }),
      'POST /sandbox/subscriptions/charge-due': async (request: Request) => {
        expect(await request.json()).toEqual({ months: 1 });
        await answer.promise;
        return answers.shift() ?? reply(500, { message: 'Server error' });
      },
    });
    const { user } = renderApp(route);

    const section = within(
      await screen.findByRole('region', { name: 'Test mode: the months ahead' }),
    );
    await user.click(section.getByRole('button', { name: "Run next month's charges (test)" }));
    expect(await section.findByRole('button', { name: 'Charging...' })).toBeDisabled();
    answer.resolve(undefined);
    expect(await section.findByRole('status')).toHaveTextContent('1 payment was charged: €10.00.');

    await user.click(section.getByRole('button', { name: "Run next month's charges (test)" }));
    expect(await section.findByText('Nothing fell due: no payments were charged.')).toBeVisible();

    await user.click(section.getByRole('button', { name: "Run next month's charges (test)" }));
    expect(await section.findByRole('alert')).toHaveTextContent(
      'The charges could not be run. Please try again.',
    );
    expect(
      calledPaths(fetchMock).filter((path) => path === 'POST /sandbox/subscriptions/charge-due'),
    ).toHaveLength(3);
  });

  it('speaks Dutch', async () => {
    localStorage.setItem('language', 'nl');
    mockApi({
      [`GET /donations/${REF}`]: firstPayment({ method: 'sandbox' }),
      'POST /sandbox/subscriptions/charge-due': chargedDue(2),
    });
    const { user } = renderApp(route);

    expect(
      await screen.findByText(
        'Je maandelijkse donatie is gestart: € 10,49 per maand, de volgende op 25 december 2026.',
      ),
    ).toBeVisible();
    const summary = within(screen.getByRole('table', { name: 'Overzicht van je donatie' }));
    expect(summary.getByRole('row', { name: /^Kosten die je betaalde €\s0,49$/ })).toBeVisible();
    expect(summary.getByRole('row', { name: /^Totaal €\s10,49$/ })).toBeVisible();
    const section = within(screen.getByRole('region', { name: 'Testmodus: de komende maanden' }));
    await user.click(
      section.getByRole('button', { name: 'Betalingen van volgende maand uitvoeren (test)' }),
    );
    expect(await section.findByRole('status')).toHaveTextContent(
      /^2 betalingen zijn afgeschreven: samen €\s20,00\.$/,
    );
  });
});
