import type { Id } from '@app/contract';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteUser } from '../api/delete-user';

interface DeleteProfileProps {
  userId: Id;
  /** After the server deleted the profile: the screen signs out and goes home. */
  onDeleted: () => void;
}

/**
 * Settings: Delete Profile. 'Are you sure?' first; Cancel does nothing. A failure
 * says 'Error!' / 'Could not delete profile. Please try again.' and the user stays signed in.
 */
export function DeleteProfile({ userId, onDeleted }: DeleteProfileProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteUser();

  function close() {
    if (remove.isPending) return;
    setConfirming(false);
    remove.reset();
  }

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      style={{ borderColor: 'var(--mantine-color-red-3)' }}
    >
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {t('settings.deleteTitle')}
        </Title>
        <Text c="dimmed">{t('settings.deleteText')}</Text>
        <Button
          color="red.8"
          leftSection={<IconTrash size={18} aria-hidden="true" />}
          onClick={() => setConfirming(true)}
        >
          {t('settings.deleteButton')}
        </Button>
      </Stack>

      <ConfirmDialog
        opened={confirming}
        onClose={close}
        onConfirm={() => remove.mutate(userId, { onSuccess: onDeleted })}
        title={t('settings.confirmTitle')}
        message={t('settings.confirmText')}
        confirmLabel={t('settings.confirm')}
        pendingLabel={t('settings.deleting')}
        cancelLabel={t('settings.cancel')}
        pending={remove.isPending}
        errorTitle={t('settings.failedTitle')}
        error={remove.isError ? t('settings.failedText') : null}
      />
    </Paper>
  );
}
