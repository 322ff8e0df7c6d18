import type { DonationReceipt } from '@app/contract';

/** A donation as GET /donations/{reference} answers it: paid by iDEAL to fundraiser 77. */
export function donationReceipt(overrides: Partial<DonationReceipt> = {}): DonationReceipt {
  return {
    reference: 'don_8fK2x9Qa',
    amount: 1234.5,
    currency: 'EUR',
    status: 'paid',
    method: 'ideal',
    created_at: '2025-06-03T09:58:00.000Z',
    paid_at: '2025-06-03T10:00:00.000Z',
    target: { type: 'fundraiser', id: 77, name: 'Run for Water' },
    donor_name: 'Sanne de Vries',
    anonymous: false,
    message: null,
    covered_fee: 0,
    monthly: false,
    test_mode: false,
    ...overrides,
  };
}
