import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';

export interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: string;
  message: string;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs, e.g. 'Deleting...'. */
  pendingLabel?: string;
  cancelLabel?: string;
  pending?: boolean;
  /** What went wrong the last time, shown above the buttons. */
  error?: string | null;
  /** A heading for that message, e.g. 'Error!'. */
  errorTitle?: string;
  /** Red confirm button (deletes). */
  danger?: boolean;
}

/**
 * A yes/no question before something that cannot be undone (deleting a page, an event, a
 * package). While the action runs the dialog cannot be closed; a failure stays in it.
 */
export function ConfirmDialog({
  opened,
  onClose,
  onConfirm,
  title,
  message,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  pending = false,
  error,
  errorTitle,
  danger = true,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      transitionProps={{ transition: 'fade', duration: 300 }}
      closeOnEscape={!pending}
      closeOnClickOutside={!pending}
      withCloseButton={!pending}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text>{message}</Text>
        {error ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title={errorTitle}
            icon={<IconAlertCircle size={20} aria-hidden="true" />}
          >
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={pending} data-autofocus>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button color={danger ? 'red.8' : undefined} onClick={onConfirm} disabled={pending}>
            {pending && pendingLabel ? pendingLabel : confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
