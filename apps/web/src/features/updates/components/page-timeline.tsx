import type { PageUpdate, UpdatePageType } from '@app/contract';
import { notifications } from '@/lib/notifications';
import { IconTimeline } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { EmptyState } from '@/components/ui/empty-state';
import { errorMessage } from '@/lib/api-client';
import { useDialogOnDemand } from '@/lib/use-on-demand';
import { useDeletePageUpdate } from '../api/delete-page-update';
import { usePageUpdates } from '../api/get-page-updates';
import { UpdateList } from './update-list';

// Only an owner deletes updates: the question (with Mantine's modal behind it) is not part of a
// public page's code, and loads when an owner asks to delete one.
const loadConfirmDialog = () =>
  import('@/components/ui/confirm-dialog').then((module) => module.ConfirmDialog);

export interface PageTimelineProps {
  pageType: UpdatePageType;
  pageId: number;
  /** The owner may delete updates (with a confirmation). */
  canDelete?: boolean;
}

/**
 * A page's timeline (Community TIMELINE, public details pages): its updates newest first, 20 at
 * a time with 'Load more'; 'No activity yet' when there are none. A 404 counts as empty so a
 * public page never breaks over its timeline.
 */
export function PageTimeline({ pageType, pageId, canDelete = false }: PageTimelineProps) {
  const { t } = useTranslation();
  const updates = usePageUpdates(pageType, pageId);
  const remove = useDeletePageUpdate();
  const [deleting, setDeleting] = useState<PageUpdate | null>(null);
  const confirm = useDialogOnDemand(loadConfirmDialog);
  const { Dialog: ConfirmDialog } = confirm;

  function stopDeleting() {
    setDeleting(null);
    confirm.close();
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: () => {
        stopDeleting();
        notifications.show({ color: 'leaf', message: t('pageUpdates.delete.done') });
      },
    });
  }

  return (
    <>
      <UpdateList
        query={updates}
        label={t('pageUpdates.timeline.listLabel')}
        errorText={t('pageUpdates.timeline.error')}
        empty={
          <EmptyState icon={<IconTimeline size={28} />} message={t('pageUpdates.timeline.empty')} />
        }
        missingIsEmpty
        onDelete={
          canDelete
            ? (update) => {
                remove.reset();
                setDeleting(update);
                confirm.open();
              }
            : undefined
        }
      />
      {canDelete && ConfirmDialog ? (
        <ConfirmDialog
          opened={confirm.opened}
          onClose={stopDeleting}
          onConfirm={confirmDelete}
          title={t('pageUpdates.delete.title')}
          message={t('pageUpdates.delete.message')}
          confirmLabel={t('pageUpdates.delete.confirm')}
          pendingLabel={t('pageUpdates.delete.pending')}
          pending={remove.isPending}
          error={remove.isError ? errorMessage(remove.error, t('errors.generic')) : null}
        />
      ) : null}
    </>
  );
}
