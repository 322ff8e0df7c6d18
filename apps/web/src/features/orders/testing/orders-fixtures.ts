import type { DonationActivity } from '@app/contract';

/** One of the donor's donations as GET /user/{id}/donations answers it: paid, nothing back. */
export function order(overrides: Partial<DonationActivity> = {}): DonationActivity {
  return {
    id: 501,
    reference: 'don_501',
    amount: 25,
    status: 'paid',
    target_type: 'fundraiser',
    target: { id: 77, name: 'Run for Water' },
    message: null,
    created_at: '2025-06-03T09:58:00.000Z',
    paid_at: '2025-06-03T10:00:00.000Z',
    refunded: 0,
    net: 25,
    method: 'ideal',
    ...overrides,
  };
}
