import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';

export interface DialogMessage {
  title: string;
  text: string;
}

/**
 * A dialog that tells one thing and has one button ('Invalid Amount',
 * 'Payment Error'). Closing it leaves the form as it was, so the visitor can fix it and try again.
 */
export function MessageDialog({
  message,
  onClose,
}: {
  message: DialogMessage | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // The text stays while the dialog fades out after `message` went back to null.
  const [last, setLast] = useState(message);
  if (message !== null && message !== last) setLast(message);
  const shown = message ?? last;
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      title={shown?.title}
      centered
      transitionProps={{ transition: 'fade', duration: 300 }}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text>{shown?.text}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('donations.dialog.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
