import type { AdminPage, VerifiablePageType } from '@app/contract';
import { useUnverifyPage } from '@/features/admin/api/unverify-page';
import { useTranslation } from '@/lib/i18n';
import { ReasonDialog } from '../reason-dialog';
import { useChangeNotice } from './use-change-notice';

/** Taking the VERIFIED badge back: a reason is required (for the audit log). */
export function UnverifyDialog({
  page,
  type,
  onClose,
}: {
  page: AdminPage;
  type: VerifiablePageType;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const unverify = useUnverifyPage();
  const notice = useChangeNotice();
  return (
    <ReasonDialog
      texts={{
        title: t('consolePages.unverifyDialog.title'),
        text: t('consolePages.unverifyDialog.text', { name: page.name }),
        reason: t('consolePages.unverifyDialog.reason'),
        reasonRequired: t('consolePages.unverifyDialog.reasonRequired'),
        cancel: t('consolePages.unverifyDialog.cancel'),
        confirm: t('consolePages.unverifyDialog.confirm'),
        failed: t('consolePages.unverifyDialog.failed'),
      }}
      pending={unverify.isPending}
      error={unverify.error}
      onConfirm={(reason) =>
        unverify.mutate(
          { type, id: page.id, body: { reason } },
          {
            onSuccess: (answer) => {
              notice('unverify', answer);
              onClose();
            },
          },
        )
      }
      onClose={onClose}
    />
  );
}
