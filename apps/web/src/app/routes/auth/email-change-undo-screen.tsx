import { Alert, Anchor, Button, List, Stack } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useUndoEmailChange } from '@/features/auth/api/undo-email-change';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { firstFieldErrors, tooManyAttemptsMessage } from '@/lib/api-client';
import { clearSession } from '@/lib/session';

/**
 * /email-change/undo/{token}: the link e-mailed to the earlier address of an account whose
 * address was changed. Nothing happens on opening it (mail scanners open links too); the button
 * gives the account back to that address.
 */
export function EmailChangeUndoScreen() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const undo = useUndoEmailChange();

  function handleUndo() {
    undo.mutate(
      { token },
      // Every session of the account has ended, this browser's too.
      { onSuccess: () => clearSession() },
    );
  }

  const linkProblem = firstFieldErrors(undo.error).token;

  return (
    <AuthLayout
      title={t('auth.emailChangeUndo.title')}
      subtitle={undo.isSuccess ? undefined : t('auth.emailChangeUndo.subtitle')}
      icon={<IconShieldLock size={30} />}
      footer={
        <Anchor component={Link} to={paths.login.href()} fw={600}>
          {t('auth.common.backToLogin')}
        </Anchor>
      }
    >
      {undo.isSuccess ? (
        <Alert
          color="leaf"
          variant="light"
          role="status"
          icon={<IconCircleCheck size={20} aria-hidden="true" />}
          title={t('auth.emailChangeUndo.doneTitle')}
        >
          {t('auth.emailChangeUndo.doneText')}
        </Alert>
      ) : (
        <Stack gap="md">
          <List size="sm" spacing={4}>
            <List.Item>{t('auth.emailChangeUndo.restores')}</List.Item>
            <List.Item>{t('auth.emailChangeUndo.signsOut')}</List.Item>
            <List.Item>{t('auth.emailChangeUndo.newPassword')}</List.Item>
          </List>
          {undo.isError ? (
            <Alert
              color="red"
              variant="light"
              role="alert"
              icon={<IconAlertCircle size={20} aria-hidden="true" />}
            >
              {tooManyAttemptsMessage(undo.error, t) ??
                linkProblem ??
                t('auth.emailChangeUndo.failed')}
            </Alert>
          ) : null}
          <Button size="md" fullWidth onClick={handleUndo} disabled={undo.isPending}>
            {undo.isPending
              ? t('auth.emailChangeUndo.submitting')
              : t('auth.emailChangeUndo.submit')}
          </Button>
        </Stack>
      )}
    </AuthLayout>
  );
}
