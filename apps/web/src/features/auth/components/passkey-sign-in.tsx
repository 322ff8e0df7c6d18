import type { SessionUser } from '@app/contract';
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import { errorMessage, tooManyAttemptsMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { usePasskeySignIn } from '../api/passkey-sign-in';
import { browserHasPasskeys, PasskeyCeremonyError } from '../passkey';

/**
 * "Sign in with a passkey" on /login: a passkey that verifies its person (a fingerprint, a PIN)
 * signs in without an address or a password. Shown only where the browser has passkeys.
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: (user: SessionUser) => void }) {
  const { t } = useTranslation();
  const signIn = usePasskeySignIn();
  // Asked once the app runs: a page the server renders has no browser to ask.
  const hydrated = useHydrated();
  if (!hydrated || !browserHasPasskeys()) return null;

  const error = signIn.error;
  const failure =
    error instanceof PasskeyCeremonyError
      ? t(
          error.unsupported
            ? 'security.factor.passkeyUnsupported'
            : 'security.factor.passkeyCancelled',
        )
      : error
        ? (tooManyAttemptsMessage(error, t) ?? errorMessage(error, t('errors.tryAgain')))
        : null;

  return (
    <Stack gap="sm">
      {failure ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={t('security.passkeySignIn.failedTitle')}
          icon={<IconAlertCircle size={20} aria-hidden="true" />}
        >
          {failure}
        </Alert>
      ) : null}
      <Button
        variant="default"
        fullWidth
        leftSection={<IconKey size={18} aria-hidden="true" />}
        disabled={signIn.isPending}
        onClick={() => signIn.mutate(undefined, { onSuccess: ({ user }) => onSignedIn(user) })}
      >
        {signIn.isPending
          ? t('security.passkeySignIn.waiting')
          : t('security.passkeySignIn.button')}
      </Button>
    </Stack>
  );
}
