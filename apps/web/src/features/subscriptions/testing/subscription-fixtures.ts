import type { DonationFees, SandboxChargeDueResponse, Subscription } from '@app/contract';

/** A running monthly gift of €10.00 to fundraiser 77, as GET /subscriptions/link/{token} answers it. */
export function monthlyGift(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 31,
    status: 'active',
    amount: 10,
    covered_fee: 0,
    target: { type: 'fundraiser', id: 77, name: 'Run for Water' },
    next_charge_date: '2026-12-25',
    started_at: '2026-11-25T10:00:00.000Z',
    canceled_at: null,
    stop_reason: null,
    last_charge_failed_at: null,
    charges: 2,
    given: 20,
    ...overrides,
  };
}

/** The same gift once stopped by its donor. */
export function stoppedGift(overrides: Partial<Subscription> = {}): Subscription {
  return monthlyGift({
    status: 'canceled',
    next_charge_date: null,
    canceled_at: '2026-12-02T09:00:00.000Z',
    stop_reason: 'donor',
    ...overrides,
  });
}

/** GET /donation-fees as the API's defaults answer: 2% and 29 cents. */
export const donationFees: DonationFees = { platform_fee_percent: 2, payment_cost: 0.29 };

/** POST /sandbox/subscriptions/charge-due: `count` paid charges of €10.00. */
export function chargedDue(count: number): SandboxChargeDueResponse {
  return {
    charges: Array.from({ length: count }, (_, i) => ({
      payment_id: `tr_sbx_charge_${i + 1}`,
      amount: 10,
      status: 'paid' as const,
    })),
  };
}
