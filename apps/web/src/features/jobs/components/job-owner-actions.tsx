import { Button, Group } from '@mantine/core';
import { notifications } from '@/lib/notifications';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useDeleteJob } from '../api/delete-job';

interface JobOwnerActionsProps {
  job: { id: number; title: string };
  /** Smaller buttons, e.g. in a list row. */
  compact?: boolean;
  /**
   * After a delete (the toast has shown). Unset, the job's page is left for the board (/jobs);
   * a list stays where it is and shows itself again without the job.
   */
  onDeleted?: () => void;
}

/**
 * What the owner of a job may do: Edit (to /edit-job/{id}) and Delete, after a confirmation
 * (a failure stays in the dialog); a deleted job shows a toast and, on its own page, leaves for
 * the board.
 */
export function JobOwnerActions({ job, compact = false, onDeleted }: JobOwnerActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteJob({
    onSuccess: () => {
      setConfirming(false);
      notifications.show({ color: 'leaf', message: t('jobForm.delete.deleted') });
      if (onDeleted) onDeleted();
      else void navigate(paths.jobs.href());
    },
  });
  const size = compact ? 'xs' : 'sm';
  const iconSize = compact ? 14 : 16;

  return (
    <Group gap="xs">
      <Button
        component={Link}
        to={paths.editJob.href(job.id)}
        size={size}
        variant="light"
        leftSection={<IconPencil size={iconSize} aria-hidden="true" />}
        aria-label={t('jobForm.list.editLabel', { title: job.title })}
      >
        {t('jobForm.list.edit')}
      </Button>
      <Button
        size={size}
        variant="subtle"
        color="red.8"
        leftSection={<IconTrash size={iconSize} aria-hidden="true" />}
        aria-label={t('jobForm.list.deleteLabel', { title: job.title })}
        onClick={() => {
          remove.reset();
          setConfirming(true);
        }}
      >
        {t('jobForm.list.delete')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => remove.mutate(job.id)}
        title={t('jobForm.delete.title')}
        message={t('jobForm.delete.text', { title: job.title })}
        confirmLabel={t('jobForm.delete.confirm')}
        pendingLabel={t('jobForm.delete.deleting')}
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, t('jobForm.delete.failed')) : null}
      />
    </Group>
  );
}
