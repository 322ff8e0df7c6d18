import { Button, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage, tooManyAttemptsMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useNewRecoveryCodes } from '../api/new-recovery-codes';
import { SecuritySection } from './security-section';

interface RecoveryCodeSettingsProps {
  /** The account has a second factor: recovery codes stand in for it. */
  secondFactor: boolean;
  left: number;
  /** New codes, to show this once. */
  onRecoveryCodes: (codes: string[]) => void;
}

/** How many recovery codes are left, and new ones in place of them (after a fresh proof). */
export function RecoveryCodeSettings({
  secondFactor,
  left,
  onRecoveryCodes,
}: RecoveryCodeSettingsProps) {
  const { t } = useTranslation();
  const renew = useNewRecoveryCodes();
  const [asking, setAsking] = useState(false);

  function close() {
    if (renew.isPending) return;
    setAsking(false);
    renew.reset();
  }

  return (
    <SecuritySection title={t('security.recovery.title')} text={t('security.recovery.text')}>
      {secondFactor ? (
        <Stack gap="sm" align="flex-start">
          <Text fw={600}>{t('security.recovery.left', { count: left })}</Text>
          <Button
            variant="default"
            leftSection={<IconRefresh size={18} aria-hidden="true" />}
            onClick={() => setAsking(true)}
          >
            {t('security.recovery.new')}
          </Button>
        </Stack>
      ) : (
        <Text size="sm">{t('security.recovery.none')}</Text>
      )}
      <ConfirmDialog
        opened={asking}
        onClose={close}
        onConfirm={() =>
          renew.mutate(undefined, {
            onSuccess: ({ recovery_codes }) => {
              setAsking(false);
              onRecoveryCodes(recovery_codes);
            },
          })
        }
        title={t('security.recovery.newTitle')}
        message={t('security.recovery.newText')}
        confirmLabel={t('security.recovery.newConfirm')}
        pendingLabel={t('security.recovery.making')}
        pending={renew.isPending}
        danger={false}
        error={
          renew.isError
            ? (tooManyAttemptsMessage(renew.error, t) ??
              errorMessage(renew.error, t('security.recovery.newFailed')))
            : null
        }
      />
    </SecuritySection>
  );
}
