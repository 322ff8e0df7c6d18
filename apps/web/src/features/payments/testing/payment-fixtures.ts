import type { PremiumPurchase, SandboxPayment } from '@app/contract';

/** A premium purchase as GET /premium-purchases/{reference} answers it. */
export function premiumPurchase(overrides: Partial<PremiumPurchase> = {}): PremiumPurchase {
  return {
    reference: 'prem_77aa',
    plan: { id: 1, name: 'Job posting', price: 25 },
    amount: 25,
    status: 'paid',
    created_at: '2025-06-03T09:58:00.000Z',
    paid_at: '2025-06-03T10:00:00.000Z',
    premium: true,
    ...overrides,
  };
}

/** A payment of the built-in sandbox, still open. */
export function sandboxPayment(overrides: Partial<SandboxPayment> = {}): SandboxPayment {
  return {
    id: 'tr_sandbox_123',
    amount: 25,
    currency: 'EUR',
    description: 'Donation to Run for Water',
    status: 'open',
    created_at: '2025-06-03T09:58:00.000Z',
    ...overrides,
  };
}
