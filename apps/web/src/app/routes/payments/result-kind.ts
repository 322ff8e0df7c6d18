import type { DonationReceipt, DonationStatus } from '@app/contract';
import { donationTargetHref, paths } from '@/config/paths';

/** The three result pages of a checkout (payment success, failed, cancelled). */
export type ResultKind = 'success' | 'failed' | 'cancelled';

/**
 * The page that tells the truth about a status: the provider's return address may land the payer
 * on any of the three, so each page sends them on to the right one. An open payment is still
 * being confirmed: that is the success page's waiting state.
 */
export function resultKindOf(status: DonationStatus): ResultKind {
  switch (status) {
    case 'paid':
    case 'open':
      return 'success';
    case 'canceled':
      return 'cancelled';
    case 'failed':
    case 'expired':
      return 'failed';
  }
}

const resultPaths = {
  success: paths.paymentSuccess,
  failed: paths.paymentFailed,
  cancelled: paths.paymentCancelled,
} as const;

/** The result page of `kind` for a donation (or, with `premium`, a premium purchase). */
export function resultHref(kind: ResultKind, reference: string, premium = false): string {
  return resultPaths[kind].href(premium ? { ref: reference, for: 'premium' } : { ref: reference });
}

export type DonationTarget = NonNullable<DonationReceipt['target']>;

/** The public page of what a donation went to. */
export function targetHref(target: DonationTarget): string {
  return donationTargetHref(target.type, target.id);
}

/** Donating to the same target again (Try again goes to /payment/...). */
export function tryAgainHref(target: DonationTarget | null): string {
  return target
    ? paths.payment.href(target.name, { type: target.type, id: target.id })
    : paths.donate.href();
}
