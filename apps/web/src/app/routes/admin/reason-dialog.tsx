import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { errorMessage, firstFieldErrors } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';

/** The texts of a change that needs a reason, in the section's own words. */
export interface ReasonDialogTexts {
  title: string;
  text: string;
  reason: string;
  reasonRequired: string;
  cancel: string;
  confirm: string;
  failed: string;
}

interface ReasonDialogProps {
  texts: ReasonDialogTexts;
  /** The change is on its way: the dialog stays and its fields wait. */
  pending: boolean;
  /** The change's failure: a field error shows at the reason, anything else above the buttons. */
  error: unknown;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * A console change that someone is told the reason of (deactivating a page, blocking an
 * account): the reason is required, and it stays when the change fails.
 */
export function ReasonDialog({ texts, pending, error, onConfirm, onClose }: ReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const fields = firstFieldErrors(error);
  const general = error && !fields.reason ? error : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    onConfirm(reason);
  }

  return (
    <Modal
      opened
      onClose={pending ? () => {} : onClose}
      title={texts.title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{texts.text}</Text>
          <Textarea
            label={texts.reason}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setMissing(false);
            }}
            error={missing ? texts.reasonRequired : fields.reason}
            disabled={pending}
            maxLength={500}
            autosize
            minRows={3}
            required
            data-autofocus
          />
          {general ? (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
              {errorMessage(general, texts.failed)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {texts.cancel}
            </Button>
            <Button type="submit" color="red" loading={pending}>
              {texts.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
