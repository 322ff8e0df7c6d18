import type { AdminPage } from '@app/contract';
import { useDeactivatePage } from '@/features/admin/api/deactivate-page';
import { useTranslation } from '@/lib/i18n';
import { ReasonDialog } from '../reason-dialog';
import { useChangeNotice } from './use-change-notice';

/** Deactivating: a reason is required (the owner is e-mailed it); it stays when the call fails. */
export function DeactivateDialog({ page, onClose }: { page: AdminPage; onClose: () => void }) {
  const { t } = useTranslation();
  const deactivate = useDeactivatePage();
  const notice = useChangeNotice();
  return (
    <ReasonDialog
      texts={{
        title: t('consolePages.deactivateDialog.title'),
        text: t('consolePages.deactivateDialog.text', { name: page.name }),
        reason: t('consolePages.deactivateDialog.reason'),
        reasonRequired: t('consolePages.deactivateDialog.reasonRequired'),
        cancel: t('consolePages.deactivateDialog.cancel'),
        confirm: t('consolePages.deactivateDialog.confirm'),
        failed: t('consolePages.deactivateDialog.failed'),
      }}
      pending={deactivate.isPending}
      error={deactivate.error}
      onConfirm={(reason) =>
        deactivate.mutate(
          { type: page.type, id: page.id, body: { reason } },
          {
            onSuccess: (answer) => {
              notice('deactivate', answer);
              onClose();
            },
          },
        )
      }
      onClose={onClose}
    />
  );
}
