import type { SecuritySettings } from '@app/contract';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { PageLoader } from '@/components/ui/page-loader';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { removeSessionQueries } from '@/lib/query-client';
import { logout } from '../api/logout';
import { useProveSession } from '../api/prove-session';
import { useSecuritySettings } from '../api/get-security-settings';
import { SecondFactorForm, type FactorMethod } from './second-factor-form';

/** The ways this account can prove itself, the password first. */
function methodsOf(settings: SecuritySettings): FactorMethod[] {
  return [
    ...(settings.has_password ? (['password'] as const) : []),
    ...(settings.totp ? (['totp'] as const) : []),
    ...(settings.passkeys.length > 0 ? (['passkey'] as const) : []),
    ...(settings.recovery_codes_left > 0 ? (['recovery_code'] as const) : []),
  ];
}

interface FreshProofDialogProps {
  opened: boolean;
  /** True once the session is proven (the refused request is then sent again). */
  onDone: (proven: boolean) => void;
}

/**
 * Asked when the API refused a money or account change for want of a recent proof (403
 * `fresh_proof_required`): the password, or a code, a passkey or a recovery code for an account
 * with those. An account with none of them signs in again instead. Loaded the first time it is
 * needed.
 */
export function FreshProofDialog({ opened, onDone }: FreshProofDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={() => onDone(false)}
      title={t('security.proof.title')}
      centered
      // Over the dialog that asked for the change, if any.
      zIndex={400}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened ? <Proof onDone={onDone} /> : null}
    </Modal>
  );
}

function Proof({ onDone }: { onDone: (proven: boolean) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useSecuritySettings();
  const prove = useProveSession();
  const cancel = (
    <Button variant="default" onClick={() => onDone(false)} disabled={prove.isPending}>
      {t('security.proof.cancel')}
    </Button>
  );

  async function signInAgain() {
    onDone(false);
    // The sign-in guard sends the person to /login, and back here after.
    await logout();
    removeSessionQueries(queryClient);
  }

  if (settings.isPending) return <PageLoader />;
  if (settings.isError) {
    return (
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={20} />}>
          {errorMessage(settings.error, t('errors.tryAgain'))}
        </Alert>
        <Button onClick={() => void settings.refetch()}>{t('common.tryAgain')}</Button>
      </Stack>
    );
  }

  const methods = methodsOf(settings.data);
  if (methods.length === 0) {
    return (
      <Stack gap="md">
        <Text>{t('security.proof.signInAgainText')}</Text>
        <Stack gap="sm" align="flex-end">
          <Button onClick={() => void signInAgain()} data-autofocus>
            {t('security.proof.signInAgain')}
          </Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Text>{t('security.proof.text')}</Text>
      <SecondFactorForm
        methods={methods}
        onAnswer={(answer) => prove.mutate(answer, { onSuccess: () => onDone(true) })}
        onMethodChange={() => prove.reset()}
        pending={prove.isPending}
        error={prove.error}
        errorTitle={t('security.proof.failedTitle')}
        submitLabel={t('security.proof.confirm')}
        pendingLabel={t('security.proof.confirming')}
        secondary={cancel}
      />
    </Stack>
  );
}
