import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useConfirmEmail } from '@/features/auth/api/confirm-email';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { firstFieldErrors, tooManyAttemptsMessage } from '@/lib/api-client';
import { getSession, updateSessionUser } from '@/lib/session';

/**
 * /confirm-email/{token}: the link mailed to an address to prove it is the account owner's (at
 * sign-up, at sign-in until then, and to a new address). Nothing happens on opening it (mail
 * scanners open links too); the button confirms. No session is needed; a signed-in session of
 * the same account learns the address is proven.
 */
export function ConfirmEmailScreen() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const confirm = useConfirmEmail();

  function handleConfirm() {
    confirm.mutate(
      { token },
      {
        onSuccess: (result) => {
          const { user } = getSession();
          if (!user) return;
          if (result.email === user.email || result.email === user.pending_email) {
            updateSessionUser({
              ...user,
              email: result.email,
              email_confirmed: true,
              pending_email: result.changed ? null : user.pending_email,
            });
          }
        },
      },
    );
  }

  const signedIn = Boolean(getSession().user);
  const linkProblem = firstFieldErrors(confirm.error).token;

  return (
    <AuthLayout
      title={t('auth.confirmEmail.title')}
      subtitle={confirm.isSuccess ? undefined : t('auth.confirmEmail.subtitle')}
      icon={<IconMailCheck size={30} />}
      footer={
        <Anchor component={Link} to={signedIn ? paths.profile.href() : paths.login.href()} fw={600}>
          {signedIn ? t('auth.confirmEmail.toProfile') : t('auth.common.backToLogin')}
        </Anchor>
      }
    >
      {confirm.isSuccess ? (
        <Alert
          color="leaf"
          variant="light"
          role="status"
          icon={<IconCircleCheck size={20} aria-hidden="true" />}
          title={t('auth.confirmEmail.doneTitle')}
        >
          {confirm.data.message}
        </Alert>
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('auth.confirmEmail.explain')}</Text>
          {confirm.isError ? (
            <Alert
              color="red"
              variant="light"
              role="alert"
              icon={<IconAlertCircle size={20} aria-hidden="true" />}
            >
              {tooManyAttemptsMessage(confirm.error, t) ??
                linkProblem ??
                t('auth.confirmEmail.failed')}
            </Alert>
          ) : null}
          <Button size="md" fullWidth onClick={handleConfirm} disabled={confirm.isPending}>
            {confirm.isPending ? t('auth.confirmEmail.submitting') : t('auth.confirmEmail.submit')}
          </Button>
        </Stack>
      )}
    </AuthLayout>
  );
}
