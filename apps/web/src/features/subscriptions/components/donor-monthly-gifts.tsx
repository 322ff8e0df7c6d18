import type { Id } from '@app/contract';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@/components/ui/error-state';
import { formatLongDate } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { notifications } from '@/lib/notifications';
import { userSubscriptionsQueryOptions } from '../api/get-user-subscriptions';
import { MonthlyGiftSummary } from './monthly-gift-summary';
import { StopMonthlyGift } from './stop-monthly-gift';

/**
 * The donor's monthly gifts on /orders: each with what it charges, what it goes to,
 * its status and next charge, a failed last charge, and Stop for one that runs. Nothing is shown
 * to a donor who has none.
 */
export function DonorMonthlyGifts({ userId }: { userId: Id }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const gifts = useQuery(userSubscriptionsQueryOptions(userId));

  if (gifts.isPending) return null;
  if (gifts.isError) {
    return (
      <ErrorState
        message={t('subscriptions.orders.loadFailed')}
        onRetry={() => void gifts.refetch()}
        retrying={gifts.isFetching}
      />
    );
  }
  if (gifts.data.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="monthly-gifts-title">
      <Title order={2} size="h3" id="monthly-gifts-title">
        {t('subscriptions.orders.title')}
      </Title>
      {gifts.data.map((gift) => (
        <Paper key={gift.id} withBorder radius="md" p="md">
          <Stack gap="sm">
            <MonthlyGiftSummary gift={gift} />
            {gift.last_charge_failed_at && gift.status === 'active' ? (
              <Alert color="red" variant="light">
                {t('subscriptions.link.lastFailed', {
                  date: formatLongDate(gift.last_charge_failed_at, language),
                })}
              </Alert>
            ) : null}
            {gift.stop_reason && gift.status === 'canceled' ? (
              <Text size="sm" c="dimmed">
                {t(`subscriptions.stopReason.${gift.stop_reason}`, {
                  name: gift.target?.name ?? '',
                })}
              </Text>
            ) : null}
            {gift.status === 'active' || gift.status === 'pending' ? (
              <StopMonthlyGift
                gift={gift}
                onStopped={() =>
                  notifications.show({ color: 'leaf', message: t('subscriptions.orders.stopped') })
                }
              />
            ) : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
