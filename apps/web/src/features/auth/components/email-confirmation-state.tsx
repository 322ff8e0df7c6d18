import type { SessionUser } from '@app/contract';
import { Button, Stack, Text } from '@mantine/core';
import { tooManyAttemptsMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useResendConfirmation } from '../api/resend-confirmation';
import { SecuritySection } from './security-section';

/** The account's address: confirmed, or waiting for its link (sent again from here). */
export function EmailConfirmationState({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const resend = useResendConfirmation();
  const waiting = !user.email_confirmed || user.pending_email !== null;
  const outcome = resend.isSuccess
    ? resend.data.message
    : resend.isError
      ? (tooManyAttemptsMessage(resend.error, t) ?? t('security.emailUnconfirmed.failed'))
      : null;

  return (
    <SecuritySection
      title={t('security.email.title')}
      status={
        user.email_confirmed
          ? t('security.email.confirmedBadge')
          : t('security.email.unconfirmedBadge')
      }
      good={user.email_confirmed}
    >
      <Text style={{ overflowWrap: 'anywhere' }}>
        {user.email_confirmed
          ? t('security.email.confirmed', { email: user.email })
          : t('security.email.unconfirmed', { email: user.email })}
      </Text>
      {user.pending_email ? (
        <Text style={{ overflowWrap: 'anywhere' }}>
          {t('security.email.pending', { email: user.pending_email })}
        </Text>
      ) : null}
      {waiting ? (
        <Stack gap="xs" align="flex-start">
          <Button variant="default" onClick={() => resend.mutate()} disabled={resend.isPending}>
            {resend.isPending
              ? t('security.emailUnconfirmed.sending')
              : t('security.emailUnconfirmed.resend')}
          </Button>
          <Text size="sm" role="status" aria-live="polite">
            {outcome}
          </Text>
        </Stack>
      ) : null}
    </SecuritySection>
  );
}
