import { Button, Loader } from '@mantine/core';
import { IconClockHour4, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { ResultCard } from '@/features/payments/components/result-card';

/** How long a result page keeps asking about an open payment (every 2 s) before it stops. */
export const PAYMENT_WAIT_MS = 60_000;

interface PaymentWaitingProps {
  /** The minute of waiting is over: say the confirmation follows and offer Refresh. */
  gaveUp: boolean;
  onRefresh: () => void;
  refreshing: boolean;
}

/**
 * An open payment on the success page: the provider has not confirmed it yet. First 'We are
 * waiting...' while the page polls; after about a minute, that the confirmation will follow.
 */
export function PaymentWaiting({ gaveUp, onRefresh, refreshing }: PaymentWaitingProps) {
  const { t } = useTranslation();
  if (!gaveUp) {
    return (
      <ResultCard
        icon={<Loader color="ember" size={36} />}
        color="ember"
        title={t('payments.success.waitingTitle')}
        text={<span role="status">{t('payments.success.waiting')}</span>}
      />
    );
  }
  return (
    <ResultCard
      icon={<IconClockHour4 size={40} />}
      color="ember"
      title={t('payments.success.slowTitle')}
      text={t('payments.success.slow')}
      actions={
        <Button
          leftSection={<IconRefresh size={18} aria-hidden="true" />}
          loading={refreshing}
          onClick={onRefresh}
        >
          {t('payments.success.refresh')}
        </Button>
      }
    />
  );
}
