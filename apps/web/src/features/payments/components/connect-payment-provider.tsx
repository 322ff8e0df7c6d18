import { Alert, Badge, Button, Stack } from '@mantine/core';
import { IconCircleCheck, IconPlugConnected } from '@tabler/icons-react';
import { formatDate } from '@/lib/format';
import { ApiError } from '@/lib/api-client';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useMollieConnection } from '../api/get-mollie-connection';
import { useStartMollieConnect } from '../api/start-mollie-connect';

/**
 * 'Connect with payment provider' on a non-profit's profile (owner only). A connected
 * non-profit shows 'Payment provider connected' with the date instead. The button asks the API
 * for Mollie's grant page and leaves for it; it fails in two ways: the API refused
 * ('Failed to connect with Mollie') or could not be reached ('Something went wrong').
 */
export function ConnectPaymentProvider({ nonprofitId }: { nonprofitId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const connection = useMollieConnection(nonprofitId);
  const connect = useStartMollieConnect();

  if (connection.data?.connected) {
    const date = formatDate(connection.data.connected_at, language);
    return (
      <Badge
        size="lg"
        color="leaf"
        variant="light"
        h={36}
        leftSection={<IconCircleCheck size={18} aria-hidden="true" />}
      >
        {date ? t('payments.connect.connectedSince', { date }) : t('payments.connect.connected')}
      </Badge>
    );
  }

  // While the status loads (or when it cannot be read) connecting is still possible: the grant
  // page is harmless for a non-profit that turns out to be connected already.
  const busy = connect.isPending || connect.isSuccess;
  const refused = connect.error instanceof ApiError && connect.error.status !== 0;
  return (
    <Stack gap={6}>
      <Button
        variant="default"
        leftSection={<IconPlugConnected size={18} aria-hidden="true" />}
        loading={busy || connection.isPending}
        onClick={() => connect.mutate(nonprofitId)}
      >
        {t('payments.connect.button')}
      </Button>
      {connect.isError ? (
        <Alert color="red" variant="light" role="alert" p="xs">
          {refused ? t('payments.connect.failed') : t('payments.connect.error')}
        </Alert>
      ) : null}
    </Stack>
  );
}
