import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useRequestPasswordReset } from '@/features/auth/api/request-password-reset';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { TimedSuccess } from '@/features/auth/components/timed-success';
import { looksLikeEmail } from '@/features/auth/validation';
import { errorMessage, tooManyAttemptsMessage } from '@/lib/api-client';

/** The reset-link message stays 10 seconds. */
const RESET_LINK_MESSAGE_SECONDS = 10;

/**
 * /forgot-password: asks for a reset link. On success 'Reset Link Sent' shows for
 * 10 seconds without a button, then the visitor goes to /login.
 */
export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const error = !email.trim()
      ? t('auth.validation.emailRequired')
      : !looksLikeEmail(email)
        ? t('auth.validation.invalidEmail')
        : null;
    setFieldError(error);
    if (error) return emailRef.current?.focus();
    request.mutate({ email: email.trim() });
  }

  return (
    <AuthLayout
      title={t('auth.forgot.title')}
      subtitle={request.isSuccess ? undefined : t('auth.forgot.subtitle')}
      icon={<IconKey size={30} />}
      footer={
        request.isSuccess ? undefined : (
          <Anchor component={Link} to={paths.login.href()} fw={600}>
            {t('auth.common.backToLogin')}
          </Anchor>
        )
      }
    >
      {request.isSuccess ? (
        <TimedSuccess
          title={t('auth.forgot.sentTitle')}
          text={t('auth.forgot.sentText')}
          seconds={RESET_LINK_MESSAGE_SECONDS}
          countdownKey="auth.common.toLoginIn"
          onDone={() => void navigate(paths.login.href(), { replace: true })}
        />
      ) : (
        <form onSubmit={handleSubmit} noValidate aria-busy={request.isPending}>
          <Stack gap="md">
            {request.isError ? (
              <Alert
                color="red"
                variant="light"
                role="alert"
                icon={<IconAlertCircle size={20} aria-hidden="true" />}
              >
                {tooManyAttemptsMessage(request.error, t) ??
                  errorMessage(request.error, t('auth.forgot.failed'))}
              </Alert>
            ) : null}
            <TextInput
              ref={emailRef}
              type="email"
              label={t('auth.fields.email')}
              placeholder={t('auth.fields.emailPlaceholder')}
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={fieldError}
            />
            <Button type="submit" size="md" fullWidth disabled={request.isPending}>
              {request.isPending ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
