import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import { IconAlertCircle, IconLogin } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useLocation, useNavigate } from 'react-router';
import { PasswordField } from '@/components/ui/password-field';
import { paths } from '@/config/paths';
import { useLogin } from '@/features/auth/api/login';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { SocialSignIn } from '@/features/auth/components/social-sign-in';
import { redirectTarget } from '@/features/auth/redirect-target';
import { looksLikeEmail } from '@/features/auth/validation';
import { ApiError, errorMessage, tooManyAttemptsMessage } from '@/lib/api-client';

type Field = 'email' | 'password';

/** /login (spec 2): e-mail, password with show/hide, forgot-password link and social sign-in. */
export function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  function validate(): Partial<Record<Field, string>> {
    const errors: Partial<Record<Field, string>> = {};
    if (!email.trim()) errors.email = t('auth.validation.emailRequired');
    else if (!looksLikeEmail(email)) errors.email = t('auth.validation.invalidEmail');
    if (!password) errors.password = t('auth.validation.passwordRequired');
    return errors;
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = validate();
    setFieldErrors(errors);
    if (errors.email) return emailRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();

    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: ({ user }) => {
          notifications.show({
            color: 'leaf',
            message: t('auth.login.welcome', { name: user.name }),
          });
          void navigate(redirectTarget(location.state), { replace: true });
        },
      },
    );
  }

  /** Spec 8, Login: 401 and 404 have their own texts; otherwise the server's or a generic one. */
  function failureText(error: unknown): string {
    const wait = tooManyAttemptsMessage(error, t);
    if (wait) return wait;
    if (error instanceof ApiError && error.status === 401)
      return t('auth.login.invalidCredentials');
    if (error instanceof ApiError && error.status === 404) return t('auth.login.userNotFound');
    return errorMessage(error, t('errors.tryAgain'));
  }

  return (
    <AuthLayout
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      icon={<IconLogin size={30} />}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Anchor component={Link} to={paths.signUp.href()} fw={600}>
            {t('auth.login.signUpLink')}
          </Anchor>
        </>
      }
    >
      <form onSubmit={handleSubmit} noValidate aria-busy={login.isPending}>
        <Stack gap="md">
          {login.isError ? (
            <Alert
              color="red"
              variant="light"
              role="alert"
              title={t('auth.login.failedTitle')}
              icon={<IconAlertCircle size={20} aria-hidden="true" />}
            >
              {failureText(login.error)}
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
            error={fieldErrors.email}
          />
          <PasswordField
            ref={passwordRef}
            label={t('auth.fields.password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={fieldErrors.password}
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to={paths.forgotPassword.href()} size="sm">
              {t('auth.login.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth disabled={login.isPending}>
            {login.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
          </Button>
        </Stack>
      </form>
      <SocialSignIn mode="sign-in" />
    </AuthLayout>
  );
}
