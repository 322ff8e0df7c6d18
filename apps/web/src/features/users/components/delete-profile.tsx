import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteUser } from '../api/delete-user';
import type { UserId } from '../api/get-user';

interface DeleteProfileProps {
  userId: UserId;
  /** After the server deleted the profile: the screen signs out and goes home. */
  onDeleted: () => void;
}

/**
 * Settings: Delete Profile (spec 4 and 8). 'Are you sure?' first; Cancel does nothing. A failure
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

      <Modal
        opened={confirming}
        onClose={close}
        title={t('settings.confirmTitle')}
        centered
        transitionProps={{ transition: 'fade', duration: 300 }}
        closeOnEscape={!remove.isPending}
        closeOnClickOutside={!remove.isPending}
        withCloseButton={!remove.isPending}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="md">
          <Text>{t('settings.confirmText')}</Text>
          {remove.isError ? (
            <Alert
              color="red"
              variant="light"
              role="alert"
              title={t('settings.failedTitle')}
              icon={<IconAlertCircle size={20} />}
            >
              {t('settings.failedText')}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={remove.isPending} data-autofocus>
              {t('settings.cancel')}
            </Button>
            <Button
              color="red.8"
              disabled={remove.isPending}
              onClick={() => remove.mutate(userId, { onSuccess: onDeleted })}
            >
              {remove.isPending ? t('settings.deleting') : t('settings.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
