import type { PremiumPurchase } from '@app/contract';
import { Button, Container, Group } from '@mantine/core';
import { IconBriefcase, IconCircleX, IconCrown, IconReceiptOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { usePremiumPurchase } from '@/features/payments/api/get-premium-purchase';
import { useStartJobPayment } from '@/features/payments/api/start-job-payment';
import { ResultCard } from '@/features/payments/components/result-card';
import { ApiError, isMissing } from '@/lib/api-client';
import { formatEuros } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { ContactButton, OnwardButton } from './donation-result-views';
import { PaymentWaiting, PAYMENT_WAIT_MS } from './payment-waiting';
import { resultHref, resultKindOf, type ResultKind } from './result-kind';
import { useTimeout } from './use-timeout';

/**
 * A result page with `for=premium`: the job plan's payment. Only its buyer may
 * read it, so a visitor signs in first. Paid: premium is active, on to post a job.
 */
export function PremiumResult({ kind, reference }: { kind: ResultKind; reference: string }) {
  const { status, user } = useSession();
  const location = useLocation();
  if (status !== 'ready') return <PageLoader />;
  if (!user) return <Navigate to={paths.login.href()} replace state={{ from: location }} />;
  return <PurchaseResult kind={kind} reference={reference} />;
}

function PurchaseResult({ kind, reference }: { kind: ResultKind; reference: string }) {
  const { t } = useTranslation();
  const [gaveUp, setGaveUp] = useState(false);
  const purchase = usePremiumPurchase(reference, { poll: !gaveUp });
  useTimeout(purchase.data?.status === 'open' && !gaveUp, PAYMENT_WAIT_MS, () => setGaveUp(true));

  if (purchase.isPending) return <PageLoader />;
  if (purchase.isError) {
    // Someone else's purchase (403) is as unknown to this user as a missing one.
    const forbidden = purchase.error instanceof ApiError && purchase.error.status === 403;
    if (forbidden || isMissing(purchase.error)) return <PurchaseNotFound />;
    return (
      <Container size="sm" py="xl">
        <ErrorState
          message={t('payments.result.loadFailed')}
          onRetry={() => void purchase.refetch()}
          retrying={purchase.isFetching}
        />
      </Container>
    );
  }

  const bought = purchase.data;
  const truth = resultKindOf(bought.status);
  if (truth !== kind) return <Navigate to={resultHref(truth, reference, true)} replace />;
  if (kind !== 'success') return <PurchaseProblem purchase={bought} kind={kind} />;
  if (bought.status === 'paid') return <PremiumActive />;
  return (
    <PaymentWaiting
      gaveUp={gaveUp}
      refreshing={purchase.isFetching}
      onRefresh={() => {
        setGaveUp(false);
        void purchase.refetch();
      }}
    />
  );
}

function PremiumActive() {
  const { t } = useTranslation();
  return (
    <ResultCard
      icon={<IconCrown size={40} />}
      color="leaf"
      title={t('payments.premiumResult.successTitle')}
      text={t('payments.premiumResult.success')}
      actions={
        <Group justify="center" gap="sm">
          <OnwardButton />
          <Button
            component={Link}
            to={paths.jobsRegistration.href()}
            leftSection={<IconBriefcase size={18} />}
          >
            {t('payments.premiumResult.postJob')}
          </Button>
        </Group>
      }
    />
  );
}

/** Failed, expired or cancelled: Try again starts a new payment for the same plan. */
function PurchaseProblem({
  purchase,
  kind,
}: {
  purchase: PremiumPurchase;
  kind: 'failed' | 'cancelled';
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const retry = useStartJobPayment();
  const busy = retry.isPending || retry.isSuccess;
  const values = { amount: formatEuros(purchase.amount, language), plan: purchase.plan.name };
  const [title, text] =
    kind === 'cancelled'
      ? ['payments.cancelled.title', 'payments.premiumResult.cancelled']
      : purchase.status === 'expired'
        ? ['payments.failed.expiredTitle', 'payments.premiumResult.expired']
        : ['payments.failed.title', 'payments.premiumResult.failed'];

  return (
    <ResultCard
      icon={<IconCircleX size={40} />}
      color={kind === 'cancelled' ? 'gray' : 'red'}
      title={t(title)}
      text={t(text, values)}
      actions={
        <Group justify="center" gap="sm">
          <Button disabled={busy} onClick={() => retry.mutate({})}>
            {busy ? t('payments.premium.processing') : t('payments.result.tryAgain')}
          </Button>
          <OnwardButton />
          {kind === 'failed' ? <ContactButton /> : null}
        </Group>
      }
    >
      {retry.isError ? (
        <ErrorState
          title={t('payments.premium.failedTitle')}
          message={t('payments.premium.failed')}
        />
      ) : null}
    </ResultCard>
  );
}

/** An unknown reference, or a purchase of someone else. */
export function PurchaseNotFound() {
  const { t } = useTranslation();
  return (
    <ResultCard
      icon={<IconReceiptOff size={40} />}
      color="gray"
      title={t('payments.premiumResult.notFoundTitle')}
      text={t('payments.premiumResult.notFoundText')}
      actions={<OnwardButton />}
    />
  );
}
