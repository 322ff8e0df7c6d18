import type { SessionUser } from '@app/contract';
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
import { PasskeySignIn } from '@/features/auth/components/passkey-sign-in';
import { SocialSignIn } from '@/features/auth/components/social-sign-in';
import { TwoFactorStep, type TwoFactorChallenge } from '@/features/auth/components/two-factor-step';
import { redirectTarget } from '@/features/auth/redirect-target';
import { looksLikeEmail } from '@/features/auth/validation';
import { ApiError, errorMessage, tooManyAttemptsMessage } from '@/lib/api-client';

type Field = 'email' | 'password';

/** The second step a provider's callback passed along (its navigation state), if any. */
function passedChallenge(state: unknown): TwoFactorChallenge | null {
  const step = (state as { twoFactor?: Partial<TwoFactorChallenge> } | null)?.twoFactor;
  return typeof step?.challenge === 'string' && Array.isArray(step.methods)
    ? { challenge: step.challenge, methods: step.methods }
    : null;
}

/**
 * /login: e-mail, password with show/hide, forgot-password link, a passkey and social
 * sign-in. An account with a second factor then shows its second step on this same screen (also
 * when Google or Facebook signed it in: the callback passes the step along).
 */
export function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const [step, setStep] = useState<TwoFactorChallenge | null>(() =>
    passedChallenge(location.state),
  );
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
        onSuccess: (answer) => {
          if ('two_factor' in answer) setStep(answer.two_factor);
          else signedIn(answer.user);
        },
      },
    );
  }

  function signedIn(user: SessionUser) {
    notifications.show({ color: 'leaf', message: t('auth.login.welcome', { name: user.name }) });
    void navigate(redirectTarget(location.state), { replace: true });
  }

  function backToPassword() {
    setStep(null);
    setPassword('');
    login.reset();
    // A step a provider's callback passed along is over: a reload shows the password form.
    if (passedChallenge(location.state)) {
      void navigate(location.pathname, { replace: true, state: null });
    }
  }

  if (step) {
    return (
      <TwoFactorStep
        // A new challenge is a new step: its answers and failures start empty.
        key={step.challenge}
        challenge={step.challenge}
        methods={step.methods}
        onSignedIn={signedIn}
        onBack={backToPassword}
        // After the password was sent here; a step a callback passed along arrives with the
        // route, whose change gives the focus to the title.
        focusOnStart={!passedChallenge(location.state)}
      />
    );
  }

  /** A failed login: 401 and 404 have their own texts; otherwise the server's or a generic one. */
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
      <PasskeySignIn onSignedIn={signedIn} />
      <SocialSignIn mode="sign-in" />
    </AuthLayout>
  );
}
