import type { DonationActivity } from '@app/contract';

/** A donation as the donor's list shows its state: the payment's, or what went back of it. */
export type OrderState = DonationActivity['status'] | 'refunded' | 'partlyRefunded';

export function orderState(donation: DonationActivity): OrderState {
  if (donation.status !== 'paid' || donation.refunded <= 0) return donation.status;
  return donation.net <= 0 ? 'refunded' : 'partlyRefunded';
}

/** Translation key of each state: the payment statuses are shared with the result pages. */
export const orderStateKeys: Record<OrderState, string> = {
  open: 'payments.status.open',
  paid: 'payments.status.paid',
  failed: 'payments.status.failed',
  canceled: 'payments.status.canceled',
  expired: 'payments.status.expired',
  refunded: 'orders.status.refunded',
  partlyRefunded: 'orders.status.partlyRefunded',
};

export const orderStateColors: Record<OrderState, string> = {
  paid: 'leaf',
  partlyRefunded: 'leaf',
  open: 'yellow',
  failed: 'red',
  refunded: 'gray',
  canceled: 'gray',
  expired: 'gray',
};
