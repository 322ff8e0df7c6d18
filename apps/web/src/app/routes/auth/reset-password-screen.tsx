import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate, useParams } from 'react-router';
import { PasswordStrength, preloadPasswordStrength } from '@/components/forms/password-strength';
import { PasswordField } from '@/components/ui/password-field';
import { paths } from '@/config/paths';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { TimedSuccess } from '@/features/auth/components/timed-success';
import { isStrongEnough } from '@/features/auth/validation';
import { ApiError, firstFieldErrors, tooManyAttemptsMessage } from '@/lib/api-client';

/** The reset-success message closes after 5 seconds. */
const RESET_SUCCESS_SECONDS = 5;

type Field = 'password' | 'password_confirmation';

/**
 * /forgot-password/{token}: new password and confirmation, each with show/hide.
 * 422 errors show per field (an invalid or used link comes back as `token`); success shows a
 * message that closes after 5 seconds and goes to /login.
 */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const reset = useResetPassword();
  const [values, setValues] = useState<Record<Field, string>>({
    password: '',
    password_confirmation: '',
  });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);

  function validate(): Partial<Record<Field, string>> {
    const errors: Partial<Record<Field, string>> = {};
    if (!values.password) errors.password = t('auth.validation.passwordRequired');
    else if (!isStrongEnough(values.password)) errors.password = t('auth.validation.weakPassword');
    if (!values.password_confirmation) {
      errors.password_confirmation = t('auth.validation.confirmationRequired');
    } else if (values.password && values.password !== values.password_confirmation) {
      errors.password_confirmation = t('auth.validation.passwordsDoNotMatch');
    }
    return errors;
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = validate();
    setFieldErrors(errors);
    if (errors.password) return passwordRef.current?.focus();
    if (errors.password_confirmation) return confirmationRef.current?.focus();

    reset.mutate(
      { token, ...values },
      {
        onError: (error) => {
          const serverFields = firstFieldErrors(error);
          setFieldErrors({
            password: serverFields.password,
            password_confirmation: serverFields.password_confirmation,
          });
          if (serverFields.password) passwordRef.current?.focus();
          else if (serverFields.password_confirmation) confirmationRef.current?.focus();
        },
      },
    );
  }

  const serverFields = firstFieldErrors(reset.error);
  const isValidationError = reset.error instanceof ApiError && reset.error.status === 422;

  return (
    <AuthLayout
      title={t('auth.reset.title')}
      subtitle={reset.isSuccess ? undefined : t('auth.reset.subtitle')}
      icon={<IconLock size={30} />}
      footer={
        reset.isSuccess ? undefined : (
          <Anchor component={Link} to={paths.login.href()} fw={600}>
            {t('auth.common.backToLogin')}
          </Anchor>
        )
      }
    >
      {reset.isSuccess ? (
        <TimedSuccess
          title={t('auth.reset.successTitle')}
          text={t('auth.reset.successText')}
          seconds={RESET_SUCCESS_SECONDS}
          countdownKey="auth.reset.closesIn"
          onDone={() => void navigate(paths.login.href(), { replace: true })}
        />
      ) : (
        <form onSubmit={handleSubmit} noValidate aria-busy={reset.isPending}>
          <Stack gap="md">
            {reset.isError ? (
              <Alert
                color="red"
                variant="light"
                role="alert"
                title={isValidationError ? t('auth.reset.checkForm') : undefined}
                icon={<IconAlertCircle size={20} aria-hidden="true" />}
              >
                {tooManyAttemptsMessage(reset.error, t) ??
                  (isValidationError ? (
                    serverFields.token ? (
                      <Stack gap={4}>
                        <Text size="sm">{serverFields.token}</Text>
                        <Anchor
                          component={Link}
                          to={paths.forgotPassword.href()}
                          size="sm"
                          fw={600}
                        >
                          {t('auth.reset.requestNew')}
                        </Anchor>
                      </Stack>
                    ) : null
                  ) : (
                    t('auth.reset.failed')
                  ))}
              </Alert>
            ) : null}
            <div>
              <PasswordField
                ref={passwordRef}
                label={t('auth.fields.newPassword')}
                description={t('auth.fields.passwordHint')}
                autoComplete="new-password"
                required
                value={values.password}
                onChange={(event) => {
                  const { value } = event.currentTarget;
                  setValues((current) => ({ ...current, password: value }));
                }}
                onFocus={preloadPasswordStrength}
                error={fieldErrors.password}
              />
              <PasswordStrength password={values.password} />
            </div>
            <PasswordField
              ref={confirmationRef}
              label={t('auth.fields.confirmNewPassword')}
              autoComplete="new-password"
              required
              value={values.password_confirmation}
              onChange={(event) => {
                const { value } = event.currentTarget;
                setValues((current) => ({ ...current, password_confirmation: value }));
              }}
              error={fieldErrors.password_confirmation}
            />
            <Button type="submit" size="md" fullWidth disabled={reset.isPending}>
              {reset.isPending ? t('auth.reset.submitting') : t('auth.reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
