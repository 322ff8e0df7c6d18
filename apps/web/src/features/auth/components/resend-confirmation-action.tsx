import { Button, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { tooManyAttemptsMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useResendConfirmation } from '../api/resend-confirmation';

/**
 * "Send the confirmation link again", where the API refused something an unconfirmed address
 * may not do yet (403 `email_unconfirmed`, e.g. creating a page), with what the server answered.
 */
export function ResendConfirmationAction() {
  const { t } = useTranslation();
  const resend = useResendConfirmation();
  const outcome = resend.isSuccess
    ? resend.data.message
    : resend.isError
      ? (tooManyAttemptsMessage(resend.error, t) ?? t('security.emailUnconfirmed.failed'))
      : null;
  return (
    <Stack gap={4} align="flex-start">
      <Button
        size="xs"
        variant="white"
        color="dark"
        leftSection={<IconMailForward size={16} aria-hidden="true" />}
        onClick={() => resend.mutate()}
        disabled={resend.isPending || resend.isSuccess}
      >
        {resend.isPending
          ? t('security.emailUnconfirmed.sending')
          : t('security.emailUnconfirmed.resend')}
      </Button>
      <Text size="sm" role="status" aria-live="polite">
        {outcome}
      </Text>
    </Stack>
  );
}
