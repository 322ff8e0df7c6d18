import { Container } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Navigate } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { useDonationReceipt } from '@/features/donations/api/donation-receipt';
import { isMissing } from '@/lib/api-client';
import { DonationProblem, DonationThanks } from './donation-result-views';
import { PaymentWaiting, PAYMENT_WAIT_MS } from './payment-waiting';
import { ReferenceNotFound } from './reference-not-found';
import { resultHref, resultKindOf, type ResultKind } from './result-kind';
import { useTimeout } from './use-timeout';

/**
 * The donation behind a result page, by its reference. Loading, not found (with a way to
 * donate), a failure with Retry, or the page that matches its status: the success page waits
 * for an open donation (polling every 2 s for about a minute), a failed, expired or cancelled
 * one moves to its own page.
 */
export function DonationResult({ kind, reference }: { kind: ResultKind; reference: string }) {
  const { t } = useTranslation();
  const [gaveUp, setGaveUp] = useState(false);
  const receipt = useDonationReceipt(reference, { poll: !gaveUp });
  const waiting = receipt.data?.status === 'open' && !gaveUp;
  useTimeout(waiting, PAYMENT_WAIT_MS, () => setGaveUp(true));

  if (receipt.isPending) return <PageLoader />;
  if (receipt.isError) {
    if (isMissing(receipt.error)) return <ReferenceNotFound />;
    return (
      <Container size="sm" py="xl">
        <ErrorState
          message={t('payments.result.loadFailed')}
          onRetry={() => void receipt.refetch()}
          retrying={receipt.isFetching}
        />
      </Container>
    );
  }

  const donation = receipt.data;
  const truth = resultKindOf(donation.status);
  if (truth !== kind) return <Navigate to={resultHref(truth, reference)} replace />;
  if (kind !== 'success') return <DonationProblem receipt={donation} kind={kind} />;
  if (donation.status === 'paid') return <DonationThanks receipt={donation} />;
  return (
    <PaymentWaiting
      gaveUp={gaveUp}
      refreshing={receipt.isFetching}
      onRefresh={() => {
        // Ask once more, and keep asking for another minute.
        setGaveUp(false);
        void receipt.refetch();
      }}
    />
  );
}
