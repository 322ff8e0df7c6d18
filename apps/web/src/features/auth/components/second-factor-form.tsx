import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { PasswordField } from '@/components/ui/password-field';
import { errorMessage, firstFieldErrors, tooManyAttemptsMessage } from '@/lib/api-client';
import { useTranslation, type TFunction } from '@/lib/i18n';
import { PasskeyCeremonyError } from '../passkey';

/** A way to show who one is: the password, or a second factor. */
export type FactorMethod = 'password' | 'totp' | 'passkey' | 'recovery_code';

export type FactorAnswer =
  { password: string } | { code: string } | { recovery_code: string } | { passkey: true };

/** The field of each typed answer, as the API names it in a 422. */
const fieldOf = {
  password: 'password',
  totp: 'code',
  recovery_code: 'recovery_code',
  passkey: 'passkey',
} as const;

const switchLabel: Record<FactorMethod, string> = {
  password: 'security.factor.switchPassword',
  totp: 'security.factor.switchTotp',
  passkey: 'security.factor.switchPasskey',
  recovery_code: 'security.factor.switchRecovery',
};

interface SecondFactorFormProps {
  /** The ways this account has, the one to start with first. */
  methods: FactorMethod[];
  onAnswer: (answer: FactorAnswer) => void;
  /** A new way was chosen: the last failure no longer applies. */
  onMethodChange?: () => void;
  pending: boolean;
  /** The last failure: a 422 on a field, a 429, a passkey that was not used, or anything else. */
  error: unknown;
  errorTitle: string;
  submitLabel: string;
  pendingLabel: string;
  /** Beside the submit button (Cancel). */
  secondary?: ReactNode;
  /** The form took the place of the one just sent: its first field takes the focus. */
  focusOnStart?: boolean;
}

/** The failure as the form says it above the fields (a field's own message stays at the field). */
function formFailure(error: unknown, field: string, t: TFunction): string | null {
  if (!error) return null;
  if (error instanceof PasskeyCeremonyError) {
    return t(
      error.unsupported ? 'security.factor.passkeyUnsupported' : 'security.factor.passkeyCancelled',
    );
  }
  const wait = tooManyAttemptsMessage(error, t);
  if (wait) return wait;
  const fields = firstFieldErrors(error);
  if (fields[field] && field !== 'passkey') return null;
  const other = Object.values(fields)[0];
  if (other) return other;
  return errorMessage(error, t('errors.tryAgain'));
}

/**
 * One answer that shows who someone is: the password, a code of the authenticator app, a
 * recovery code or a passkey, with links to the account's other ways. The sign-in's second step
 * and the proof before a money or account change both ask with it.
 */
export function SecondFactorForm({
  methods,
  onAnswer,
  onMethodChange,
  pending,
  error,
  errorTitle,
  submitLabel,
  pendingLabel,
  secondary,
  focusOnStart = false,
}: SecondFactorFormProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<FactorMethod>(methods[0] ?? 'password');
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const failure = formFailure(error, fieldOf[method], t);
  const fieldError = missing ?? (failure ? undefined : firstFieldErrors(error)[fieldOf[method]]);

  const focusFirst = () =>
    form.current
      ?.querySelector<HTMLElement>('input:not([type="hidden"]), button[type="submit"]')
      ?.focus();

  useEffect(() => {
    if (focusOnStart) focusFirst();
    // Once, when the form first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function choose(next: FactorMethod) {
    setMethod(next);
    setValue('');
    setMissing(null);
    onMethodChange?.();
    // The person asked for the other way: its field (or the passkey's button) takes the focus.
    requestAnimationFrame(focusFirst);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (method === 'passkey') return onAnswer({ passkey: true });
    const typed = method === 'password' ? value : value.trim();
    if (!typed) {
      setMissing(
        t(
          method === 'password'
            ? 'security.factor.passwordRequired'
            : method === 'totp'
              ? 'security.factor.codeRequired'
              : 'security.factor.recoveryRequired',
        ),
      );
      form.current?.querySelector('input')?.focus();
      return;
    }
    setMissing(null);
    onAnswer(
      method === 'password'
        ? { password: typed }
        : method === 'totp'
          ? { code: typed }
          : { recovery_code: typed },
    );
  }

  const change = (event: { currentTarget: HTMLInputElement }) =>
    setValue(event.currentTarget.value);
  const others = methods.filter((other) => other !== method);

  return (
    <form ref={form} onSubmit={submit} noValidate aria-busy={pending}>
      <Stack gap="md">
        {failure ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title={errorTitle}
            icon={<IconAlertCircle size={20} aria-hidden="true" />}
          >
            {failure}
          </Alert>
        ) : null}
        {method === 'password' ? (
          <PasswordField
            label={t('security.factor.password')}
            autoComplete="current-password"
            required
            data-autofocus
            value={value}
            onChange={change}
            error={fieldError}
            disabled={pending}
          />
        ) : method === 'totp' ? (
          <TextInput
            label={t('security.factor.code')}
            description={t('security.factor.codeHint')}
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            data-autofocus
            value={value}
            onChange={change}
            error={fieldError}
            disabled={pending}
          />
        ) : method === 'recovery_code' ? (
          <TextInput
            label={t('security.factor.recoveryCode')}
            description={t('security.factor.recoveryHint')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            data-autofocus
            value={value}
            onChange={change}
            error={fieldError}
            disabled={pending}
          />
        ) : (
          <Text size="sm">{t('security.factor.passkeyText')}</Text>
        )}
        <Group justify="flex-end" gap="sm">
          {secondary}
          {method === 'passkey' ? (
            <Button
              type="submit"
              data-autofocus
              leftSection={<IconKey size={18} aria-hidden="true" />}
              disabled={pending}
            >
              {pending ? t('security.factor.waitingForPasskey') : t('security.factor.usePasskey')}
            </Button>
          ) : (
            <Button type="submit" disabled={pending}>
              {pending ? pendingLabel : submitLabel}
            </Button>
          )}
        </Group>
        {others.length > 0 ? (
          <Stack gap={4} align="flex-start">
            <Text size="sm" c="dimmed">
              {t('security.factor.otherWays')}
            </Text>
            {others.map((other) => (
              <Anchor
                key={other}
                component="button"
                type="button"
                size="sm"
                onClick={() => choose(other)}
                disabled={pending}
              >
                {t(switchLabel[other])}
              </Anchor>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </form>
  );
}
