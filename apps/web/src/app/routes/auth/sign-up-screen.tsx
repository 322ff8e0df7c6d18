import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import { IconAlertCircle, IconUserPlus } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PasswordStrength, preloadPasswordStrength } from '@/components/forms/password-strength';
import { PasswordField } from '@/components/ui/password-field';
import { paths } from '@/config/paths';
import { useRegister } from '@/features/auth/api/register';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { SocialSignIn } from '@/features/auth/components/social-sign-in';
import { looksLikeEmail, newPasswordProblem } from '@/features/auth/validation';
import { firstFieldErrors, tooManyAttemptsMessage } from '@/lib/api-client';
import { useLanguage, useTranslation } from '@/lib/i18n';

type Field = 'name' | 'email' | 'password' | 'password_confirmation';

interface InvitationState {
  invitation?: { token: string; email: string };
}

interface Problem {
  title?: string;
  text: string;
}

/**
 * /sign-up: name, e-mail, password and confirmation. Client checks show the
 * spec's title and text; the server's 422 shows per field. Success signs in and opens /profile;
 * through an invitation to help run a page, the address is the invited one and the invitation is
 * accepted on the way.
 */
export function SignUpScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const register = useRegister();
  // Signing up through an invitation to help run a page: its address first, then it is accepted.
  const invitation = (useLocation().state as InvitationState | null)?.invitation;
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    email: invitation?.email ?? '',
    password: '',
    password_confirmation: '',
  });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string | boolean>>>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);

  function focusField(field: Field) {
    const refs = {
      name: nameRef,
      email: emailRef,
      password: passwordRef,
      password_confirmation: confirmationRef,
    };
    refs[field].current?.focus();
  }

  const change = (field: Field) => (event: { currentTarget: HTMLInputElement }) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
  };

  /** Shows one problem: an alert with title and text, the field marked invalid and focused. */
  function fail(field: Field, next: Problem, fieldError: string | boolean = true) {
    setProblem(next);
    setFieldErrors({ [field]: fieldError });
    focusField(field);
  }

  /** Back to the invitation, which accepts it once the new session is in place. */
  function acceptThenShow(token: string) {
    void navigate(`${paths.pageInvitation.href(token)}?accept=1`, { replace: true });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    if (!values.name.trim()) {
      return fail(
        'name',
        { text: t('auth.validation.nameRequired') },
        t('auth.validation.nameRequired'),
      );
    }
    if (!values.email.trim()) {
      return fail(
        'email',
        { text: t('auth.validation.emailRequired') },
        t('auth.validation.emailRequired'),
      );
    }
    if (!looksLikeEmail(values.email)) {
      return fail('email', {
        title: t('auth.validation.invalidEmailTitle'),
        text: t('auth.validation.invalidEmail'),
      });
    }
    const passwordProblem = newPasswordProblem(values.password, values.password_confirmation, {
      name: values.name,
      email: values.email,
    });
    if (passwordProblem) {
      return fail(passwordProblem.field, {
        title: t(passwordProblem.title),
        text: t(passwordProblem.text),
      });
    }
    setFieldErrors({});

    register.mutate(
      {
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        password_confirmation: values.password_confirmation,
        locale: language,
      },
      {
        onSuccess: ({ user }) => {
          notifications.show({
            color: 'leaf',
            message: t('auth.signUp.welcome', { name: user.name }),
          });
          if (invitation) return void acceptThenShow(invitation.token);
          void navigate(paths.profile.href(), { replace: true });
        },
        onError: (error) => {
          const wait = tooManyAttemptsMessage(error, t);
          if (wait) return setProblem({ text: wait });
          const serverFields = firstFieldErrors(error);
          setFieldErrors(serverFields);
          setProblem({ text: t('auth.signUp.failed') });
          const order: Field[] = ['name', 'email', 'password', 'password_confirmation'];
          const firstInvalid = order.find((field) => serverFields[field]);
          if (firstInvalid) focusField(firstInvalid);
        },
      },
    );
  }

  const pending = register.isPending;

  return (
    <AuthLayout
      title={t('auth.signUp.title')}
      subtitle={t('auth.signUp.subtitle')}
      icon={<IconUserPlus size={30} />}
      footer={
        <>
          {t('auth.signUp.haveAccount')}{' '}
          <Anchor component={Link} to={paths.login.href()} fw={600}>
            {t('auth.signUp.loginLink')}
          </Anchor>
        </>
      }
    >
      <form onSubmit={handleSubmit} noValidate aria-busy={pending}>
        <Stack gap="md">
          {problem ? (
            <Alert
              color="red"
              variant="light"
              role="alert"
              title={problem.title}
              icon={<IconAlertCircle size={20} aria-hidden="true" />}
            >
              {problem.text}
            </Alert>
          ) : null}
          <TextInput
            ref={nameRef}
            label={t('auth.fields.name')}
            placeholder={t('auth.fields.namePlaceholder')}
            autoComplete="name"
            required
            value={values.name}
            onChange={change('name')}
            error={fieldErrors.name}
          />
          <TextInput
            ref={emailRef}
            type="email"
            label={t('auth.fields.email')}
            placeholder={t('auth.fields.emailPlaceholder')}
            autoComplete="email"
            required
            value={values.email}
            onChange={change('email')}
            error={fieldErrors.email}
          />
          <div>
            <PasswordField
              ref={passwordRef}
              label={t('auth.fields.password')}
              description={t('auth.fields.passwordHint')}
              autoComplete="new-password"
              required
              value={values.password}
              onChange={change('password')}
              onFocus={preloadPasswordStrength}
              error={fieldErrors.password}
            />
            <PasswordStrength
              password={values.password}
              owner={{ name: values.name, email: values.email }}
            />
          </div>
          <PasswordField
            ref={confirmationRef}
            label={t('auth.fields.confirmPassword')}
            autoComplete="new-password"
            required
            value={values.password_confirmation}
            onChange={change('password_confirmation')}
            error={fieldErrors.password_confirmation}
          />
          <Button type="submit" size="md" fullWidth disabled={pending}>
            {pending ? t('auth.signUp.submitting') : t('auth.signUp.submit')}
          </Button>
        </Stack>
      </form>
      <SocialSignIn mode="sign-up" />
    </AuthLayout>
  );
}
