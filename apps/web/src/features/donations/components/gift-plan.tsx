import { Checkbox, Stack, Text } from '@mantine/core';
import { IconCalendarRepeat } from '@tabler/icons-react';
import { formatEuros, formatLongDate } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { checkAmount } from '../donation-amount';
import type { FeeSum } from '../use-payment-form';

interface GiftPlanProps {
  /** The amount as typed. */
  amount: string;
  monthly: boolean;
  /** What covering the fee adds to the amount; null while the amount is not valid. */
  fee: FeeSum | null;
  /** Whether the fees are known, so that covering them can be offered. */
  canCoverFee: boolean;
  coverFee: boolean;
  onCoverFee: (cover: boolean) => void;
  /** Who receives the gift. */
  name: string;
  disabled: boolean;
}

const euros = (cents: number) => cents / 100;

/**
 * What will happen: a monthly gift's plan ("€10.00 every month from {today}, until
 * you stop it": the first payment is today) and "I'll cover the fee" with what it adds, what the
 * donor pays and what the cause receives, for one-time and monthly gifts alike.
 */
export function GiftPlan(props: GiftPlanProps) {
  const { amount, monthly, fee, canCoverFee, coverFee, name, disabled } = props;
  const { t } = useTranslation();
  const language = useLanguage();
  const checked = checkAmount(amount);
  const chargedCents =
    fee && coverFee ? fee.totalCents : checked.ok ? Math.round(checked.amount * 100) : null;
  const date = monthly ? formatLongDate(new Date(), language) : '';

  return (
    <Stack gap="sm">
      {monthly ? (
        <Stack gap={2}>
          <Text fw={600}>
            <IconCalendarRepeat
              size={18}
              aria-hidden="true"
              style={{ verticalAlign: '-3px', marginRight: 6 }}
            />
            {chargedCents === null
              ? t('subscriptions.payment.planNoAmount', { date })
              : t('subscriptions.payment.plan', {
                  amount: formatEuros(euros(chargedCents), language),
                  date,
                })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('subscriptions.payment.planHint')}
          </Text>
        </Stack>
      ) : null}
      {canCoverFee ? (
        <Checkbox
          label={t('subscriptions.payment.coverFee')}
          description={
            fee
              ? t(
                  monthly
                    ? 'subscriptions.payment.coverFeeSumMonthly'
                    : 'subscriptions.payment.coverFeeSum',
                  {
                    fee: formatEuros(euros(fee.feeCents), language),
                    total: formatEuros(euros(fee.totalCents), language),
                    amount: formatEuros(euros(fee.giftCents), language),
                    name,
                  },
                )
              : t('subscriptions.payment.coverFeeHint', { name })
          }
          checked={coverFee}
          onChange={(event) => props.onCoverFee(event.currentTarget.checked)}
          disabled={disabled}
        />
      ) : null}
    </Stack>
  );
}
