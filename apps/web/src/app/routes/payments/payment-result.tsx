import { useSearchParams } from 'react-router';
import { DonationResult } from './donation-result';
import { PremiumResult, PurchaseNotFound } from './premium-result';
import { ReferenceNotFound } from './reference-not-found';
import type { ResultKind } from './result-kind';

/**
 * /payment-success, /payment-failed and /payment-cancelled with `?ref=` (and `for=premium`
 * after buying the job plan): what really happened to the payment, read from the API. Public:
 * a visitor who donated without an account lands here too.
 */
export function PaymentResultRoute({ kind }: { kind: ResultKind }) {
  const [params] = useSearchParams();
  const reference = params.get('ref')?.trim() ?? '';
  const premium = params.get('for') === 'premium';

  if (reference === '') return premium ? <PurchaseNotFound /> : <ReferenceNotFound />;
  // Keyed by reference: another payment starts with a fresh minute of waiting.
  return premium ? (
    <PremiumResult key={reference} kind={kind} reference={reference} />
  ) : (
    <DonationResult key={reference} kind={kind} reference={reference} />
  );
}
