import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';

interface DeletePageSectionProps {
  /** e.g. 'Delete Company' */
  buttonLabel: string;
  /** The page's name, named in the question. */
  pageName: string;
  /** Deletes the page on the server. */
  remove: () => Promise<unknown>;
  /** After the server deleted it: refresh lists and leave the page. */
  onDeleted: () => void;
}

/**
 * The Settings tab of a page profile: delete the page after a confirmation. The delete is real
 * (the page leaves every list and search; donation records stay); a failure keeps the dialog
 * open with the reason.
 */
export function DeletePageSection({
  buttonLabel,
  pageName,
  remove,
  onDeleted,
}: DeletePageSectionProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const mutation = useMutation({ mutationFn: remove, onSuccess: onDeleted });

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      style={{ borderColor: 'var(--mantine-color-red-3)' }}
    >
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          {t('pageAdmin.delete.title')}
        </Title>
        <Text c="dimmed">{t('pageAdmin.delete.text')}</Text>
        <Button
          color="red.8"
          leftSection={<IconTrash size={18} aria-hidden="true" />}
          onClick={() => {
            mutation.reset();
            setConfirming(true);
          }}
        >
          {buttonLabel}
        </Button>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => mutation.mutate()}
        title={t('pageAdmin.delete.confirmTitle')}
        message={t('pageAdmin.delete.confirmText', { name: pageName })}
        confirmLabel={t('pageAdmin.delete.confirm')}
        pendingLabel={t('pageAdmin.delete.deleting')}
        pending={mutation.isPending}
        error={mutation.isError ? errorMessage(mutation.error, t('pageAdmin.delete.failed')) : null}
      />
    </Paper>
  );
}
