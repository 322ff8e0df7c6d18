import { Alert, Text } from '@mantine/core';
import { IconCalendarRepeat } from '@tabler/icons-react';
import { formatEuros, formatLongDate } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { nextMonthlyCharge } from '../charge-dates';

interface MonthlyStartedProps {
  /** What is charged every month: the gift and a covered fee, in euros. */
  perMonth: number;
  /** When the first payment was paid: the next charge falls a month later. */
  paidAt: string;
}

/**
 * The payment success page of a monthly gift's first payment: "Your monthly donation
 * has started: €10.00 every month, next on {date}", and how to stop it.
 */
export function MonthlyStarted({ perMonth, paidAt }: MonthlyStartedProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Alert
      // A standing notice of the page, not an interruption (Mantine's Alert is role="alert").
      role="note"
      color="leaf"
      variant="light"
      icon={<IconCalendarRepeat size={20} aria-hidden="true" />}
      ta="left"
      w="100%"
    >
      <Text fw={600}>
        {t('subscriptions.result.started', {
          amount: formatEuros(perMonth, language),
          date: formatLongDate(nextMonthlyCharge(paidAt), language),
        })}
      </Text>
      <Text size="sm">{t('subscriptions.result.stopHint')}</Text>
    </Alert>
  );
}
