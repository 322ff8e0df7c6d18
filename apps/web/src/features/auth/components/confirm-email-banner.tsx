import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import type { SessionUser } from '@app/contract';
import { useTranslation } from '@/lib/i18n';
import { tooManyAttemptsMessage } from '@/lib/api-client';
import { useResendConfirmation } from '../api/resend-confirmation';

/**
 * For a signed-in account whose address is not proven yet, or whose new address waits for its
 * link: says where the link went and sends it again. Until the address is confirmed the account
 * cannot create pages or link a sign-in provider.
 */
export function ConfirmEmailBanner({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const resend = useResendConfirmation();
  const pending = user.pending_email;
  const outcome = resend.isSuccess
    ? resend.data.message
    : resend.isError
      ? (tooManyAttemptsMessage(resend.error, t) ?? t('auth.confirmBanner.failed'))
      : null;
  return (
    <Container size="lg" py="xs">
      <Alert
        // A standing notice, not an alert that interrupts (Mantine's Alert is role="alert").
        role="region"
        aria-label={t('auth.confirmBanner.label')}
        color="yellow"
        variant="light"
        icon={<IconMailExclamation size={20} aria-hidden="true" />}
      >
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm">
            {pending
              ? t('auth.confirmBanner.pending', { email: pending })
              : t('auth.confirmBanner.unconfirmed', { email: user.email })}
          </Text>
          <Button
            size="xs"
            variant="white"
            color="dark"
            onClick={() => resend.mutate()}
            disabled={resend.isPending}
          >
            {resend.isPending ? t('auth.confirmBanner.sending') : t('auth.confirmBanner.resend')}
          </Button>
        </Group>
        <Text size="sm" mt={outcome ? 'xs' : 0} role="status" aria-live="polite">
          {outcome}
        </Text>
      </Alert>
    </Container>
  );
}
