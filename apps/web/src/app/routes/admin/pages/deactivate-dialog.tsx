import type { AdminPage } from '@app/contract';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useDeactivatePage } from '@/features/admin/api/deactivate-page';
import { errorMessage, firstFieldErrors } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useChangeNotice } from './use-change-notice';

/** Deactivating: a reason is required (the owner is e-mailed it); it stays when the call fails. */
export function DeactivateDialog({ page, onClose }: { page: AdminPage; onClose: () => void }) {
  const { t } = useTranslation();
  const deactivate = useDeactivatePage();
  const notice = useChangeNotice();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const fields = firstFieldErrors(deactivate.error);
  const general = deactivate.error && !fields.reason ? deactivate.error : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    deactivate.mutate(
      { type: page.type, id: page.id, body: { reason } },
      {
        onSuccess: (answer) => {
          notice('deactivate', answer);
          onClose();
        },
      },
    );
  }

  return (
    <Modal
      opened
      onClose={deactivate.isPending ? () => {} : onClose}
      title={t('consolePages.deactivateDialog.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('consolePages.deactivateDialog.text', { name: page.name })}</Text>
          <Textarea
            label={t('consolePages.deactivateDialog.reason')}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setMissing(false);
            }}
            error={missing ? t('consolePages.deactivateDialog.reasonRequired') : fields.reason}
            disabled={deactivate.isPending}
            maxLength={500}
            autosize
            minRows={3}
            required
            data-autofocus
          />
          {general ? (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
              {errorMessage(general, t('consolePages.deactivateDialog.failed'))}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={deactivate.isPending}>
              {t('consolePages.deactivateDialog.cancel')}
            </Button>
            <Button type="submit" color="red" loading={deactivate.isPending}>
              {t('consolePages.deactivateDialog.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
